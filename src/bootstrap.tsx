import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from './auth/AuthProvider';
import { loadStandaloneConfig } from './config/load-config';
import { StartupError } from './ui/StartupError';
import { AccountRoutes } from './routes/AccountRoutes';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);

loadStandaloneConfig().then(
  (config) => {
    root.render(
      <StrictMode>
        <AuthProvider config={config}>
          <BrowserRouter basename={config.basePath || undefined}>
            <AccountRoutes standalone />
          </BrowserRouter>
        </AuthProvider>
      </StrictMode>,
    );
  },
  (error: unknown) => {
    console.error(error);
    root.render(<StartupError />);
  },
);
