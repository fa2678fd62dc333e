// Recent authentication (dev-api/src/authority/recent-auth.ts, docs/recent-authentication.md): sensitive
// operations need an authentication of the session in the last 10 minutes, judged from the
// access token's auth_time or a later POST /users/me/reauthenticate. The dev API's clock is moved
// instead of waiting (oidc-provider keeps the real time, so the tokens stay valid).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  apiRequest,
  decodeJwtPayload,
  refresh,
  signInWithTokens,
  type TestAuthority,
  type TokenSet,
} from './oidc-helpers.ts';
import {
  codeAt,
  demo,
  enableTwoStep,
  outbox,
  passwordStep,
  submitSecondStep,
  TestClock,
  authorityPerTest,
} from './two-step-helpers.ts';

let auth: TestAuthority;
let clock: TestClock;

authorityPerTest((fresh, moved) => {
  auth = fresh;
  clock = moved;
});

async function signIn(): Promise<TokenSet> {
  return (await signInWithTokens(auth, demo)).tokens;
}

/** A sensitive operation that changes nothing lasting: starting the authenticator setup. */
function sensitive(token: string) {
  return apiRequest(auth, '/users/me/two-step/totp', { method: 'POST', token });
}

function reauthenticate(token: string, body: unknown) {
  return apiRequest(auth, '/users/me/reauthenticate', { method: 'POST', token, body });
}

const TEN_MINUTES = 600;

describe('the 10-minute rule', () => {
  test('a fresh sign-in may do a sensitive operation; after 10 minutes the 403 says how to confirm', async () => {
    const { access_token: token } = await signIn();
    assert.equal((await sensitive(token)).status, 200);

    clock.advance(TEN_MINUTES - 5);
    assert.equal((await sensitive(token)).status, 200, 'still recent just before the limit');

    clock.advance(6);
    const refused = await sensitive(token);
    assert.equal(refused.status, 403);
    assert.deepEqual(refused.body, {
      error: 'reauthentication_required',
      message: 'Confirm it is you to continue.',
      maxAge: 600,
      methods: ['password'],
      codeRequired: false,
    });
  });

  test('every sensitive operation checks it; reading and un-trusting a device do not', async () => {
    const { access_token: token } = await signIn();
    clock.advance(TEN_MINUTES + 1);
    for (const [method, path, body] of [
      ['POST', '/users/me/two-step/totp', undefined],
      ['POST', '/users/me/two-step/totp/confirm', { code: '123456' }],
      ['POST', '/users/me/two-step/recovery-codes', undefined],
      ['DELETE', '/users/me/two-step', undefined],
      ['POST', '/users/me/password', { currentPassword: 'x', newPassword: 'y' }],
    ] as const) {
      const response = await apiRequest(auth, path, { method, token, body });
      assert.equal(response.status, 403, `${method} ${path}`);
      assert.equal(response.body.error, 'reauthentication_required', `${method} ${path}`);
    }
    assert.equal((await apiRequest(auth, '/users/me/two-step', { token })).status, 200);
    assert.equal((await apiRequest(auth, '/users/me/trusted-devices', { token })).status, 200);
    const untrust = await apiRequest(auth, '/users/me/trusted-devices/unknown', {
      method: 'DELETE',
      token,
    });
    assert.equal(untrust.status, 404);
  });

  test("the access token carries the sign-in's auth_time, and renewing the token keeps it", async () => {
    const tokens = await signIn();
    const stored = auth.db
      .prepare<[], { payload: string }>(
        "SELECT payload FROM oidc_models WHERE model = 'AccessToken'",
      )
      .all()
      .map((row) => JSON.parse(row.payload) as { extra?: { auth_time?: number } });
    assert.equal(stored[0]?.extra?.auth_time, decodeJwtPayload(tokens.id_token).auth_time);

    // A second later (so a renewal stamping its own time would show), then past the limit.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    clock.advance(TEN_MINUTES + 1);
    const renewed = await refresh(auth, tokens.refresh_token);
    assert.equal(renewed.status, 200);
    const renewedToken = auth.db
      .prepare<[string], { payload: string }>(
        "SELECT payload FROM oidc_models WHERE model = 'AccessToken' AND id = ?",
      )
      .get(renewed.body.access_token as string);
    assert.equal(
      (JSON.parse(renewedToken?.payload ?? '{}') as { extra?: { auth_time?: number } }).extra
        ?.auth_time,
      decodeJwtPayload(tokens.id_token).auth_time,
    );
    const refused = await sensitive(renewed.body.access_token as string);
    assert.equal(refused.status, 403, 'a refresh is not an authentication');
  });

  test('a token without auth_time (issued before the rule) is not recent', async () => {
    const { access_token: token } = await signIn();
    auth.db
      .prepare(
        `UPDATE oidc_models SET payload = json_remove(payload, '$.extra')
          WHERE model = 'AccessToken'`,
      )
      .run();
    const refused = await sensitive(token);
    assert.equal(refused.status, 403);
    assert.equal(refused.body.error, 'reauthentication_required');
  });
});

describe('re-authenticating in place', () => {
  test('the password makes this session recent again for 10 minutes, not other sessions', async () => {
    const mine = await signIn();
    const other = await signIn();
    clock.advance(TEN_MINUTES + 1);

    const confirmed = await reauthenticate(mine.access_token, { password: demo.password });
    assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
    const at = Date.parse(String(confirmed.body.authenticatedAt));
    const until = Date.parse(String(confirmed.body.recentUntil));
    assert.ok(Math.abs(at - clock.now()) < 2000);
    assert.equal(until - at, TEN_MINUTES * 1000);

    assert.equal((await sensitive(mine.access_token)).status, 200, 'the retry goes through');
    assert.equal((await sensitive(other.access_token)).status, 403, 'another session is not');

    // The session, not the token: a renewed token of the same sign-in is recent too.
    const renewed = await refresh(auth, mine.refresh_token);
    assert.equal((await sensitive(renewed.body.access_token as string)).status, 200);

    // It is not a new sign-in: the tokens stay, the ID token's auth_time does not move.
    const me = await apiRequest(auth, '/users/me', { token: mine.access_token });
    assert.equal(me.status, 200);
    assert.equal(
      decodeJwtPayload(renewed.body.id_token as string).auth_time,
      decodeJwtPayload(mine.id_token).auth_time,
    );

    clock.advance(TEN_MINUTES + 1);
    assert.equal((await sensitive(mine.access_token)).status, 403);
  });

  test('an access token alone cannot re-authenticate; a wrong password is refused as at sign-in', async () => {
    const { access_token: token } = await signIn();
    clock.advance(TEN_MINUTES + 1);
    const empty = await reauthenticate(token, {});
    assert.equal(empty.status, 400);
    assert.deepEqual(empty.body.fields, { password: 'required' });
    const wrong = await reauthenticate(token, { password: 'Not-the-Passw0rd!' });
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.error, 'invalid_credentials');
    assert.equal((await sensitive(token)).status, 403);

    const anonymous = await apiRequest(auth, '/users/me/reauthenticate', {
      method: 'POST',
      body: { password: demo.password },
    });
    assert.equal(anonymous.status, 401);
  });

  test('wrong passwords: five, then 429 with Retry-After, shared with the password change', async () => {
    const { access_token: token } = await signIn();
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await reauthenticate(token, { password: `Wrong-Passw0rd-${attempt}` });
      assert.equal(wrong.status, 400, `attempt ${attempt + 1}`);
    }
    const limited = await reauthenticate(token, { password: demo.password });
    assert.equal(limited.status, 429);
    assert.equal(limited.body.error, 'too_many_attempts');
    assert.ok(Number(limited.headers.get('retry-after')) > 0);
    const change = await apiRequest(auth, '/users/me/password', {
      method: 'POST',
      token,
      body: { currentPassword: demo.password, newPassword: 'Quartz-Lantern-Harbor-42' },
    });
    assert.equal(change.status, 429, 'the password change counts the same failures');

    clock.advance(15 * 60 + 1);
    assert.equal((await reauthenticate(token, { password: demo.password })).status, 200);
  });

  test('ten wrong passwords sent at once: exactly five are checked', async () => {
    const { access_token: token } = await signIn();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        reauthenticate(token, { password: `Wrong-Passw0rd-${index}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    assert.equal(statuses.filter((status) => status === 400).length, 5, statuses.join(','));
    assert.equal(statuses.filter((status) => status === 429).length, 5, statuses.join(','));
  });
});

describe('re-authenticating with two-step verification on', () => {
  test('the password needs a code from the app, taken once', async () => {
    const { access_token: token } = await signIn();
    const { secret } = await enableTwoStep(auth, token, clock);
    clock.advance(TEN_MINUTES + 1);

    const refused = await sensitive(token);
    assert.equal(refused.status, 403);
    assert.equal(refused.body.codeRequired, true);

    const passwordOnly = await reauthenticate(token, { password: demo.password });
    assert.equal(passwordOnly.status, 400);
    assert.deepEqual(passwordOnly.body.fields, { code: 'required' });
    const malformed = await reauthenticate(token, { password: demo.password, code: '12-34' });
    assert.equal(malformed.status, 400);
    assert.deepEqual(malformed.body.fields, { code: 'invalid' });

    const code = await codeAt(secret, clock.seconds());
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await reauthenticate(token, { password: demo.password, code: wrongCode });
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.error, 'invalid_code');
    // A wrong password with the right code: the code is not tried, so not spent.
    const wrongPassword = await reauthenticate(token, { password: 'Not-the-Passw0rd!', code });
    assert.equal(wrongPassword.body.error, 'invalid_credentials');

    const confirmed = await reauthenticate(token, { password: demo.password, code });
    assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
    assert.equal(
      (
        await apiRequest(auth, '/users/me/two-step/recovery-codes', {
          method: 'POST',
          token,
        })
      ).status,
      200,
    );

    const replay = await reauthenticate(token, { password: demo.password, code });
    assert.equal(replay.status, 400);
    assert.equal(replay.body.error, 'invalid_code', 'a code is taken once');
  });

  test('a recovery code re-authenticates once and is mailed about', async () => {
    const { access_token: token } = await signIn();
    await enableTwoStep(auth, token, clock);
    const renewed = await apiRequest<{ recoveryCodes: string[] }>(
      auth,
      '/users/me/two-step/recovery-codes',
      { method: 'POST', token },
    );
    const recovery = renewed.body.recoveryCodes[3] as string;
    clock.advance(TEN_MINUTES + 1);
    const confirmed = await reauthenticate(token, { password: demo.password, code: recovery });
    assert.equal(confirmed.status, 200);
    const mail = (await outbox(auth)).at(-1);
    assert.equal(mail?.subject, 'A recovery code was used');
    assert.match(mail?.text ?? '', /Recovery codes left: 9\./);
    const again = await reauthenticate(token, { password: demo.password, code: recovery });
    assert.equal(again.body.error, 'invalid_code');
  });

  test('wrong codes count against the same limit as the sign-in second step', async () => {
    const { access_token: token } = await signIn();
    const { secret } = await enableTwoStep(auth, token, clock);
    clock.advance(30);
    const right = await codeAt(secret, clock.seconds());
    const wrongCode = right === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await reauthenticate(token, { password: demo.password, code: wrongCode });
      assert.equal(wrong.status, 400, `attempt ${attempt + 1}`);
    }
    const limited = await reauthenticate(token, { password: demo.password, code: right });
    assert.equal(limited.status, 429);
    assert.ok(Number(limited.headers.get('retry-after')) > 0);
    const waiting = await passwordStep(auth);
    const step = await submitSecondStep(auth, waiting.uid, { code: right }, waiting.jar);
    assert.equal(step.status, 429, 'the sign-in second step shares the limit');
  });
});
