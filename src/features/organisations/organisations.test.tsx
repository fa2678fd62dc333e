import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { ClientAuth } from '../../api/client';
import { mockFetch, renderWithProviders } from '../../test/render';
import {
  OrganizationsContext,
  type OrganizationChange,
  type OrganizationMembership,
  type OrganizationsState,
} from './context';
import { OrganizationSwitcher } from './OrganizationSwitcher';
import OrganizationsWatch from './OrganizationsWatch';
import { RequireOrganization } from './RequireOrganization';

const acme: OrganizationMembership = {
  id: 'org_acme',
  name: 'Acme Research',
  slug: 'acme-research',
  logoUrl: null,
  role: 'member',
};
const globex: OrganizationMembership = {
  id: 'org_globex',
  name: 'Globex',
  slug: 'globex',
  logoUrl: null,
  role: 'owner',
};

function state(partial: Partial<OrganizationsState> = {}): OrganizationsState {
  return {
    status: 'ready',
    active: acme,
    organizations: [acme, globex],
    switchOrganization: jest.fn(async () => undefined),
    reload: jest.fn(),
    ...partial,
  };
}

function WithOrganizations({
  value,
  children,
}: {
  value: OrganizationsState;
  children: ReactNode;
}) {
  return <OrganizationsContext.Provider value={value}>{children}</OrganizationsContext.Provider>;
}

describe('RequireOrganization', () => {
  it('shows the page to a person whose active organisation gives the role', () => {
    renderWithProviders(
      <WithOrganizations value={state({ active: globex })}>
        <RequireOrganization minRole="admin">
          <p>Billing</p>
        </RequireOrganization>
      </WithOrganizations>,
      { route: '/billing', path: 'billing' },
    );
    expect(screen.getByText('Billing')).toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent('/billing');
  });

  it('sends a role too low to forbidden, saying why and where they were going', () => {
    renderWithProviders(
      <WithOrganizations value={state()}>
        <RequireOrganization minRole="admin">
          <p>Billing</p>
        </RequireOrganization>
      </WithOrganizations>,
      { route: '/billing?tab=1', path: 'billing' },
    );
    expect(screen.queryByText('Billing')).not.toBeInTheDocument();
    const location = new URL(screen.getByLabelText('location').textContent!, 'http://app.test');
    expect(location.pathname).toBe('/forbidden');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      reason: 'role',
      role: 'admin',
      returnTo: '/billing?tab=1',
    });
  });

  it('sends a person with no active organisation to forbidden; waits while the list loads', () => {
    const { rerender } = renderWithProviders(
      <WithOrganizations value={state({ status: 'loading', active: null })}>
        <RequireOrganization fallback={<p>Wait</p>}>
          <p>Team page</p>
        </RequireOrganization>
      </WithOrganizations>,
      { route: '/team', path: 'team' },
    );
    expect(screen.getByText('Wait')).toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent('/team');
    rerender(<></>);
    renderWithProviders(
      <WithOrganizations value={state({ active: null })}>
        <RequireOrganization>
          <p>Team page</p>
        </RequireOrganization>
      </WithOrganizations>,
      { route: '/team', path: 'team' },
    );
    expect(screen.getByLabelText('location')).toHaveTextContent(
      '/forbidden?reason=organization&returnTo=%2Fteam',
    );
  });
});

describe('OrganizationSwitcher', () => {
  it('names the active organisation, lists the others with the role, and switches on a press', async () => {
    const user = userEvent.setup();
    const value = state();
    renderWithProviders(
      <WithOrganizations value={value}>
        <OrganizationSwitcher />
      </WithOrganizations>,
    );
    const button = screen.getByRole('button', { name: 'Acme Research, switch organisation' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'Organisation' });
    expect(within(list).getByRole('button', { name: /Acme Research/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(list).getByRole('button', { name: /Acme Research/ })).toHaveTextContent(
      'Member (active)',
    );
    await user.click(within(list).getByRole('button', { name: /Globex/ }));
    expect(value.switchOrganization).toHaveBeenCalledWith('org_globex');
    expect(await screen.findByRole('status')).toHaveTextContent('Now working in Globex.');
    // Closed, and the focus back on its button.
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('keeps the list open and says so when the switch fails; Escape closes it', async () => {
    const user = userEvent.setup();
    const value = state({
      switchOrganization: jest.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    });
    renderWithProviders(
      <WithOrganizations value={value}>
        <OrganizationSwitcher />
      </WithOrganizations>,
    );
    const button = screen.getByRole('button', { name: /switch organisation/ });
    await user.click(button);
    await user.click(screen.getByRole('button', { name: /Globex/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something unexpected happened');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('shows nothing until the organisations are known', () => {
    renderWithProviders(
      <WithOrganizations value={state({ status: 'loading' })}>
        <OrganizationSwitcher />
      </WithOrganizations>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('OrganizationsWatch', () => {
  const list = (active: string | null) => ({
    organisations: [acme, globex].map((organization) => ({
      ...organization,
      roles: ['owner', 'admin', 'member'],
      memberCount: 2,
      createdAt: '2026-01-05T10:00:00.000Z',
    })),
    activeOrganisationId: active,
  });

  it('a switch stores the choice, renews the tokens, reads the list again, then tells the host', async () => {
    let active: string | null = acme.id;
    const calls: string[] = [];
    mockFetch((url, init) => {
      const method = init?.method ?? 'GET';
      const { pathname } = new URL(url);
      calls.push(`${method} ${pathname}`);
      if (pathname === '/users/me/active-organisation' && method === 'PUT') {
        active = (JSON.parse(String(init!.body)) as { organisationId: string }).organisationId;
        return { body: { organisationId: active, role: 'owner' } };
      }
      if (pathname === '/organisations') return { body: list(active) };
      return { status: 404, body: { error: 'not_found', message: 'x' } };
    });
    const renewed: string[] = [];
    const auth: ClientAuth = {
      getAccessToken: async () => 'token-before',
      renewAfterRejection: async (token) => {
        renewed.push(token);
        calls.push('renew');
        return 'token-after';
      },
      onAuthFailure: () => undefined,
    };
    let latest: OrganizationsState | null = null;
    const changes: OrganizationChange[] = [];
    renderWithProviders(
      <OrganizationsWatch
        onState={(next) => {
          latest = next;
        }}
        onChange={(change) => changes.push(change)}
        auth={auth}
      />,
    );
    await waitFor(() => expect(latest?.status).toBe('ready'));
    expect(latest!.active?.id).toBe(acme.id);
    expect(changes).toEqual([]);
    calls.length = 0;

    await act(() => latest!.switchOrganization(globex.id));

    expect(calls).toEqual(['PUT /users/me/active-organisation', 'renew', 'GET /organisations']);
    expect(renewed).toEqual(['token-before']);
    expect(latest!.active).toEqual(globex);
    expect(changes).toEqual([
      { type: 'organization-changed', organization: globex, previous: acme },
    ]);
  });

  it('a switch in one tab reaches the other tabs: their list reads again and their host hears it', async () => {
    let active: string | null = acme.id;
    mockFetch((url, init) => {
      const method = init?.method ?? 'GET';
      const { pathname } = new URL(url);
      if (pathname === '/users/me/active-organisation' && method === 'PUT') {
        active = (JSON.parse(String(init!.body)) as { organisationId: string }).organisationId;
        return { body: { organisationId: active, role: 'owner' } };
      }
      if (pathname === '/organisations') return { body: list(active) };
      return { status: 404, body: { error: 'not_found', message: 'x' } };
    });
    const auth: ClientAuth = {
      getAccessToken: async () => 'token',
      renewAfterRejection: async () => 'token-after',
      onAuthFailure: () => undefined,
    };
    // Two tabs of one session: each its own watcher (and its own channel).
    const tabs = [0, 1].map(() => ({
      latest: null as OrganizationsState | null,
      changes: [] as OrganizationChange[],
    }));
    const views = tabs.map((tab) =>
      renderWithProviders(
        <OrganizationsWatch
          onState={(next) => {
            tab.latest = next;
          }}
          onChange={(change) => tab.changes.push(change)}
          auth={auth}
        />,
      ),
    );
    await waitFor(() => expect(tabs.map((tab) => tab.latest?.status)).toEqual(['ready', 'ready']));

    await act(() => tabs[0]!.latest!.switchOrganization(globex.id));

    await waitFor(() => expect(tabs[1]!.latest!.active).toEqual(globex));
    expect(tabs[1]!.changes).toEqual([
      { type: 'organization-changed', organization: globex, previous: acme },
    ]);
    expect(tabs[0]!.changes).toHaveLength(1);
    views.forEach((view) => view.unmount());
  });
});
