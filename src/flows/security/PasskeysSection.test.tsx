import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as webAuthn from '@simplewebauthn/browser';
import { mockFetch, renderWithProviders, reauthenticationRequired } from '../../test/render';
import SecurityPage from './SecurityPage';

// The browser's WebAuthn, at its boundary.
jest.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: jest.fn(() => true),
  startAuthentication: jest.fn(),
  startRegistration: jest.fn(),
}));
const lib = jest.mocked(webAuthn);

const REQUEST = {
  challenge: 'cmVhdXRo',
  timeout: 300000,
  rpId: 'localhost',
  allowCredentials: [{ id: 'cred-1', type: 'public-key' }],
  userVerification: 'required',
};
const CREATION = {
  challenge: 'cmVnaXN0ZXI',
  rp: { name: 'Account', id: 'localhost' },
  user: { id: 'aGFuZGxl', name: 'ana@example.com', displayName: 'ana@example.com' },
  pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
  timeout: 300000,
  attestation: 'none',
  excludeCredentials: [],
  authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  // What @simplewebauthn/server adds: it goes to the browser as it is.
  extensions: { credProps: true },
};
const ATTESTATION = {
  id: 'cred-2',
  rawId: 'cred-2',
  type: 'public-key' as const,
  clientExtensionResults: {},
  response: { clientDataJSON: 'c', attestationObject: 'o', transports: ['internal' as const] },
};
const ASSERTION = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key' as const,
  clientExtensionResults: {},
  response: { clientDataJSON: 'c', authenticatorData: 'a', signature: 's' },
};
const first = {
  id: 'pk1',
  name: 'Google Password Manager',
  createdAt: '2026-11-20T10:00:00Z',
  lastUsedAt: '2026-11-22T10:00:00Z',
  deviceType: 'multiDevice',
  backedUp: true,
};

/** The API at fetch's boundary: passkeys with the recent-authentication rule. */
function api(state: { recent?: boolean; passkeys?: object[] } = {}) {
  const calls: string[] = [];
  let passkeys = state.passkeys ?? [first];
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const path = new URL(url).pathname;
    calls.push(`${method} ${path}`);
    const body = init?.body ? JSON.parse(String(init.body)) : {};
    const refused = state.recent ? null : reauthenticationRequired(['password', 'passkey']);
    if (path === '/users/me/two-step') {
      return { body: { enabled: false, required: false, enabledAt: null, recoveryCodesLeft: 0 } };
    }
    if (path === '/users/me/trusted-devices') return { body: { devices: [] } };
    if (path === '/users/me/passkeys' && method === 'GET') {
      const credentialIds = passkeys.map((p) => `cred-${(p as { id: string }).id}`);
      return {
        body: { passkeys, signal: { rpId: 'localhost', userHandle: 'aGFuZGxl', credentialIds } },
      };
    }
    if (path === '/users/me/passkeys/registration-options') return refused ?? { body: CREATION };
    if (path === '/users/me/passkeys' && method === 'POST') {
      if (refused) return refused;
      const added = { ...first, id: 'pk2', name: 'Chrome on Linux', lastUsedAt: null };
      passkeys = [...passkeys, added];
      return { status: 201, body: added };
    }
    if (path === '/users/me/reauthenticate/passkey-options') return { body: REQUEST };
    if (path === '/users/me/reauthenticate/passkey') {
      state.recent = true;
      return { body: { authenticatedAt: 'x', recentUntil: 'y' } };
    }
    if (path === '/users/me/passkeys/pk1' && method === 'PATCH') {
      passkeys = passkeys.map((p) => ({ ...p, name: body.name }));
      return { body: { ...first, name: body.name } };
    }
    if (path === '/users/me/passkeys/pk1' && method === 'DELETE') {
      if (refused) return refused;
      passkeys = [];
      return { status: 204 };
    }
    return { status: 404, body: { error: 'not_found', message: 'x' } };
  });
  return calls;
}

async function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(<SecurityPage />, { route: '/security' });
  const section = await screen.findByRole('region', { name: 'Passkeys' });
  return { user, section };
}

beforeEach(() => jest.clearAllMocks());

test('the list: each passkey with when it was added and last used, in the formatting locale', async () => {
  api({ recent: true });
  const { section } = await renderPage();
  const item = await within(section).findByRole('listitem');
  expect(item).toHaveTextContent('Google Password Manager');
  expect(item).toHaveTextContent('Added November 20, 2026 · Last used November 22, 2026');
});

test('adding on an old session: confirmed with a passkey (no password), then the passkey is made and listed', async () => {
  const calls = api();
  lib.startAuthentication.mockResolvedValue(ASSERTION);
  lib.startRegistration.mockResolvedValue(ATTESTATION);
  const { user, section } = await renderPage();
  await user.click(within(section).getByRole('button', { name: 'Add a passkey' }));

  const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
  await user.click(within(dialog).getByRole('button', { name: 'Use a passkey instead' }));

  expect(await within(section).findByRole('status')).toHaveTextContent('Passkey added.');
  expect(await within(section).findByText('Chrome on Linux')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(lib.startAuthentication).toHaveBeenCalledWith({ optionsJSON: REQUEST });
  expect(lib.startRegistration).toHaveBeenCalledWith({ optionsJSON: CREATION });
  expect(calls).toEqual(
    expect.arrayContaining(['POST /users/me/reauthenticate/passkey', 'POST /users/me/passkeys']),
  );
  expect(calls).not.toContain('POST /users/me/reauthenticate');

  // Then removing one: its own outcome is said, not the earlier "added".
  await user.click(within(section).getByRole('button', { name: 'Remove Google Password Manager' }));
  await user.click(within(section).getByRole('button', { name: 'Remove passkey' }));
  expect(await within(section).findByRole('status')).toHaveTextContent('Passkey removed.');
});

test('a cancelled registration: a message, nothing added', async () => {
  const calls = api({ recent: true });
  lib.startRegistration.mockRejectedValue(
    Object.assign(new Error('NotAllowedError'), { name: 'NotAllowedError' }),
  );
  const { user, section } = await renderPage();
  await user.click(within(section).getByRole('button', { name: 'Add a passkey' }));
  expect(await within(section).findByRole('alert')).toHaveTextContent(
    'The passkey request was cancelled or timed out. Nothing was added.',
  );
  expect(calls).not.toContain('POST /users/me/passkeys');
});

test('renaming in place: the field takes the focus, Esc keeps the name, Save renames', async () => {
  const calls = api();
  const { user, section } = await renderPage();
  await user.click(
    await within(section).findByRole('button', { name: 'Rename Google Password Manager' }),
  );
  const field = within(section).getByLabelText('Passkey name');
  await waitFor(() => expect(field).toHaveFocus());
  await user.keyboard('{Escape}');
  expect(within(section).queryByLabelText('Passkey name')).not.toBeInTheDocument();
  expect(
    within(section).getByRole('button', { name: 'Rename Google Password Manager' }),
  ).toHaveFocus();

  await user.click(within(section).getByRole('button', { name: 'Rename Google Password Manager' }));
  const again = within(section).getByLabelText('Passkey name');
  await user.clear(again);
  await user.click(within(section).getByRole('button', { name: 'Save' }));
  expect(await within(section).findByText('This field is required.')).toBeInTheDocument();
  await user.type(again, 'Work laptop');
  await user.click(within(section).getByRole('button', { name: 'Save' }));
  expect(await within(section).findByText('Work laptop')).toBeInTheDocument();
  expect(within(section).getByRole('status')).toHaveTextContent('Passkey renamed.');
  await waitFor(() =>
    expect(within(section).getByRole('button', { name: 'Rename Work laptop' })).toHaveFocus(),
  );
  // Renaming is not sensitive: no "Confirm it's you".
  expect(calls).toContain('PATCH /users/me/passkeys/pk1');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('removing asks first, in place: Cancel keeps the passkey and gives the focus back', async () => {
  const calls = api({ recent: true });
  const { user, section } = await renderPage();
  const remove = await within(section).findByRole('button', {
    name: 'Remove Google Password Manager',
  });
  await user.click(remove);
  const ask = within(section).getByRole('group', {
    name: 'Remove Google Password Manager? It will no longer sign you in.',
  });
  expect(within(ask).getByText(/^Remove Google Password Manager\?/)).toHaveFocus();
  await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
  expect(within(section).queryByRole('group')).toBeNull();
  await waitFor(() =>
    expect(
      within(section).getByRole('button', { name: 'Remove Google Password Manager' }),
    ).toHaveFocus(),
  );
  expect(calls.filter((call) => call.startsWith('DELETE'))).toEqual([]);
});

test('removing on a recent session: gone from the list, the focus on Add a passkey', async () => {
  api({ recent: true });
  const { user, section } = await renderPage();
  await user.click(
    await within(section).findByRole('button', { name: 'Remove Google Password Manager' }),
  );
  await user.click(within(section).getByRole('button', { name: 'Remove passkey' }));
  expect(await within(section).findByText('You have no passkeys yet.')).toBeInTheDocument();
  expect(within(section).getByRole('status')).toHaveTextContent('Passkey removed.');
  await waitFor(() =>
    expect(within(section).getByRole('button', { name: 'Add a passkey' })).toHaveFocus(),
  );
});

test('the passkey managers are kept in step (WebAuthn Signal API): the accepted passkeys on opening and after a removal', async () => {
  const signalAllAcceptedCredentials = jest.fn(async () => undefined);
  Object.defineProperty(window, 'PublicKeyCredential', {
    configurable: true,
    writable: true,
    value: Object.assign(function PublicKeyCredential() {}, { signalAllAcceptedCredentials }),
  });
  try {
    api({ recent: true });
    const { user, section } = await renderPage();
    await waitFor(() =>
      expect(signalAllAcceptedCredentials).toHaveBeenCalledWith({
        rpId: 'localhost',
        userId: 'aGFuZGxl',
        allAcceptedCredentialIds: ['cred-pk1'],
      }),
    );
    await user.click(
      await within(section).findByRole('button', { name: 'Remove Google Password Manager' }),
    );
    await user.click(within(section).getByRole('button', { name: 'Remove passkey' }));
    expect(await within(section).findByText('You have no passkeys yet.')).toBeInTheDocument();
    await waitFor(() =>
      expect(signalAllAcceptedCredentials).toHaveBeenLastCalledWith({
        rpId: 'localhost',
        userId: 'aGFuZGxl',
        allAcceptedCredentialIds: [],
      }),
    );
  } finally {
    delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
  }
});

test('a browser without the Signal API: the screen works and nothing is thrown', async () => {
  api({ recent: true });
  const { section } = await renderPage();
  expect(await within(section).findByRole('listitem')).toHaveTextContent('Google Password Manager');
});
