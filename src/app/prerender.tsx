// Build-time rendering of the screens shown before the app (a Node compilation of its own,
// webpack.config.ts): the sign-in form, and the forgot-password screen's two forms, with the
// same components, providers and CSS Modules names as the app, rendered once per language into
// their pages (scripts/screen-pages.ts). On a slow phone the form then shows and takes
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
import { loadCatalog } from '../i18n/catalogs';
import { LanguageProvider } from '../i18n/LanguageProvider';
import type { Language } from '../i18n/languages';
import { SessionContext, type SessionState } from '../session/SessionContext';
import { ThemeProvider } from '../theme/ThemeContext';
import { defaultBrand } from '../whitelabel/default-brand';
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
  expectEnd: () => Promise.resolve(),
  expire: () => Promise.resolve(),
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
                {/* The platform's logo, as the app shows it with no tenant; the page's script
                    empties its place where the address or storage names a tenant (no wrong
                    logo) and picks its dark variant for the dark theme (logoWithDarkVariant). */}
                <FixedBrand brand={defaultBrand}>{children}</FixedBrand>
              </ThemeProvider>
            </LanguageProvider>
          </SessionContext.Provider>
        </ApiContext.Provider>
      </ConfigContext.Provider>
    </StrictMode>
  );
}

/**
 * A screen as the standalone app renders it at `address` (its path and query, under the root),
 * in `language`: the sign-in form for an interaction, the forgot-password screen's request form,
 * and its new-password form for a mailed link's token (scripts/prerender.ts lists them).
 */
export async function renderScreen(language: Language, address: string): Promise<string> {
  const path = address.split('?')[0]!;
  await preloadScreen(path);
  await loadCatalog(language);
  const { prelude } = await prerenderToNodeStream(
    <Page language={language}>
      <StaticRouter location={address}>
        <AccountRoutes standalone />
      </StaticRouter>
    </Page>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(chunk as Buffer);
  return logoWithDarkVariant(Buffer.concat(chunks).toString('utf8'));
}

/**
 * The platform's logo names its dark variant (`data-dark`) for the page's script
 * (public/index.html), which knows the visitor's theme; the app's logo has the same address (both
 * `data:` URLs: scripts/webpack-parts.ts, `platformLogos`), so nothing loads or repaints when
 * the app takes the page over. Why the logo is in the page at all: it is the page's largest
 * element, and drawn only by the app it was Lighthouse's largest contentful paint, seconds after
 * the form (docs/architecture.md, "The pages before the app").
 */
function logoWithDarkVariant(html: string): string {
  const light = `src="${defaultBrand.logo}"`;
  if (!html.includes(light)) throw new Error('The prerendered screen has no platform logo');
  return html.replaceAll(light, `${light} data-dark="${defaultBrand.logoDark}"`);
}
