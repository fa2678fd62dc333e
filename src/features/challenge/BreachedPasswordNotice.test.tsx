import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { SessionContext, useSession } from '../../session/SessionContext';
import type { Profile } from '../../api/users';
import { mockFetch, renderWithProviders } from '../../test/render';
import { BreachedPasswordNotice } from './BreachedPasswordNotice';
import { useBreachedPasswordChanged } from './use-breached-password-changed';

const base = { sub: 'u1', email: 'ana@example.com', name: 'Ana', onboardingCompleted: true };

/** Stands for the password form: its success calls the hook's function. */
function Changer() {
  const changed = useBreachedPasswordChanged();
  return (
    <button type="button" onClick={changed}>
      changed
    </button>
  );
}

function renderNotice(profile: Profile, onSecurity = false) {
  mockFetch(() => ({ status: 404, body: {} }));
  function SignedIn() {
    const session = useSession();
    return (
      <SessionContext.Provider value={{ ...session, status: 'signed-in', profile }}>
        <BreachedPasswordNotice onSecurity={onSecurity} />
      </SessionContext.Provider>
    );
  }
  return renderWithProviders(<SignedIn />);
}

test('after a sign-in with a breached password: told, with the way to change it', async () => {
  renderNotice({ ...base, passwordBreached: true });
  const notice = await screen.findByRole('region', {
    name: 'Your password appeared in a data breach',
  });
  expect(notice).toHaveTextContent('please change your password now');
  expect(screen.getByRole('link', { name: 'Change your password' })).toHaveAttribute(
    'href',
    '/security',
  );
});

test('on Security itself the form is right there: no link', async () => {
  renderNotice({ ...base, passwordBreached: true }, true);
  expect(await screen.findByRole('region', { name: /data breach/ })).toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

test('nothing when the password was not found in breaches (or the API does not say)', () => {
  renderNotice({ ...base, passwordBreached: false });
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
  renderNotice(base);
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
});

test('a password change takes the notice away', async () => {
  mockFetch(() => ({ status: 404, body: {} }));
  function SignedIn() {
    const session = useSession();
    const [profile, setProfile] = useState<Profile>({ ...base, passwordBreached: true });
    return (
      <SessionContext.Provider value={{ ...session, status: 'signed-in', profile, setProfile }}>
        <BreachedPasswordNotice onSecurity />
        <Changer />
      </SessionContext.Provider>
    );
  }
  renderWithProviders(<SignedIn />);
  expect(await screen.findByRole('region', { name: /data breach/ })).toBeInTheDocument();
  act(() => screen.getByRole('button', { name: 'changed' }).click());
  expect(screen.queryByRole('region', { name: /data breach/ })).not.toBeInTheDocument();
});
