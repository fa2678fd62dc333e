import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as webAuthn from '@simplewebauthn/browser';
import { leavePage } from '../../lib/navigate';
import { showEarlyPage } from '../../test/early-page';
import { mockFetch, renderWithProviders } from '../../test/render';
import { SignInForm } from './SignInForm';

// The browser's WebAuthn and navigation, at their boundaries.
jest.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: jest.fn(() => true),
  browserSupportsWebAuthnAutofill: jest.fn(async () => false),
  startAuthentication: jest.fn(),
  WebAuthnAbortService: { cancelCeremony: jest.fn() },
}));
jest.mock('../../lib/navigate', () => ({ leavePage: jest.fn() }));

const lib = jest.mocked(webAuthn);
const OPTIONS = {
  challenge: 'Y2hhbGxlbmdl',
  timeout: 300000,
  rpId: 'localhost',
  allowCredentials: [],
  userVerification: 'required',
};
const ASSERTION = {
  id: 'cred',
  rawId: 'cred',
  type: 'public-key' as const,
  clientExtensionResults: {},
  response: { clientDataJSON: 'c', authenticatorData: 'a', signature: 's', userHandle: 'u' },
};

/** The browser's PublicKeyCredential with the given static methods (jsdom has none). */
function installPublicKeyCredential(statics: Record<string, unknown>) {
  Object.defineProperty(window, 'PublicKeyCredential', {
    configurable: true,
    writable: true,
    value: Object.assign(function PublicKeyCredential() {}, statics),
  });
}

function named(name: string) {
  return Object.assign(new Error(name), { name });
}

/** The authority's passkey steps; `submit` answers the assertion's POST. */
function authority(submit: () => { status?: number; body?: unknown } = () => ({ body: {} })) {
  const calls: string[] = [];
  mockFetch((url, init) => {
    const path = new URL(url).pathname;
    calls.push(`${init?.method ?? 'GET'} ${path}`);
    if (path.endsWith('/passkey/options')) return { body: OPTIONS };
    if (path.endsWith('/passkey')) return submit();
    return { status: 404, body: { error: 'not_found' } };
  });
  return calls;
}

async function render() {
  const user = userEvent.setup();
  renderWithProviders(<SignInForm interaction="uid-1" onStartAgain={jest.fn()} />);
  await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret-phrase');
  return user;
}

beforeEach(() => {
  jest.clearAllMocks();
  lib.browserSupportsWebAuthn.mockReturnValue(true);
  lib.browserSupportsWebAuthnAutofill.mockResolvedValue(false);
});

describe('signing in with a passkey', () => {
  it('the e-mail field lets the browser offer passkeys', async () => {
    authority();
    renderWithProviders(<SignInForm interaction="uid-1" onStartAgain={jest.fn()} />);
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('autocomplete', 'username webauthn');
    // The screen as it settles: the WebAuthn library's chunk confirms passkeys (jsdom has no
    // PublicKeyCredential, so the button shows only then).
    expect(await screen.findByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
  });

  it('the button: options from the interaction, the ceremony, then on to the authority only', async () => {
    const calls = authority(() => ({ body: { redirectTo: 'http://api.test/auth/oidc/auth/x' } }));
    lib.startAuthentication.mockResolvedValue(ASSERTION);
    const user = await render();
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('http://api.test/auth/oidc/auth/x'));
    expect(lib.startAuthentication).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    // The interaction's steps (the provider list, GET /auth/federation/providers, is not one).
    expect(calls.filter((call) => call.includes('/interaction/'))).toEqual([
      'POST /auth/oidc/interaction/uid-1/passkey/options',
      'POST /auth/oidc/interaction/uid-1/passkey',
    ]);
  });

  it('pressed on the page’s form before the app arrived (sign-in.html): the app makes the press once it has taken over', async () => {
    const calls = authority(() => ({ body: { redirectTo: 'http://api.test/auth/oidc/auth/x' } }));
    lib.startAuthentication.mockResolvedValue(ASSERTION);
    // The page's root as public/index.html leaves it: its form, and the press it held.
    const root = showEarlyPage({ email: '', password: '' }, { held: 'passkey' });
    try {
      renderWithProviders(<SignInForm interaction="uid-1" onStartAgain={jest.fn()} />, {
        container: root,
      });
      await waitFor(() =>
        expect(leavePage).toHaveBeenCalledWith('http://api.test/auth/oidc/auth/x'),
      );
      expect(lib.startAuthentication).toHaveBeenCalledTimes(1);
      expect(calls.filter((call) => call.endsWith('/passkey/options'))).toHaveLength(1);
      expect(root).not.toHaveAttribute('data-held');
    } finally {
      root.remove();
    }
  });

  it.each([
    ['cancelled or timed out', () => named('NotAllowedError'), /cancelled or timed out/],
    ['an authenticator error', () => named('UnknownError'), /could not be used/],
  ])('%s: a message, the password form untouched and usable', async (_, error, text) => {
    authority();
    lib.startAuthentication.mockRejectedValue(error());
    const user = await render();
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('secret-phrase');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('an unknown or removed passkey (400 passkey_invalid): says so, nothing lost', async () => {
    authority(() => ({ status: 400, body: { error: 'passkey_invalid', message: 'x' } }));
    lib.startAuthentication.mockResolvedValue(ASSERTION);
    const user = await render();
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/may have been removed/);
    expect(screen.getByLabelText('Password')).toHaveValue('secret-phrase');
  });

  it('a passkey the server no longer knows: the passkey manager is told to forget that credential (Signal API)', async () => {
    const signalUnknownCredential = jest.fn(async () => undefined);
    installPublicKeyCredential({ signalUnknownCredential });
    try {
      authority(() => ({
        status: 400,
        body: { error: 'passkey_invalid', message: 'x', unknownCredentialId: 'cred' },
      }));
      lib.startAuthentication.mockResolvedValue(ASSERTION);
      const user = await render();
      await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(/may have been removed/);
      await waitFor(() =>
        expect(signalUnknownCredential).toHaveBeenCalledWith({
          rpId: 'localhost',
          credentialId: 'cred',
        }),
      );
      expect(signalUnknownCredential).toHaveBeenCalledTimes(1);
    } finally {
      delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
    }
  });

  it('a refusal that names no unknown credential sends no signal', async () => {
    const signalUnknownCredential = jest.fn(async () => undefined);
    installPublicKeyCredential({ signalUnknownCredential });
    try {
      authority(() => ({ status: 400, body: { error: 'passkey_invalid', message: 'x' } }));
      lib.startAuthentication.mockResolvedValue(ASSERTION);
      const user = await render();
      await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(/may have been removed/);
      expect(signalUnknownCredential).not.toHaveBeenCalled();
    } finally {
      delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
    }
  });

  it('an account scheduled for deletion: its date and Restore, which takes a new ceremony and signs in', async () => {
    const urls: string[] = [];
    mockFetch((url) => {
      urls.push(url);
      if (url.endsWith('/passkey/options')) return { body: OPTIONS };
      if (url.endsWith('/passkey?restoreAccount=true')) {
        return { body: { redirectTo: 'http://api.test/auth/oidc/auth/x' } };
      }
      return {
        status: 403,
        body: {
          error: 'account_deletion_scheduled',
          message: 'x',
          eraseAt: '2026-12-08T10:00:00Z',
        },
      };
    });
    lib.startAuthentication.mockResolvedValue(ASSERTION);
    const user = await render();
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account is scheduled for deletion on December 8, 2026.',
    );
    expect(leavePage).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Restore my account and sign in' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('http://api.test/auth/oidc/auth/x'));
    expect(lib.startAuthentication).toHaveBeenCalledTimes(2);
    expect(urls.filter((url) => url.endsWith('/passkey/options'))).toHaveLength(2);
  });

  it('an address whose organisation requires its SSO: said, and where to go instead', async () => {
    mockFetch((url) =>
      url.endsWith('/passkey/options')
        ? { body: OPTIONS }
        : { status: 403, body: { error: 'sso_required', message: 'x' } },
    );
    lib.startAuthentication.mockResolvedValue(ASSERTION);
    const user = await render();
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your organisation requires signing in with its own identity provider: type your work e-mail address and choose “Continue with single sign-on”.',
    );
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('a browser without WebAuthn: no button, the password form only', async () => {
    authority();
    lib.browserSupportsWebAuthn.mockReturnValue(false);
    renderWithProviders(<SignInForm interaction="uid-1" onStartAgain={jest.fn()} />);
    await waitFor(() => expect(lib.browserSupportsWebAuthn).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: /passkey/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('a browser with WebAuthn: the button is there in the first render (nothing shifts later)', async () => {
    authority();
    const global = window as unknown as { PublicKeyCredential?: unknown };
    global.PublicKeyCredential = function PublicKeyCredential() {};
    try {
      renderWithProviders(<SignInForm interaction="uid-1" onStartAgain={jest.fn()} />);
      // Before the library's chunk has answered.
      expect(lib.browserSupportsWebAuthn).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeInTheDocument();
      await waitFor(() => expect(lib.browserSupportsWebAuthn).toHaveBeenCalled());
      expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeInTheDocument();
    } finally {
      delete global.PublicKeyCredential;
    }
  });

  it('autofill: started when the screen opens, its passkey signs in, stopped on leaving', async () => {
    authority(() => ({ body: { redirectTo: 'http://api.test/auth/oidc/auth/y' } }));
    lib.browserSupportsWebAuthnAutofill.mockResolvedValue(true);
    lib.startAuthentication.mockResolvedValue(ASSERTION);
    const view = renderWithProviders(<SignInForm interaction="uid-1" onStartAgain={jest.fn()} />);
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('http://api.test/auth/oidc/auth/y'));
    expect(lib.startAuthentication).toHaveBeenCalledWith({
      optionsJSON: OPTIONS,
      useBrowserAutofill: true,
    });
    view.unmount();
    expect(lib.WebAuthnAbortService.cancelCeremony).toHaveBeenCalled();
  });

  it('an autofill stopped by the app (AbortError) says nothing', async () => {
    authority();
    lib.browserSupportsWebAuthnAutofill.mockResolvedValue(true);
    lib.startAuthentication.mockRejectedValue(named('AbortError'));
    renderWithProviders(<SignInForm interaction="uid-1" onStartAgain={jest.fn()} />);
    await screen.findByRole('button', { name: 'Sign in with a passkey' });
    await waitFor(() => expect(lib.startAuthentication).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
