import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import {
  OrganizationsContext,
  type OrganizationMembership,
  type OrganizationsState,
} from '../../features/organisations/context';
import { renderWithProviders } from '../../test/render';
import ForbiddenPage from './ForbiddenPage';

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
  role: 'admin',
};
const initech: OrganizationMembership = {
  id: 'org_initech',
  name: 'Initech',
  slug: 'initech',
  logoUrl: null,
  role: 'member',
};

function state(partial: Partial<OrganizationsState> = {}): OrganizationsState {
  return {
    status: 'ready',
    active: acme,
    organizations: [acme, globex, initech],
    switchOrganization: jest.fn(async () => undefined),
    reload: jest.fn(),
    ...partial,
  };
}

function renderAt(search: string, value: OrganizationsState) {
  const Provide = ({ children }: { children: ReactNode }) => (
    <OrganizationsContext.Provider value={value}>{children}</OrganizationsContext.Provider>
  );
  renderWithProviders(
    <Provide>
      <ForbiddenPage />
    </Provide>,
    { route: `/forbidden${search}`, path: 'forbidden' },
  );
}

it('a role too low: says which role they have and which is needed, offers only the organisations that give it, and goes back after the switch', async () => {
  const user = userEvent.setup();
  const value = state();
  renderAt('?reason=role&role=admin&returnTo=%2Fbilling', value);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
    'Your role does not allow this',
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  expect(
    screen.getByText(/In Acme Research you are Member; this page needs Admin\./),
  ).toBeInTheDocument();
  const region = screen.getByRole('region', { name: 'Switch organisation' });
  expect(region).toHaveTextContent('Work in Globex (Admin)');
  // Initech gives no admin role: not offered.
  expect(region).not.toHaveTextContent('Initech');
  expect(screen.getByRole('link', { name: 'See who the admins are' })).toHaveAttribute(
    'href',
    '/organisations#organization-org_acme',
  );
  await user.click(screen.getByRole('button', { name: 'Work in Globex (Admin)' }));
  expect(value.switchOrganization).toHaveBeenCalledWith('org_globex');
  // The switch is asynchronous: the way back follows it (the location element is there at once).
  await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent(/^\/billing$/));
});

it('no active organisation: offers each of theirs, and creating or joining one', () => {
  renderAt('?reason=organization&returnTo=%2Fteam', state({ active: null }));
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
    'This page belongs to an organisation',
  );
  expect(screen.getAllByRole('button', { name: /^Work in / })).toHaveLength(3);
  expect(screen.getByRole('link', { name: 'Create or join an organisation' })).toHaveAttribute(
    'href',
    '/organisations',
  );
});

it('no organisation at all: says to ask for an invitation or create one', () => {
  renderAt('?reason=organization', state({ active: null, organizations: [] }));
  expect(screen.getByText(/You are not in any organisation yet/)).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Switch organisation' })).not.toBeInTheDocument();
});

it('a failed switch says so and stays', async () => {
  const user = userEvent.setup();
  const value = state({
    switchOrganization: jest.fn(async () => {
      throw new Error('boom');
    }),
  });
  renderAt('?reason=role&role=admin&returnTo=%2Fbilling', value);
  await user.click(screen.getByRole('button', { name: 'Work in Globex (Admin)' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Something unexpected happened');
  expect(screen.getByLabelText('location')).toHaveTextContent(/^\/forbidden\?/);
});

it('any other refusal (the API said 403): the generic text', () => {
  renderAt('', state());
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Access denied');
  expect(screen.getByText(/does not have access to this page/)).toBeInTheDocument();
});

it('no organisation: a signed-in person may ask one to let them in (Request access)', () => {
  renderAt('?reason=organization', state({ active: null, organizations: [] }));
  expect(screen.getByRole('region', { name: 'Ask to join an organisation' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Its short name' })).toBeInTheDocument();
});

it('a signed-out visitor sent to forbidden is not offered Request access', () => {
  renderAt('?reason=organization', state({ status: 'none', active: null, organizations: [] }));
  expect(screen.queryByRole('region', { name: 'Ask to join an organisation' })).toBeNull();
});
