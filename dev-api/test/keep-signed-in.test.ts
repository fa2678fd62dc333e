// "Keep me signed in on this device" (docs/session-care.md), over HTTP as a browser would: the
// sign-in page's choice for its interaction decides whether the authority's session cookie
// survives a browser restart, whichever way the sign-in finishes, and the sessions list says which
// sessions are remembered. Every exchange is checked against api/openapi.yaml.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, test } from 'node:test';
import {
  apiRequest,
  authorizationRequest,
  browserFetch,
  CookieJar,
  exchangeCode,
  resumeToCallback,
  standaloneApp,
  startInteraction,
  startTestAuthority,
  submitLogin,
  type TestAuthority,
  type TokenSet,
} from './oidc-helpers.ts';

let auth: TestAuthority;

beforeEach(async () => {
  auth = await startTestAuthority();
});
afterEach(async () => {
  await auth.close();
});

const demo = { email: 'demo@example.com', password: 'Demo-Passw0rd!' };

function rememberUrl(uid: string): string {
  return `${auth.publicUrl}/auth/oidc/interaction/${encodeURIComponent(uid)}/remember`;
}

function putRemember(jar: CookieJar, uid: string, body: unknown): Promise<Response> {
  return browserFetch(jar, rememberUrl(uid), {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Origin: standaloneApp.origin },
    body: JSON.stringify(body),
  });
}

/**
 * Signs in with the password after the page's choice (none: not sent). Returns the authority's
 * session cookie as the resume set it, and the tokens.
 */
async function signInChoosing(remember: boolean | undefined) {
  const request = authorizationRequest();
  const { uid, jar } = await startInteraction(auth, request);
  if (remember !== undefined) {
    const put = await putRemember(jar, uid, { remember });
    assert.equal(put.status, 204);
  }
  const login = await submitLogin(auth, uid, demo, jar);
  assert.equal(login.status, 200);
  const { redirectTo } = (await login.json()) as { redirectTo: string };
  // The resume: where the authority's session begins and its cookie is set.
  const resumed = await browserFetch(jar, redirectTo);
  const cookie = resumed.headers.getSetCookie().find((line) => line.startsWith('_session='));
  assert.ok(cookie, 'the resume set the session cookie');
  const location = resumed.headers.get('location');
  assert.ok(location);
  const callback = location.startsWith(auth.issuer)
    ? await resumeToCallback(auth, location, jar)
    : new URL(location);
  const code = callback.searchParams.get('code');
  assert.ok(code);
  const tokens = await exchangeCode(auth, { code, request, jar });
  assert.equal(tokens.status, 200);
  return { cookie, tokens: tokens.body as TokenSet };
}

/** A cookie that outlives the browser: one with an expiry (Expires or Max-Age). */
function persistent(cookie: string): boolean {
  return /;\s*(expires|max-age)=/i.test(cookie);
}

async function remembered(token: string): Promise<boolean | undefined> {
  const list = await apiRequest<{ sessions: { current: boolean; remembered: boolean }[] }>(
    auth,
    '/users/me/sessions',
    { token },
  );
  assert.equal(list.status, 200);
  return list.body.sessions.find((session) => session.current)?.remembered;
}

test('kept: the session cookie survives a restart, and the list says so (also when not said)', async () => {
  for (const choice of [true, undefined]) {
    const { cookie, tokens } = await signInChoosing(choice);
    assert.ok(persistent(cookie), `persistent with ${String(choice)}: ${cookie}`);
    assert.equal(await remembered(tokens.access_token), true);
  }
});

test('not kept: a browser-session cookie, gone when the browser closes, and the list says so', async () => {
  const { cookie, tokens } = await signInChoosing(false);
  assert.equal(persistent(cookie), false, cookie);
  assert.equal(await remembered(tokens.access_token), false);
});

test('the choice belongs to the browser that started the sign-in, and is a boolean', async () => {
  const { uid, jar } = await startInteraction(auth);
  const other = await putRemember(new CookieJar(), uid, { remember: false });
  assert.equal(other.status, 403);
  assert.equal(((await other.json()) as { error: string }).error, 'interaction_not_bound');
  const wrong = await putRemember(jar, uid, { remember: 'no' });
  assert.equal(wrong.status, 400);
  const gone = await putRemember(jar, 'no-such-interaction', { remember: true });
  assert.equal(gone.status, 404);
});
