// Build-time rendering of the sign-in form (a Node compilation of its own, webpack.config.ts):
// the same components, providers and CSS Modules names as the app, rendered once per language
// into sign-in.html (scripts/screen-pages.ts). On a slow phone the form then shows and takes
// input as soon as the page and its CSS have arrived, seconds before the app's scripts; the app
// takes it over with what was typed (src/lib/early-form.ts). docs/architecture.md, "The sign-in
// page before the app".
import { PassThrough } from 'node:stream';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { ApiContext } from '../api/ApiContext';
import { createApiClient } from '../api/client';
import { parseConfig } from '../config/config';
import { ConfigContext } from '../config/ConfigContext';
import { QUERY_INTERACTION } from '../config/constants';
import { routes } from '../config/paths';
import { loadCatalog } from '../i18n/catalogs';
import { LanguageProvider } from '../i18n/LanguageProvider';
import type { Language } from '../i18n/languages';
import { SessionContext, type SessionState } from '../session/SessionContext';
import { ThemeProvider } from '../theme/ThemeContext';
import { FixedBrand } from '../whitelabel/WhitelabelContext';
import { AccountRoutes } from './AccountRoutes';
import { preloadScreen } from './screens';

/** No session yet: the page is public and nothing here ever runs an effect. */
const signedOut: SessionState = {
  status: 'anonymous',
  profile: null,
  dormant: true,
  wake: () => {},
  callbackError: null,
  authentication: null,
  tokenExpiresAt: null,
  renew: () => Promise.resolve(false),
  returnPath: '/',
  profileError: null,
  reloadProfile: () => {},
  setProfile: () => {},
  authFailure: null,
  clearAuthFailure: () => {},
  signIn: () => Promise.resolve(),
  signOut: () => Promise.resolve(),
  forget: () => Promise.resolve(),
};

/** Stands in for the deployment's API: the page never sends a request from this render. */
const API_URL = 'https://api.invalid';

function Page({ language, children }: { language: Language; children: ReactNode }) {
  const config = parseConfig({ apiUrl: API_URL, defaultLanguage: language });
  return (
    <StrictMode>
      <ConfigContext.Provider value={config}>
        <ApiContext.Provider value={createApiClient(config.apiUrl)}>
          <SessionContext.Provider value={signedOut}>
            <LanguageProvider>
              {/* The light theme; the page's script sets the visitor's before it shows. */}
              <ThemeProvider theme="light">
                {/* The tenant is not known yet: the logo's place stays empty (no wrong logo). */}
                <FixedBrand brand={null}>{children}</FixedBrand>
              </ThemeProvider>
            </LanguageProvider>
          </SessionContext.Provider>
        </ApiContext.Provider>
      </ConfigContext.Provider>
    </StrictMode>
  );
}

/** The sign-in screen, as the standalone app renders it for an interaction, in `language`. */
export async function renderSignIn(language: Language): Promise<string> {
  const path = `/${routes.signIn}`;
  await preloadScreen(path);
  await loadCatalog(language);
  const { prelude } = await prerenderToNodeStream(
    <Page language={language}>
      <StaticRouter location={`${path}?${QUERY_INTERACTION}=prerendered`}>
        <AccountRoutes standalone />
      </StaticRouter>
    </Page>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(chunk as Buffer);
  const markup = Buffer.concat(chunks).toString('utf8');
  // Posted as a plain form before the app arrives, the form says its language, which the
  // authority answers in (dev-api/src/sign-in/plain-pages.ts); the app's own form needs none.
  const form = /<form\b[^>]*>/.exec(markup);
  if (!form) throw new Error('prerender: the sign-in screen has no form');
  const end = form.index + form[0].length;
  return `${markup.slice(0, end)}<input type="hidden" name="lang" value="${language}"/>${markup.slice(end)}`;
}
