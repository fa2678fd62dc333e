import { screen, within } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '../../test/render';
import { Checkup } from './Checkup';

const session = (id: string, current: boolean) => ({
  id,
  current,
  userAgent: null,
  ip: null,
  method: 'password',
  remembered: true,
  signedInAt: '2026-11-20T13:05:00.000Z',
  lastActiveAt: '2026-11-23T09:40:00.000Z',
});
const passkey = {
  id: 'pk1',
  name: 'Laptop',
  createdAt: '2026-11-01T10:00:00.000Z',
  lastUsedAt: null,
  deviceType: 'singleDevice',
  backedUp: false,
};

function api(twoStep: object, events: object[] = []) {
  mockFetch((url) => {
    const { pathname } = new URL(url);
    if (pathname.endsWith('/users/me/two-step')) return { body: twoStep };
    if (pathname.endsWith('/users/me/passkeys')) return { body: { passkeys: [passkey] } };
    if (pathname.endsWith('/users/me/sessions')) {
      return { body: { sessions: [session('a', true), session('b', false)] } };
    }
    if (pathname.endsWith('/users/me/activity')) return { body: { events, next: null } };
    return { status: 404, body: { error: 'not_found', message: 'x' } };
  });
}

const checkup = () => screen.getByRole('region', { name: 'Security checkup' });

test('each row says where the account stands and leads to the section that changes it', async () => {
  api({ enabled: true, required: false, enabledAt: null, recoveryCodesLeft: 2 }, [
    {
      id: '1',
      type: 'signed_in',
      at: '2026-11-22T21:15:00.000Z',
      userAgent: null,
      ip: null,
      thisDevice: true,
      detail: {},
    },
  ]);
  renderWithProviders(<Checkup />);
  const rows = await within(checkup()).findAllByRole('link');
  expect(rows.map((row) => [row.textContent, row.getAttribute('href')])).toEqual([
    ['Two-step verification: On', '/security'],
    ['Passkeys: 1 passkey', '/security'],
    ['Recovery codes: 2 left', '/security'],
    ['Signed in: On 2 devices', '/sessions'],
    [expect.stringMatching(/^Latest activity: .*2026.* at /), '/sessions'],
  ]);
  // Few codes left is worth a look.
  expect(within(checkup()).getByRole('link', { name: /Recovery codes/ })).toHaveAttribute(
    'data-attention',
    'true',
  );
});

test('two-step off: said, marked for attention, and no recovery codes row', async () => {
  api({ enabled: false, required: false, enabledAt: null, recoveryCodesLeft: 0 });
  renderWithProviders(<Checkup />);
  const twoStep = await within(checkup()).findByRole('link', { name: /Two-step verification/ });
  expect(twoStep).toHaveTextContent('Off');
  expect(twoStep).toHaveAttribute('data-attention', 'true');
  expect(within(checkup()).queryByRole('link', { name: /Recovery codes/ })).toBeNull();
  expect(within(checkup()).getByRole('link', { name: /Latest activity/ })).toHaveTextContent(
    'None yet',
  );
});

test('a failure is said, with a way to try again', async () => {
  mockFetch(() => ({ status: 500, body: { error: 'internal', message: 'x' } }));
  renderWithProviders(<Checkup />);
  expect(
    await within(checkup()).findByText('The security checkup could not be loaded.'),
  ).toBeInTheDocument();
  expect(within(checkup()).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
