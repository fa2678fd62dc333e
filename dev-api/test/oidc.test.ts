// The OpenID Connect authority (docs/architecture.md, "Authentication"), driven over HTTP like the account app's
// browser would: authorization request, sign-in interaction, code + PKCE exchange, refresh
// rotation, revocation, RP-initiated logout, and the /users/me API those tokens open.
import assert from 'node:assert/strict';
import { after, afterEach, before, beforeEach, describe, test } from 'node:test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/platform/db.ts';
import { startServer } from '../src/server/server.ts';
import {
  apiRequest,
  authorizationRequest,
  authorizeUrl,
  browserFetch,
  CLIENT_ID,
  CookieJar,
  createUser,
  decodeJwtPayload,
  exchangeCode,
  hostApp,
  refresh,
  signIn,
  signInWithTokens,
  standaloneApp,
  startInteraction,
  startTestAuthority,
  submitLogin,
  tokenRequest,
  type TestAuthority,
} from './oidc-helpers.ts';

const demo = { email: 'demo@example.com', password: 'Demo-Passw0rd!' };
const ACCESS_TOKEN_TTL = 900;

let auth: TestAuthority;

before(async () => {
  auth = await startTestAuthority({ accessTokenTtl: ACCESS_TOKEN_TTL });
});

after(async () => {
  await auth?.close();
});

async function assertTokenRefused(accessToken: string) {
  const me = await apiRequest(auth, '/users/me', { token: accessToken });
  assert.equal(me.status, 401);
  assert.equal(me.body.error, 'invalid_token');
}

describe('the authority’s signing key', () => {
  // The other tests give their databases one shared key (./signing-key.ts); these start on
  // databases without one, as a deployment's first start does.
  async function publishedKeys(file: string): Promise<Record<string, unknown>[]> {
    const db = openDatabase(file);
    const server = await startServer({ db, port: 0, allowedOrigins: [], logError: () => {} });
    try {
      const response = await fetch(`${server.publicUrl}/auth/oidc/jwks`);
      assert.equal(response.status, 200);
      return ((await response.json()) as { keys: Record<string, unknown>[] }).keys;
    } finally {
      await server.close();
      db.close();
    }
  }

  test('is made for the database, never the library’s published key, and kept across restarts', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-api-keys-'));
    try {
      const first = await publishedKeys(path.join(dir, 'a.sqlite'));
      assert.equal(first.length, 1);
      const [key] = first;
      assert.equal(key!.kty, 'RSA');
      assert.equal(key!.alg, 'RS256');
      // oidc-provider's quick-start key, which anyone can read in its source.
      assert.notEqual(key!.kid, 'keystore-CHANGE-ME');
      assert.equal('d' in key!, false, 'the private part is never published');
      // The same database after a restart: the same key, so earlier tokens still verify.
      assert.deepEqual(await publishedKeys(path.join(dir, 'a.sqlite')), first);
      // Another database: a key of its own.
      const [other] = await publishedKeys(path.join(dir, 'b.sqlite'));
      assert.notEqual(other!.kid, key!.kid);
      assert.notEqual(other!.n, key!.n);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('authorization code flow', () => {
  test('sends the browser to the sign-in page of the origin that asked', async () => {
    const standalone = await startInteraction(auth);
    assert.equal(
      standalone.signInUrl,
      `http://localhost:3001/sign-in?interaction=${standalone.uid}`,
    );
    // The resume cookie is scoped to this interaction's resume path on the authority.
    assert.equal(
      standalone.jar.get('_interaction_resume')?.path,
      `/auth/oidc/auth/${standalone.uid}`,
    );

    const host = await startInteraction(
      auth,
      authorizationRequest({ redirectUri: hostApp.redirectUri }),
    );
    assert.equal(host.signInUrl, `http://localhost:3000/account/sign-in?interaction=${host.uid}`);
  });

  test('issues access, ID and refresh tokens for the code (offline_access, no consent)', async () => {
    const { tokens, signedIn } = await signInWithTokens(auth, demo);

    assert.equal(typeof tokens.access_token, 'string');
    assert.ok(tokens.access_token.length > 0);
    assert.equal(typeof tokens.refresh_token, 'string');
    assert.ok(tokens.refresh_token.length > 0);
    assert.equal(tokens.token_type, 'Bearer');
    assert.equal(tokens.expires_in, ACCESS_TOKEN_TTL);

    const claims = decodeJwtPayload(tokens.id_token);
    const userId = auth.db
      .prepare<[string], { id: string }>('SELECT id FROM users WHERE email = ?')
      .get(demo.email)?.id;
    assert.equal(claims.sub, userId);
    assert.equal(claims.email, 'demo@example.com');
    assert.equal(claims.name, 'Demo User');
    assert.equal(claims.nonce, signedIn.request.nonce);
    assert.equal(claims.aud, CLIENT_ID);
    assert.equal(claims.iss, auth.issuer);
    assert.ok(Number.isInteger(claims.iat), 'iat is a whole number of seconds');
    assert.ok(Math.abs((claims.iat as number) - Date.now() / 1000) < 60, 'iat is now');
  });

  test("every ID token names the account's tenant (tenant_id, null for none), a refresh's too", async () => {
    const email = `tenantless.${Date.now()}@example.com`;
    const id = await createUser(auth.db, { email, password: demo.password });
    const { tokens } = await signInWithTokens(auth, demo);
    const demoTenant = auth.db
      .prepare<[string], { tenant_id: string | null }>(
        'SELECT tenant_id FROM users WHERE email = ?',
      )
      .get(demo.email)?.tenant_id;
    assert.ok(demoTenant, 'the demo user has a tenant');
    assert.equal(decodeJwtPayload(tokens.id_token).tenant_id, demoTenant);

    auth.db.prepare('UPDATE users SET tenant_id = NULL WHERE id = ?').run(id);
    const none = await signInWithTokens(auth, { email, password: demo.password });
    const claims = decodeJwtPayload(none.tokens.id_token);
    assert.ok('tenant_id' in claims, 'the claim is there, saying none');
    assert.equal(claims.tenant_id, null);
    // The tenant as it is when the token is issued: a refresh after a change says the new one.
    auth.db.prepare("UPDATE users SET tenant_id = 'acme' WHERE id = ?").run(id);
    const refreshed = await refresh(auth, none.tokens.refresh_token);
    assert.equal(decodeJwtPayload(refreshed.body.id_token!).tenant_id, 'acme');
  });

  test('works the same from the host demo (redirect URI under /account)', async () => {
    const { tokens } = await signInWithTokens(auth, {
      ...demo,
      redirectUri: hostApp.redirectUri,
    });
    assert.ok(tokens.refresh_token);
    assert.equal(tokens.expires_in, ACCESS_TOKEN_TTL);
  });

  test('refuses a redirect URI that is not registered, without redirecting', async () => {
    const request = authorizationRequest({ redirectUri: 'https://evil.example/callback' });
    const jar = new CookieJar();
    const response = await browserFetch(jar, authorizeUrl(auth, request.params));
    assert.equal(response.status, 400);
    assert.equal(response.headers.get('location'), null);
    assert.equal(((await response.json()) as { error: string }).error, 'invalid_redirect_uri');
    assert.deepEqual(jar.names(), []);
  });

  test('answers prompt=none from the session (silent renew page), or login_required', async () => {
    const { signedIn } = await signInWithTokens(auth, demo);

    const silent = authorizationRequest({ params: { prompt: 'none' } });
    const withSession = await browserFetch(signedIn.jar, authorizeUrl(auth, silent.params));
    assert.equal(withSession.status, 303);
    const callback = new URL(withSession.headers.get('location') ?? '');
    assert.equal(`${callback.origin}${callback.pathname}`, standaloneApp.redirectUri);
    assert.equal(callback.searchParams.get('state'), silent.state);
    const code = callback.searchParams.get('code');
    assert.ok(code, `no code: ${callback.searchParams.get('error')}`);
    const exchanged = await exchangeCode(auth, { code, request: silent, jar: signedIn.jar });
    assert.equal(exchanged.status, 200);
    assert.equal(decodeJwtPayload(exchanged.body.id_token!).nonce, silent.nonce);

    const noSession = authorizationRequest({ params: { prompt: 'none' } });
    const anonymous = await browserFetch(new CookieJar(), authorizeUrl(auth, noSession.params));
    assert.equal(anonymous.status, 303);
    const refused = new URL(anonymous.headers.get('location') ?? '');
    assert.equal(refused.searchParams.get('error'), 'login_required');
    assert.equal(refused.searchParams.get('code'), null);
  });

  test('an authorization code works only once', async () => {
    const signedIn = await signIn(auth, demo);
    const first = await exchangeCode(auth, signedIn);
    assert.equal(first.status, 200);

    const second = await exchangeCode(auth, signedIn);
    assert.equal(second.status, 400);
    assert.equal(second.body.error, 'invalid_grant');
    // Replaying a code also revokes what it was exchanged for.
    await assertTokenRefused(first.body.access_token!);
  });
});

describe('PKCE', () => {
  async function assertRefusedWithoutInteraction(params: Record<string, string | undefined>) {
    const request = authorizationRequest({ params });
    const jar = new CookieJar();
    const response = await browserFetch(jar, authorizeUrl(auth, request.params));

    assert.ok(
      response.status === 303 || response.status === 302 || response.status === 400,
      `unexpected status ${response.status}`,
    );
    assert.deepEqual(jar.names(), [], 'no interaction cookie was set');
    if (response.status !== 400) {
      const location = new URL(response.headers.get('location') ?? '');
      assert.equal(`${location.origin}${location.pathname}`, standaloneApp.redirectUri);
      assert.equal(location.searchParams.get('error'), 'invalid_request');
      assert.equal(location.searchParams.get('state'), request.state);
      assert.equal(location.searchParams.get('code'), null);
    }
  }

  test('an authorization request without code_challenge is refused', async () => {
    await assertRefusedWithoutInteraction({
      code_challenge: undefined,
      code_challenge_method: undefined,
    });
  });

  test('code_challenge_method=plain is refused', async () => {
    await assertRefusedWithoutInteraction({ code_challenge_method: 'plain' });
  });

  test('a token request with the wrong code_verifier is refused', async () => {
    const signedIn = await signIn(auth, demo);
    const response = await exchangeCode(auth, signedIn, {
      code_verifier: 'a-wrong-verifier-that-is-long-enough-to-be-a-valid-one-0123',
    });
    assert.equal(response.status, 400);
    assert.equal(response.body.error, 'invalid_grant');
    assert.equal(response.body.access_token, undefined);
  });

  test('a token request without code_verifier is refused', async () => {
    const signedIn = await signIn(auth, demo);
    const response = await exchangeCode(auth, signedIn, { code_verifier: undefined });
    assert.equal(response.status, 400);
    assert.ok(
      response.body.error === 'invalid_grant' || response.body.error === 'invalid_request',
      `error ${response.body.error}`,
    );
    assert.equal(response.body.access_token, undefined);
  });
});

describe('refresh tokens', () => {
  test('rotate, and reusing an old one revokes the whole grant', async () => {
    const { tokens } = await signInWithTokens(auth, demo);

    const rotated = await refresh(auth, tokens.refresh_token);
    assert.equal(rotated.status, 200, JSON.stringify(rotated.body));
    assert.ok(rotated.body.refresh_token);
    assert.ok(rotated.body.access_token);
    assert.notEqual(rotated.body.refresh_token, tokens.refresh_token);
    assert.notEqual(rotated.body.access_token, tokens.access_token);
    assert.equal(rotated.body.expires_in, ACCESS_TOKEN_TTL);
    const me = await apiRequest(auth, '/users/me', { token: rotated.body.access_token });
    assert.equal(me.status, 200);

    const reused = await refresh(auth, tokens.refresh_token);
    assert.equal(reused.status, 400);
    assert.equal(reused.body.error, 'invalid_grant');

    const afterReuse = await refresh(auth, rotated.body.refresh_token);
    assert.equal(afterReuse.status, 400, 'the newest refresh token died with the grant');
    assert.equal(afterReuse.body.error, 'invalid_grant');

    await assertTokenRefused(rotated.body.access_token);
    await assertTokenRefused(tokens.access_token);
  });

  test('refresh with the scope the token response announced (what oidc-client-ts sends)', async () => {
    const { tokens } = await signInWithTokens(auth, demo);
    const refreshed = await tokenRequest(auth, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: CLIENT_ID,
      scope: tokens.scope,
    });
    assert.equal(refreshed.status, 200, JSON.stringify(refreshed.body));
    assert.ok(refreshed.body.refresh_token);
    // The ID token from a refresh names the same user.
    assert.equal(
      decodeJwtPayload(refreshed.body.id_token!).sub,
      decodeJwtPayload(tokens.id_token).sub,
    );
  });

  test('a revoked refresh token is refused', async () => {
    const { tokens } = await signInWithTokens(auth, demo);

    const response = await fetch(`${auth.issuer}/token/revocation`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: tokens.refresh_token, client_id: CLIENT_ID }),
    });
    assert.equal(response.status, 200);

    const refused = await refresh(auth, tokens.refresh_token);
    assert.equal(refused.status, 400);
    assert.equal(refused.body.error, 'invalid_grant');
  });
});

describe('CORS on the token endpoint', () => {
  test('answers the preflight for an app origin', async () => {
    for (const origin of [standaloneApp.origin, hostApp.origin]) {
      const response = await fetch(`${auth.issuer}/token`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
        },
      });
      assert.ok(response.status === 204 || response.status === 200, `status ${response.status}`);
      assert.equal(response.headers.get('access-control-allow-origin'), origin);
      assert.match(response.headers.get('access-control-allow-methods') ?? '', /POST/);
    }
  });

  test('allows a token request from an app origin', async () => {
    const signedIn = await signIn(auth, demo);
    const response = await tokenRequest(
      auth,
      {
        grant_type: 'authorization_code',
        code: signedIn.code,
        redirect_uri: signedIn.request.redirectUri,
        client_id: CLIENT_ID,
        code_verifier: signedIn.request.verifier,
      },
      { Origin: standaloneApp.origin },
    );
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('access-control-allow-origin'), standaloneApp.origin);
  });

  test('refuses a token request from another origin, without CORS headers', async () => {
    const { tokens } = await signInWithTokens(auth, demo);
    const response = await tokenRequest(
      auth,
      { grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: CLIENT_ID },
      { Origin: 'https://evil.example' },
    );
    assert.equal(response.status, 400);
    assert.equal(response.body.error, 'invalid_request');
    assert.equal(response.headers.get('access-control-allow-origin'), null);
    assert.equal(response.body.access_token, undefined);

    // The refused request consumed nothing: the app can still refresh.
    const fromApp = await tokenRequest(
      auth,
      { grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: CLIENT_ID },
      { Origin: standaloneApp.origin },
    );
    assert.equal(fromApp.status, 200);
  });
});

describe('sign-in interaction', () => {
  const unconfirmed = { email: 'unconfirmed@example.com', password: 'Unconfirmed-Passw0rd!' };
  const invalidCredentials = {
    error: 'invalid_credentials',
    message: 'The e-mail or password is incorrect.',
  };

  before(async () => {
    await createUser(auth.db, { ...unconfirmed, confirmed: false });
  });

  test('a wrong password is refused as invalid credentials', async () => {
    const { uid, jar } = await startInteraction(auth);
    const response = await submitLogin(
      auth,
      uid,
      { email: demo.email, password: 'Wrong-Passw0rd!' },
      jar,
    );
    assert.equal(response.status, 401);
    assert.deepEqual(await response.json(), invalidCredentials);
  });

  test('an unknown e-mail gets exactly the same answer as a wrong password', async () => {
    const { uid, jar } = await startInteraction(auth);
    const response = await submitLogin(
      auth,
      uid,
      { email: 'nobody@example.com', password: 'Wrong-Passw0rd!' },
      jar,
    );
    assert.equal(response.status, 401);
    assert.deepEqual(await response.json(), invalidCredentials);
  });

  test('an unconfirmed account is told so only with the right password', async () => {
    const { uid, jar } = await startInteraction(auth);

    const right = await submitLogin(auth, uid, unconfirmed, jar);
    assert.equal(right.status, 403);
    assert.equal(((await right.json()) as { error: string }).error, 'account_not_confirmed');

    const wrong = await submitLogin(
      auth,
      uid,
      { email: unconfirmed.email, password: 'Wrong-Passw0rd!' },
      jar,
    );
    assert.equal(wrong.status, 401);
    assert.deepEqual(await wrong.json(), invalidCredentials);
  });

  test('an unknown interaction is reported as expired', async () => {
    const response = await submitLogin(auth, 'no-such-interaction', demo);
    assert.equal(response.status, 404);
    assert.equal(((await response.json()) as { error: string }).error, 'interaction_expired');
  });

  test('missing fields are a validation error', async () => {
    const { uid, jar } = await startInteraction(auth);
    const response = await submitLogin(auth, uid, {}, jar);
    assert.equal(response.status, 400);
    const body = (await response.json()) as { error: string; fields: Record<string, string> };
    assert.equal(body.error, 'validation');
    assert.deepEqual(body.fields, { email: 'required', password: 'required' });

    const noPassword = await submitLogin(auth, uid, { email: demo.email }, jar);
    assert.equal(noPassword.status, 400);
    assert.deepEqual(((await noPassword.json()) as { fields: unknown }).fields, {
      password: 'required',
    });
  });
});

describe('sign-in throttling', () => {
  // Each test gets its own server and database: the per-address limit would otherwise lock every
  // later sign-in out, and no test depends on the failures another one left behind.
  let throttled: TestAuthority;
  const other = { email: 'other@example.com', password: 'Other-Passw0rd!' };

  beforeEach(async () => {
    throttled = await startTestAuthority();
    await createUser(throttled.db, other);
  });

  afterEach(async () => {
    await throttled.close();
  });

  async function login(body: { email: string; password: string }) {
    const { uid, jar } = await startInteraction(throttled);
    return submitLogin(throttled, uid, body, jar);
  }

  /** Wrong passwords, one per e-mail in `emails`, each answered 401. */
  async function fail(emails: readonly string[]) {
    const { uid, jar } = await startInteraction(throttled);
    for (const [index, email] of emails.entries()) {
      const response = await submitLogin(
        throttled,
        uid,
        { email, password: `Wrong-Passw0rd-${index}` },
        jar,
      );
      assert.equal(response.status, 401, `failure ${index + 1} (${email})`);
      await response.body?.cancel();
    }
  }

  async function assertThrottled(response: Response) {
    assert.equal(response.status, 429);
    const retryAfter = response.headers.get('retry-after') ?? '';
    assert.match(retryAfter, /^\d+$/, `Retry-After "${retryAfter}"`);
    assert.ok(Number(retryAfter) > 0 && Number(retryAfter) <= 15 * 60);
    assert.equal(((await response.json()) as { error: string }).error, 'too_many_attempts');
  }

  test('5 failures for one e-mail hold back the 6th attempt, even with the right password', async () => {
    await fail(Array(5).fill(demo.email));

    const sixth = await login(demo);
    // The sign-in form runs on another origin: it must be allowed to read Retry-After.
    assert.equal(sixth.headers.get('access-control-allow-origin'), standaloneApp.origin);
    assert.match(sixth.headers.get('access-control-expose-headers') ?? '', /retry-after/i);
    await assertThrottled(sixth);

    // Another e-mail from the same address is not affected.
    const otherLogin = await login(other);
    assert.equal(otherLogin.status, 200);
    await otherLogin.body?.cancel();
  });

  test('other e-mails are unaffected until the address limit of 20 failures', async () => {
    await fail(Array(5).fill(demo.email));
    const otherLogin = await login(other);
    assert.equal(otherLogin.status, 200, 'the other account still signs in');
    await otherLogin.body?.cancel();

    // 15 more failures, each for a different e-mail, reach 20 from this address.
    await fail(Array.from({ length: 15 }, (_, index) => `user${index}@example.com`));

    await assertThrottled(await login(other));
    await assertThrottled(await login({ email: 'fresh@example.com', password: 'Whatever-1' }));
  });
});

describe('/users/me', () => {
  test('needs a bearer access token', async () => {
    const none = await apiRequest(auth, '/users/me');
    assert.equal(none.status, 401);
    assert.equal(none.body.error, 'invalid_token');

    const garbage = await apiRequest(auth, '/users/me', { token: 'not-a-real-token' });
    assert.equal(garbage.status, 401);
    assert.equal(garbage.body.error, 'invalid_token');

    const { tokens } = await signInWithTokens(auth, demo);
    const idToken = await apiRequest(auth, '/users/me', { token: tokens.id_token });
    assert.equal(idToken.status, 401, 'an ID token is no access token');
  });

  test('a refused token is answered with a WWW-Authenticate: Bearer challenge (RFC 6750)', async () => {
    const garbage = await apiRequest(auth, '/users/me', { token: 'not-a-real-token' });
    assert.equal(garbage.status, 401);
    assert.match(garbage.headers.get('www-authenticate') ?? '', /^Bearer error="invalid_token"/);
  });

  test('answers the signed-in profile', async () => {
    const { tokens } = await signInWithTokens(auth, demo);
    const me = await apiRequest(auth, '/users/me', { token: tokens.access_token });
    assert.equal(me.status, 200);
    const { createdAt, lastSignInAt, ...rest } = me.body;
    assert.deepEqual(rest, {
      sub: decodeJwtPayload(tokens.id_token).sub,
      email: 'demo@example.com',
      name: 'Demo User',
      locale: 'en',
      tenantId: 'acme',
      onboardingCompleted: true,
      onboardingStep: null,
      notifications: false,
      pendingEmail: null,
      passwordBreached: false,
      hasPassword: true,
    });
    // Both ISO 8601; this sign-in was just recorded.
    assert.equal(new Date(String(createdAt)).toISOString(), createdAt);
    assert.equal(new Date(String(lastSignInAt)).toISOString(), lastSignInAt);
    assert.ok(Date.now() - Date.parse(String(lastSignInAt)) < 60_000);
  });

  test('PATCH changes the name and validates it', async () => {
    // Its own account, so the demo user's name stays as seeded for the other tests.
    const profile = { email: 'profile@example.com', password: 'Profile-Passw0rd!' };
    await createUser(auth.db, { ...profile, name: 'Old Name' });
    const { tokens } = await signInWithTokens(auth, profile);

    const patched = await apiRequest(auth, '/users/me', {
      method: 'PATCH',
      token: tokens.access_token,
      body: { name: 'New Name' },
    });
    assert.equal(patched.status, 200);
    assert.equal(patched.body.name, 'New Name');

    const me = await apiRequest(auth, '/users/me', { token: tokens.access_token });
    assert.equal(me.status, 200);
    assert.equal(me.body.name, 'New Name');

    const empty = await apiRequest(auth, '/users/me', {
      method: 'PATCH',
      token: tokens.access_token,
      body: { name: '' },
    });
    assert.equal(empty.status, 400);
    assert.equal(empty.body.error, 'validation');
    assert.deepEqual(empty.body.fields, { name: 'required' });

    const unchanged = await apiRequest(auth, '/users/me', { token: tokens.access_token });
    assert.equal(unchanged.body.name, 'New Name');
  });

  test('PATCH needs a token too', async () => {
    const response = await apiRequest(auth, '/users/me', {
      method: 'PATCH',
      body: { name: 'Nobody' },
    });
    assert.equal(response.status, 401);
  });
});

describe('ACCESS_TOKEN_TTL', () => {
  test('must be above 600 seconds', () => {
    assert.throws(
      () => loadConfig({ ACCESS_TOKEN_TTL: '600' }),
      (error: unknown) => error instanceof ConfigError && /ACCESS_TOKEN_TTL/.test(error.message),
    );
    assert.throws(() => loadConfig({ ACCESS_TOKEN_TTL: '30' }), /ACCESS_TOKEN_TTL/);
    assert.throws(() => loadConfig({ ACCESS_TOKEN_TTL: 'soon' }), /ACCESS_TOKEN_TTL/);
  });

  test('accepts a value above 600 and defaults to 3600', () => {
    assert.equal(loadConfig({ ACCESS_TOKEN_TTL: '601' }).accessTokenTtl, 601);
    assert.equal(loadConfig({ ACCESS_TOKEN_TTL: '630' }).accessTokenTtl, 630);
    assert.equal(loadConfig({}).accessTokenTtl, 3600);
    assert.equal(loadConfig({ ACCESS_TOKEN_TTL: '' }).accessTokenTtl, 3600);
  });
});

describe('RP-initiated logout', () => {
  test('signs out without a confirmation and returns to the app origin', async () => {
    const { tokens, signedIn } = await signInWithTokens(auth, demo);
    const { jar } = signedIn;
    assert.ok(jar.get('_session'), 'the authority keeps a session cookie');

    const endUrl = new URL(`${auth.issuer}/session/end`);
    endUrl.searchParams.set('id_token_hint', tokens.id_token);
    endUrl.searchParams.set('post_logout_redirect_uri', standaloneApp.origin);
    endUrl.searchParams.set('client_id', CLIENT_ID);
    const page = await browserFetch(jar, endUrl.toString());
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type') ?? '', /^text\/html/);
    const html = await page.text();

    // The page submits itself: no question for the user.
    const form = /<form\b[^>]*\bid="op\.logoutForm"[^>]*>([\s\S]*?)<\/form>/.exec(html);
    assert.ok(form, 'the page has the logout form');
    assert.match(html, /getElementById\('op\.logoutForm'\)\.submit\(\)/);
    assert.match(form[1]!, /name="logout" value="yes"/);
    const action = /\baction="([^"]+)"/.exec(form[0])?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(form[1]!)?.[1];
    assert.ok(action && xsrf, 'the form has an action and an xsrf value');

    const submitted = await browserFetch(jar, new URL(action, endUrl).toString(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }),
    });
    assert.equal(submitted.status, 303);
    const location = new URL(submitted.headers.get('location') ?? '');
    assert.equal(location.origin, standaloneApp.origin);
    assert.equal(location.pathname, '/');
    assert.equal(jar.get('_session'), undefined, 'the session cookie is cleared');

    // The session and the grant are gone: tokens stop working, sign-in is needed again.
    await assertTokenRefused(tokens.access_token);
    const refreshed = await refresh(auth, tokens.refresh_token);
    assert.equal(refreshed.status, 400);
    const again = await startInteraction(auth, authorizationRequest(), jar);
    assert.ok(again.signInUrl.startsWith(`${standaloneApp.signInUrl}?interaction=`));
  });
});
