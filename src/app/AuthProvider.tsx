import { useState, type ReactNode } from 'react';
import { parseConfig, type AccountConfigInput } from '../config/config';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { IntegrationsProvider } from '../integrations/IntegrationsContext';
import { SessionProvider } from '../session/SessionProvider';
import { ThemeProvider } from '../theme/ThemeContext';
import type { Theme } from '../theme/theme';
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
  children: ReactNode;
}

/**
 * Everything the account screens need, once, at the top of a host's tree or of the standalone
 * app: configuration, the OIDC session, the HTTP client, messages, theme and the tenant's brand.
 * The configuration is read once, at mount.
 */
export function AuthProvider({ config: input, theme, language, children }: AuthProviderProps) {
  const [config] = useState(() => parseConfig(input));
  return (
    <SessionProvider config={config}>
      <IntegrationsProvider>
        <LanguageProvider hostLanguage={language}>
          <ThemeProvider theme={theme}>
            <WhitelabelProvider>{children}</WhitelabelProvider>
          </ThemeProvider>
        </LanguageProvider>
      </IntegrationsProvider>
    </SessionProvider>
  );
}
