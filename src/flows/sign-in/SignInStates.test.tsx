// The sign-in page's states (docs/sign-in.md, "Sign-in page states"): each has exactly one
// primary action, and only the actions that can work there.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as webAuthn from '@simplewebauthn/browser';
import { mockFetch, renderWithProviders } from '../../test/render';
import SignInPage from './SignInPage';

jest.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: jest.fn(() => true),
  browserSupportsWebAuthnAutofill: jest.fn(async () => false),
  startAuthentication: jest.fn(),
  WebAuthnAbortService: { cancelCeremony: jest.fn() },
}));
jest.mock('../../lib/navigate', () => ({ leavePage: jest.fn() }));
const lib = jest.mocked(webAuthn);

const SECOND_STEP = { next: 'two_step', methods: ['totp', 'recovery_code'], trustDeviceDays: 30 };
const SCHEDULED = {
  status: 403,
  body: { error: 'account_deletion_scheduled', message: 'x', eraseAt: '2026-12-08T10:00:00Z' },
};
const OPTIONS = {
  challenge: 'Y2hhbGxlbmdl',
  timeout: 300000,
  rpId: 'localhost',
  allowCredentials: [],
  userVerification: 'required',
};
type Answer = { status?: number; body?: unknown };

/** The authority: `login` answers the password, `passkey` the passkey's assertion. */
function authority({ login, passkey }: { login?: Answer; passkey?: Answer }) {
  return mockFetch((url) => {
    const path = new URL(url).pathname;
    if (path.endsWith('/details')) return { body: { uid: 'uid-1', prompt: 'login' } };
    if (path.endsWith('/login') && login) return login;
    if (path.endsWith('/passkey/options')) return { body: OPTIONS };
    if (path.endsWith('/passkey') && passkey) return passkey;
    return { status: 404, body: { error: 'not_found', message: 'x' } };
  });
}

function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(<SignInPage />, { route: '/sign-in?interaction=uid-1' });
  return user;
}

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret-phrase');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** The buttons styled as the primary action (the kit's `ui.button`, not `ui.secondary`). */
function primaries(): string[] {
  const main = screen.getByRole('heading', { level: 1 }).parentElement!;
  return within(main)
    .queryAllByRole('button')
    .filter((b) => b.classList.contains('button') && !b.classList.contains('secondary'))
    .map((b) => b.textContent ?? '');
}

beforeEach(() => {
  jest.clearAllMocks();
  lib.browserSupportsWebAuthn.mockReturnValue(true);
  lib.browserSupportsWebAuthnAutofill.mockResolvedValue(false);
});

describe('the sign-in page: one primary action per state', () => {
  it('the form: Sign in; the passkey is the neutral way, after an "or"', async () => {
    authority({});
    renderPage();
    const passkey = await screen.findByRole('button', { name: 'Sign in with a passkey' });
    expect(passkey).toHaveClass('secondary');
    expect(screen.getByText('or')).toBeInTheDocument();
    expect(primaries()).toEqual(['Sign in']);
    expect(screen.getByRole('link', { name: 'New here? Create an account' })).toBeInTheDocument();
  });

  it('a refused password: Sign in again', async () => {
    authority({ login: { status: 401, body: { error: 'invalid_credentials', message: 'x' } } });
    await signIn(renderPage());
    await screen.findByRole('alert');
    expect(primaries()).toEqual(['Sign in']);
  });

  it('a failing passkey: Sign in with the password stays the primary', async () => {
    authority({});
    lib.startAuthentication.mockRejectedValue(
      Object.assign(new Error('x'), { name: 'NotAllowedError' }),
    );
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/cancelled or timed out/);
    expect(primaries()).toEqual(['Sign in']);
  });

  it('the second step (app code, then recovery code): Verify; no sign-up link there', async () => {
    authority({ login: { status: 202, body: SECOND_STEP } });
    const user = renderPage();
    await signIn(user);
    await screen.findByRole('heading', { name: 'Two-step verification' });
    expect(primaries()).toEqual(['Verify']);
    expect(screen.queryByRole('link', { name: /Create an account/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Not you? Use another account' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    expect(primaries()).toEqual(['Verify']);
  });

  it.each([
    ['the password', async (user: ReturnType<typeof userEvent.setup>) => signIn(user)],
    [
      'a passkey',
      async (user: ReturnType<typeof userEvent.setup>) => {
        await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
      },
    ],
  ])(
    'an account scheduled for deletion (by %s): Restore only; another account goes back to the form',
    async (_, attempt) => {
      authority({ login: SCHEDULED, passkey: SCHEDULED });
      lib.startAuthentication.mockResolvedValue({
        id: 'cred',
        rawId: 'cred',
        type: 'public-key',
        clientExtensionResults: {},
        response: { clientDataJSON: 'c', authenticatorData: 'a', signature: 's', userHandle: 'u' },
      });
      const user = renderPage();
      await attempt(user);
      expect(await screen.findByRole('alert')).toHaveTextContent(/scheduled for deletion/);
      expect(primaries()).toEqual(['Restore my account and sign in']);
      // Signing in again would only be refused the same way: not offered here.
      expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /with a passkey/ })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Use another account' }));
      await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus());
      expect(screen.getByLabelText('Password')).toHaveValue('');
      expect(primaries()).toEqual(['Sign in']);
    },
  );

  it('an expired page: Start again only', async () => {
    authority({ login: { status: 404, body: { error: 'interaction_expired', message: 'x' } } });
    await signIn(renderPage());
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in page has expired.');
    expect(primaries()).toEqual(['Start again']);
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});
