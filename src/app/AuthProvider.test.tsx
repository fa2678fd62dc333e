import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router';
import { mockFetch, testConfig } from '../test/render';
import { AccountRoutes } from './AccountRoutes';
import { AuthProvider } from './AuthProvider';

/** A host's own component, reading the host's react-intl context. */
function HostGreeting() {
  const intl = useIntl();
  return <p>{`${intl.locale}: ${intl.formatMessage({ id: 'host.greeting' })}`}</p>;
}

beforeEach(() => mockFetch(() => ({ status: 404, body: {} })));

test("a host's own react-intl context reaches its components inside AuthProvider; our screens keep ours", async () => {
  render(
    <StrictMode>
      <IntlProvider locale="fr" messages={{ 'host.greeting': 'Bonjour' }}>
        <AuthProvider config={{ ...testConfig, basePath: '/account' }}>
          <MemoryRouter initialEntries={['/account/forbidden']}>
            <HostGreeting />
            <Routes>
              <Route path="/account/*" element={<AccountRoutes />} />
            </Routes>
          </MemoryRouter>
        </AuthProvider>
      </IntlProvider>
    </StrictMode>,
  );
  expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
  expect(screen.getByText('fr: Bonjour')).toBeInTheDocument();
});
