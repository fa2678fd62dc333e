// Attacks on the sign-in itself, tried as an attacker would over HTTP: finishing someone else's
// interaction, racing the throttles, choosing the address attempts count under, and signing
// people out with a link. Each test here failed before the defence it names (docs/security.md).
import assert from 'node:assert/strict';
import { after, afterEach, before, beforeEach, describe, test } from 'node:test';
import { addressBlock } from '../src/platform/throttle.ts';
import {
  apiRequest,
  authorizationRequest,
  browserFetch,
  CLIENT_ID,
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

const demo = { email: 'demo@example.com', password: 'Demo-Passw0rd!' };

describe('one interaction, one browser', () => {
  let auth: TestAuthority;
  before(async () => {
    auth = await startTestAuthority();
  });
  after(async () => {
    await auth.close();
  });

  test("a sign-in on a stranger's interaction is refused and gives the stranger nothing", async () => {
    // The attacker starts a sign-in and sends the victim the genuine sign-in link.
    const attacker = await startInteraction(auth);
    const victimJar = new CookieJar();
    const response = await submitLogin(auth, attacker.uid, demo, victimJar);
    assert.equal(response.status, 403);
    assert.equal(((await response.json()) as { error: string }).error, 'interaction_not_bound');

    // The attacker's browser resumes: the interaction has no result, so no code comes back.
    const resume = await browserFetch(attacker.jar, `${auth.issuer}/auth/${attacker.uid}`);
    const location = resume.headers.get('location') ?? '';
    assert.doesNotMatch(location, /[?&]code=/, `the resume went to ${location}`);
  });

  test('the browser that started the interaction signs in', async () => {
    const mine = await startInteraction(auth);
    const response = await submitLogin(auth, mine.uid, demo, mine.jar);
    assert.equal(response.status, 200);
  });

  test("one browser's interaction cookie does not open another interaction", async () => {
    const attacker = await startInteraction(auth);
    const victim = await startInteraction(auth);
    // The victim's browser holds a cookie, but for its own interaction.
    const response = await submitLogin(auth, attacker.uid, demo, victim.jar);
    assert.equal(response.status, 403);
  });

  test("cookie tossing: the attacker's interaction cookie planted in the victim's browser is not enough", async () => {
    // A sibling subdomain (or, on localhost, any port) can set cookies for the API's host: the
    // attacker plants their own signed interaction cookie on the interaction's path.
    const attacker = await startInteraction(auth);
    const victim = await startInteraction(auth); // the victim's browser has a device cookie
    const planted = new Headers();
    for (const name of ['_interaction', '_interaction.sig']) {
      const cookie = attacker.jar.get(name);
      assert.ok(cookie, `the attacker holds ${name}`);
      planted.append('set-cookie', `${name}=${cookie.value}; Path=${cookie.path}`);
    }
    victim.jar.store(new Response(null, { headers: planted }), `${auth.issuer}/`);
    assert.ok(victim.jar.get('__Host-account-device'), 'the victim has a device of its own');

    const details = await browserFetch(
      victim.jar,
      `${loginUrl(auth, attacker.uid).replace(/\/login$/, '')}/details`,
    );
    assert.equal(details.status, 403);
    const response = await submitLogin(auth, attacker.uid, demo, victim.jar);
    assert.equal(response.status, 403);
    const resume = await browserFetch(attacker.jar, `${auth.issuer}/auth/${attacker.uid}`);
    assert.doesNotMatch(resume.headers.get('location') ?? '', /[?&]code=/);
  });

  test('the device cookie is HttpOnly, Secure, host-only and long-lived', async () => {
    const response = await browserFetch(
      new CookieJar(),
      `${auth.issuer}/auth?${new URLSearchParams(authorizationRequest().params as Record<string, string>)}`,
    );
    const device = response.headers
      .getSetCookie()
      .find((line) => line.startsWith('__Host-account-device='));
    assert.ok(device, 'the authority gives the browser a device cookie');
    assert.match(device, /; path=\/(;|$)/i);
    assert.match(device, /; secure/i);
    assert.match(device, /; httponly/i);
    assert.match(device, /; samesite=lax/i);
    assert.doesNotMatch(device, /; domain=/i);
  });

  test('the details endpoint tells the sign-in page whose interaction it shows', async () => {
    const mine = await startInteraction(auth);
    const own = await browserFetch(
      mine.jar,
      `${loginUrl(auth, mine.uid).replace(/\/login$/, '')}/details`,
    );
    assert.equal(own.status, 200);
    assert.deepEqual(await own.json(), { uid: mine.uid, prompt: 'login' });

    const foreign = await browserFetch(
      new CookieJar(),
      `${loginUrl(auth, mine.uid).replace(/\/login$/, '')}/details`,
    );
    assert.equal(foreign.status, 403);
    assert.equal(((await foreign.json()) as { error: string }).error, 'interaction_not_bound');
  });

  test('a forwarded interaction link sends the other browser to a sign-in of its own', async () => {
    const attacker = await startInteraction(auth);
    const forwarded = await browserFetch(
      new CookieJar(),
      `${auth.issuer}/interaction/${attacker.uid}`,
    );
    assert.equal(forwarded.status, 303);
    assert.equal(forwarded.headers.get('location'), standaloneApp.signInUrl);
  });

  test("abort is refused from another browser, and the owner's interaction goes on", async () => {
    const mine = await startInteraction(auth);
    const abortUrl = loginUrl(auth, mine.uid).replace(/\/login$/, '/abort');
    const foreign = await browserFetch(new CookieJar(), abortUrl, { method: 'POST' });
    assert.equal(foreign.status, 403);
    const login = await submitLogin(auth, mine.uid, demo, mine.jar);
    assert.equal(login.status, 200);
  });
});

describe('throttles hold against concurrent attempts', () => {
  let auth: TestAuthority;
  beforeEach(async () => {
    auth = await startTestAuthority();
  });
  afterEach(async () => {
    await auth.close();
  });

  test('30 wrong passwords sent at once for one e-mail: exactly 5 are checked', async () => {
    const { uid, jar } = await startInteraction(auth);
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        submitLogin(auth, uid, { email: demo.email, password: `Wrong-Passw0rd-${index}` }, jar),
      ),
    );
    const statuses = responses.map((response) => response.status);
    await Promise.all(responses.map((response) => response.body?.cancel()));
    assert.equal(statuses.filter((status) => status === 401).length, 5, statuses.join(','));
    assert.equal(statuses.filter((status) => status === 429).length, 25, statuses.join(','));
  });

  test('10 wrong current passwords sent at once on a password change: exactly 5 are checked', async () => {
    const { tokens } = await signInWithTokens(auth, demo);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        apiRequest(auth, '/users/me/password', {
          method: 'POST',
          token: tokens.access_token,
          body: { currentPassword: `Wrong-Passw0rd-${index}`, newPassword: 'Brand-new-Passw0rd!' },
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    assert.equal(statuses.filter((status) => status === 400).length, 5, statuses.join(','));
    assert.equal(statuses.filter((status) => status === 429).length, 5, statuses.join(','));
  });

  test('a right password takes its attempt back: it never counts as a failure', async () => {
    const { uid, jar } = await startInteraction(auth);
    for (let index = 0; index < 4; index++) {
      const wrong = await submitLogin(
        auth,
        uid,
        { email: demo.email, password: 'Nope-1234!' },
        jar,
      );
      assert.equal(wrong.status, 401);
    }
    // Right, then four more wrong ones: still under the limit of 5 (the right one cleared them).
    const right = await startInteraction(auth);
    assert.equal((await submitLogin(auth, right.uid, demo, right.jar)).status, 200);
    const next = await startInteraction(auth);
    for (let index = 0; index < 4; index++) {
      const wrong = await submitLogin(
        auth,
        next.uid,
        { email: demo.email, password: 'Nope-1234!' },
        next.jar,
      );
      assert.equal(wrong.status, 401);
    }
  });
});

describe('a throttled owner is not locked out for good', () => {
  test('after a password reset, the owner signs in at once', async () => {
    const auth = await startTestAuthority();
    try {
      const { uid, jar } = await startInteraction(auth);
      for (let index = 0; index < 5; index++) {
        const wrong = await submitLogin(
          auth,
          uid,
          { email: demo.email, password: 'Nope-1234!' },
          jar,
        );
        assert.equal(wrong.status, 401);
      }
      assert.equal((await submitLogin(auth, uid, demo, jar)).status, 429);

      const requested = await apiRequest(auth, '/accounts/password-reset', {
        method: 'POST',
        body: { email: demo.email },
      });
      assert.equal(requested.status, 202);
      const outbox = await apiRequest<{ messages: { to: string; links: string[] }[] }>(
        auth,
        '/dev/outbox',
      );
      const link = outbox.body.messages
        .filter((message) => message.to === demo.email)
        .flatMap((message) => message.links)
        .find((candidate) => candidate.includes('token='));
      assert.ok(link, 'a reset link was mailed');
      const newPassword = 'Quartz-Lantern-Harbor-42';
      const confirmed = await apiRequest(auth, '/accounts/password-reset/confirm', {
        method: 'POST',
        body: { token: new URL(link).searchParams.get('token'), password: newPassword },
      });
      assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));

      const again = await startInteraction(auth);
      const response = await submitLogin(
        auth,
        again.uid,
        { email: demo.email, password: newPassword },
        again.jar,
      );
      assert.equal(response.status, 200);
    } finally {
      await auth.close();
    }
  });
});

describe('the address attempts count under', () => {
  const other = { email: 'other@example.com', password: 'Other-Passw0rd!' };

  async function failFrom(auth: TestAuthority, forwardedFor: (index: number) => string) {
    const { uid, jar } = await startInteraction(auth);
    for (let index = 0; index < 20; index++) {
      const response = await browserFetch(jar, loginUrl(auth, uid), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: standaloneApp.origin,
          'X-Forwarded-For': forwardedFor(index),
        },
        body: JSON.stringify({ email: `user${index}@example.com`, password: 'Wrong-1234!' }),
      });
      assert.equal(response.status, 401, `failure ${index + 1}`);
    }
    const { uid: next, jar: nextJar } = await startInteraction(auth);
    const response = await browserFetch(nextJar, loginUrl(auth, next), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: standaloneApp.origin,
        'X-Forwarded-For': forwardedFor(99),
      },
      body: JSON.stringify(other),
    });
    return response.status;
  }

  test('without a trusted proxy, X-Forwarded-For cannot spread attempts over made-up addresses', async () => {
    const auth = await startTestAuthority();
    try {
      await createUser(auth.db, other);
      assert.equal(await failFrom(auth, (index) => `203.0.113.${index}`), 429);
    } finally {
      await auth.close();
    }
  });

  test('behind one trusted proxy, each client address is counted on its own', async () => {
    const auth = await startTestAuthority({ trustedProxies: 1 });
    try {
      await createUser(auth.db, other);
      // 20 failures from one client; another client (the proxy's last hop names it) signs in.
      // A client-supplied left part of the header is ignored: only the proxy's hop counts.
      const status = await failFrom(auth, (index) =>
        index === 99 ? '198.51.100.7' : `10.9.9.${index}, 203.0.113.5`,
      );
      assert.equal(status, 200);
    } finally {
      await auth.close();
    }
  });
});

describe('what a proxy header may decide', () => {
  test('behind a trusted proxy, X-Forwarded-Host does not change the URLs the authority announces', async () => {
    const auth = await startTestAuthority({ trustedProxies: 1 });
    try {
      const response = await fetch(`${auth.issuer}/.well-known/openid-configuration`, {
        headers: { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-For': '198.51.100.7' },
      });
      const discovery = (await response.json()) as { token_endpoint: string };
      assert.equal(new URL(discovery.token_endpoint).origin, new URL(auth.issuer).origin);
    } finally {
      await auth.close();
    }
  });

  test('IPv6 clients are counted per /64, IPv4-mapped addresses as IPv4', () => {
    assert.equal(addressBlock('2001:db8:1:2:aaaa::1'), addressBlock('2001:db8:1:2:ffff:1:2:3'));
    assert.notEqual(addressBlock('2001:db8:1:2::1'), addressBlock('2001:db8:1:3::1'));
    assert.equal(addressBlock('2001:0db8:0001:0002::9'), '2001:db8:1:2::/64');
    assert.equal(addressBlock('::1'), '0:0:0:0::/64');
    assert.equal(addressBlock('::ffff:203.0.113.9'), '203.0.113.9');
    assert.equal(addressBlock('203.0.113.9'), '203.0.113.9');
  });
});

describe('sign-out by link', () => {
  let auth: TestAuthority;
  before(async () => {
    auth = await startTestAuthority();
  });
  after(async () => {
    await auth.close();
  });

  function endSessionUrl(params: Record<string, string>): string {
    const url = new URL(`${auth.issuer}/session/end`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return url.toString();
  }

  async function submitsItself(jar: CookieJar, url: string, language = 'en'): Promise<string> {
    const page = await browserFetch(jar, url, { headers: { 'Accept-Language': language } });
    assert.equal(page.status, 200);
    return page.text();
  }

  test('without an ID token hint the user is asked, and the session stays until they confirm', async () => {
    const { signedIn } = await signInWithTokens(auth, demo);
    const html = await submitsItself(signedIn.jar, endSessionUrl({}));
    assert.doesNotMatch(html, /\.submit\(\)/, 'the page must not submit itself');
    assert.match(html, /<h1>Sign out\?<\/h1>/);
    assert.match(html, /<button type="submit" form="op\.logoutForm">Sign out<\/button>/);

    // Still signed in at the authority: a new authorization request comes straight back.
    const again = await browserFetch(
      signedIn.jar,
      `${auth.issuer}/auth?${new URLSearchParams(authorizationRequest().params as Record<string, string>)}`,
    );
    assert.equal(again.status, 303);
    assert.doesNotMatch(again.headers.get('location') ?? '', /\/interaction\//);
  });

  test('the question is asked in the browser language', async () => {
    const { signedIn } = await signInWithTokens(auth, demo);
    const html = await submitsItself(signedIn.jar, endSessionUrl({}), 'pt-BR,pt;q=0.9');
    assert.match(html, /<html lang="pt-BR">/);
    assert.match(html, /Sair da conta\?/);
  });

  test("another account's ID token does not sign this browser out without asking", async () => {
    const stranger = { email: 'stranger@example.com', password: 'Stranger-Passw0rd!' };
    await createUser(auth.db, stranger);
    const { tokens: strangerTokens } = await signInWithTokens(auth, stranger);
    const { signedIn } = await signInWithTokens(auth, demo);
    const html = await submitsItself(
      signedIn.jar,
      endSessionUrl({ id_token_hint: strangerTokens.id_token, client_id: CLIENT_ID }),
    );
    assert.doesNotMatch(html, /\.submit\(\)/);
  });

  test('an ID token of the same account from another sign-in does not sign out without asking', async () => {
    // ID tokens travel (the tab channel, sign-out URLs), and oidc-provider accepts expired ones
    // as hints: only one of this very session (its auth_time) may skip the question.
    const { tokens: earlier } = await signInWithTokens(auth, demo);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // another second, another auth_time
    const { signedIn } = await signInWithTokens(auth, demo);
    const html = await submitsItself(
      signedIn.jar,
      endSessionUrl({ id_token_hint: earlier.id_token, client_id: CLIENT_ID }),
    );
    assert.doesNotMatch(html, /\.submit\(\)/);
  });

  test("the session's own ID token signs out without a question", async () => {
    const { tokens, signedIn } = await signInWithTokens(auth, demo);
    const html = await submitsItself(
      signedIn.jar,
      endSessionUrl({
        id_token_hint: tokens.id_token,
        post_logout_redirect_uri: standaloneApp.origin,
      }),
    );
    assert.match(html, /getElementById\('op\.logoutForm'\)\.submit\(\)/);
  });
});
