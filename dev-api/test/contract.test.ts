// The contract check itself: documented exchanges pass, and an answer the document does not
// describe (a status, an error code, a field, a header) is reported. Every other test's server
// runs with this check on (helpers.ts, oidc-helpers.ts), so these prove those tests would fail.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { createApp } from '../src/server/app.ts';
import {
  loadContract,
  type Contract,
  type Exchange,
} from '../src/server/contract/openapi-contract.ts';
import { openDatabase } from '../src/platform/db.ts';
import {
  apiRequest,
  browserFetch,
  CookieJar,
  createUser,
  loginUrl,
  signInWithTokens,
  standaloneApp,
  startInteraction,
  startTestAuthority,
  submitLogin,
  type TestAuthority,
} from './oidc-helpers.ts';

let contract: Contract;
before(async () => {
  contract = await loadContract();
});

const json = { 'content-type': 'application/json; charset=utf-8' };
const acme = {
  id: 'acme',
  name: 'Acme',
  logo: 'http://localhost:4000/logos/acme.svg',
  logoDark: 'http://localhost:4000/logos/acme-dark.svg',
  primaryColor: '#C2410C',
};
const profile = {
  sub: 'u1',
  email: 'demo@example.com',
  name: 'Demo User',
  locale: 'en',
  tenantId: null,
  onboardingCompleted: false,
  onboardingStep: null,
  notifications: false,
  createdAt: '2026-01-05T10:00:00.000Z',
  lastSignInAt: null,
  pendingEmail: null,
};

function exchange(overrides: Partial<Exchange>): Exchange {
  return {
    method: 'GET',
    path: '/whitelabels/acme',
    query: { app: 'account' },
    headers: {},
    status: 200,
    responseHeaders: json,
    responseBody: acme,
    ...overrides,
  };
}

const bearer = { authorization: 'Bearer abc', 'content-type': 'application/json' };

describe('documented exchanges pass', () => {
  test('a brand, a profile, a sign-up, a 429 with Retry-After, a redirect, a logo', () => {
    const exchanges: Exchange[] = [
      exchange({}),
      exchange({ path: '/users/me', query: {}, headers: bearer, responseBody: profile }),
      exchange({
        method: 'POST',
        path: '/accounts',
        query: {},
        headers: { 'content-type': 'application/json' },
        body: { name: 'A', email: 'a@example.com', password: 'x', acceptedTerms: true },
        status: 202,
        responseBody: { status: 'pending_confirmation' },
      }),
      exchange({
        method: 'POST',
        path: '/accounts/password-reset',
        query: {},
        headers: { 'content-type': 'application/json' },
        body: { email: 'a@example.com' },
        status: 429,
        responseHeaders: { ...json, 'retry-after': '60' },
        responseBody: { error: 'too_many_requests', message: 'Wait.' },
      }),
      exchange({
        path: '/auth/oidc/interaction/abc',
        query: {},
        status: 303,
        responseHeaders: {
          location: 'http://localhost:3001/sign-in?interaction=abc',
          'cache-control': 'no-store',
          'content-type': 'text/html; charset=utf-8',
        },
        responseBody: 'Redirecting to <a href="…">…</a>.',
      }),
      // HEAD is answered as GET without the body.
      exchange({
        method: 'HEAD',
        path: '/logos/acme.svg',
        query: {},
        responseHeaders: {
          'content-type': 'image/svg+xml',
          'cross-origin-resource-policy': 'cross-origin',
        },
        responseBody: undefined,
      }),
    ];
    for (const one of exchanges) assert.deepEqual(contract.check(one), [], one.path);
  });

  test("oidc-provider's own endpoints are referenced, not checked", () => {
    for (const path of ['/auth/oidc/token', '/auth/oidc/.well-known/openid-configuration']) {
      assert.deepEqual(contract.check(exchange({ path, status: 418, responseBody: 'x' })), []);
    }
  });
});

describe('answers the document does not describe are reported', () => {
  test('an undocumented status', () => {
    const [violation, ...rest] = contract.check(exchange({ status: 418 }));
    assert.match(violation ?? '', /GET \/whitelabels\/\{id\} → 418: undocumented status/);
    assert.deepEqual(rest, []);
  });

  test('an error code the response does not list', () => {
    const violations = contract.check(
      exchange({
        method: 'POST',
        path: '/accounts/confirm',
        query: {},
        headers: { 'content-type': 'application/json' },
        body: { token: 'x'.repeat(43) },
        status: 400,
        responseBody: { error: 'token_mangled', message: 'Nope.' },
      }),
    );
    assert.equal(violations.length, 1);
    assert.match(violations[0]!, /POST \/accounts\/confirm → 400: body: \/error/);
  });

  test('a field problem code the response does not list', () => {
    const violations = contract.check(
      exchange({
        method: 'POST',
        path: '/accounts',
        query: {},
        headers: { 'content-type': 'application/json' },
        body: { name: 'A', email: 'a@example.com', password: 'x', acceptedTerms: true },
        status: 400,
        responseBody: { error: 'validation', message: 'No.', fields: { password: 'too_weak' } },
      }),
    );
    assert.equal(violations.length, 1);
    assert.match(violations[0]!, /body: \/fields\/password must be equal to one of/);
  });

  test('a field of the wrong type, and one the schema does not have', () => {
    const wrongType = contract.check(
      exchange({
        path: '/users/me',
        query: {},
        headers: bearer,
        responseBody: { ...profile, onboardingCompleted: 'yes' },
      }),
    );
    assert.match(wrongType.join('\n'), /\/onboardingCompleted must be boolean/);
    const extra = contract.check(exchange({ responseBody: { ...acme, secret: 'x' } }));
    assert.match(extra.join('\n'), /must NOT have additional properties/);
  });

  test('a 429 without Retry-After', () => {
    const violations = contract.check(
      exchange({
        method: 'POST',
        path: '/accounts/password-reset',
        query: {},
        headers: { 'content-type': 'application/json' },
        body: { email: 'a@example.com' },
        status: 429,
        responseBody: { error: 'too_many_requests', message: 'Wait.' },
      }),
    );
    assert.deepEqual(violations, [
      'POST /accounts/password-reset → 429: header Retry-After missing',
    ]);
  });

  test('a request the document refuses, answered as if it were fine', () => {
    const violations = contract.check(
      exchange({
        method: 'POST',
        path: '/users/me/push-tokens',
        query: {},
        headers: bearer,
        body: { token: 't', platform: 'windows' },
        status: 201,
        responseBody: { token: 't', platform: 'web', created: true },
      }),
    );
    assert.equal(violations.length, 1);
    assert.match(violations[0]!, /accepted a request the document refuses: request body/);
  });

  test('a bearer-only operation answered without a token', () => {
    const violations = contract.check(
      exchange({ path: '/users/me', query: {}, responseBody: profile }),
    );
    assert.match(violations.join('\n'), /no credentials the operation requires/);
  });

  test('a path the document does not list, answered with anything but 404 not_found', () => {
    assert.deepEqual(
      contract.check(
        exchange({
          path: '/no/such/route',
          status: 404,
          responseBody: { error: 'not_found', message: 'No route.' },
        }),
      ),
      [],
    );
    assert.match(
      contract.check(exchange({ path: '/users/me/avatar', status: 200, responseBody: {} }))[0]!,
      /an undocumented path that was not a 404/,
    );
  });
});

describe('the check is wired into the app', () => {
  test('a server started with `contract` reports what its answers break', async () => {
    const db = openDatabase(':memory:');
    const reported: string[] = [];
    const app = createApp({
      db,
      publicUrl: 'http://localhost:1',
      allowedOrigins: [],
      contract: (violation) => reported.push(violation),
    });
    // Runs after the routers, for a path none of them answers: an endpoint nobody documented.
    app.use((ctx) => {
      ctx.body = { avatar: 'https://example.com/a.png' };
    });
    const server = http.createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/users/me/avatar`);
      await response.arrayBuffer();
      assert.equal(response.status, 200);
      assert.deepEqual(reported, [
        'GET /users/me/avatar → 200: an undocumented path that was not a 404',
      ]);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      db.close();
    }
  });
});

// Documented answers the other tests do not reach, sent to a checked server: a departure from
// the document fails this file when the server closes.
describe('the rarer documented answers, on a checked server', () => {
  let auth: TestAuthority;
  before(async () => {
    auth = await startTestAuthority();
  });
  after(async () => {
    await auth.close();
  });

  const interactionUrl = (uid: string) => loginUrl(auth, uid).replace(/\/login$/, '');

  test('an unknown interaction: a sign-in page of its own (303), details 404', async () => {
    const jar = new CookieJar();
    const open = await browserFetch(jar, interactionUrl('no-such-interaction'));
    assert.equal(open.status, 303);
    assert.equal(open.headers.get('location'), standaloneApp.signInUrl);
    const details = await browserFetch(jar, `${interactionUrl('no-such-interaction')}/details`);
    assert.equal(details.status, 404);
    assert.equal(((await details.json()) as { error: string }).error, 'interaction_expired');
  });

  test('abort from the browser that started it answers where to go next', async () => {
    const mine = await startInteraction(auth);
    const abort = await browserFetch(mine.jar, `${interactionUrl(mine.uid)}/abort`, {
      method: 'POST',
      headers: { Origin: standaloneApp.origin },
    });
    assert.equal(abort.status, 200);
    const { redirectTo } = (await abort.json()) as { redirectTo: string };
    assert.ok(redirectTo.startsWith(`${auth.issuer}/`), redirectTo);
  });

  test('a login from another browser: 403 interaction_not_bound', async () => {
    const mine = await startInteraction(auth);
    const response = await submitLogin(auth, mine.uid, {
      email: 'demo@example.com',
      password: 'Demo-Passw0rd!',
    });
    assert.equal(response.status, 403);
    assert.equal(((await response.json()) as { error: string }).error, 'interaction_not_bound');
  });

  test('a disabled account: its profile answers 403 account_disabled', async () => {
    const email = 'disabled-later@example.com';
    const password = 'Contract-Check-Passw0rd!';
    const id = await createUser(auth.db, { email, password });
    const { tokens } = await signInWithTokens(auth, { email, password });
    auth.db.prepare('UPDATE users SET disabled = 1 WHERE id = ?').run(id);
    const me = await apiRequest<{ error: string }>(auth, '/users/me', {
      token: tokens.access_token,
    });
    assert.equal(me.status, 403);
    assert.equal(me.body.error, 'account_disabled');
  });
});
