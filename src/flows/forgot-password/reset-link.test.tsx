import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigationType } from 'react-router';
import { mockFetch, renderWithProviders } from '../../test/render';
import ForgotPasswordPage from './ForgotPasswordPage';

/** Whether the last navigation pushed a history entry or replaced the current one. */
function NavigationType() {
  return <div aria-label="navigation">{useNavigationType()}</div>;
}

describe('the reset link (forgot-password?token=)', () => {
  it('leaves the address bar at once (a replace, other parameters kept) and is still sent', async () => {
    const removed = {
      passkeys: [],
      authenticatorApp: false,
      recoveryCodes: 0,
      trustedDevices: 0,
      pendingEmailChange: false,
      pushRegistrations: 0,
    };
    const fetch = mockFetch(() => ({ status: 200, body: { status: 'password_reset', removed } }));
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <ForgotPasswordPage />
        <NavigationType />
      </>,
      { route: '/forgot-password?token=abc&whitelabel=acme' },
    );
    await waitFor(() =>
      expect(screen.getByLabelText('location')).toHaveTextContent(
        /^\/forgot-password\?whitelabel=acme$/,
      ),
    );
    expect(screen.getByLabelText('navigation')).toHaveTextContent('REPLACE');
    await user.type(screen.getByLabelText('New password'), 'a-long-new-passphrase');
    await user.type(screen.getByLabelText('Confirm password'), 'a-long-new-passphrase');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(
      await screen.findByRole('heading', { name: 'Your password was changed' }),
    ).toBeInTheDocument();
    const calls = fetch.mock.calls.filter(([url]) =>
      String(url).includes('password-reset/confirm'),
    );
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String((calls[0]![1] as RequestInit).body))).toMatchObject({ token: 'abc' });
  });
});
