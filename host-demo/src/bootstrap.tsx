import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// `react-router` itself, not react-router-dom's re-export: both are shared singletons, so the
// remote's routes (written against react-router-dom) run inside this router's context.
import { BrowserRouter } from 'react-router';
import { App, type AccountSettings } from './App';

interface HostConfig extends AccountSettings {
  accountManifestUrl: string;
  /** The standalone account app (the fallback links to it when the remote cannot be loaded). */
  accountAppUrl?: string;
}

async function loadHostConfig(): Promise<HostConfig> {
  const response = await fetch('/config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  return (await response.json()) as HostConfig;
}

const root = createRoot(document.getElementById('root') as HTMLElement);
void loadHostConfig().then(
  (config) =>
    root.render(
      <StrictMode>
        <BrowserRouter>
          <App
            account={{
              apiUrl: config.apiUrl,
              logoOrigins: config.logoOrigins,
              posthog: config.posthog ?? null,
            }}
            manifestUrl={config.accountManifestUrl}
            appUrl={config.accountAppUrl}
          />
        </BrowserRouter>
      </StrictMode>,
    ),
  (error: unknown) => {
    root.render(
      <p role="alert">The platform configuration could not be loaded: {String(error)}</p>,
    );
  },
);
