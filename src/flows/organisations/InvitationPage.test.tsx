import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { Profile } from '../../api/users';
import { PENDING_INVITATION_KEY } from '../../config/constants';
import { SessionContext, useSession } from '../../session/SessionContext';
import { mockFetch, renderWithProviders } from '../../test/render';
import InvitationPage from './InvitationPage';

const TOKEN = '3q2-7wG5ZK9tXyV0eX8w4mQfUuJbqTk2p1nK0aW9s6c';
const preview = {
  organisation: { name: 'Acme Research', slug: 'acme-research', logoUrl: null },
  role: 'admin',
  email: 'ana@example.com',
  expiresAt: '2026-01-14T10:00:00.000Z',
};
const joined = {
  id: 'kq3Xw0m1TgC2v9bZr7xLwA',
  name: 'Acme Research',
  slug: 'acme-research',
  logoUrl: null,
  role: 'admin',
  roles: ['owner', 'admin', 'member'],
  memberCount: 2,
  createdAt: '2026-01-05T10:00:00.000Z',
};

function api(lookup: { status?: number; body: unknown } = { body: preview }) {
  const calls: string[] = [];
  mockFetch((url, init) => {
    const { pathname } = new URL(url);
    calls.push(`${init?.method ?? 'GET'} ${pathname} ${String(init?.body ?? '')}`);
    if (pathname === '/organisation-invitations/lookup') return lookup;
    if (pathname === '/organisation-invitations/accept') return { body: joined };
    if (pathname === '/organisations')
      return { body: { organisations: [joined], activeOrganisationId: null } };
    return { status: 404, body: { error: 'not_found', message: 'x' } };
  });
  return calls;
}

function SignedIn({ email, children }: { email: string; children: ReactNode }) {
  const session = useSession();
  const profile: Profile = { sub: 'u1', email, name: 'Ana', onboardingCompleted: true };
  return (
    <SessionContext.Provider value={{ ...session, status: 'signed-in', dormant: false, profile }}>
      {children}
    </SessionContext.Provider>
  );
}

const route = `/organisations/invitation?token=${TOKEN}`;

beforeEach(() => sessionStorage.clear());

it('signed out: says what Accept would do, changes nothing on opening, and keeps the invitation for the sign-up with its address', async () => {
  const user = userEvent.setup();
  const calls = api();
  renderWithProviders(<InvitationPage />, { route, path: 'organisations/invitation' });
  expect(
    await screen.findByText(
      /You are invited to join Acme Research as Admin\. The invitation is for ana@example\.com/,
    ),
  ).toBeInTheDocument();
  // The token left the address bar, and only the look-up was made (StrictMode runs it twice).
  expect(screen.getByLabelText('location')).toHaveTextContent(/^\/organisations\/invitation$/);
  expect(new Set(calls)).toEqual(
    new Set([`POST /organisation-invitations/lookup ${JSON.stringify({ token: TOKEN })}`]),
  );
  await user.click(screen.getByRole('button', { name: 'Create an account to accept' }));
  expect(screen.getByLabelText('location')).toHaveTextContent(/^\/sign-up$/);
  expect(sessionStorage.getItem(`${PENDING_INVITATION_KEY}.token`)).toBe(TOKEN);
  expect(sessionStorage.getItem(`${PENDING_INVITATION_KEY}.email`)).toBe('ana@example.com');
  expect(calls.filter((call) => call.includes('/accept'))).toEqual([]);
});

it('signed in with the invited address: joins only on the press, then offers to work in it', async () => {
  const user = userEvent.setup();
  const calls = api();
  sessionStorage.setItem(`${PENDING_INVITATION_KEY}.token`, 'older');
  renderWithProviders(
    <SignedIn email="Ana@Example.com">
      <InvitationPage />
    </SignedIn>,
    { route, path: 'organisations/invitation' },
  );
  const accept = await screen.findByRole('button', { name: 'Accept and join Acme Research' });
  expect(calls.filter((call) => call.includes('/accept'))).toEqual([]);
  await user.click(accept);
  expect(await screen.findByRole('heading', { name: 'Welcome to the team' })).toBeInTheDocument();
  expect(screen.getByText('You joined Acme Research as Admin.')).toBeInTheDocument();
  expect(calls).toContain(
    `POST /organisation-invitations/accept ${JSON.stringify({ token: TOKEN })}`,
  );
  // Spent: nothing waits in the tab any more.
  expect(sessionStorage.getItem(`${PENDING_INVITATION_KEY}.token`)).toBeNull();
});

it('back from signing in (the token waited in the tab): the same press joins', async () => {
  const user = userEvent.setup();
  const calls = api();
  sessionStorage.setItem(`${PENDING_INVITATION_KEY}.token`, TOKEN);
  renderWithProviders(
    <SignedIn email="ana@example.com">
      <InvitationPage />
    </SignedIn>,
    { route: '/organisations/invitation', path: 'organisations/invitation' },
  );
  await user.click(await screen.findByRole('button', { name: 'Accept and join Acme Research' }));
  expect(await screen.findByRole('heading', { name: 'Welcome to the team' })).toBeInTheDocument();
  expect(calls).toContain(
    `POST /organisation-invitations/accept ${JSON.stringify({ token: TOKEN })}`,
  );
});

it('signed in with another address: says so and offers to sign out, without an Accept', async () => {
  api();
  renderWithProviders(
    <SignedIn email="bob@example.com">
      <InvitationPage />
    </SignedIn>,
    { route, path: 'organisations/invitation' },
  );
  expect(
    await screen.findByText(
      /This invitation is for ana@example.com, but you are signed in as bob@example.com/,
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
});

it.each([
  [400, 'invitation_invalid', /does not work/, /replaced by a newer invitation/],
  [409, 'invitation_used', /does not work/, /already accepted/],
  [410, 'invitation_revoked', /does not work/, /withdrawn/],
  [410, 'invitation_expired', /does not work/, /expired \(they last 7 days\)/],
])('a link answered %s %s explains itself', async (status, error, title, text) => {
  api({ status, body: { error, message: 'x' } });
  renderWithProviders(<InvitationPage />, { route, path: 'organisations/invitation' });
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(title);
  expect(screen.getByText(text)).toBeInTheDocument();
});
