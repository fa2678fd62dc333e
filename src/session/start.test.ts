import { User } from 'oidc-client-ts';
import { parseConfig } from '../config/config';
import { createSession } from './session';
import { sessionStart, userStoreKey } from './start';

const config = parseConfig({ apiUrl: 'http://api.test' });
const hosted = parseConfig({ apiUrl: 'http://api.test', basePath: '/account' });

afterEach(() => sessionStorage.clear());

test('a public screen in a tab holding no session defers the engine', () => {
  for (const path of ['/sign-in', '/sign-up', '/confirm-account', '/forgot-password']) {
    expect(sessionStart(config, path, sessionStorage)).toEqual({
      isCallback: false,
      deferred: true,
    });
  }
  expect(sessionStart(hosted, '/account/sign-up/', sessionStorage).deferred).toBe(true);
});

test('guarded screens, host pages and the callback load it at once', () => {
  expect(sessionStart(config, '/', sessionStorage).deferred).toBe(false);
  expect(sessionStart(config, '/onboarding', sessionStorage).deferred).toBe(false);
  // Inside a host, the host's own pages may show who is signed in.
  expect(sessionStart(hosted, '/', sessionStorage).deferred).toBe(false);
  expect(sessionStart(hosted, '/sign-up', sessionStorage).deferred).toBe(false);
  expect(sessionStart(config, '/callback', sessionStorage)).toEqual({
    isCallback: true,
    deferred: false,
  });
});

test('a tab that holds a session loads it even on a public screen', async () => {
  // Stored the way the library stores it: the key start.ts looks for must be the real one.
  const session = createSession(config, 'http://app.test');
  await session.userManager.storeUser(
    new User({
      access_token: 'a',
      token_type: 'Bearer',
      profile: { sub: 'u1', iss: 'http://api.test/auth/oidc', aud: 'account', exp: 0, iat: 0 },
    }),
  );
  expect(sessionStorage.getItem(userStoreKey(config))).not.toBeNull();
  expect(sessionStart(config, '/sign-up', sessionStorage).deferred).toBe(false);
});

test('blocked storage: a new page holds no session, the screen defers', () => {
  expect(sessionStart(config, '/sign-up', undefined).deferred).toBe(true);
});
