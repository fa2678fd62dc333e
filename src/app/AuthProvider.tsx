import { useState, type ReactNode } from 'react';
import { ApiContext } from '../api/ApiContext';
import { createApiClient } from '../api/client';
import { parseConfig, type AccountConfigInput } from '../config/config';
import { ConfigContext } from '../config/ConfigContext';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { IntegrationsProvider } from '../integrations/IntegrationsContext';
import { tabStorage } from '../lib/storage';
import { SessionProvider } from '../session/SessionProvider';
import { createSessionStore } from '../session/store';
import { ThemeProvider } from '../theme/ThemeContext';
import type { Theme } from '../theme/theme';
import { SessionCare, type SessionCareProps } from './SessionCare';
import { Organizations, type OrganizationsProps } from './Organizations';
import { WhitelabelProvider } from '../whitelabel/WhitelabelContext';

export interface AuthProviderProps {
  /** Runtime configuration (docs/architecture.md, "Configuration"); validated once, a bad value names itself in the error. */
  config: AccountConfigInput;
  /** Forces the theme (a host that has its own light/dark switch). */
  theme?: Theme;
  /**
   * Forces the text language (`en`, `pt-BR`, `es`; `pt` or `es-AR` match too), for a host with its
   * own language switch. Without it: the user's choice, their account's locale, then
   * `config.defaultLanguage`.
   */
  language?: string;
  /**
   * Session care's events (docs/session-care.md): `session-expiring` (a warning shows, with its
   * cause and end), `session-extended` (it closed: Stay signed in here or in another tab),
   * `session-ended` (with the reason).
   */
  onSessionEvent?: SessionCareProps['onSessionEvent'];
  /** Renders the host's own warning instead of ours (it gets the cause, the end and the actions). */
  renderSessionWarning?: SessionCareProps['renderSessionWarning'];
  /**
   * Called when the active organisation changes (docs/organisations.md): `organization-changed`
   * with the new one and the previous one, after the session's token carries it. The list and the
   * active one are `useOrganizations()`.
   */
  onOrganizationChange?: OrganizationsProps['onOrganizationChange'];
  children: ReactNode;
}

/**
 * The account's state, once, at the top of a host's tree or of the standalone app: the
 * configuration, the session store and the one HTTP client (built here, once), the profile, the
 * chosen language, theme and the tenant's brand, for `useAccount`, `WhitelabelLogo` and our
 * routes. Only our own contexts: the react-intl provider that shows our messages is inside
 * `AccountRoutes`, so a host's components keep the host's (docs/architecture.md, "Providers").
 * The configuration is read once, at mount.
 */
export function AuthProvider({
  config: input,
  theme,
  language,
  onSessionEvent,
  renderSessionWarning,
  onOrganizationChange,
  children,
}: AuthProviderProps) {
  const [config] = useState(() => parseConfig(input));
  const [store] = useState(() =>
    createSessionStore(config, {
      pathname: window.location.pathname,
      storage: tabStorage(),
      origin: window.location.origin,
    }),
  );
  const [api] = useState(() => createApiClient(config.apiUrl, store.clientAuth));
  return (
    <ConfigContext.Provider value={config}>
      <ApiContext.Provider value={api}>
        <SessionProvider store={store}>
          <IntegrationsProvider>
            <LanguageProvider hostLanguage={language}>
              <ThemeProvider theme={theme}>
                <WhitelabelProvider>
                  <Organizations
                    onOrganizationChange={onOrganizationChange}
                    auth={store.clientAuth}
                  >
                    {children}
                  </Organizations>
                  <SessionCare
                    onSessionEvent={onSessionEvent}
                    renderSessionWarning={renderSessionWarning}
                  />
                </WhitelabelProvider>
              </ThemeProvider>
            </LanguageProvider>
          </IntegrationsProvider>
        </SessionProvider>
      </ApiContext.Provider>
    </ConfigContext.Provider>
  );
}
