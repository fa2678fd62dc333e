import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { RouteName } from '../../config/paths';
import { SessionContext, useSession } from '../../session/SessionContext';
import { mockFetch, renderWithProviders } from '../../test/render';
import { Screen } from '../../ui/Screen';
import { CentreFrame } from './CentreFrame';

const profile = {
  sub: 'u1',
  email: 'olga.lima.with.a.very.long.address@example.com',
  name: 'Olga Lima',
  onboardingCompleted: true,
};

function SignedIn({ children }: { children: ReactNode }) {
  const session = useSession();
  return (
    <SessionContext.Provider value={{ ...session, status: 'signed-in', profile }}>
      {children}
    </SessionContext.Provider>
  );
}

function renderFrame(section: RouteName, standalone: boolean, route = '/') {
  mockFetch(() => ({ status: 404, body: { error: 'not_found', message: 'x' } }));
  renderWithProviders(
    <SignedIn>
      <CentreFrame section={section} standalone={standalone}>
        <Screen title="The section" />
      </CentreFrame>
    </SignedIn>,
    { route },
  );
}

const navigation = () => screen.getByRole('navigation', { name: 'Your account' });

test('the navigation links every section by its address and marks the one on screen', () => {
  renderFrame('security', true, '/security');
  const links = within(navigation()).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Overview', '/'],
    ['Profile', '/profile'],
    ['Security', '/security'],
    ['Devices and activity', '/sessions'],
    ['Your data', '/privacy'],
    ['Organisations', '/organisations'],
  ]);
  expect(within(navigation()).getByRole('link', { name: 'Security' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
});

test('the section heading takes the focus, and the section shows no logo of its own', () => {
  renderFrame('profile', true, '/profile');
  expect(screen.getByRole('heading', { level: 1, name: 'The section' })).toHaveFocus();
  // One logo: the header's.
  expect(screen.getAllByRole('img', { name: 'Account' })).toHaveLength(1);
});

test('standalone: a header with the logo and a user menu holding the whole address and Sign out', async () => {
  renderFrame('home', true);
  const header = screen.getByRole('banner');
  expect(within(header).getByRole('img', { name: 'Account' })).toBeInTheDocument();
  const menu = within(header).getByRole('button', { name: 'Olga Lima, account menu' });
  expect(menu).toHaveAttribute('aria-expanded', 'false');
  expect(within(header).queryByRole('button', { name: 'Sign out' })).toBeNull();
  const user = userEvent.setup();
  await user.click(menu);
  expect(menu).toHaveAttribute('aria-expanded', 'true');
  expect(within(header).getByText(profile.email)).toBeVisible();
  expect(within(header).getByRole('button', { name: 'Sign out' })).toBeVisible();
  await user.keyboard('{Escape}');
  expect(menu).toHaveAttribute('aria-expanded', 'false');
  expect(menu).toHaveFocus();
});

test('inside a host: no second logo and no Sign out, but the navigation stays', () => {
  renderFrame('sessions', false, '/sessions');
  expect(screen.queryByRole('banner')).toBeNull();
  expect(screen.queryByRole('img', { name: 'Account' })).toBeNull();
  expect(screen.queryByRole('button', { name: /account menu|Sign out/ })).toBeNull();
  expect(within(navigation()).getByRole('link', { name: 'Devices and activity' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('a section has a back bar to the overview (a phone shows it); the overview has none', () => {
  renderFrame('privacy', true, '/privacy');
  expect(screen.getByRole('link', { name: 'Back to the overview' })).toHaveAttribute('href', '/');
});

test('the overview is the menu: no back bar', () => {
  renderFrame('home', true);
  expect(screen.queryByRole('link', { name: 'Back to the overview' })).toBeNull();
  expect(within(navigation()).getByRole('link', { name: 'Overview' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});
