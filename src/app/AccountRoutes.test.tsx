import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { AuthProvider } from './AuthProvider';
import { mockFetch, testConfig } from '../test/render';
import { AccountRoutes } from './AccountRoutes';

/**
 * The browser's router at `url`, standalone or under a host's `/account/*` route. A memory router
 * would not do: only the browser history re-encodes paths through `new URL()`.
 */
function renderAt(url: string, hosted: boolean) {
  window.history.replaceState(null, '', url);
  render(
    <StrictMode>
      <AuthProvider config={{ ...testConfig, basePath: hosted ? '/account' : '' }}>
        <BrowserRouter>
          {hosted ? (
            <Routes>
              <Route path="/account/*" element={<AccountRoutes />} />
            </Routes>
          ) : (
            <AccountRoutes standalone />
          )}
        </BrowserRouter>
      </AuthProvider>
    </StrictMode>,
  );
}

beforeEach(() => mockFetch(() => ({ status: 404, body: {} })));
afterEach(() => window.history.replaceState(null, '', '/'));

describe('AccountRoutes', () => {
  it.each([
    ['/%09/a:b', false],
    ['/account/%09/a:b', true],
    ['/%0A/a:b', false],
    ['/%0d/a:b', false],
    ['/sign-in%09', false],
  ])('%s (a tab or line break in the path) is not found, not a crash', async (url, hosted) => {
    renderAt(url, hosted);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'This page could not be loaded' })).toBeNull();
  });

  it.each([
    ['/forbidden', false],
    ['/account/forbidden', true],
  ])('%s still renders its screen', async (url, hosted) => {
    renderAt(url, hosted);
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
  });
});
