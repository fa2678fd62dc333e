import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, type AccountSettings } from './App';

interface HostConfig extends AccountSettings {
  accountManifestUrl: string;
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
