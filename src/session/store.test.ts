import { parseConfig } from '../config/config';
import { createSession, type Session } from './session';
import { waitFor } from '@testing-library/react';
import { User } from 'oidc-client-ts';
import { endReasonOfThisPage, readEndReason, rememberEndReason } from './session-care';
import { userStoreKey } from './start';
import { createSessionStore } from './store';

// The engine chunk starts the OIDC session with createSession: its HTTP view counted.
const built: jest.Mock[] = [];
jest.mock('./session', () => {
  const actual = jest.requireActual<typeof import('./session')>('./session');
  return {
    ...actual,
    createSession: jest.fn((...args: Parameters<typeof actual.createSession>) => {
      const session: Session = actual.createSession(...args);
      const clientAuth = jest.fn(session.clientAuth);
      built.push(clientAuth);
      return { ...session, clientAuth };
    }),
  };
});

const config = parseConfig({ apiUrl: 'http://api.test' });

/** Alice's tokens, good for an hour, as the library stores them. */
function alice(extra: { refresh_token?: string } = {}): User {
  const now = Math.floor(Date.now() / 1000);
  return new User({
    access_token: 'a1',
    ...extra,
    token_type: 'Bearer',
    session_state: null,
    expires_at: now + 3600,
    profile: {
      sub: 'alice',
      iss: 'http://api.test/auth/oidc',
      aud: 'account',
      exp: now + 3600,
      iat: now,
    },
  });
}

test("the HTTP client's view of the session is built once, not per request", async () => {
  const store = createSessionStore(config, {
    pathname: '/',
    storage: undefined,
    origin: 'http://app.test',
  });
  const detach = store.attach();
  await store.load();
  for (let i = 0; i < 3; i += 1) {
    await store.clientAuth.getAccessToken();
    await store.clientAuth.renewAfterRejection('a1');
  }
  detach();
  expect(createSession).toHaveBeenCalledTimes(1);
  expect(built).toHaveLength(1);
  expect(built[0]).toHaveBeenCalledTimes(1);
});

test('a deferred page reads anonymous and dormant, with no engine, until something wakes it', () => {
  const store = createSessionStore(config, {
    pathname: '/sign-in',
    storage: undefined,
    origin: 'http://app.test',
  });
  const detach = store.attach();
  expect(store.getSnapshot()).toMatchObject({ status: 'anonymous', dormant: true });
  detach();
  expect(createSession).toHaveBeenCalledTimes(1); // the first test's only
});

test('signed in again: why the last session ended is no longer shown', async () => {
  const user = alice();
  // The last session ended for being idle (the reason read by this page's screen); this tab
  // then signed in again.
  rememberEndReason(sessionStorage, { reason: 'idle', idleMinutes: 15 });
  const store = createSessionStore(config, {
    pathname: '/',
    storage: sessionStorage,
    origin: 'http://app.test',
  });
  expect(endReasonOfThisPage(sessionStorage)).toEqual({ reason: 'idle', idleMinutes: 15 });
  sessionStorage.setItem(userStoreKey(config), user.toStorageString());
  const detach = store.attach();
  try {
    await store.load();
    await waitFor(() => expect(store.getSnapshot().status).toBe('signed-in'));
    expect(readEndReason(sessionStorage)).toBeNull();
    expect(endReasonOfThisPage(sessionStorage)).toBeNull();
  } finally {
    detach();
  }
});

test('an account just deleted here: a refusal still under way ends nothing until the next screen forgets the session', async () => {
  const user = alice({ refresh_token: 'r1' });
  sessionStorage.setItem(userStoreKey(config), user.toStorageString());
  const store = createSessionStore(config, {
    pathname: '/privacy',
    storage: sessionStorage,
    origin: 'http://app.test',
  });
  const detach = store.attach();
  try {
    const session = await store.load();
    await waitFor(() => expect(store.getSnapshot().status).toBe('signed-in'));
    // The deletion revoked the grant: renewing would be refused.
    const signinSilent = jest
      .spyOn(session.userManager, 'signinSilent')
      .mockRejectedValue(Object.assign(new Error('grant revoked'), { error: 'invalid_grant' }));
    const heard: string[] = [];
    const unlisten = store.onAuthFailure((kind) => heard.push(kind));

    session.expectEnd();
    // Another request of the screen, sent before the deletion, meets a 401.
    expect(await store.clientAuth.renewAfterRejection('a1')).toBeNull();
    store.clientAuth.onAuthFailure('unauthorized');

    expect(signinSilent).not.toHaveBeenCalled();
    expect(heard).toEqual([]);
    expect(store.getSnapshot().status).toBe('signed-in');
    expect(readEndReason(sessionStorage)).toBeNull();

    // The deletion's own screen forgets it: signed out, with no reason to report.
    await session.forget();
    await waitFor(() => expect(store.getSnapshot().status).toBe('anonymous'));
    expect(readEndReason(sessionStorage)).toBeNull();
    unlisten();
  } finally {
    detach();
  }
});
