// Sessions and activity over HTTP, as the user, a second device and an attacker would use them:
// the sessions list (current one marked, method, device), ending one session or every other
// one (its access token refused at once and its refresh failing), another account's ids, push
// registrations, the activity timeline (grouped failures, pages, cursor), the new-device mail,
// and "This wasn't me" signed in and from the mail. Every exchange is checked against
// api/openapi.yaml (the test server's contract check).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { recordActivity } from '../src/sessions/activity.ts';
import {
  apiRequest,
  authorizationRequest,
  browserFetch,
  CookieJar,
  createUser,
  exchangeCode,
  refresh,
  signInWithTokens,
  startInteraction,
  submitLogin,
  type TestAuthority,
  type TokenSet,
} from './oidc-helpers.ts';
import {
  demo,
  enableTwoStep,
  finishSignIn,
  outbox,
  passwordStep,
  sameDevice,
  submitSecondStep,
  TestClock,
  authorityPerTest,
} from './two-step-helpers.ts';

let auth: TestAuthority;
// The dev API's clock (recent authentication): moved instead of waiting.
let clock: TestClock;

authorityPerTest((fresh, moved) => {
  auth = fresh;
  clock = moved;
});

interface SessionView {
  id: string;
  current: boolean;
  userAgent: string | null;
  ip: string | null;
  method: string;
  signedInAt: string;
  lastActiveAt: string;
}

interface EventView {
  id: string;
  type: string;
  at: string;
  thisDevice: boolean;
  ip: string | null;
  detail: Record<string, unknown>;
}

/** One browser (its own cookie jar, so its own device) signed in. */
async function device(options: { email?: string; password?: string; jar?: CookieJar } = {}) {
  const jar = options.jar ?? new CookieJar();
  const { tokens } = await signInWithTokens(auth, { ...options, jar });
  return { jar, tokens };
}

const sessionsOf = (token: string) =>
  apiRequest<{ sessions: SessionView[]; error?: string }>(auth, '/users/me/sessions', { token });

const activityOf = (token: string, before?: string) =>
  apiRequest<{ events: EventView[]; next: string | null; fields?: unknown }>(
    auth,
    `/users/me/activity${before === undefined ? '' : `?before=${encodeURIComponent(before)}`}`,
    { token },
  );

const endOthers = (token: string) =>
  apiRequest(auth, '/users/me/sessions/end-others', { method: 'POST', token });

/** Whether the token still works (GET /users/me) and the refresh token still renews. */
async function alive(tokens: TokenSet): Promise<{ api: number; refresh: string | undefined }> {
  const me = await apiRequest(auth, '/users/me', { token: tokens.access_token });
  const renewed = await refresh(auth, tokens.refresh_token);
  return { api: me.status, refresh: renewed.body.error ?? 'ok' };
}

describe('GET /users/me/sessions', () => {
  test('lists each signed-in browser, the asking one marked current, with method and dates', async () => {
    const first = await device();
    const second = await device();
    const list = await sessionsOf(first.tokens.access_token);
    assert.equal(list.status, 200);
    assert.equal(list.headers.get('cache-control'), 'no-store');
    assert.equal(list.body.sessions.length, 2);
    assert.deepEqual(list.body.sessions.map((session) => session.current).sort(), [false, true]);
    for (const session of list.body.sessions) {
      assert.equal(session.method, 'password');
      assert.ok(session.ip, 'the address is recorded');
      assert.ok(Date.parse(session.lastActiveAt) >= Date.parse(session.signedInAt));
    }
    const fromSecond = await sessionsOf(second.tokens.access_token);
    const currentIds = [list.body, fromSecond.body].map(
      (body) => body.sessions.find((session) => session.current)?.id,
    );
    assert.notEqual(currentIds[0], currentIds[1], 'each browser is current in its own list');
  });

  test('a renewal marks its session active', async () => {
    const mine = await device();
    const other = await device();
    const before = (await sessionsOf(mine.tokens.access_token)).body.sessions.find(
      (session) => !session.current,
    )!;
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal((await refresh(auth, other.tokens.refresh_token)).status, 200);
    const after = (await sessionsOf(mine.tokens.access_token)).body.sessions.find(
      (session) => !session.current,
    )!;
    assert.ok(Date.parse(after.lastActiveAt) > Date.parse(before.lastActiveAt));
    assert.equal(after.signedInAt, before.signedInAt);
  });

  test('without a valid token: 401', async () => {
    const answer = await sessionsOf('not-a-token');
    assert.equal(answer.status, 401);
    assert.equal(answer.body.error, 'invalid_token');
  });
});

describe('DELETE /users/me/sessions/:id', () => {
  test('ends that session at once: its next API call is 401, its refresh fails; the other stays', async () => {
    const mine = await device();
    const other = await device();
    const list = await sessionsOf(mine.tokens.access_token);
    const target = list.body.sessions.find((session) => !session.current)!;

    const ended = await apiRequest(auth, `/users/me/sessions/${target.id}`, {
      method: 'DELETE',
      token: mine.tokens.access_token,
    });
    assert.equal(ended.status, 204);
    assert.deepEqual(await alive(other.tokens), { api: 401, refresh: 'invalid_grant' });
    assert.equal(
      (await apiRequest(auth, '/users/me', { token: mine.tokens.access_token })).status,
      200,
    );
    const after = await sessionsOf(mine.tokens.access_token);
    assert.deepEqual(
      after.body.sessions.map((session) => session.current),
      [true],
    );

    const again = await apiRequest(auth, `/users/me/sessions/${target.id}`, {
      method: 'DELETE',
      token: mine.tokens.access_token,
    });
    assert.equal(again.status, 404, 'an ended session is not found');
  });

  test("another account's session is 404 and keeps working", async () => {
    await createUser(auth.db, { email: 'eve@example.com', password: 'Eve-Passw0rd-long!' });
    const victim = await device();
    const eve = await device({ email: 'eve@example.com', password: 'Eve-Passw0rd-long!' });
    const victimId = (await sessionsOf(victim.tokens.access_token)).body.sessions[0]!.id;
    const answer = await apiRequest(auth, `/users/me/sessions/${victimId}`, {
      method: 'DELETE',
      token: eve.tokens.access_token,
    });
    assert.equal(answer.status, 404);
    assert.equal(answer.body.error, 'not_found');
    assert.deepEqual(await alive(victim.tokens), { api: 200, refresh: 'ok' });
    const unknown = await apiRequest(auth, '/users/me/sessions/nope', {
      method: 'DELETE',
      token: eve.tokens.access_token,
    });
    assert.equal(unknown.status, 404);
  });

  test('ending the current session ends this token too', async () => {
    const mine = await device();
    const id = (await sessionsOf(mine.tokens.access_token)).body.sessions[0]!.id;
    const ended = await apiRequest(auth, `/users/me/sessions/${id}`, {
      method: 'DELETE',
      token: mine.tokens.access_token,
    });
    assert.equal(ended.status, 204);
    assert.deepEqual(await alive(mine.tokens), { api: 401, refresh: 'invalid_grant' });
  });
});

describe('ending another session needs a recent authentication', () => {
  const TEN_MINUTES_AND_A_BIT = 601;
  const refusal = {
    error: 'reauthentication_required',
    message: 'Confirm it is you to continue.',
    maxAge: 600,
    methods: ['password'],
    codeRequired: false,
  };
  const reauthenticate = (token: string) =>
    apiRequest(auth, '/users/me/reauthenticate', {
      method: 'POST',
      token,
      body: { password: demo.password },
    });

  test('an old session is refused (403, documented body) and ends nothing until it confirms', async () => {
    const mine = await device();
    const other = await device();
    const target = (await sessionsOf(mine.tokens.access_token)).body.sessions.find(
      (session) => !session.current,
    )!;
    clock.advance(TEN_MINUTES_AND_A_BIT);

    const one = await apiRequest(auth, `/users/me/sessions/${target.id}`, {
      method: 'DELETE',
      token: mine.tokens.access_token,
    });
    assert.equal(one.status, 403);
    assert.deepEqual(one.body, refusal);
    const all = await endOthers(mine.tokens.access_token);
    assert.equal(all.status, 403);
    assert.deepEqual(all.body, refusal);
    assert.deepEqual(await alive(other.tokens), { api: 200, refresh: 'ok' });

    assert.equal((await reauthenticate(mine.tokens.access_token)).status, 200);
    const ended = await apiRequest(auth, `/users/me/sessions/${target.id}`, {
      method: 'DELETE',
      token: mine.tokens.access_token,
    });
    assert.equal(ended.status, 204);
    assert.deepEqual(await alive(other.tokens), { api: 401, refresh: 'invalid_grant' });
  });

  test('a stolen token of an old session cannot sign the owner out everywhere else', async () => {
    const owner = await device();
    const thief = await device();
    clock.advance(TEN_MINUTES_AND_A_BIT);
    // A renewal keeps the sign-in's auth_time: the stolen refresh token does not make it recent.
    const renewed = await refresh(auth, thief.tokens.refresh_token);
    assert.equal(renewed.status, 200);
    const answer = await endOthers((renewed.body as TokenSet).access_token);
    assert.equal(answer.status, 403);
    assert.equal(answer.body.error, 'reauthentication_required');
    assert.equal(
      (await apiRequest(auth, '/users/me', { token: owner.tokens.access_token })).status,
      200,
    );
  });

  test('after confirming, Sign out everywhere else works', async () => {
    const mine = await device();
    const other = await device();
    clock.advance(TEN_MINUTES_AND_A_BIT);
    assert.equal((await reauthenticate(mine.tokens.access_token)).status, 200);
    const answer = await endOthers(mine.tokens.access_token);
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, { ended: 1 });
    assert.deepEqual(await alive(other.tokens), { api: 401, refresh: 'invalid_grant' });
  });

  test("ending this session and This wasn't me need no recent authentication", async () => {
    const mine = await device();
    const id = (await sessionsOf(mine.tokens.access_token)).body.sessions[0]!.id;
    clock.advance(TEN_MINUTES_AND_A_BIT);
    const ended = await apiRequest(auth, `/users/me/sessions/${id}`, {
      method: 'DELETE',
      token: mine.tokens.access_token,
    });
    assert.equal(ended.status, 204);
    assert.deepEqual(await alive(mine.tokens), { api: 401, refresh: 'invalid_grant' });

    const again = await device();
    const other = await device();
    clock.advance(TEN_MINUTES_AND_A_BIT);
    const report = await apiRequest(auth, '/users/me/activity/not-me', {
      method: 'POST',
      token: again.tokens.access_token,
      body: {},
    });
    assert.equal(report.status, 200);
    assert.deepEqual(await alive(other.tokens), { api: 401, refresh: 'invalid_grant' });
  });
});

describe('POST /users/me/sessions/end-others', () => {
  test('ends every other session and keeps this one', async () => {
    const mine = await device();
    const second = await device();
    const third = await device();
    const answer = await endOthers(mine.tokens.access_token);
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, { ended: 2 });
    assert.deepEqual(await alive(second.tokens), { api: 401, refresh: 'invalid_grant' });
    assert.deepEqual(await alive(third.tokens), { api: 401, refresh: 'invalid_grant' });
    // This one keeps working, its renewal too.
    assert.deepEqual(await alive(mine.tokens), { api: 200, refresh: 'ok' });
    assert.equal((await sessionsOf(mine.tokens.access_token)).body.sessions.length, 1);
    const { events } = (await activityOf(mine.tokens.access_token)).body;
    assert.equal(events[0]!.type, 'other_sessions_ended');
    assert.equal(events[0]!.detail.ended, 2);
  });

  test('a body that is not JSON is refused as documented, and nothing ends', async () => {
    const mine = await device();
    const other = await device();
    const answer = await fetch(`${auth.publicUrl}/users/me/sessions/end-others`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${mine.tokens.access_token}`,
        'Content-Type': 'application/json',
      },
      body: '{',
    });
    assert.equal(answer.status, 400);
    assert.equal(((await answer.json()) as { error: string }).error, 'invalid_json');
    assert.deepEqual(await alive(other.tokens), { api: 200, refresh: 'ok' });
  });
});

describe('push registrations', () => {
  test('listed without their tokens, removable by their owner only', async () => {
    await createUser(auth.db, { email: 'eve@example.com', password: 'Eve-Passw0rd-long!' });
    const mine = await device();
    const eve = await device({ email: 'eve@example.com', password: 'Eve-Passw0rd-long!' });
    const registered = await apiRequest(auth, '/users/me/push-tokens', {
      method: 'POST',
      token: mine.tokens.access_token,
      body: { token: 'secret-fcm-token', platform: 'android' },
    });
    assert.equal(registered.status, 201);
    const list = await apiRequest<{ registrations: { id: string; platform: string }[] }>(
      auth,
      '/users/me/push-tokens',
      { token: mine.tokens.access_token },
    );
    assert.equal(list.status, 200);
    assert.equal(list.body.registrations.length, 1);
    assert.equal(list.body.registrations[0]!.platform, 'android');
    assert.ok(
      !JSON.stringify(list.body).includes('secret-fcm-token'),
      'the token is not sent back',
    );
    const id = list.body.registrations[0]!.id;

    const stolen = await apiRequest(auth, `/users/me/push-tokens/${id}`, {
      method: 'DELETE',
      token: eve.tokens.access_token,
    });
    assert.equal(stolen.status, 404);
    const removed = await apiRequest(auth, `/users/me/push-tokens/${id}`, {
      method: 'DELETE',
      token: mine.tokens.access_token,
    });
    assert.equal(removed.status, 204);
    const empty = await apiRequest<{ registrations: unknown[] }>(auth, '/users/me/push-tokens', {
      token: mine.tokens.access_token,
    });
    assert.deepEqual(empty.body.registrations, []);
  });
});

describe('GET /users/me/activity', () => {
  test('sign-ins with their method and device; failed attempts grouped', async () => {
    const jar = new CookieJar();
    const { uid } = await startInteraction(auth, undefined, jar);
    for (let i = 0; i < 2; i++) {
      const wrong = await submitLogin(
        auth,
        uid,
        { email: demo.email, password: 'wrong-password!' },
        jar,
      );
      assert.equal(wrong.status, 401);
    }
    const mine = await device({ jar: sameDevice(jar) });
    const answer = await activityOf(mine.tokens.access_token);
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('cache-control'), 'no-store');
    const [signedIn, failed] = answer.body.events;
    assert.equal(signedIn?.type, 'signed_in');
    assert.equal(signedIn?.detail.method, 'password');
    assert.equal(signedIn?.thisDevice, true);
    assert.equal(failed?.type, 'sign_in_failed');
    assert.equal(failed?.detail.count, 2);
    assert.equal(failed?.thisDevice, true, 'the attempts came from this browser');
    assert.equal(answer.body.next, null);
  });

  test('20 a page, older ones through the cursor; a bad cursor is 400; nobody sees another account', async () => {
    const mine = await device();
    const userId = auth.db
      .prepare<[string], { id: string }>('SELECT id FROM users WHERE email = ?')
      .get(demo.email)!.id;
    for (let i = 0; i < 24; i++) recordActivity(auth.db, { userId, type: 'password_changed' });
    const first = await activityOf(mine.tokens.access_token);
    assert.equal(first.body.events.length, 20);
    assert.ok(first.body.next);
    const second = await activityOf(mine.tokens.access_token, first.body.next);
    assert.equal(second.body.events.length, 5, '24 changes and the sign-in');
    assert.equal(second.body.next, null);
    assert.equal(second.body.events.at(-1)?.type, 'signed_in');

    const bad = await activityOf(mine.tokens.access_token, "1' OR '1'='1");
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body.fields, { before: 'invalid' });

    await createUser(auth.db, { email: 'eve@example.com', password: 'Eve-Passw0rd-long!' });
    const eve = await device({ email: 'eve@example.com', password: 'Eve-Passw0rd-long!' });
    const theirs = await activityOf(eve.tokens.access_token);
    assert.deepEqual(
      theirs.body.events.map((event) => event.type),
      ['signed_in'],
    );
  });
});

describe('new-device mail', () => {
  const newDeviceMails = async () =>
    (await outbox(auth)).filter((mail) => mail.subject === 'New sign-in to your account');

  test('not for the first sign-in or a known browser; mailed for a new one, with a This wasn’t me link', async () => {
    const first = await device();
    assert.equal((await newDeviceMails()).length, 0, 'the very first sign-in mails nothing');
    await device({ jar: sameDevice(first.jar) });
    assert.equal((await newDeviceMails()).length, 0, 'a browser used before mails nothing');
    await device();
    const mails = await newDeviceMails();
    assert.equal(mails.length, 1);
    assert.match(mails[0]!.text, /Device: /);
    assert.match(mails[0]!.text, /When: .* UTC/);
    assert.match(mails[0]!.links[0]!, /^http:\/\/localhost:3001\/not-me\?token=/);
    const { events } = (await activityOf(first.tokens.access_token)).body;
    assert.deepEqual(
      events.slice(0, 2).map((event) => event.type),
      ['new_device', 'signed_in'],
    );
  });

  /**
   * A sign-in whose steps come from `jar`, but whose last request (the resume at the authority,
   * where the sign-in is recorded) is shaped by the caller: another cookie jar, another user agent.
   */
  async function signInResumingWith(
    jar: CookieJar,
    resume: { jar?: (steps: CookieJar) => CookieJar; userAgent?: string },
  ): Promise<TokenSet> {
    const request = authorizationRequest();
    const { uid } = await startInteraction(auth, request, jar);
    const login = await submitLogin(auth, uid, { email: demo.email, password: demo.password }, jar);
    assert.equal(login.status, 200);
    let url = ((await login.json()) as { redirectTo: string }).redirectTo;
    const resumeJar = resume.jar ? resume.jar(jar) : jar;
    const headers = resume.userAgent ? { 'User-Agent': resume.userAgent } : undefined;
    while (url.startsWith(`${auth.issuer}/`)) {
      const response = await browserFetch(resumeJar, url, { headers });
      assert.ok([302, 303].includes(response.status), `GET ${url}: ${response.status}`);
      url = new URL(response.headers.get('location')!, url).toString();
    }
    const code = new URL(url).searchParams.get('code');
    assert.ok(code, `no code in ${url}`);
    const tokens = await exchangeCode(auth, { code, request, jar });
    assert.equal(tokens.status, 200);
    return tokens.body as TokenSet;
  }

  /** The jar's cookies but the device cookie (a client that leaves it out). */
  function withoutDevice(jar: CookieJar): CookieJar {
    const next = new CookieJar();
    for (const name of jar.names().filter((entry) => entry !== '__Host-account-device')) {
      const cookie = jar.get(name)!;
      const headers = new Headers({ 'set-cookie': `${name}=${cookie.value}; Path=${cookie.path}` });
      next.store(new Response(null, { headers }), 'http://localhost/');
    }
    return next;
  }

  test('a sign-in that leaves the device cookie out of its last request is still mailed', async () => {
    await device();
    const jar = new CookieJar();
    const tokens = await signInResumingWith(jar, { jar: withoutDevice });
    assert.equal((await newDeviceMails()).length, 1, 'the new browser is mailed');
    // Recorded as the browser that signed in (the one its steps were bound to)...
    const { events } = (await activityOf(tokens.access_token)).body;
    assert.equal(events.find((event) => event.type === 'signed_in')?.thisDevice, true);
    // ...so that browser is known from then on.
    await device({ jar: sameDevice(jar) });
    assert.equal((await newDeviceMails()).length, 1);
  });

  test('names only browsers and systems bowser knows: a made-up user agent puts no text in the mail', async () => {
    await device();
    const userAgent = 'Visit https://evil.example/secure to keep your account/1.0 (x';
    await signInResumingWith(new CookieJar(), { userAgent });
    const [mail] = await newDeviceMails();
    assert.ok(mail);
    const { html } = mail as typeof mail & { html: string };
    assert.doesNotMatch(mail.text + html, /evil\.example|Visit/);
    assert.match(mail.text, /Device: unknown on unknown/);
  });

  test('a sign-in with a second step is mailed once the code passes; a wrong code mails nothing and shows the password was right', async () => {
    const first = await device();
    const { recoveryCodes } = await enableTwoStep(auth, first.tokens.access_token, new TestClock());
    const interaction = await passwordStep(auth, demo, new CookieJar());
    assert.equal((await newDeviceMails()).length, 0, 'the password alone signs nobody in');
    const wrong = await submitSecondStep(
      auth,
      interaction.uid,
      { code: '000000' },
      interaction.jar,
    );
    assert.equal(wrong.status, 400);
    assert.equal((await newDeviceMails()).length, 0);
    const right = await submitSecondStep(
      auth,
      interaction.uid,
      { code: recoveryCodes[0] },
      interaction.jar,
    );
    assert.equal(right.status, 200);
    await finishSignIn(auth, interaction, right.body.redirectTo);
    assert.equal((await newDeviceMails()).length, 1);
    const { events } = (await activityOf(first.tokens.access_token)).body;
    const signedIn = events.find((event) => event.type === 'signed_in');
    assert.equal(signedIn?.detail.method, 'password_two_step');
    const failed = events.find((event) => event.type === 'sign_in_failed');
    assert.equal(failed?.detail.step, 'two_step');
  });

  test('a dormant account: a year after its last sign-in (its signed_in events gone), a new device is still mailed', async () => {
    await device();
    const { id: userId } = auth.db
      .prepare<[string], { id: string }>('SELECT id FROM users WHERE email = ?')
      .get(demo.email)!;
    // A year and a day pass: every event is past retention (sessions/activity.ts reads the system time,
    // not the API's clock, so the events are aged instead)...
    const yearAgo = new Date(Date.now() - 366 * 86_400_000).toISOString();
    auth.db
      .prepare('UPDATE activity_events SET created_at = ? WHERE user_id = ?')
      .run(yearAgo, userId);
    // ...and the next event the account records (a stranger's wrong password) deletes them.
    const jar = new CookieJar();
    const { uid } = await startInteraction(auth, undefined, jar);
    const wrong = await submitLogin(
      auth,
      uid,
      { email: demo.email, password: 'wrong-password!' },
      jar,
    );
    assert.equal(wrong.status, 401);
    const signIns = auth.db
      .prepare("SELECT count(*) AS n FROM activity_events WHERE user_id = ? AND type = 'signed_in'")
      .get(userId) as { n: number };
    assert.equal(signIns.n, 0, 'no sign-in is on record any more');

    // The stranger, now with the right password, is not the account's first sign-in.
    await device({ jar: sameDevice(jar) });
    assert.equal((await newDeviceMails()).length, 1);
  });

  test("in the user's language", async () => {
    auth.db.prepare("UPDATE users SET locale = 'pt-BR' WHERE email = ?").run(demo.email);
    await device();
    await device();
    const mail = (await outbox(auth)).find((entry) => entry.subject === 'Novo acesso à sua conta');
    assert.ok(mail, 'mailed in pt-BR');
    assert.match(mail.text, /Quando: \d{2}\/\d{2}\/\d{4},? \d{2}:\d{2} UTC/);
  });
});

/** "This wasn't me" on an account with no factor: only sessions end (recovery.test.ts). */
const NOTHING_ELSE_REMOVED = {
  sessionsEnded: 2,
  resetMailSent: true,
  removed: {
    passkeys: [],
    authenticatorApp: false,
    recoveryCodes: 0,
    trustedDevices: 0,
    pendingEmailChange: false,
    pushRegistrations: 0,
    linkedIdentities: 0,
  },
};

describe("This wasn't me", () => {
  test('signed in: ends every session (this one too), mails a reset link, records the report', async () => {
    const mine = await device();
    const other = await device();
    const event = (await activityOf(mine.tokens.access_token)).body.events[0]!;
    const answer = await apiRequest(auth, '/users/me/activity/not-me', {
      method: 'POST',
      token: mine.tokens.access_token,
      body: { eventId: event.id },
    });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, NOTHING_ELSE_REMOVED);
    assert.deepEqual(await alive(mine.tokens), { api: 401, refresh: 'invalid_grant' });
    assert.deepEqual(await alive(other.tokens), { api: 401, refresh: 'invalid_grant' });
    // One mail (accounts/recovery.ts): what was removed, with the reset link.
    const reset = (await outbox(auth)).filter(
      (mail) => mail.subject === 'Your account is secured: what we removed',
    );
    assert.equal(reset.length, 1);
    assert.match(reset[0]!.links[0]!, /forgot-password\?token=/);
    // The password ended too (whoever signed in knows it): only the mailed link sets a new one.
    const login = await startInteraction(auth);
    const refused = await submitLogin(auth, login.uid, demo, login.jar);
    assert.equal(refused.status, 401);
    const newPassword = 'Owner-Again-Passw0rd-2026!';
    const set = await apiRequest(auth, '/accounts/password-reset/confirm', {
      method: 'POST',
      body: {
        token: new URL(reset[0]!.links[0]!).searchParams.get('token'),
        password: newPassword,
      },
    });
    assert.equal(set.status, 200);
    const again = await device({ jar: sameDevice(mine.jar), password: newPassword });
    const { events } = (await activityOf(again.tokens.access_token)).body;
    const report = events.find((entry) => entry.type === 'not_me_reported');
    assert.equal(report?.detail.eventId, event.id);
  });

  test("another account's event is 404, a malformed one 400, and nothing ends", async () => {
    await createUser(auth.db, { email: 'eve@example.com', password: 'Eve-Passw0rd-long!' });
    const mine = await device();
    const eve = await device({ email: 'eve@example.com', password: 'Eve-Passw0rd-long!' });
    const theirs = (await activityOf(mine.tokens.access_token)).body.events[0]!.id;
    const answer = await apiRequest(auth, '/users/me/activity/not-me', {
      method: 'POST',
      token: eve.tokens.access_token,
      body: { eventId: theirs },
    });
    assert.equal(answer.status, 404);
    const bad = await apiRequest(auth, '/users/me/activity/not-me', {
      method: 'POST',
      token: eve.tokens.access_token,
      body: { eventId: 'x' },
    });
    assert.equal(bad.status, 400);
    assert.deepEqual(await alive(eve.tokens), { api: 200, refresh: 'ok' });
  });

  test('from the mail: the link ends every session once; used, unknown and missing tokens are refused', async () => {
    const first = await device();
    await device();
    const link = (await outbox(auth)).find(
      (mail) => mail.subject === 'New sign-in to your account',
    )!.links[0]!;
    const token = new URL(link).searchParams.get('token')!;
    const answer = await apiRequest(auth, '/accounts/not-me', { method: 'POST', body: { token } });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, NOTHING_ELSE_REMOVED);
    assert.deepEqual(await alive(first.tokens), { api: 401, refresh: 'invalid_grant' });
    const used = await apiRequest(auth, '/accounts/not-me', { method: 'POST', body: { token } });
    assert.equal(used.status, 409);
    assert.equal(used.body.error, 'token_used');
    const unknown = await apiRequest(auth, '/accounts/not-me', {
      method: 'POST',
      body: { token: 'x'.repeat(43) },
    });
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.error, 'token_invalid');
  });

  test('from the mail, for a disabled account: the same answer, every session ends, no reset mail', async () => {
    const first = await device();
    await device();
    const link = (await outbox(auth)).find(
      (mail) => mail.subject === 'New sign-in to your account',
    )!.links[0]!;
    auth.db.prepare('UPDATE users SET disabled = 1 WHERE email = ?').run(demo.email);
    const token = new URL(link).searchParams.get('token')!;
    const answer = await apiRequest(auth, '/accounts/not-me', { method: 'POST', body: { token } });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, NOTHING_ELSE_REMOVED);
    assert.deepEqual(await alive(first.tokens), { api: 401, refresh: 'invalid_grant' });
    const links = (await outbox(auth)).flatMap((mail) => mail.links);
    assert.ok(
      !links.some((link) => /forgot-password\?token=/.test(link)),
      'a disabled account is not mailed a reset link',
    );
  });
});

describe('events recorded where they happen', () => {
  test('a password change and a reset are on the timeline, with no secret in them', async () => {
    const mine = await device();
    const changed = await apiRequest(auth, '/users/me/password', {
      method: 'POST',
      token: mine.tokens.access_token,
      body: { currentPassword: demo.password, newPassword: 'Another-Passw0rd-2026!' },
    });
    assert.equal(changed.status, 204, JSON.stringify(changed.body));
    const timeline = await activityOf(mine.tokens.access_token);
    assert.equal(timeline.body.events[0]?.type, 'password_changed');
    const stored = JSON.stringify(auth.db.prepare('SELECT * FROM activity_events').all());
    assert.ok(!stored.includes('Another-Passw0rd'), 'no password in any event');
    assert.ok(!stored.includes(mine.tokens.access_token), 'no token in any event');
  });
});
