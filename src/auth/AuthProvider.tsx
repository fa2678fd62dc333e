import { useMemo, type ReactNode } from 'react';
import { ApiContext } from '../api/ApiContext';
import { createApiClient } from '../api/client';
import { parseConfig, type AccountConfigInput } from '../config/config';
import { ConfigContext } from '../config/ConfigContext';
import { I18nProvider } from '../i18n/I18nProvider';
import { ThemeProvider } from '../theme/ThemeContext';
import type { Theme } from '../theme/theme';
import { WhitelabelProvider } from '../whitelabel/WhitelabelContext';

export interface AuthProviderProps {
  /** Runtime configuration (DESIGN §4); validated once, a bad value names itself in the error. */
  config: AccountConfigInput;
  /** Forces the theme (a host that has its own light/dark switch). */
  theme?: Theme;
  /** Text language chosen by the host (e.g. 'en'); defaults to `config.defaultLanguage`. */
  language?: string;
  children: ReactNode;
}

/**
 * Everything the account screens need, once, at the top of a host's tree or of the standalone app:
 * configuration, the HTTP client, messages, theme and the tenant's brand.
 */
export function AuthProvider({ config: input, theme, language, children }: AuthProviderProps) {
  const config = useMemo(() => parseConfig(input), [input]);
  const api = useMemo(() => createApiClient(config.apiUrl), [config.apiUrl]);
  return (
    <ConfigContext.Provider value={config}>
      <ApiContext.Provider value={api}>
        <I18nProvider language={language ?? config.defaultLanguage}>
          <ThemeProvider theme={theme}>
            <WhitelabelProvider>{children}</WhitelabelProvider>
          </ThemeProvider>
        </I18nProvider>
      </ApiContext.Provider>
    </ConfigContext.Provider>
  );
}
