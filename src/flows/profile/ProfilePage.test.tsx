import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import type { Profile } from '../../api/users';
import { SessionContext, useSession } from '../../session/SessionContext';
import { mockFetch, reauthenticationRequired, renderWithProviders } from '../../test/render';
import ProfilePage from './ProfilePage';

const EMAIL = 'ana@example.com';
const base: Profile = { sub: 'u1', email: EMAIL, name: 'Ana', onboardingCompleted: true };
const waiting = { email: 'new@example.com', expiresAt: '2026-11-25T10:00:00.000Z' };

/** A signed-in session whose profile the page can replace (as the real one does). */
function SignedIn({ initial, children }: { initial: Profile; children: ReactNode }) {
  const session = useSession();
  const [profile, setProfile] = useState(initial);
  return (
    <SessionContext.Provider value={{ ...session, status: 'signed-in', profile, setProfile }}>
      {children}
    </SessionContext.Provider>
  );
}

/** The API: the profile as it stands (with the waiting change), the e-mail routes' answers. */
function api(options: { pending?: typeof waiting | null; change?: () => object } = {}) {
  let pending = options.pending ?? null;
  const calls: string[] = [];
  const fetch = mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const { pathname } = new URL(url);
    calls.push(`${method} ${pathname}`);
    if (pathname.endsWith('/users/me/email') && method === 'POST') {
      const answer = options.change?.() ?? { status: 202, body: { status: 'accepted' } };
      const { newEmail } = JSON.parse(String(init!.body)) as { newEmail: string };
      if ((answer as { status?: number }).status === 202) pending = { ...waiting, email: newEmail };
      return answer;
    }
    if (pathname.endsWith('/users/me/email') && method === 'DELETE') {
      pending = null;
      return { status: 204 };
    }
    if (pathname.endsWith('/users/me')) return { body: { ...base, pendingEmail: pending } };
    return { status: 404, body: { error: 'not_found', message: 'x' } };
  });
  return { fetch, calls };
}

function renderPage(initial: Profile = base) {
  renderWithProviders(
    <SignedIn initial={initial}>
      <ProfilePage />
    </SignedIn>,
    { route: '/profile' },
  );
}

const emailSection = () => screen.getByRole('region', { name: 'E-mail' });

describe('the e-mail address on the profile', () => {
  it('Change opens the form; once sent, the change shows as waiting, with the link sent again or the change cancelled', async () => {
    const { calls } = api();
    const user = userEvent.setup();
    renderPage();
    const section = emailSection();
    expect(section).toHaveTextContent(`Your e-mail address now: ${EMAIL}`);
    expect(within(section).queryByRole('group', { name: 'Change waiting for you' })).toBeNull();
    await user.click(within(section).getByRole('button', { name: 'Change' }));
    expect(within(section).getByLabelText('New e-mail address')).toHaveFocus();
    await user.type(within(section).getByLabelText('New e-mail address'), 'new@example.com');
    await user.click(within(section).getByRole('button', { name: 'Send the confirmation link' }));

    expect(await within(section).findByRole('status')).toHaveTextContent(
      'We sent a confirmation link to new@example.com. Open it within 24 hours',
    );
    const pending = within(section).getByRole('group', { name: 'Change waiting for you' });
    expect(pending).toHaveTextContent('You asked to change it to new@example.com.');
    await waitFor(() =>
      expect(
        within(pending).getByRole('heading', { name: 'Change waiting for you' }),
      ).toHaveFocus(),
    );
    expect(calls).toContain('POST /users/me/email');
    expect(within(pending).getByRole('button', { name: 'Send the link again' })).toBeEnabled();
    expect(within(pending).getByRole('button', { name: 'Cancel the change' })).toBeEnabled();
  });

  it('a change asked for earlier shows from the profile when the page opens; Cancel ends it', async () => {
    const { calls } = api({ pending: waiting });
    const user = userEvent.setup();
    renderPage({ ...base, pendingEmail: waiting });
    const pending = within(emailSection()).getByRole('group', { name: 'Change waiting for you' });
    expect(pending).toHaveTextContent('new@example.com');
    await user.click(within(pending).getByRole('button', { name: 'Cancel the change' }));
    expect(await within(emailSection()).findByRole('status')).toHaveTextContent(
      'The change was cancelled.',
    );
    expect(calls).toContain('DELETE /users/me/email');
    expect(
      within(emailSection()).queryByRole('group', { name: 'Change waiting for you' }),
    ).toBeNull();
    await waitFor(() =>
      expect(within(emailSection()).getByRole('button', { name: 'Change' })).toHaveFocus(),
    );
  });

  it('Send the link again asks once more for the same address', async () => {
    const { fetch } = api({ pending: waiting });
    const user = userEvent.setup();
    renderPage({ ...base, pendingEmail: waiting });
    const pending = within(emailSection()).getByRole('group', { name: 'Change waiting for you' });
    await user.click(within(pending).getByRole('button', { name: 'Send the link again' }));
    expect(await within(emailSection()).findByRole('status')).toHaveTextContent(
      'We sent a confirmation link to new@example.com.',
    );
    const posts = fetch.mock.calls.filter(
      ([url, init]) => String(url).endsWith('/users/me/email') && init?.method === 'POST',
    );
    expect(JSON.parse(String(posts[0]![1]!.body))).toMatchObject({ newEmail: 'new@example.com' });
  });

  it('the current address is refused on its field, before anything is sent', async () => {
    const { calls } = api();
    const user = userEvent.setup();
    renderPage();
    await user.click(within(emailSection()).getByRole('button', { name: 'Change' }));
    await user.type(screen.getByLabelText('New e-mail address'), 'ANA@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the confirmation link' }));
    expect(await screen.findByText('This is already your e-mail address.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('New e-mail address')).toHaveFocus());
    expect(calls).not.toContain('POST /users/me/email');
  });

  it('too many requests: says how long to wait', async () => {
    api({
      change: () => ({ status: 429, body: { error: 'too_many_requests', message: 'x' } }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(within(emailSection()).getByRole('button', { name: 'Change' }));
    await user.type(screen.getByLabelText('New e-mail address'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the confirmation link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait');
  });

  it('on an old sign-in: confirm it is you, then the request goes through', async () => {
    let recent = false;
    const reauthenticate = reauthenticationRequired();
    api({
      change: () => (recent ? { status: 202, body: { status: 'accepted' } } : reauthenticate),
    });
    const original = globalThis.fetch;
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/users/me/reauthenticate')) {
        recent = true;
        return new Response(
          JSON.stringify({
            authenticatedAt: '2026-11-24T00:00:00Z',
            recentUntil: '2026-11-24T00:10:00Z',
          }),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        );
      }
      return original(input, init);
    }) as unknown as typeof fetch;
    const user = userEvent.setup();
    renderPage();
    await user.click(within(emailSection()).getByRole('button', { name: 'Change' }));
    await user.type(screen.getByLabelText('New e-mail address'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the confirmation link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    await user.type(within(dialog).getByLabelText('Password'), 'secret-phrase');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(within(emailSection()).getByRole('status')).toHaveTextContent(
        'We sent a confirmation link',
      ),
    );
  });
});

test('the preferences hold the language and the theme', () => {
  api();
  renderPage();
  const preferences = screen.getByRole('region', { name: 'Preferences' });
  expect(within(preferences).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  expect(within(preferences).getByRole('group', { name: 'Theme' })).toBeInTheDocument();
});
