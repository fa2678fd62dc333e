import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AuthProvider } from './app/AuthProvider';
import { configProblem, loadStandaloneConfig } from './config/load-config';
import { loadCatalog } from './i18n/catalogs';
import { pickLanguage } from './i18n/languages';
import { readSavedLanguage } from './i18n/LanguageProvider';
import { StartupError } from './app/StartupError';
import { AccountRoutes } from './app/AccountRoutes';
import { preloadScreen } from './app/screens';
import { holdEarlyForm } from './lib/early-form';
import { preloadAddressProviders } from './features/federation/from-address';
import { holdLinkToken } from './lib/link-token';

// First of all: a mailed link's token leaves the address bar before anything else can read it.
holdLinkToken();

// The screen's chunk downloads while the configuration does, not after it.
const screenReady = preloadScreen(window.location.pathname);
// sign-in.html may show the form already (src/lib/early-form.ts): the app's first render then
// waits for the screen's code, so that the form is replaced by the same form, never a spinner.
// The provider buttons the address names (the page shows them already): their code too, so the
// first render has the same buttons (features/federation/from-address.ts).
const providersReady = preloadAddressProviders(window.location.search);
const early = holdEarlyForm() ? Promise.all([screenReady, providersReady]) : null;

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);

// A saved language's catalog downloads while the configuration does: no flash of English.
const savedLanguage = readSavedLanguage();
const catalogReady = savedLanguage ? loadCatalog(savedLanguage) : null;

loadStandaloneConfig().then(
  async (config) => {
    await (catalogReady ?? loadCatalog(pickLanguage(config.defaultLanguage) ?? 'en')).catch(
      () => undefined, // the provider falls back to English
    );
    await early;
    const app = (
      <StrictMode>
        <AuthProvider config={config}>
          <BrowserRouter basename={config.basePath || undefined}>
            <AccountRoutes standalone />
          </BrowserRouter>
        </AuthProvider>
      </StrictMode>
    );
    // The first render is a transition, which React renders in slices of a few milliseconds,
    // letting the browser answer between them: at once, it was one long task (~30 ms of main
    // thread here, 4× that on a phone; Lighthouse's total blocking time). On a page with its own
    // form the form works meanwhile, and the app's reads what was typed when it commits
    // (src/lib/early-form.ts). Transitions once delayed every other page (the sign-in round trip
    // 595 against 409 ms) while React still held suspended parts back in batches; no screen
    // suspends now (lib/lazy-part.ts), and the round trip measured 374 ms with it
    // (bench/README.md).
    startTransition(() => root.render(app));
  },
  (error: unknown) => {
    console.error(error);
    root.render(<StartupError problem={configProblem(error)} />);
  },
);
