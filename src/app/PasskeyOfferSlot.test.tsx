import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as webAuthn from '@simplewebauthn/browser';
import type { ReactNode } from 'react';
import {
  CONDITIONAL_CREATE_WAIT_MS,
  PASSKEY_OFFER_SHOWN_KEY,
  PASSKEY_OFFER_SNOOZE_KEY,
  PASSKEY_OFFER_SNOOZE_MS,
} from '../config/constants';
import { SessionContext, useSession, type Authentication } from '../session/SessionContext';
import { mockFetch, renderWithProviders, sessionEngineLoaded } from '../test/render';
import { Screen } from '../ui/Screen';
import { offerPasskey, PasskeyOfferSlot } from './PasskeyOfferSlot';

// The browser's WebAuthn, at its boundary.
jest.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: jest.fn(() => true),
  platformAuthenticatorIsAvailable: jest.fn(async () => true),
  startRegistration: jest.fn(),
  WebAuthnAbortService: { cancelCeremony: jest.fn() },
}));
const lib = jest.mocked(webAuthn);

const NOW = Date.parse('2026-11-24T10:00:00Z');
const justNow = (methods: string[]): Authentication => ({
  sub: 'u1',
  methods,
  at: Date.now() - 5_000,
});

function SignedIn({ auth, children }: { auth: Authentication; children: ReactNode }) {
  const session = useSession();
  const profile = { sub: 'u1', email: 'ana@example.com', name: 'Ana', onboardingCompleted: true };
  return (
    <SessionContext.Provider
      value={{ ...session, status: 'signed-in', profile, authentication: auth }}
    >
      {children}
    </SessionContext.Provider>
  );
}

/** A guarded screen: its heading, then its own content. */
function AccountScreen() {
  return (
    <Screen title="Your account">
      <label>
        Name <input />
      </label>
    </Screen>
  );
}

function renderSlot(auth: Authentication, passkeys: object[] = [], route = '/') {
  const calls: string[] = [];
  mockFetch((url, init) => {
    const path = new URL(url).pathname;
    calls.push(`${init?.method ?? 'GET'} ${path}`);
    if (path === '/users/me/passkeys') return { body: { passkeys } };
    return { status: 404, body: { error: 'not_found', message: 'x' } };
  });
  renderWithProviders(
    <SignedIn auth={auth}>
      <PasskeyOfferSlot>
        <AccountScreen />
      </PasskeyOfferSlot>
    </SignedIn>,
    { route },
  );
  return calls;
}

beforeEach(() => {
  jest.clearAllMocks();
  lib.platformAuthenticatorIsAvailable.mockResolvedValue(true);
  localStorage.clear();
  sessionStorage.clear();
});

describe('offerPasskey', () => {
  const fresh = { sub: 'a', methods: ['pwd'], at: NOW - 60_000 };
  const as = (sub: string, rest: Omit<Authentication, 'sub'>) => ({ ...rest, sub });

  it('follows a fresh password sign-in, and only that', () => {
    expect(offerPasskey(as('a', fresh), NOW)).toBe(true);
    expect(offerPasskey(as('b', { methods: ['pwd', 'otp', 'mfa'], at: NOW }), NOW)).toBe(true);
    expect(offerPasskey(as('c', { methods: ['hwk', 'user', 'mfa'], at: NOW }), NOW)).toBe(false);
    expect(offerPasskey(as('d', { methods: ['swk', 'user', 'mfa'], at: NOW }), NOW)).toBe(false);
    expect(offerPasskey(as('e', { methods: ['pwd'], at: NOW - 11 * 60_000 }), NOW)).toBe(false);
  });

  it('keeps "Not now" on this device for 30 days, per account', () => {
    localStorage.setItem(`${PASSKEY_OFFER_SNOOZE_KEY}.a`, String(NOW - 1000));
    expect(offerPasskey(as('a', fresh), NOW)).toBe(false);
    expect(offerPasskey(as('b', fresh), NOW)).toBe(true);
    localStorage.setItem(
      `${PASSKEY_OFFER_SNOOZE_KEY}.a`,
      String(NOW - PASSKEY_OFFER_SNOOZE_MS - 1000),
    );
    expect(offerPasskey(as('a', fresh), NOW)).toBe(true);
  });

  it('is made once per sign-in', () => {
    sessionStorage.setItem(PASSKEY_OFFER_SHOWN_KEY, `a@${fresh.at}`);
    expect(offerPasskey(as('a', fresh), NOW)).toBe(false);
    expect(offerPasskey(as('a', { ...fresh, at: fresh.at + 1000 }), NOW)).toBe(true);
  });
});

describe('the offer', () => {
  it('after a password sign-in, on a device with a platform authenticator and no passkey: Not now closes it, remembered, the focus on the screen', async () => {
    const user = userEvent.setup();
    renderSlot(justNow(['pwd']));
    const offer = await screen.findByRole('region', { name: 'Sign in faster next time' });
    // In the screen's flow: right under its heading, before its content; its heading focused.
    const title = screen.getByRole('heading', { name: 'Your account', level: 1 });
    expect(title.nextElementSibling).toBe(offer);
    expect(offer.compareDocumentPosition(screen.getByLabelText('Name'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(
      screen.getByRole('heading', { name: 'Sign in faster next time', level: 2 }),
    ).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(offer).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your account' })).toHaveFocus();
    expect(Number(localStorage.getItem(`${PASSKEY_OFFER_SNOOZE_KEY}.u1`))).toBeGreaterThan(0);
  });

  it('arriving after the user has moved on in the screen, it leaves the focus where it is', async () => {
    const user = userEvent.setup();
    let found!: () => void;
    lib.platformAuthenticatorIsAvailable.mockReturnValue(
      new Promise((resolve) => {
        found = () => resolve(true);
      }),
    );
    renderSlot(justNow(['pwd']));
    await user.click(screen.getByLabelText('Name'));
    found();
    await screen.findByRole('region', { name: 'Sign in faster next time' });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
  });

  it('adds a passkey on this device when accepted', async () => {
    const user = userEvent.setup();
    lib.startRegistration.mockResolvedValue({
      id: 'cred-2',
      rawId: 'cred-2',
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: 'c', attestationObject: 'o', transports: ['internal'] },
    });
    const calls: string[] = [];
    mockFetch((url, init) => {
      const method = init?.method ?? 'GET';
      const path = new URL(url).pathname;
      calls.push(`${method} ${path}`);
      if (path === '/users/me/passkeys' && method === 'GET') return { body: { passkeys: [] } };
      if (path === '/users/me/passkeys/registration-options') {
        return {
          body: {
            challenge: 'Y2g',
            rp: { name: 'Account', id: 'localhost' },
            user: { id: 'aA', name: 'ana@example.com', displayName: 'ana@example.com' },
            pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
            timeout: 300000,
            attestation: 'none',
            excludeCredentials: [],
            authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
          },
        };
      }
      const added = {
        id: 'pk2',
        name: 'Chrome on Linux',
        createdAt: '2026-11-24T10:00:00Z',
        lastUsedAt: null,
        deviceType: 'multiDevice',
        backedUp: true,
      };
      if (path === '/users/me/passkeys' && method === 'POST') return { status: 201, body: added };
      return { status: 404, body: { error: 'not_found', message: 'x' } };
    });
    renderWithProviders(
      <SignedIn auth={justNow(['pwd'])}>
        <PasskeyOfferSlot>
          <AccountScreen />
        </PasskeyOfferSlot>
      </SignedIn>,
    );
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Passkey added.');
    expect(calls).toContain('POST /users/me/passkeys');
    expect(screen.queryByRole('button', { name: 'Not now' })).not.toBeInTheDocument();
  });

  it('is not made to an account that already has a passkey', async () => {
    const calls = renderSlot(justNow(['pwd']), [{ id: 'pk1' }]);
    await waitFor(() => expect(calls).toContain('GET /users/me/passkeys'));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('says nothing where the device has no platform authenticator', async () => {
    lib.platformAuthenticatorIsAvailable.mockResolvedValue(false);
    const calls = renderSlot(justNow(['pwd']));
    await waitFor(() => expect(lib.platformAuthenticatorIsAvailable).toHaveBeenCalled());
    expect(screen.getByRole('heading', { name: 'Your account' })).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(calls).not.toContain('GET /users/me/passkeys');
  });

  it('is not made after a passkey sign-in, nor on the security, onboarding or terms screens', async () => {
    renderSlot(justNow(['hwk', 'user', 'mfa']));
    expect(screen.getByRole('heading', { name: 'Your account' })).toBeInTheDocument();
    expect(lib.platformAuthenticatorIsAvailable).not.toHaveBeenCalled();
    for (const route of ['/security', '/onboarding', '/terms']) {
      renderSlot(justNow(['pwd']), [], route);
    }
    // The four renders' session engines arrive here, inside act.
    await sessionEngineLoaded();
    expect(lib.platformAuthenticatorIsAvailable).not.toHaveBeenCalled();
  });

  describe('conditional create (the automatic upgrade)', () => {
    const CREATION = {
      challenge: 'cmVnaXN0ZXI',
      rp: { name: 'Account', id: 'localhost' },
      user: { id: 'aGFuZGxl', name: 'ana@example.com', displayName: 'Ana' },
      pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
      timeout: 300000,
      attestation: 'none',
      excludeCredentials: [],
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    };
    const ATTESTATION = {
      id: 'cred-2',
      rawId: 'cred-2',
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: { clientDataJSON: 'c', attestationObject: 'o', transports: ['internal' as const] },
    };
    const ADDED = {
      id: 'pk2',
      name: 'Chrome on Linux',
      createdAt: '2026-11-24T10:00:00Z',
      lastUsedAt: null,
      deviceType: 'multiDevice',
      backedUp: true,
    };

    function capabilities(conditionalCreate: boolean | null) {
      Object.defineProperty(window, 'PublicKeyCredential', {
        configurable: true,
        writable: true,
        value: Object.assign(
          function PublicKeyCredential() {},
          conditionalCreate === null
            ? {}
            : { getClientCapabilities: jest.fn(async () => ({ conditionalCreate })) },
        ),
      });
    }

    function renderWithApi() {
      const calls: string[] = [];
      mockFetch((url, init) => {
        const method = init?.method ?? 'GET';
        const path = new URL(url).pathname;
        calls.push(`${method} ${path}`);
        if (path === '/users/me/passkeys' && method === 'GET') return { body: { passkeys: [] } };
        if (path === '/users/me/passkeys/registration-options') return { body: CREATION };
        if (path === '/users/me/passkeys' && method === 'POST') return { status: 201, body: ADDED };
        return { status: 404, body: { error: 'not_found', message: 'x' } };
      });
      renderWithProviders(
        <SignedIn auth={justNow(['pwd'])}>
          <PasskeyOfferSlot>
            <AccountScreen />
          </PasskeyOfferSlot>
        </SignedIn>,
      );
      return calls;
    }

    afterEach(() => {
      delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
    });

    it('where the browser says conditionalCreate: creates silently (mediation conditional), stores it, says so', async () => {
      capabilities(true);
      lib.startRegistration.mockResolvedValue(ATTESTATION);
      const calls = renderWithApi();
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Your password manager saved a passkey for this account.',
      );
      expect(lib.startRegistration).toHaveBeenCalledWith({
        optionsJSON: CREATION,
        useAutoRegister: true,
      });
      expect(calls).toContain('POST /users/me/passkeys');
      expect(screen.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
    });

    it('the browser declines: the usual offer instead', async () => {
      capabilities(true);
      lib.startRegistration.mockRejectedValue(
        Object.assign(new Error('NotAllowedError'), { name: 'NotAllowedError' }),
      );
      const calls = renderWithApi();
      expect(await screen.findByRole('button', { name: 'Add a passkey' })).toBeInTheDocument();
      expect(calls).not.toContain('POST /users/me/passkeys');
    });

    it('a browser that holds the request without an answer: cancelled after the wait, the usual offer', async () => {
      jest.useFakeTimers();
      try {
        capabilities(true);
        lib.startRegistration.mockReturnValue(new Promise(() => undefined));
        const calls = renderWithApi();
        await waitFor(() => expect(lib.startRegistration).toHaveBeenCalled());
        expect(screen.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
        await act(async () => {
          jest.advanceTimersByTime(CONDITIONAL_CREATE_WAIT_MS);
        });
        expect(await screen.findByRole('button', { name: 'Add a passkey' })).toBeInTheDocument();
        expect(lib.WebAuthnAbortService.cancelCeremony).toHaveBeenCalled();
        expect(calls).not.toContain('POST /users/me/passkeys');
      } finally {
        jest.useRealTimers();
      }
    });

    it('without the capability (or getClientCapabilities): no silent attempt, the usual offer', async () => {
      for (const capability of [false, null]) {
        capabilities(capability);
        const calls = renderWithApi();
        expect(await screen.findByRole('button', { name: 'Add a passkey' })).toBeInTheDocument();
        expect(lib.startRegistration).not.toHaveBeenCalled();
        expect(calls).not.toContain('POST /users/me/passkeys/registration-options');
        cleanup();
        sessionStorage.clear();
      }
    });
  });
});
