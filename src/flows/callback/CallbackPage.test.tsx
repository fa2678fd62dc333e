import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import { useNavigationType } from 'react-router-dom';
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
});
