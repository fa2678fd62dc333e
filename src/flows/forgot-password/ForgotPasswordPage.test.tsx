import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showEarlyPage } from '../../test/early-page';
import { mockFetch, renderWithProviders } from '../../test/render';
import ForgotPasswordPage from './ForgotPasswordPage';

describe('ForgotPasswordPage', () => {
  it('step 1: a neutral answer after sending the link', async () => {
    const fetch = mockFetch(() => ({ status: 202, body: { status: 'accepted' } }));
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    await user.type(screen.getByLabelText('E-mail'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(screen.getByText(/If an account uses this address/)).toBeInTheDocument();
    const call = fetch.mock.calls.find(([url]) =>
      String(url).endsWith('/accounts/password-reset'),
    )!;
    expect(JSON.parse(String((call[1] as RequestInit).body))).toMatchObject({
      email: 'nobody@example.com',
    });
  });

  it('step 1: an address whose organisation requires SSO: no link, why, and the way to sign in', async () => {
    mockFetch(() => ({ status: 403, body: { error: 'sso_required', message: 'x' } }));
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    await user.type(screen.getByLabelText('E-mail'), 'ana@contoso.example');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'so there is no password to reset here',
    );
    expect(screen.queryByRole('heading', { name: 'Check your e-mail' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@contoso.example');
  });

  it('step 1: too many requests is explained, the e-mail kept', async () => {
    mockFetch(() => ({ status: 429, body: { error: 'too_many_requests', message: 'x' } }));
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait a minute');
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@example.com');
  });

  it('step 2: a link from before the organisation required SSO: nothing set, why, and the way to sign in', async () => {
    mockFetch(() => ({ status: 403, body: { error: 'sso_required', message: 'x' } }));
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password?token=abc' });
    await user.type(screen.getByLabelText('New password'), 'a-long-new-passphrase');
    await user.type(screen.getByLabelText('Confirm password'), 'a-long-new-passphrase');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'so there is no password to reset here',
    );
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('step 2: the two passwords must match', async () => {
    const fetch = mockFetch(() => ({ status: 200, body: {} }));
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password?token=abc' });
    await user.type(screen.getByLabelText('New password'), 'a-long-new-passphrase');
    await user.type(screen.getByLabelText('Confirm password'), 'a-different-passphrase');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Confirm password')).toHaveFocus());
    expect(
      fetch.mock.calls.filter(([url]) => String(url).includes('password-reset/confirm')),
    ).toHaveLength(0);
  });

  it('step 2: success asks to sign in with the new password and lists what the reset removed', async () => {
    const removed = {
      passkeys: [{ name: 'Passkey', createdAt: '2026-11-24T09:12:00.000Z' }],
      authenticatorApp: true,
      recoveryCodes: 1,
      trustedDevices: 0,
      pendingEmailChange: false,
      pushRegistrations: 0,
    };
    const fetch = mockFetch(() => ({ status: 200, body: { status: 'password_reset', removed } }));
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password?token=abc' });
    await user.type(screen.getByLabelText('New password'), 'a-long-new-passphrase');
    await user.type(screen.getByLabelText('Confirm password'), 'a-long-new-passphrase');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    const heading = await screen.findByRole('heading', { name: 'Your password was changed' });
    await waitFor(() => expect(heading).toHaveFocus());
    const list = screen.getByRole('region', { name: 'What we removed' });
    expect(
      within(list).getByText('Passkey “Passkey”, added November 24, 2026 at 09:12'),
    ).toBeVisible();
    expect(within(list).getByText('1 unused recovery code')).toBeVisible();
    expect(within(list).getByText(/turn it on again with your authenticator app/)).toBeVisible();
    expect(within(list).queryByText(/trusted device/i)).toBeNull();
    expect(within(list).getByRole('link', { name: 'Open Security' })).toHaveAttribute(
      'href',
      '/security',
    );
    const call = fetch.mock.calls.find(([url]) => String(url).includes('password-reset/confirm'))!;
    expect(JSON.parse(String((call[1] as RequestInit).body))).toEqual({
      token: 'abc',
      password: 'a-long-new-passphrase',
    });
  });

  it.each([
    [410, 'token_expired', 'Reset links are valid for 1 hour'],
    [409, 'token_used', 'already used'],
    [400, 'token_invalid', 'opened the whole link'],
  ])('step 2: %i %s explains the link and offers a new one', async (status, code, text) => {
    mockFetch(() => ({ status, body: { error: code, message: 'x' } }));
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password?token=abc' });
    await user.type(screen.getByLabelText('New password'), 'a-long-new-passphrase');
    await user.type(screen.getByLabelText('Confirm password'), 'a-long-new-passphrase');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(
      await screen.findByRole('heading', { name: 'This reset link cannot be used' }),
    ).toBeInTheDocument();
    expect(screen.getByText(new RegExp(text))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
  });

  it('step 2: a policy error lands on the password field, the inputs kept', async () => {
    mockFetch(() => ({
      status: 400,
      body: { error: 'validation', message: 'x', fields: { password: 'too_common' } },
    }));
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password?token=abc' });
    await user.type(screen.getByLabelText('New password'), 'password1234');
    await user.type(screen.getByLabelText('Confirm password'), 'password1234');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(screen.getByText(/too common/)).toBeInTheDocument());
    expect(screen.getByLabelText('New password')).toHaveValue('password1234');
  });

  describe('taking over the forms the page showed before the app (forgot-password.html)', () => {
    afterEach(() => document.getElementById('root')?.remove());

    it('the request form keeps the address typed, and lets the page’s form go', async () => {
      const fetch = mockFetch(() => ({ status: 202, body: { status: 'accepted' } }));
      const container = showEarlyPage({ email: 'ana@example.com' });
      renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password', container });
      expect(screen.getByLabelText('E-mail')).toHaveValue('ana@example.com');
      expect(container).not.toHaveAttribute('data-early');
      // And sends it as typed.
      await userEvent.setup().click(screen.getByRole('button', { name: 'Send reset link' }));
      expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
      const call = fetch.mock.calls.find(([url]) =>
        String(url).endsWith('/accounts/password-reset'),
      )!;
      expect(JSON.parse(String((call[1] as RequestInit).body))).toMatchObject({
        email: 'ana@example.com',
      });
    });

    it('the new-password form keeps both passwords typed', async () => {
      const container = showEarlyPage({ password: 'a-long-new-passphrase', confirm: 'a-long-new' });
      renderWithProviders(<ForgotPasswordPage />, {
        route: '/forgot-password?token=abc',
        container,
      });
      expect(screen.getByLabelText('New password')).toHaveValue('a-long-new-passphrase');
      expect(screen.getByLabelText('Confirm password')).toHaveValue('a-long-new');
      // The strength meter scores what was typed, as it would have as it was typed.
      expect(await screen.findByRole('meter')).toBeInTheDocument();
    });

    it('the field being typed in keeps the focus, not the heading: the typing goes on there', async () => {
      const container = showEarlyPage(
        { password: 'a-long-new-passphrase', confirm: 'a-long' },
        { focus: 'confirm' },
      );
      renderWithProviders(<ForgotPasswordPage />, {
        route: '/forgot-password?token=abc',
        container,
      });
      const confirm = screen.getByLabelText('Confirm password');
      await waitFor(() => expect(confirm).toHaveFocus());
      await userEvent.setup().keyboard('-new-passphrase');
      expect(confirm).toHaveValue('a-long-new-passphrase');
    });
  });
});
