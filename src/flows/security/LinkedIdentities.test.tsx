import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders, reauthenticationRequired } from '../../test/render';
import SecurityPage from './SecurityPage';

const exampleId = {
  id: 'li-1',
  provider: 'example',
  providerName: 'Example ID',
  email: 'ana@example.net',
  linkedAt: '2026-11-20T10:00:00Z',
};

/** The API at fetch's boundary: linked identities with the recent-authentication rule. */
function api(
  state: { recent?: boolean; identities?: object[]; lastWayIn?: boolean; gone?: boolean } = {},
) {
  const calls: string[] = [];
  let identities = state.identities ?? [exampleId];
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const path = new URL(url).pathname;
    calls.push(`${method} ${path}`);
    const body = init?.body ? JSON.parse(String(init.body)) : {};
    if (path === '/users/me/two-step') {
      return { body: { enabled: false, required: false, enabledAt: null, recoveryCodesLeft: 0 } };
    }
    if (path === '/users/me/trusted-devices') return { body: { devices: [] } };
    if (path === '/users/me/passkeys') return { body: { passkeys: [] } };
    if (path === '/users/me/linked-identities') return { body: { identities } };
    if (path === '/users/me/reauthenticate') {
      if (body.password !== 'right-password') {
        return { status: 400, body: { error: 'invalid_credentials', message: 'x' } };
      }
      state.recent = true;
      return { body: { authenticatedAt: 'x', recentUntil: 'y' } };
    }
    if (path === '/users/me/linked-identities/li-1' && method === 'DELETE') {
      if (!state.recent) return reauthenticationRequired();
      if (state.gone) {
        identities = [];
        return { status: 404, body: { error: 'not_found', message: 'x' } };
      }
      if (state.lastWayIn) {
        return { status: 409, body: { error: 'last_sign_in_method', message: 'x' } };
      }
      identities = [];
      return { status: 204 };
    }
    return { status: 404, body: { error: 'not_found', message: 'x' } };
  });
  return calls;
}

async function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(<SecurityPage />, { route: '/security' });
  const section = await screen.findByRole('region', { name: 'Linked sign-in methods' });
  return { user, section };
}

async function unlinkExampleId(user: ReturnType<typeof userEvent.setup>, section: HTMLElement) {
  await user.click(await within(section).findByRole('button', { name: 'Unlink Example ID' }));
  const ask = within(section).getByRole('group', {
    name: 'Unlink Example ID (ana@example.net)? You will no longer be able to sign in with it.',
  });
  await user.click(within(ask).getByRole('button', { name: 'Unlink' }));
}

test('the list: each provider by its configured name, the address it gave and when it was linked', async () => {
  api({ recent: true });
  const { section } = await renderPage();
  const item = await within(section).findByRole('listitem');
  expect(item).toHaveTextContent('Example ID');
  expect(item).toHaveTextContent('ana@example.net · Linked November 20, 2026');
  // Unlink is a neutral button; only the confirm that follows is the red one.
  expect(within(item).getByRole('button', { name: 'Unlink Example ID' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

test('nothing linked: the empty state says so', async () => {
  api({ identities: [] });
  const { section } = await renderPage();
  expect(
    await within(section).findByText(
      'No other service is linked. When you sign in with one, such as Google, it shows here.',
    ),
  ).toBeInTheDocument();
  expect(within(section).queryByRole('button')).toBeNull();
});

test('unlinking on an old session: "Confirm it’s you" first, then unlinked and the list empties', async () => {
  const calls = api();
  const { user, section } = await renderPage();
  await unlinkExampleId(user, section);

  const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
  await user.type(within(dialog).getByLabelText('Password'), 'right-password');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

  expect(await within(section).findByRole('status')).toHaveTextContent('Unlinked.');
  expect(await within(section).findByText(/^No other service is linked\./)).toBeInTheDocument();
  await waitFor(() =>
    expect(within(section).getByRole('heading', { name: 'Linked sign-in methods' })).toHaveFocus(),
  );
  expect(calls.filter((call) => call === 'DELETE /users/me/linked-identities/li-1')).toHaveLength(
    2,
  );
});

test('the last way in: the refusal is said, and the identity stays listed', async () => {
  api({ recent: true, lastWayIn: true });
  const { user, section } = await renderPage();
  await unlinkExampleId(user, section);
  expect(await within(section).findByRole('alert')).toHaveTextContent(
    'This is the only way into your account, so it cannot be unlinked. Set a password or add a passkey first.',
  );
  expect(within(section).getByText('Example ID')).toBeInTheDocument();
});

test('unlinked elsewhere meanwhile: said, and the list catches up', async () => {
  api({ recent: true, gone: true });
  const { user, section } = await renderPage();
  await unlinkExampleId(user, section);
  expect(await within(section).findByRole('alert')).toHaveTextContent(
    'This sign-in method is no longer linked.',
  );
  expect(await within(section).findByText(/^No other service is linked\./)).toBeInTheDocument();
});
