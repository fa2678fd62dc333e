import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders, reauthenticationRequired } from '../../test/render';
import SecurityPage from './SecurityPage';

// The QR library draws on a canvas, which jsdom cannot (it has no 2D context): mocked at that
// boundary, so the test checks what is drawn, where.
jest.mock('qrcode', () => ({ toCanvas: jest.fn(async () => undefined) }));
const { toCanvas } = jest.requireMock<{ toCanvas: jest.Mock }>('qrcode');

const CODES = [
  '7k2m-q9xd',
  '3fhw-8n2c',
  'pz4r-0jtb',
  'm6yv-kx3a',
  '2d9e-w7qs',
  'hc5n-4tmz',
  'x8gb-r1vf',
  '0wqa-6pke',
  't3zj-9ymh',
  'b7cs-d5rn',
];
const off = { enabled: false, required: false, enabledAt: null, recoveryCodesLeft: 0 };
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

interface Api {
  twoStep?: object;
  devices?: object[];
  /** Sensitive calls answer 403 until the user has confirmed it is them. */
  recent?: boolean;
  password?: string;
}

/** The API at fetch's boundary: the two-step endpoints with the recent-authentication rule. */
function api(state: Api = {}) {
  const calls: string[] = [];
  const fetch = mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const path = new URL(url).pathname;
    calls.push(`${method} ${path}`);
    const body = init?.body ? JSON.parse(String(init.body)) : {};
    const sensitive = () => (state.recent ? null : reauthenticationRequired());
    if (path === '/users/me/two-step' && method === 'GET') return { body: state.twoStep ?? off };
    if (path === '/users/me/trusted-devices') return { body: { devices: state.devices ?? [] } };
    if (path === '/users/me/passkeys' && method === 'GET') return { body: { passkeys: [] } };
    if (path === '/users/me/linked-identities') {
      return { body: { identities: [], available: [] } };
    }
    if (path === '/users/me/reauthenticate') {
      if (body.password !== (state.password ?? 'right-password')) {
        return { status: 400, body: { error: 'invalid_credentials', message: 'x' } };
      }
      state.recent = true;
      return { body: { authenticatedAt: 'x', recentUntil: 'y' } };
    }
    if (path === '/users/me/two-step/totp') {
      return (
        sensitive() ?? {
          body: {
            otpauthUri: 'otpauth://totp/Acme:ana?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
            setupKey: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          },
        }
      );
    }
    if (path === '/users/me/two-step/totp/confirm') {
      if (body.code !== '492039')
        return { status: 400, body: { error: 'invalid_code', message: 'x' } };
      state.twoStep = {
        enabled: true,
        required: false,
        enabledAt: '2026-11-23T10:00:00Z',
        recoveryCodesLeft: 10,
      };
      return sensitive() ?? { body: { recoveryCodes: CODES } };
    }
    if (path === '/users/me/two-step' && method === 'DELETE') {
      const refused = sensitive();
      if (refused) return refused;
      state.twoStep = off;
      return { status: 204 };
    }
    if (path.startsWith('/users/me/trusted-devices/')) return { status: 204 };
    return { status: 404, body: { error: 'not_found', message: 'x' } };
  });
  return { fetch, calls, state };
}

function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(<SecurityPage />, { route: '/security' });
  return user;
}

test('setting up an authenticator app on an old session: confirm it is you, then the QR code, the key and the codes', async () => {
  const { calls } = api();
  const user = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));

  // The API wants a recent sign-in: the dialog asks for the password, focused.
  const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
  const password = within(dialog).getByLabelText('Password');
  await waitFor(() => expect(password).toHaveFocus());
  await user.type(password, 'wrong');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  expect(await within(dialog).findByText('This password is not correct.')).toBeInTheDocument();
  await waitFor(() => expect(password).toHaveFocus());
  await user.clear(password);
  await user.type(password, 'right-password');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

  // The setup went on by itself once confirmed.
  const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
  await waitFor(() =>
    expect(toCanvas).toHaveBeenCalledWith(
      qr,
      'otpauth://totp/Acme:ana?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      expect.objectContaining({ errorCorrectionLevel: 'M' }),
    ),
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
  expect(calls.filter((c) => c === 'POST /users/me/two-step/totp')).toHaveLength(2);

  const code = screen.getByLabelText('The 6-digit code the app shows');
  await user.type(code, '111111');
  await user.click(screen.getByRole('button', { name: 'Turn on' }));
  expect(await screen.findByText(/This code is not right/)).toBeInTheDocument();
  await waitFor(() => expect(code).toHaveFocus());
  await user.clear(code);
  await user.type(code, '492 039');
  await user.click(screen.getByRole('button', { name: 'Turn on' }));

  const heading = await screen.findByRole('heading', { name: 'Your recovery codes' });
  await waitFor(() => expect(heading).toHaveFocus());
  const list = screen.getByRole('list');
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(CODES);
  await user.click(screen.getByRole('button', { name: 'I have saved them' }));
  expect(await screen.findByText(/On since November 23, 2026/)).toBeInTheDocument();
  expect(screen.getByText('10 recovery codes left.')).toBeInTheDocument();
});

test('cancelling "Confirm it’s you" changes nothing and says nothing', async () => {
  const { calls } = api({
    twoStep: {
      enabled: true,
      required: false,
      enabledAt: '2026-11-01T10:00:00Z',
      recoveryCodesLeft: 2,
    },
  });
  const user = renderPage();
  // Two codes left: the screen says to make new ones.
  expect(
    await screen.findByText('You are running out of recovery codes: make new ones.'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Turn off two-step verification' }));
  await user.click(screen.getByRole('button', { name: 'Turn off' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByText(/On since/)).toBeInTheDocument();
  expect(calls.filter((c) => c === 'DELETE /users/me/two-step')).toHaveLength(1);
});

test('turning it off on a recent session: asked first, then done', async () => {
  const { calls } = api({
    recent: true,
    twoStep: {
      enabled: true,
      required: false,
      enabledAt: '2026-11-01T10:00:00Z',
      recoveryCodesLeft: 8,
    },
  });
  const user = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Turn off two-step verification' }));
  // Asked first, in place: nothing is sent until the red button.
  const ask = screen.getByRole('group', { name: /^Signing in will ask only for your password/ });
  expect(calls.filter((c) => c === 'DELETE /users/me/two-step')).toHaveLength(0);
  await user.click(within(ask).getByRole('button', { name: 'Turn off' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Two-step verification is off.');
  expect(
    await screen.findByRole('button', { name: 'Set up an authenticator app' }),
  ).toBeInTheDocument();
});

test('a tenant that requires it: no way to turn it off', async () => {
  api({
    twoStep: {
      enabled: true,
      required: true,
      enabledAt: '2026-11-01T10:00:00Z',
      recoveryCodesLeft: 8,
    },
  });
  renderPage();
  await screen.findByText(/On since/);
  expect(
    screen.queryByRole('button', { name: 'Turn off two-step verification' }),
  ).not.toBeInTheDocument();
});

test('trusted devices: named by browser and system, this one marked, each removable', async () => {
  const { calls } = api({
    devices: [
      {
        id: 'd1',
        userAgent: CHROME,
        createdAt: '2026-11-01T10:00:00Z',
        lastUsedAt: null,
        expiresAt: '2026-12-01T10:00:00Z',
        current: true,
      },
    ],
  });
  const user = renderPage();
  const trusted = await screen.findByRole('region', { name: 'Trusted devices' });
  await waitFor(() =>
    expect(within(trusted).getByRole('listitem')).toHaveTextContent(
      'Chrome on Linux · This device',
    ),
  );
  expect(
    screen.getByText('Trusted since November 1, 2026, until December 1, 2026'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Stop trusting Chrome on Linux' }));
  await waitFor(() => expect(calls).toContain('DELETE /users/me/trusted-devices/d1'));
});

test('a trusted device is named only with names bowser knows: no text of the user agent is shown', async () => {
  api({
    devices: [
      {
        id: 'd1',
        userAgent: 'Call 555 0100 to keep your account/1.0 (x',
        createdAt: '2026-11-01T10:00:00Z',
        lastUsedAt: null,
        expiresAt: '2026-12-01T10:00:00Z',
        current: false,
      },
      {
        id: 'd2',
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Unheard/1.0',
        createdAt: '2026-11-01T10:00:00Z',
        lastUsedAt: null,
        expiresAt: '2026-12-01T10:00:00Z',
        current: false,
      },
    ],
  });
  const user = renderPage();
  const section = await screen.findByRole('region', { name: /trusted/i });
  expect(section).not.toHaveTextContent(/555|Call|Unheard/);
  const [first, second] = within(section).getAllByRole('listitem');
  expect(first).toHaveTextContent('Unknown browser');
  expect(second).toHaveTextContent(/^Linux/);
  await user.click(within(first!).getByRole('button', { name: 'Stop trusting Unknown browser' }));
});

test('new recovery codes void the old ones: asked first, and Cancel sends nothing', async () => {
  const { calls } = api({
    recent: true,
    twoStep: {
      enabled: true,
      required: false,
      enabledAt: '2026-11-01T10:00:00Z',
      recoveryCodesLeft: 8,
    },
  });
  const user = renderPage();
  const open = await screen.findByRole('button', { name: 'Make new recovery codes' });
  await user.click(open);
  const ask = screen.getByRole('group', { name: /will stop working\. Make new ones\?$/ });
  expect(within(ask).getByRole('button', { name: 'Make new codes' })).toBeEnabled();
  await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Make new recovery codes' })).toHaveFocus(),
  );
  expect(calls.filter((c) => c.includes('recovery-codes'))).toEqual([]);
});
