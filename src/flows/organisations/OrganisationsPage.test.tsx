import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState, type ReactNode } from 'react';
import type { Profile } from '../../api/users';
import { SessionContext, useSession } from '../../session/SessionContext';
import { mockFetch, renderWithProviders } from '../../test/render';
import {
  OrganizationsContext,
  signedOutOrganizations,
  type OrganizationsState,
} from '../../features/organisations/context';
import OrganisationsPage from './OrganisationsPage';

const ME = 'u-ana';
const SIGNED_IN_AT = Date.parse('2026-01-07T10:00:00.000Z');
const organisation = (role: string) => ({
  id: 'kq3Xw0m1TgC2v9bZr7xLwA',
  name: 'Acme Research',
  slug: 'acme-research',
  logoUrl: null,
  role,
  roles: ['owner', 'admin', 'member', 'billing'],
  memberCount: 2,
  createdAt: '2026-01-05T10:00:00.000Z',
});
const members = [
  {
    userId: ME,
    name: 'Ana',
    email: 'ana@example.com',
    role: 'admin',
    joinedAt: '2026-01-05T10:00:00.000Z',
  },
  {
    userId: 'u-bob',
    name: 'Bob',
    email: 'bob@example.com',
    role: 'member',
    joinedAt: '2026-01-06T10:00:00.000Z',
  },
  {
    userId: 'u-olga',
    name: 'Olga',
    email: 'olga@example.com',
    role: 'owner',
    joinedAt: '2026-01-04T10:00:00.000Z',
  },
];

type Answer = { status?: number; body?: unknown } | Promise<never>;

function api(role: string, answers: Record<string, () => Answer> = {}) {
  const calls: string[] = [];
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const { pathname, search } = new URL(url);
    const call = `${method} ${pathname}`;
    calls.push(init?.body ? `${call} ${String(init.body)}` : `${call}${search}`);
    if (answers[call]) return answers[call]();
    if (call === 'GET /organisations') {
      return { body: { organisations: [organisation(role)], activeOrganisationId: null } };
    }
    if (call.endsWith('/members') && method === 'GET') return { body: { members } };
    if (call.endsWith('/invitations') && method === 'GET') return { body: { invitations: [] } };
    if (call.endsWith('/activity')) return { body: { events: [], next: null } };
    if (call.endsWith('/access-requests')) return { body: { requests: [] } };
    if (call.endsWith('/sso') && method === 'GET') {
      return {
        body: {
          enforced: false,
          jit: { enabled: false, role: 'member' },
          connections: [],
          domains: [],
        },
      };
    }
    return { status: 404, body: { error: 'not_found', message: 'x' } };
  });
  return calls;
}

function SignedIn({ children }: { children: ReactNode }) {
  const session = useSession();
  const profile: Profile = {
    sub: ME,
    email: 'ana@example.com',
    name: 'Ana',
    onboardingCompleted: true,
  };
  return (
    <SessionContext.Provider
      value={{
        ...session,
        status: 'signed-in',
        profile,
        authentication: { sub: ME, methods: ['pwd'], at: SIGNED_IN_AT },
      }}
    >
      {children}
    </SessionContext.Provider>
  );
}

function renderPage(route = '/organisations') {
  renderWithProviders(
    <SignedIn>
      <OrganisationsPage />
    </SignedIn>,
    { route, path: 'organisations' },
  );
}

const network = () => Promise.reject(new TypeError('Failed to fetch'));

describe('creating an organisation', () => {
  it('fills the short name from the name; a refusal and a network failure keep everything typed', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const calls = api('owner', {
      'POST /organisations': () =>
        ++attempt === 1
          ? { status: 409, body: { error: 'slug_taken', message: 'x' } }
          : (network() as Promise<never>),
    });
    renderPage();
    const form = await screen.findByRole('region', { name: 'Create an organisation' });
    await user.type(within(form).getByLabelText('Name'), 'Ação Research');
    expect(within(form).getByLabelText('Short name')).toHaveValue('acao-research');
    await user.type(
      within(form).getByLabelText('Logo address (optional)'),
      'https://cdn.example.com/a.png',
    );
    await user.click(within(form).getByRole('button', { name: 'Create organisation' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Another organisation already has this short name. Choose another one.',
    );
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveFocus());
    expect(calls).toContain(
      `POST /organisations ${JSON.stringify({ name: 'Ação Research', slug: 'acao-research', logoUrl: 'https://cdn.example.com/a.png' })}`,
    );
    // Typing a short name of one's own stops the name from replacing it.
    await user.clear(within(form).getByLabelText('Short name'));
    await user.type(within(form).getByLabelText('Short name'), 'acao-lab');
    await user.type(within(form).getByLabelText('Name'), ' Lab');
    expect(within(form).getByLabelText('Short name')).toHaveValue('acao-lab');
    await user.click(within(form).getByRole('button', { name: 'Create organisation' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(/could not reach the server/);
    expect(within(form).getByLabelText('Name')).toHaveValue('Ação Research Lab');
    expect(within(form).getByLabelText('Short name')).toHaveValue('acao-lab');
    expect(within(form).getByLabelText('Logo address (optional)')).toHaveValue(
      'https://cdn.example.com/a.png',
    );
  });

  it('checks the short name and the logo address before sending', async () => {
    const user = userEvent.setup();
    const calls = api('owner');
    renderPage();
    const form = await screen.findByRole('region', { name: 'Create an organisation' });
    await user.type(within(form).getByLabelText('Name'), 'A');
    await user.clear(within(form).getByLabelText('Short name'));
    await user.type(within(form).getByLabelText('Short name'), 'No Spaces');
    await user.type(
      within(form).getByLabelText('Logo address (optional)'),
      'http://plain.example.com/a.png',
    );
    await user.click(within(form).getByRole('button', { name: 'Create organisation' }));
    expect(await within(form).findAllByText('This value is not valid.')).toHaveLength(2);
    await waitFor(() => expect(within(form).getByLabelText('Short name')).toHaveFocus());
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });
});

describe('one organisation', () => {
  it('an admin changes a member’s role and never offers owner; an invitation refused keeps the address', async () => {
    const user = userEvent.setup();
    const calls = api('admin', {
      'PATCH /organisations/kq3Xw0m1TgC2v9bZr7xLwA/members/u-bob': () => ({
        body: { ...members[1], role: 'billing' },
      }),
      'POST /organisations/kq3Xw0m1TgC2v9bZr7xLwA/invitations': () => ({
        status: 409,
        body: { error: 'already_invited', message: 'x' },
      }),
    });
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Members and invitations of Acme Research' }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Acme Research' })).toHaveFocus();
    const membersRegion = screen.getByRole('region', { name: 'Members' });
    await within(membersRegion).findByText('Bob');
    const bobRole = within(membersRegion).getByRole('combobox', { name: 'Role of Bob' });
    expect(
      within(bobRole)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Admin', 'Member', 'billing']);
    // An admin cannot change or remove an owner, nor themselves here.
    expect(within(membersRegion).queryByRole('combobox', { name: 'Role of Olga' })).toBeNull();
    expect(within(membersRegion).queryByRole('button', { name: 'Remove Olga' })).toBeNull();
    expect(within(membersRegion).queryByRole('combobox', { name: 'Role of Ana' })).toBeNull();
    await user.selectOptions(bobRole, 'billing');
    await user.click(within(membersRegion).getByRole('button', { name: 'Change the role of Bob' }));
    expect(await within(membersRegion).findByRole('status')).toHaveTextContent(
      'Bob is now billing.',
    );
    expect(calls).toContain(
      `PATCH /organisations/kq3Xw0m1TgC2v9bZr7xLwA/members/u-bob ${JSON.stringify({ role: 'billing' })}`,
    );

    const invitations = screen.getByRole('region', { name: 'Invitations' });
    await user.type(
      within(invitations).getByLabelText('Their e-mail address'),
      'carla@example.com',
    );
    expect(within(invitations).getByRole('combobox', { name: 'Role' })).toHaveValue('member');
    await user.click(within(invitations).getByRole('button', { name: 'Send invitation' }));
    expect(await within(invitations).findByRole('alert')).toHaveTextContent(
      'This address already has a pending invitation',
    );
    expect(within(invitations).getByLabelText('Their e-mail address')).toHaveValue(
      'carla@example.com',
    );
  });

  it('a member sees the members and Leave, but no invitations and no changes to others', async () => {
    const user = userEvent.setup();
    const calls = api('member');
    renderPage('/organisations?organisation=kq3Xw0m1TgC2v9bZr7xLwA');
    const membersRegion = await screen.findByRole('region', { name: 'Members' });
    await within(membersRegion).findByText('Bob');
    expect(within(membersRegion).queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Invitations' })).toBeNull();
    expect(
      within(membersRegion).getByRole('button', { name: 'Leave organisation…' }),
    ).toBeInTheDocument();
    // Never asked: a member's request for the invitations would be refused.
    await waitFor(() =>
      expect(calls).toContain('GET /organisations/kq3Xw0m1TgC2v9bZr7xLwA/members'),
    );
    expect(calls.some((call) => call.includes('/invitations'))).toBe(false);
    await user.click(within(membersRegion).getByRole('button', { name: 'Leave organisation…' }));
    expect(
      within(membersRegion).getByText(/Leave Acme Research\? You lose access at once/),
    ).toHaveFocus();
  });

  it('an owner gets the single sign-on block; its code loads only for owners and admins', async () => {
    const calls = api('owner');
    renderPage('/organisations?organisation=kq3Xw0m1TgC2v9bZr7xLwA');
    const sso = await screen.findByRole('region', { name: 'Single sign-on' });
    expect(within(sso).getByRole('heading', { level: 3, name: 'Single sign-on' })).toBeVisible();
    expect(within(sso).getByRole('region', { name: 'Domains' })).toBeInTheDocument();
    expect(calls).toContain('GET /organisations/kq3Xw0m1TgC2v9bZr7xLwA/sso');
  });

  it('a member gets no single sign-on block, and it is never asked for', async () => {
    const calls = api('member');
    renderPage('/organisations?organisation=kq3Xw0m1TgC2v9bZr7xLwA');
    await within(await screen.findByRole('region', { name: 'Members' })).findByText('Bob');
    expect(screen.queryByRole('region', { name: 'Single sign-on' })).toBeNull();
    expect(calls.some((call) => call.endsWith('/sso'))).toBe(false);
  });

  it('the last owner leaving is told why, in place', async () => {
    const user = userEvent.setup();
    api('owner', {
      'POST /organisations/kq3Xw0m1TgC2v9bZr7xLwA/leave': () => ({
        status: 409,
        body: { error: 'last_owner', message: 'x' },
      }),
    });
    renderPage('/organisations?organisation=kq3Xw0m1TgC2v9bZr7xLwA');
    const membersRegion = await screen.findByRole('region', { name: 'Members' });
    await user.click(
      await within(membersRegion).findByRole('button', { name: 'Leave organisation…' }),
    );
    await user.click(within(membersRegion).getByRole('button', { name: 'Leave' }));
    expect(await within(membersRegion).findByRole('alert')).toHaveTextContent(
      'An organisation needs at least one owner.',
    );
  });
});

describe('another tab', () => {
  it('a switch made in another tab shows here: the active mark moves and the list is read again', async () => {
    let active: string | null = null;
    const calls = api('owner', {
      'GET /organisations': () => ({
        body: { organisations: [organisation('owner')], activeOrganisationId: active },
      }),
    });
    const acme = {
      id: 'kq3Xw0m1TgC2v9bZr7xLwA',
      name: 'Acme Research',
      slug: 'acme-research',
      logoUrl: null,
      role: 'owner',
    };
    const shared = (id: string | null): OrganizationsState => ({
      ...signedOutOrganizations,
      status: 'ready',
      active: id ? acme : null,
      organizations: [acme],
    });
    let setShared: (value: OrganizationsState) => void = () => undefined;
    function SharedList({ children }: { children: ReactNode }) {
      const [value, set] = useState(() => shared(null));
      useEffect(() => {
        setShared = set;
      }, [set]);
      return (
        <OrganizationsContext.Provider value={value}>{children}</OrganizationsContext.Provider>
      );
    }
    renderWithProviders(
      <SignedIn>
        <SharedList>
          <OrganisationsPage />
        </SharedList>
      </SignedIn>,
      { route: '/organisations', path: 'organisations' },
    );
    const yours = await screen.findByRole('region', { name: 'Your organisations' });
    await within(yours).findByRole('button', { name: 'Work in Acme Research' });
    const before = calls.filter((call) => call === 'GET /organisations').length;

    // The other tab switched: the API holds it, and this tab's shared list was read again.
    active = acme.id;
    act(() => setShared(shared(acme.id)));

    expect(
      await within(yours).findByText('Active: you work in this organisation'),
    ).toBeInTheDocument();
    expect(within(yours).queryByRole('button', { name: 'Work in Acme Research' })).toBeNull();
    await waitFor(() =>
      expect(calls.filter((call) => call === 'GET /organisations').length).toBeGreaterThan(before),
    );
  });
});

describe('name, logo and activity', () => {
  const ID = 'kq3Xw0m1TgC2v9bZr7xLwA';

  it('an admin renames it: only what changed is sent; a taken short name keeps what was typed', async () => {
    const user = userEvent.setup();
    let slugTaken = true;
    const calls = api('admin', {
      [`PATCH /organisations/${ID}`]: () =>
        slugTaken
          ? { status: 409, body: { error: 'slug_taken', message: 'x' } }
          : { body: { ...organisation('admin'), name: 'Acme Labs', slug: 'acme-labs' } },
    });
    renderPage(`/organisations?organisation=${ID}`);
    const settings = await screen.findByRole('region', { name: 'Name and logo' });
    const name = within(settings).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Acme Research');

    await user.click(within(settings).getByRole('button', { name: 'Save changes' }));
    expect(await within(settings).findByRole('status')).toHaveTextContent('Nothing to save');
    expect(calls.some((call) => call.startsWith('PATCH'))).toBe(false);

    await user.clear(name);
    await user.type(name, 'Acme Labs');
    const slug = within(settings).getByRole('textbox', { name: 'Short name' });
    await user.clear(slug);
    await user.type(slug, 'acme-labs');
    await user.click(within(settings).getByRole('button', { name: 'Save changes' }));
    expect(await within(settings).findByRole('alert')).toHaveTextContent(
      'Another organisation already has this short name.',
    );
    expect(name).toHaveValue('Acme Labs');
    expect(slug).toHaveValue('acme-labs');
    expect(calls).toContain(
      `PATCH /organisations/${ID} ${JSON.stringify({ name: 'Acme Labs', slug: 'acme-labs' })}`,
    );

    slugTaken = false;
    await user.click(within(settings).getByRole('button', { name: 'Save changes' }));
    expect(await within(settings).findByRole('status')).toHaveTextContent(
      'Your changes were saved.',
    );
  });

  it('an admin reads the activity as sentences, and older pages on a press', async () => {
    const user = userEvent.setup();
    const ana = { userId: ME, name: 'Ana' };
    const calls = api('admin', {
      [`GET /organisations/${ID}/activity`]: () =>
        calls.at(-1)!.includes('before=7')
          ? {
              body: {
                events: [
                  {
                    id: '6',
                    type: 'organisation_created',
                    at: '2026-01-05T10:00:00.000Z',
                    actor: null,
                    subject: null,
                    detail: {},
                  },
                ],
                next: null,
              },
            }
          : {
              body: {
                events: [
                  {
                    id: '8',
                    type: 'member_role_changed',
                    at: '2026-01-06T10:00:00.000Z',
                    actor: ana,
                    subject: { userId: 'u-bob', name: 'Bob', email: null },
                    detail: { role: 'admin', previousRole: 'member' },
                  },
                  {
                    id: '7',
                    type: 'invitation_sent',
                    at: '2026-01-05T11:00:00.000Z',
                    actor: ana,
                    subject: { userId: null, name: null, email: 'carla@example.com' },
                    detail: { role: 'billing' },
                  },
                ],
                next: '7',
              },
            },
    });
    renderPage(`/organisations?organisation=${ID}`);
    const activity = await screen.findByRole('region', { name: 'Activity' });
    const list = await within(activity).findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual([
      'Ana changed the role of Bob from Member to Admin.',
      'Ana invited carla@example.com as billing.',
    ]);
    await user.click(within(activity).getByRole('button', { name: 'Show older activity' }));
    expect(
      await within(activity).findByText('A former member created the organisation.'),
    ).toBeInTheDocument();
    expect(calls).toContain(`GET /organisations/${ID}/activity?before=7`);
    expect(within(activity).queryByRole('button', { name: 'Show older activity' })).toBeNull();
  });

  it('a member is offered neither, and never asks for the activity', async () => {
    const calls = api('member');
    renderPage(`/organisations?organisation=${ID}`);
    await screen.findByRole('region', { name: 'Members' });
    expect(screen.queryByRole('region', { name: 'Name and logo' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Activity' })).toBeNull();
    expect(calls.some((call) => call.includes('/activity'))).toBe(false);
  });
});

describe('request access', () => {
  const ID = 'kq3Xw0m1TgC2v9bZr7xLwA';
  const carla = {
    id: 'req1',
    userId: 'u-carla',
    name: 'Carla',
    email: 'carla@example.com',
    createdAt: '2026-01-07T09:00:00.000Z',
  };

  it('an admin lets one person in and declines another (asked first); a member never asks for them', async () => {
    const user = userEvent.setup();
    let requests = [
      carla,
      { ...carla, id: 'req2', userId: 'u-dan', name: 'Dan', email: 'dan@example.com' },
    ];
    const calls = api('admin', {
      [`GET /organisations/${ID}/access-requests`]: () => ({ body: { requests } }),
      [`POST /organisations/${ID}/access-requests/req1/approve`]: () => {
        requests = requests.filter((request) => request.id !== 'req1');
        return { body: { ...members[1], userId: 'u-carla', name: 'Carla', email: carla.email } };
      },
      [`POST /organisations/${ID}/access-requests/req2/decline`]: () => {
        requests = [];
        return { status: 204 };
      },
    });
    renderPage(`/organisations?organisation=${ID}`);
    const region = await screen.findByRole('region', { name: 'Requests to join' });
    await user.click(await within(region).findByRole('button', { name: 'Let Carla in' }));
    expect(await within(region).findByRole('status')).toHaveTextContent('Carla is now a member.');
    expect(calls).toContain(`POST /organisations/${ID}/access-requests/req1/approve`);

    await user.click(
      await within(region).findByRole('button', { name: 'Decline the request of Dan' }),
    );
    expect(calls.some((call) => call.endsWith('/decline'))).toBe(false);
    await user.click(within(region).getByRole('button', { name: 'Decline request' }));
    expect(await within(region).findByText('No one is asking to join.')).toBeVisible();
    expect(calls).toContain(`POST /organisations/${ID}/access-requests/req2/decline`);
  });

  it('a member is not shown the requests, and never asks for them', async () => {
    const calls = api('member');
    renderPage(`/organisations?organisation=${ID}`);
    await screen.findByRole('region', { name: 'Members' });
    expect(screen.queryByRole('region', { name: 'Requests to join' })).toBeNull();
    expect(calls.some((call) => call.includes('/access-requests'))).toBe(false);
  });

  it('asking to join says the same whatever the short name names; the hourly limit is said in place', async () => {
    const user = userEvent.setup();
    let limited = false;
    const calls = api('member', {
      'POST /organisation-access-requests': () =>
        limited
          ? {
              status: 429,
              body: { error: 'too_many_attempts', message: 'x', retryAfter: 600 },
            }
          : { status: 202, body: { status: 'accepted' } },
    });
    renderPage();
    const region = await screen.findByRole('region', { name: 'Ask to join an organisation' });
    const slug = within(region).getByRole('textbox', { name: 'Its short name' });
    await user.type(slug, 'acme-research');
    await user.click(within(region).getByRole('button', { name: 'Ask to join' }));
    expect(await within(region).findByRole('status')).toHaveTextContent(
      'Asked. If acme-research is an organisation here, its admins now have your request',
    );
    expect(slug).toHaveValue('');
    expect(calls).toContain('POST /organisation-access-requests {"slug":"acme-research"}');

    limited = true;
    await user.type(slug, 'globex-labs');
    await user.click(within(region).getByRole('button', { name: 'Ask to join' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Too many requests for now.',
    );
    expect(slug).toHaveValue('globex-labs');
  });
});
