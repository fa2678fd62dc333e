import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigationType } from 'react-router';
import { mockFetch, renderWithProviders } from '../../test/render';
import CallbackPage from './CallbackPage';

/** Whether the last navigation pushed a history entry or replaced the current one. */
function NavigationType() {
  return <div aria-label="navigation">{useNavigationType()}</div>;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('CallbackPage', () => {
  it.each([
    [
      'a code this browser never asked for',
      'code=stale-code&state=unknown-state&session_state=s1&iss=http%3A%2F%2Fapi.test%2Fauth%2Foidc',
    ],
    [
      'a refusal from the authority',
      'error=access_denied&error_description=End-User+aborted&state=unknown-state&iss=x',
    ],
  ])('%s: explained, and the response leaves the URL', async (_, response) => {
    mockFetch(() => ({ status: 404, body: {} }));
    // The library reads the browser's URL; the router is told the same one.
    const url = `/callback?whitelabel=acme&${response}`;
    window.history.replaceState(null, '', url);
    renderWithProviders(
      <>
        <CallbackPage />
        <NavigationType />
      </>,
      { route: url },
    );
    expect(
      await screen.findByRole('heading', { name: 'Sign-in could not be completed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // The URL is cleaned by an effect after the failure shows: wait for it.
    await waitFor(() =>
      expect(screen.getByLabelText('location')).toHaveTextContent(/^\/callback\?whitelabel=acme$/),
    );
    expect(screen.getByLabelText('navigation')).toHaveTextContent('REPLACE');
  });

  it('Try again, with the sign-in service unreachable: says so; nothing retries by itself', async () => {
    const fetch = mockFetch((url) =>
      url.includes('/.well-known/')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : { status: 404, body: {} },
    );
    const url = '/callback?code=stale-code&state=unknown-state';
    window.history.replaceState(null, '', url);
    renderWithProviders(<CallbackPage />, { route: url });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    const asked = fetch.mock.calls.length;
    await userEvent.click(retry);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the sign-in service to finish signing you in.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    const afterRetry = fetch.mock.calls.length;
    expect(afterRetry).toBeGreaterThan(asked);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(fetch.mock.calls.length).toBe(afterRetry);
  });
});
