import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import type { Profile } from '../../api/users';
import { SessionContext, useSession } from '../../session/SessionContext';
import { mockFetch, renderWithProviders } from '../../test/render';
import {
  OrganizationsContext,
  signedOutOrganizations,
  type OrganizationsState,
} from '../../features/organisations/context';
import { defaultBrand } from '../../whitelabel/default-brand';
import { FixedBrand } from '../../whitelabel/WhitelabelContext';
import OnboardingPage from './OnboardingPage';

const newcomer: Profile = {
  sub: 'u1',
  email: 'ana@example.com',
  name: 'Ana',
  onboardingCompleted: false,
  locale: 'en',
};

/** The session as it is for a signed-in user whose profile has loaded. */
function SignedIn({ profile, children }: { profile: Profile; children: ReactNode }) {
  const session = useSession();
  const [current, setCurrent] = useState(profile);
  return (
    <SessionContext.Provider
      value={{ ...session, status: 'signed-in', profile: current, setProfile: setCurrent }}
    >
      {children}
    </SessionContext.Provider>
  );
}

function renderOnboarding(profile: Profile = newcomer) {
  return renderWithProviders(
    <SignedIn profile={profile}>
      <OnboardingPage />
    </SignedIn>,
    { route: '/onboarding' },
  );
}

/** The API: PATCH /users/me answers the patched profile, unless `fail` says otherwise. */
function api(profile: Profile = newcomer, fail: () => boolean = () => false) {
  let current = profile;
  const fetch = mockFetch((url, init) => {
    if (init?.method !== 'PATCH') return { body: {} };
    if (fail()) return { status: 503, body: {} };
    current = { ...current, ...(JSON.parse(String(init.body)) as Partial<Profile>) };
    return { body: current };
  });
  const patches = () =>
    fetch.mock.calls
      .filter(([, init]) => (init as RequestInit | undefined)?.method === 'PATCH')
      .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);
  return { patches };
}

const heading = (name: string) => screen.findByRole('heading', { name, level: 1 });

describe('onboarding', () => {
  it('steps through, saving each answer with the step to resume at, then goes home', async () => {
    const { patches } = api();
    const user = userEvent.setup();
    renderOnboarding();

    expect(await heading('Is this your name?')).toHaveFocus();
    expect(screen.getByText('Step 1 of 4')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('This field is required.')).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    await user.type(screen.getByLabelText('Name'), 'Ana Souza');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await heading('Choose your language')).toHaveFocus();
    expect(screen.getByText('Step 2 of 4')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await heading('Notifications')).toHaveFocus();
    await user.click(screen.getByRole('checkbox', { name: /Notify me/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await heading('Terms of service')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('Accept the terms to continue.')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: /I accept the terms/ })).toHaveFocus(),
    );
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent(/^\/$/));
    expect(patches()).toEqual([
      { name: 'Ana Souza', onboardingStep: 1 },
      { locale: 'en', onboardingStep: 2 },
      { notifications: true, onboardingStep: 3 },
      { onboardingCompleted: true, onboardingStep: null },
    ]);
  });

  it('resumes at the saved step; Back keeps what each step held, saving nothing', async () => {
    const profile = { ...newcomer, onboardingStep: 2 };
    const { patches } = api(profile);
    const user = userEvent.setup();
    renderOnboarding(profile);

    expect(await heading('Notifications')).toHaveFocus();
    expect(screen.getByText('Step 3 of 4')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: /Notify me/ }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await heading('Choose your language')).toHaveFocus();
    expect(patches()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await heading('Notifications')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /Notify me/ })).toBeChecked();
  });

  it('a failed save stays on its step with a translated alert and the input kept', async () => {
    let down = true;
    const { patches } = api(newcomer, () => down);
    const user = userEvent.setup();
    renderOnboarding();

    await user.clear(await screen.findByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Ana Clara');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/went wrong on our side/);
    expect(screen.getByRole('heading', { name: 'Is this your name?' })).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveValue('Ana Clara');

    down = false;
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await heading('Choose your language')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(patches()).toEqual([
      { name: 'Ana Clara', onboardingStep: 1 },
      { name: 'Ana Clara', onboardingStep: 1 },
    ]);
  });

  it('a completed onboarding goes home', async () => {
    api();
    renderOnboarding({ ...newcomer, onboardingCompleted: true });
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent(/^\/$/));
  });
});

describe('a tenant whose people work in teams (onboardingOrganisation)', () => {
  const teamBrand = {
    ...defaultBrand,
    id: 'initech',
    name: 'Initech',
    onboardingOrganisation: true,
  };

  function renderTeamOnboarding(profile: Profile, organizations: OrganizationsState) {
    return renderWithProviders(
      <SignedIn profile={profile}>
        <FixedBrand brand={teamBrand}>
          <OrganizationsContext.Provider value={organizations}>
            <OnboardingPage />
          </OrganizationsContext.Provider>
        </FixedBrand>
      </SignedIn>,
      { route: '/onboarding' },
    );
  }

  /** The API: PATCH /users/me as above, POST /organisations answering `create`. */
  function teamApi(profile: Profile, create: () => { status?: number; body?: unknown }) {
    let current = profile;
    const calls: string[] = [];
    mockFetch((url, init) => {
      const method = init?.method ?? 'GET';
      const { pathname } = new URL(url);
      calls.push(`${method} ${pathname}${init?.body ? ` ${String(init.body)}` : ''}`);
      if (method === 'POST' && pathname === '/organisations') return create();
      if (method !== 'PATCH') return { body: {} };
      current = { ...current, ...(JSON.parse(String(init!.body)) as Partial<Profile>) };
      return { body: current };
    });
    return calls;
  }

  const created = {
    id: 'kq3Xw0m1TgC2v9bZr7xLwA',
    name: 'Ana’s Team',
    slug: 'ana-s-team',
    logoUrl: null,
    role: 'owner',
    roles: ['owner', 'admin', 'member'],
    memberCount: 1,
    createdAt: '2026-01-05T10:00:00.000Z',
  };

  it('asks, before the terms, to create an organisation: a taken short name keeps what was typed, then it is created and worked in', async () => {
    const profile = { ...newcomer, tenantId: 'initech', onboardingStep: 2 };
    let taken = true;
    const calls = teamApi(profile, () =>
      taken
        ? { status: 409, body: { error: 'slug_taken', message: 'x' } }
        : { status: 201, body: created },
    );
    const switchOrganization = jest.fn(async () => undefined);
    const user = userEvent.setup();
    renderTeamOnboarding(profile, {
      ...signedOutOrganizations,
      status: 'ready',
      switchOrganization,
    });

    expect(await heading('Notifications')).toHaveFocus();
    expect(screen.getByText('Step 3 of 5')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await heading('Create or join an organisation')).toHaveFocus();
    expect(screen.getByText('Step 4 of 5')).toBeVisible();
    expect(screen.getByText(/Ask one of its admins to invite ana@example.com/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Create organisation' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ana’s Team');
    expect(screen.getByRole('textbox', { name: 'Short name' })).toHaveValue('ana-s-team');
    await user.click(screen.getByRole('button', { name: 'Create organisation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Another organisation already has this short name.',
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ana’s Team');

    taken = false;
    await user.click(screen.getByRole('button', { name: 'Create organisation' }));
    expect(await heading('Terms of service')).toHaveFocus();
    expect(switchOrganization).toHaveBeenCalledWith(created.id);
    expect(calls.filter((call) => !call.startsWith('GET'))).toEqual([
      'PATCH /users/me {"notifications":false,"onboardingStep":3}',
      'POST /organisations {"name":"Ana’s Team","slug":"ana-s-team","logoUrl":null}',
      'POST /organisations {"name":"Ana’s Team","slug":"ana-s-team","logoUrl":null}',
      'PATCH /users/me {"onboardingStep":4}',
    ]);

    // Back returns to the step with what it held (the person's own name untouched).
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await heading('Create or join an organisation')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ana’s Team');
  });

  it('may be skipped, creating nothing; someone already in one is told so', async () => {
    const profile = { ...newcomer, tenantId: 'initech', onboardingStep: 3 };
    const calls = teamApi(profile, () => ({ status: 500, body: {} }));
    const user = userEvent.setup();
    renderTeamOnboarding(profile, {
      ...signedOutOrganizations,
      status: 'ready',
      organizations: [
        { id: 'o1', name: 'Initech Sales', slug: 'sales', logoUrl: null, role: 'member' },
      ],
    });

    expect(await heading('Create or join an organisation')).toHaveFocus();
    expect(screen.getByText('You are already in Initech Sales (Member).')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(await heading('Terms of service')).toHaveFocus();
    expect(calls.filter((call) => !call.startsWith('GET'))).toEqual([
      'PATCH /users/me {"onboardingStep":4}',
    ]);
  });
});
