import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leavePage } from '../../lib/navigate';
import { mockFetch, renderWithProviders, reauthenticationRequired } from '../../test/render';
import SecurityPage from './SecurityPage';

jest.mock('../../lib/navigate', () => ({ leavePage: jest.fn() }));
beforeEach(() => jest.mocked(leavePage).mockReset());

const exampleId = {
  id: 'li-1',
  provider: 'example',
  providerName: 'Example ID',
  email: 'ana@example.net',
  linkedAt: '2026-11-20T10:00:00Z',
};

/** The API at fetch's boundary: linked identities with the recent-authentication rule. */
function api(
  state: {
    recent?: boolean;
    identities?: object[];
    lastWayIn?: boolean;
    gone?: boolean;
    /** The tenant's providers not linked yet ("Link another"). */
    available?: object[];
    /** The start's refusal, when it refuses. */
    startRefused?: { status: number; error: string };
  } = {},
) {
  const calls: string[] = [];
  const starts: { body: unknown; credentials?: RequestCredentials }[] = [];
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
    if (path === '/users/me/linked-identities') {
      return { body: { identities, available: state.available ?? [] } };
    }
    if (path === '/users/me/linked-identities/start' && method === 'POST') {
      if (!state.recent) return reauthenticationRequired();
      starts.push({ body, credentials: init?.credentials });
      if (state.startRefused) {
        return {
          status: state.startRefused.status,
          body: { error: state.startRefused.error, message: 'x' },
        };
      }
      return { body: { url: 'http://localhost:4001/auth?prompt=login' } };
    }
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
  return Object.assign(calls, { starts });
}

async function renderPage(route = '/security') {
  const user = userEvent.setup();
  renderWithProviders(<SecurityPage />, { route });
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

const example = { id: 'example', displayName: 'Example ID', development: true };
const github = { id: 'github', displayName: 'GitHub', development: false };

test('Link another: a button per provider not linked yet, in its brand, "Development" on a stand-in', async () => {
  api({ recent: true, identities: [], available: [example, github] });
  const { section } = await renderPage();
  const list = await within(section).findByRole('list', { name: 'Services you can link' });
  const buttons = within(list).getAllByRole('button');
  expect(buttons.map((button) => button.textContent)).toEqual(['Link Example ID', 'Link GitHub']);
  expect(within(list).getByRole('button', { name: 'Link Example ID' })).toHaveAccessibleDescription(
    'Development',
  );
  expect(within(list).getByRole('button', { name: 'Link GitHub' })).not.toHaveAttribute(
    'aria-describedby',
  );
});

test('Link on an old session: "Confirm it’s you" first, then the browser goes to the provider', async () => {
  const calls = api({ identities: [], available: [example] });
  const { user, section } = await renderPage();
  await user.click(await within(section).findByRole('button', { name: 'Link Example ID' }));

  const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
  await user.type(within(dialog).getByLabelText('Password'), 'right-password');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

  await waitFor(() =>
    expect(leavePage).toHaveBeenCalledWith('http://localhost:4001/auth?prompt=login'),
  );
  // With this browser's device cookie, and the app the browser is to come back to.
  expect(calls.starts).toEqual([
    { body: { provider: 'example', returnOrigin: window.location.origin }, credentials: 'include' },
  ]);
  expect(within(section).getByRole('button', { name: 'Link Example ID' })).toBeDisabled();
});

test('a start the API refuses is said, and the browser stays', async () => {
  api({
    recent: true,
    identities: [],
    available: [example],
    startRefused: { status: 503, error: 'provider_unavailable' },
  });
  const { user, section } = await renderPage();
  await user.click(await within(section).findByRole('button', { name: 'Link Example ID' }));
  const alert = await within(section).findByRole('alert');
  expect(alert).toHaveTextContent('This service is not answering right now. Try again later.');
  await waitFor(() => expect(alert).toHaveFocus());
  expect(leavePage).not.toHaveBeenCalled();
});

test('back from the provider, linked: said and focused, and taken out of the address', async () => {
  api({ recent: true, identities: [exampleId], available: [github] });
  const { section } = await renderPage('/security?linked=example');
  const status = await within(section).findByRole('status');
  expect(status).toHaveTextContent('Example ID is linked. You can now sign in with it.');
  await waitFor(() => expect(status).toHaveFocus());
  await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent(/^\/security$/));
});

test.each([
  [
    'identity_taken',
    'That Example ID account is already linked to an account, so it was not linked here. To use it here, sign in with it, unlink it from that account, then link it again.',
  ],
  [
    'email_not_verified',
    'Example ID has not verified the email address of that account, so it was not linked. Verify it at Example ID, then try again.',
  ],
  ['link_expired', 'Linking Example ID took too long and nothing was linked. Try again.'],
  ['cancelled', 'Linking Example ID was cancelled. Nothing changed.'],
  [
    'token_exchange_failed',
    'Example ID did not confirm the sign-in, so nothing was linked. Try again.',
  ],
])('back from the provider with %s: said and focused, the list unchanged', async (code, text) => {
  api({ recent: true, identities: [], available: [example] });
  const { section } = await renderPage(`/security?federationError=${code}&provider=example`);
  const alert = await within(section).findByRole('alert');
  expect(alert).toHaveTextContent(text);
  await waitFor(() => expect(alert).toHaveFocus());
  expect(within(section).getByRole('button', { name: 'Link Example ID' })).toBeEnabled();
  await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent(/^\/security$/));
});
