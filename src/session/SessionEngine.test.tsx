import { act, waitFor } from '@testing-library/react';
import { InMemoryWebStorage, User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { createEngine, type EngineState } from './SessionEngine';
import type { Session } from './session';

// The engine's report while a sign-out goes through the authority's end-session page (the
// fallback of Session.signOut): the user is removed here before the browser leaves, and no
// screen may say signed out before the authority has ended its session.

const now = () => Math.floor(Date.now() / 1000);

function engine() {
  const userManager = new UserManager({
    authority: 'http://api.test/auth/oidc',
    client_id: 'account',
    redirect_uri: 'http://app.test/callback',
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
  });
  let leaving = false;
  const session = {
    userManager,
    start: () => undefined,
    stop: () => undefined,
    hydrate: async () => undefined,
    returnPath: () => '/',
    leaving: () => leaving,
  } as unknown as Session;
  return { session, userManager, leave: () => (leaving = true) };
}

const alice = (userState?: unknown) =>
  new User({
    userState,
    access_token: 'a1',
    token_type: 'Bearer',
    session_state: null,
    expires_at: now() + 3600,
    profile: {
      sub: 'alice',
      iss: 'http://api.test/auth/oidc',
      aud: 'account',
      exp: now() + 3600,
      iat: now(),
    },
  });

async function signedIn() {
  const { session, userManager, leave } = engine();
  await userManager.storeUser(alice());
  const reports: EngineState['status'][] = [];
  createEngine(session, false).start((s) => reports.push(s.status));
  await waitFor(() => expect(reports.at(-1)).toBe('signed-in'));
  return { userManager, leave, reports };
}

it('a removed user reads anonymous', async () => {
  const { userManager, reports } = await signedIn();
  await act(() => userManager.removeUser());
  await waitFor(() => expect(reports.at(-1)).toBe('anonymous'));
});

it('while leaving for the authority, the screens keep what they show', async () => {
  const { userManager, leave, reports } = await signedIn();
  leave();
  await act(() => userManager.removeUser());
  expect(await userManager.getUser()).toBeNull();
  expect(reports).not.toContain('anonymous');
  expect(reports.at(-1)).toBe('signed-in');
});

// The library tells its listeners about the redeemed user (userLoaded) before `signinCallback`
// returns, and the engine then drops `code` and `state` from the address. Reporting "signed in"
// from that event let the callback screen forward to the return path first, and the engine's
// clean-up then replaced the return path's own query and hash (seen inside the host demo under
// load: `/account/?tab=security#password` became `/account/`).
it('on the callback, reports signed-in only once the address is clean, and the return path is the one the sign-in kept', async () => {
  const { session, userManager } = engine();
  window.history.replaceState(null, '', '/callback?code=c1&state=s1');
  const redeemed = alice({ returnTo: '/?tab=security#password' });
  jest.spyOn(userManager, 'signinCallback').mockImplementation(async () => {
    await userManager.events.load(redeemed);
    // The library's own work after the event (storing, clearing its state) goes on after it.
    await Promise.resolve();
    return redeemed;
  });
  const addresses: string[] = [];
  const paths: string[] = [];
  createEngine(
    {
      ...session,
      returnPath: (user) => (user?.state as { returnTo?: string } | undefined)?.returnTo ?? '/',
    },
    true,
  ).start((s) => {
    if (s.status !== 'signed-in') return;
    addresses.push(window.location.search);
    paths.push(s.returnPath);
  });
  await waitFor(() => expect(addresses.length).toBeGreaterThan(0));
  expect(addresses).toEqual(['']);
  expect(paths).toEqual(['/?tab=security#password']);
  window.history.replaceState(null, '', '/');
});
