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

// After every sign-in the callback asked the other tabs for their session before reporting, and
// with no other tab that is a 150 ms wait (tab-sync.ts) in the sign-in's round trip
// (bench/README.md). The redeemed code is this tab's session: the others are asked only when it
// brings none.
describe('on the callback, the other tabs', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  function callback(redeem: (userManager: UserManager) => Promise<User>) {
    const { session, userManager } = engine();
    window.history.replaceState(null, '', '/callback?code=c1&state=s1');
    jest.spyOn(userManager, 'signinCallback').mockImplementation(() => redeem(userManager));
    // Another tab that never answers: the wait is whatever the pull's own timeout is.
    const hydrate = jest.fn(() => new Promise<void>(() => undefined));
    const reports: EngineState['status'][] = [];
    createEngine({ ...session, hydrate }, true).start((s) => reports.push(s.status));
    return { reports, hydrate };
  }

  it('are not waited for once the code is redeemed', async () => {
    const { reports, hydrate } = callback(async (userManager) => {
      const redeemed = alice();
      await userManager.storeUser(redeemed);
      return redeemed;
    });
    await waitFor(() => expect(reports.at(-1)).toBe('signed-in'));
    expect(hydrate).not.toHaveBeenCalled();
  });

  it('are asked when the redemption fails', async () => {
    const { reports, hydrate } = callback(() => Promise.reject(new Error('invalid_grant')));
    await waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
    expect(reports).not.toContain('anonymous');
  });
});

it('reports the tenant the ID token names: a string, null for none, undefined when it says nothing', async () => {
  for (const [claim, expected] of [
    [{ tenant_id: 'acme' }, 'acme'],
    [{ tenant_id: null }, null],
    [{}, undefined],
    [{ tenant_id: 42 }, undefined],
  ] as const) {
    const { session, userManager } = engine();
    const user = alice();
    Object.assign(user.profile, claim);
    await userManager.storeUser(user);
    const reports: EngineState[] = [];
    const stop = createEngine(session, false).start((s) => reports.push(s));
    await waitFor(() => expect(reports.at(-1)?.status).toBe('signed-in'));
    expect(reports.at(-1)?.tenantId).toBe(expected);
    stop();
  }
});
