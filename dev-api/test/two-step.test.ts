// Two-step verification over HTTP, as the app, the user and an attacker would use it: setting up
// an authenticator app, the sign-in's second step (codes, replays, the clock's window edges, the
// throttle, recovery codes, trusted devices), amr/acr in the ID token, new recovery codes,
// turning it off, and a tenant that requires it. Every exchange is checked against
// api/openapi.yaml (the test server's contract check).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { revokeAccountSessions } from '../src/sessions/store.ts';
import { DEV_TWO_STEP_KEY, twoStepSecrets } from '../src/two-step/secrets.ts';
import {
  apiRequest,
  browserFetch,
  CookieJar,
  createUser,
  decodeJwtPayload,
  signInWithTokens,
  startInteraction,
  submitLogin,
  type TestAuthority,
} from './oidc-helpers.ts';
import {
  codeAt,
  demo,
  enableTwoStep,
  finishSignIn,
  outbox,
  passwordStep,
  sameDevice,
  secondStepUrl,
  signInWithCode,
  submitSecondStep,
  TestClock,
  type TwoStepOn,
  authorityPerTest,
} from './two-step-helpers.ts';

let auth: TestAuthority;
let clock: TestClock;

authorityPerTest((fresh, moved) => {
  auth = fresh;
  clock = moved;
});

function demoUserId(): string {
  const row = auth.db
    .prepare<[string], { id: string }>('SELECT id FROM users WHERE email = ?')
    .get(demo.email);
  assert.ok(row);
  return row.id;
}

async function freshToken(): Promise<string> {
  const { tokens } = await signInWithTokens(auth, demo);
  return tokens.access_token;
}

/** Demo user with two-step on; the clock then moves to the next TOTP step (a fresh code). */
async function demoWithTwoStep(): Promise<TwoStepOn & { token: string }> {
  const token = await freshToken();
  const on = await enableTwoStep(auth, token, clock);
  clock.advance(30);
  return { ...on, token };
}

const currentCode = (secret: string) => () => codeAt(secret, clock.seconds());

describe('setting up an authenticator app', () => {
  test('start gives the otpauth URI and setup key; a right code turns it on and answers 10 recovery codes, once', async () => {
    const token = await freshToken();
    const off = await apiRequest(auth, '/users/me/two-step', { token });
    assert.deepEqual(off.body, {
      enabled: false,
      required: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
    });

    const started = await apiRequest<{ otpauthUri: string; setupKey: string }>(
      auth,
      '/users/me/two-step/totp',
      { method: 'POST', token },
    );
    assert.equal(started.status, 200);
    assert.equal(started.headers.get('cache-control'), 'no-store');
    const { otpauthUri, setupKey } = started.body;
    assert.match(setupKey, /^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUri);
    assert.equal(uri.protocol, 'otpauth:');
    assert.equal(uri.searchParams.get('secret'), setupKey);
    assert.equal(uri.searchParams.get('issuer'), 'Acme', 'the tenant names the account in the app');
    assert.match(decodeURIComponent(uri.pathname), /demo@example\.com$/);

    // Started is not on: a sign-in still needs the password only.
    const pending = await apiRequest(auth, '/users/me/two-step', { token });
    assert.equal(pending.body.enabled, false);

    const confirmed = await apiRequest<{ recoveryCodes: string[] }>(
      auth,
      '/users/me/two-step/totp/confirm',
      { method: 'POST', token, body: { code: await codeAt(setupKey, clock.seconds()) } },
    );
    assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
    const codes = confirmed.body.recoveryCodes;
    assert.equal(codes.length, 10);
    assert.equal(new Set(codes).size, 10);
    for (const code of codes) assert.match(code, /^[0-9a-hjkmnp-tv-z]{4}-[0-9a-hjkmnp-tv-z]{4}$/);

    const on = await apiRequest(auth, '/users/me/two-step', { token });
    assert.equal(on.body.enabled, true);
    assert.equal(on.body.recoveryCodesLeft, 10);
    assert.equal(typeof on.body.enabledAt, 'string');

    const mails = await outbox(auth);
    assert.equal(mails.at(-1)?.subject, 'Two-step verification is on');
    assert.equal(mails.at(-1)?.to, demo.email);
  });

  test('neither the secret nor the recovery codes are stored as they are', async () => {
    const token = await freshToken();
    const { secret, recoveryCodes } = await enableTwoStep(auth, token, clock);
    const dump = JSON.stringify([
      auth.db.prepare('SELECT * FROM totp_factors').all(),
      auth.db.prepare('SELECT * FROM recovery_codes').all(),
    ]);
    assert.ok(!dump.includes(secret), 'the TOTP secret is encrypted at rest');
    for (const code of recoveryCodes) {
      assert.ok(!dump.includes(code) && !dump.includes(code.replace('-', '')));
    }
    // A ciphertext copied onto another user's row does not decrypt: the user id is bound to it.
    const secrets = twoStepSecrets(DEV_TWO_STEP_KEY);
    const stored = secrets.encrypt('user-a', secret);
    assert.equal(secrets.decrypt('user-a', stored), secret);
    assert.throws(() => secrets.decrypt('user-b', stored));
    assert.throws(() =>
      twoStepSecrets('another-key-of-at-least-32-characters').decrypt('user-a', stored),
    );
  });

  test('only a right code turns it on; refusals keep it off', async () => {
    const token = await freshToken();
    const notStarted = await apiRequest(auth, '/users/me/two-step/totp/confirm', {
      method: 'POST',
      token,
      body: { code: '123456' },
    });
    assert.equal(notStarted.status, 409);
    assert.equal(notStarted.body.error, 'no_pending_setup');

    const started = await apiRequest<{ setupKey: string }>(auth, '/users/me/two-step/totp', {
      method: 'POST',
      token,
    });
    const right = await codeAt(started.body.setupKey, clock.seconds());
    const wrong = right === '000000' ? '111111' : '000000';
    const refused = await apiRequest(auth, '/users/me/two-step/totp/confirm', {
      method: 'POST',
      token,
      body: { code: wrong },
    });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.error, 'invalid_code');
    for (const body of [{ code: '12345' }, { code: 'abcdef' }, { code: '1234567' }, {}]) {
      const malformed = await apiRequest(auth, '/users/me/two-step/totp/confirm', {
        method: 'POST',
        token,
        body,
      });
      assert.equal(malformed.status, 400);
      assert.deepEqual(malformed.body.fields, { code: 'code' in body ? 'invalid' : 'required' });
    }
    assert.equal((await apiRequest(auth, '/users/me/two-step', { token })).body.enabled, false);

    // Starting again replaces the pending secret: the first one's codes no longer confirm.
    const restarted = await apiRequest<{ setupKey: string }>(auth, '/users/me/two-step/totp', {
      method: 'POST',
      token,
    });
    assert.notEqual(restarted.body.setupKey, started.body.setupKey);
    const stale = await apiRequest(auth, '/users/me/two-step/totp/confirm', {
      method: 'POST',
      token,
      body: { code: right },
    });
    assert.equal(stale.status, 400);

    const confirmed = await apiRequest(auth, '/users/me/two-step/totp/confirm', {
      method: 'POST',
      token,
      body: { code: await codeAt(restarted.body.setupKey, clock.seconds()) },
    });
    assert.equal(confirmed.status, 200);

    const again = await apiRequest(auth, '/users/me/two-step/totp', { method: 'POST', token });
    assert.equal(again.status, 409);
    assert.equal(again.body.error, 'two_step_enabled');
    const confirmAgain = await apiRequest(auth, '/users/me/two-step/totp/confirm', {
      method: 'POST',
      token,
      body: { code: '123456' },
    });
    assert.equal(confirmAgain.status, 409);
    assert.equal(confirmAgain.body.error, 'two_step_enabled');
  });

  test('every endpoint refuses a request without a valid access token', async () => {
    for (const [method, path] of [
      ['GET', '/users/me/two-step'],
      ['DELETE', '/users/me/two-step'],
      ['POST', '/users/me/two-step/totp'],
      ['POST', '/users/me/two-step/recovery-codes'],
      ['GET', '/users/me/trusted-devices'],
      ['DELETE', '/users/me/trusted-devices/abc'],
    ] as const) {
      const response = await apiRequest(auth, path, { method, token: 'not-a-token' });
      assert.equal(response.status, 401, `${method} ${path}`);
      assert.match(response.headers.get('www-authenticate') ?? '', /^Bearer/);
    }
    const confirm = await apiRequest(auth, '/users/me/two-step/totp/confirm', {
      method: 'POST',
      token: 'not-a-token',
      body: { code: '123456' },
    });
    assert.equal(confirm.status, 401);
  });

  test('a disabled account is refused', async () => {
    const token = await freshToken();
    auth.db.prepare('UPDATE users SET disabled = 1 WHERE id = ?').run(demoUserId());
    const response = await apiRequest(auth, '/users/me/two-step/totp', { method: 'POST', token });
    assert.equal(response.status, 403);
    assert.equal(response.body.error, 'account_disabled');
  });
});

describe('the sign-in second step', () => {
  test('a password-only sign-in says pwd and one factor in the ID token', async () => {
    const { tokens } = await signInWithTokens(auth, demo);
    const claims = decodeJwtPayload(tokens.id_token);
    assert.deepEqual(claims.amr, ['pwd']);
    assert.equal(claims.acr, 'urn:account:acr:1fa');
  });

  test('with two-step on, the password is not enough: a right code finishes, and the ID token says so', async () => {
    const { secret } = await demoWithTwoStep();
    // Resuming after the password alone gives no code.
    const halfway = await passwordStep(auth);
    const early = await browserFetch(halfway.jar, `${auth.issuer}/auth/${halfway.uid}`);
    assert.doesNotMatch(early.headers.get('location') ?? '', /[?&]code=/);

    const interaction = await passwordStep(auth);
    const answer = await submitSecondStep(
      auth,
      interaction.uid,
      { code: await codeAt(secret, clock.seconds()) },
      interaction.jar,
    );
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const tokens = await finishSignIn(auth, interaction, answer.body.redirectTo);
    const claims = decodeJwtPayload(tokens.id_token);
    assert.deepEqual(claims.amr, ['pwd', 'otp', 'mfa']);
    assert.equal(claims.acr, 'urn:account:acr:2fa');
    assert.equal(typeof claims.auth_time, 'number');
    const me = await apiRequest(auth, '/users/me', { token: tokens.access_token });
    assert.equal(me.status, 200);
  });

  test('a wrong code is refused with its own answer and the interaction goes on', async () => {
    const { secret } = await demoWithTwoStep();
    const interaction = await passwordStep(auth);
    const right = await codeAt(secret, clock.seconds());
    const wrong = right === '000000' ? '111111' : '000000';
    const refused = await submitSecondStep(auth, interaction.uid, { code: wrong }, interaction.jar);
    assert.equal(refused.status, 400);
    assert.equal(refused.body.error, 'invalid_code');
    const accepted = await submitSecondStep(
      auth,
      interaction.uid,
      { code: right },
      interaction.jar,
    );
    assert.equal(accepted.status, 200);
  });

  test('a code is not taken twice: the same code again, or the one that confirmed the setup', async () => {
    const token = await freshToken();
    const { secret } = await enableTwoStep(auth, token, clock);
    // The clock has not moved: the code that confirmed the setup is still in its window.
    const setupCode = await codeAt(secret, clock.seconds());
    const first = await passwordStep(auth);
    const replayOfSetup = await submitSecondStep(auth, first.uid, { code: setupCode }, first.jar);
    assert.equal(replayOfSetup.status, 400);
    assert.equal(replayOfSetup.body.error, 'code_used');

    clock.advance(30);
    const code = await codeAt(secret, clock.seconds());
    assert.equal(
      (await submitSecondStep(auth, first.uid, { code }, first.jar)).status,
      200,
      'a new step, a new code',
    );
    const second = await passwordStep(auth);
    const replay = await submitSecondStep(auth, second.uid, { code }, second.jar);
    assert.equal(replay.status, 400);
    assert.equal(replay.body.error, 'code_used');
  });

  test('the window: one 30 s step either side of now, not two, at both edges of a step', async () => {
    const { secret, confirmedStep } = await demoWithTwoStep();
    const step = confirmedStep + 10;
    const tryCode = async (codeEpoch: number) => {
      const interaction = await passwordStep(auth);
      const answer = await submitSecondStep(
        auth,
        interaction.uid,
        { code: await codeAt(secret, codeEpoch) },
        interaction.jar,
      );
      return answer.status === 200 ? 'accepted' : String(answer.body.error);
    };

    // At the first second of the step.
    clock.freeze(step * 30);
    assert.equal(await tryCode((step - 2) * 30 + 29), 'invalid_code', 'two steps back');
    assert.equal(await tryCode((step + 2) * 30), 'invalid_code', 'two steps ahead');
    assert.equal(await tryCode((step - 1) * 30 + 29), 'accepted', 'the step before');
    assert.equal(await tryCode((step + 1) * 30), 'accepted', 'the step after');
    // Codes of steps up to the newest used one are spent, whatever their window says.
    assert.equal(await tryCode(step * 30), 'code_used');

    // At the last second of a later step.
    const later = step + 10;
    clock.freeze(later * 30 + 29);
    assert.equal(await tryCode((later + 2) * 30), 'invalid_code', 'two steps ahead');
    assert.equal(await tryCode((later - 2) * 30 + 29), 'invalid_code', 'two steps back');
    assert.equal(await tryCode((later - 1) * 30), 'accepted', 'the step before');
    assert.equal(await tryCode(later * 30 + 29), 'accepted', 'its own step');
    assert.equal(await tryCode((later + 1) * 30), 'accepted', 'the step after');
  });

  test('five wrong codes: 429 with Retry-After, even for the right code, until the window passes', async () => {
    const { secret } = await demoWithTwoStep();
    const interaction = await passwordStep(auth);
    const right = await codeAt(secret, clock.seconds());
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      const refused = await submitSecondStep(
        auth,
        interaction.uid,
        { code: wrong },
        interaction.jar,
      );
      assert.equal(refused.status, 400, `attempt ${attempt + 1}`);
    }
    const limited = await submitSecondStep(auth, interaction.uid, { code: right }, interaction.jar);
    assert.equal(limited.status, 429);
    assert.equal(limited.body.error, 'too_many_attempts');
    const wait = Number(limited.headers.get('retry-after'));
    assert.ok(wait > 0 && wait <= 900, `Retry-After ${wait}`);

    // The limit is the user's, not the interaction's: a new sign-in is limited too.
    clock.advance(5 * 60);
    const another = await passwordStep(auth);
    assert.equal(
      (
        await submitSecondStep(
          auth,
          another.uid,
          { code: await codeAt(secret, clock.seconds()) },
          another.jar,
        )
      ).status,
      429,
    );

    clock.advance(10 * 60 + 1);
    const after = await passwordStep(auth);
    const accepted = await submitSecondStep(
      auth,
      after.uid,
      { code: await codeAt(secret, clock.seconds()) },
      after.jar,
    );
    assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
  });

  test('ten wrong codes sent at once: exactly five are checked', async () => {
    await demoWithTwoStep();
    const interaction = await passwordStep(auth);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        submitSecondStep(
          auth,
          interaction.uid,
          { code: String(100000 + index * 7) },
          interaction.jar,
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    assert.equal(statuses.filter((status) => status === 429).length, 5, statuses.join(','));
  });

  test('a recovery code works once, in any case and without its hyphen, and the owner is mailed', async () => {
    const { recoveryCodes, token } = await demoWithTwoStep();
    const [first, second] = recoveryCodes as [string, string];
    const tokens = await signInWithCode(auth, first);
    const claims = decodeJwtPayload(tokens.id_token);
    assert.deepEqual(claims.amr, ['pwd', 'otp', 'mfa']);
    assert.equal(claims.acr, 'urn:account:acr:2fa');

    // Not the last mail: a sign-in from a new browser is mailed too (sessions/devices.ts).
    const mail = (await outbox(auth)).find((entry) => entry.subject === 'A recovery code was used');
    assert.ok(mail, 'the owner is mailed');
    assert.match(mail.text, /Recovery codes left: 9\./);
    assert.ok(mail?.links[0]?.includes('/forgot-password'));

    const again = await passwordStep(auth);
    const refused = await submitSecondStep(auth, again.uid, { code: first }, again.jar);
    assert.equal(refused.status, 400);
    assert.equal(refused.body.error, 'code_used');

    const typed = second.replace('-', '').toUpperCase();
    assert.equal((await submitSecondStep(auth, again.uid, { code: typed }, again.jar)).status, 200);
    const status = await apiRequest(auth, '/users/me/two-step', { token });
    assert.equal(status.body.recoveryCodesLeft, 8);

    const unknown = await passwordStep(auth);
    const made = await submitSecondStep(auth, unknown.uid, { code: 'zzzz-zzzz' }, unknown.jar);
    assert.equal(made.status, 400);
    assert.equal(made.body.error, 'invalid_code');
  });

  test('a malformed code or trustDevice is a validation error, not an attempt', async () => {
    await demoWithTwoStep();
    const interaction = await passwordStep(auth);
    for (const [body, fields] of [
      [{}, { code: 'required' }],
      [{ code: '12345' }, { code: 'invalid' }],
      [{ code: '123-456' }, { code: 'invalid' }],
      [{ code: 123456 }, { code: 'invalid' }],
      [{ code: '123456', trustDevice: 'yes' }, { trustDevice: 'invalid' }],
    ] as const) {
      const answer = await submitSecondStep(auth, interaction.uid, body, interaction.jar);
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.equal(answer.body.error, 'validation');
      assert.deepEqual(answer.body.fields, fields);
    }
    const count = auth.db
      .prepare<[], { count: number }>(
        "SELECT count(*) AS count FROM login_failures WHERE key LIKE 'second-factor:%'",
      )
      .get();
    assert.equal(count?.count, 0);
  });

  test('the second step belongs to the password step of the same interaction and browser', async () => {
    const { secret } = await demoWithTwoStep();
    const code = () => codeAt(secret, clock.seconds());

    // No password step in this interaction.
    const fresh = await startInteraction(auth);
    const skipped = await submitSecondStep(auth, fresh.uid, { code: await code() }, fresh.jar);
    assert.equal(skipped.status, 409);
    assert.equal(skipped.body.error, 'password_step_required');

    // Another browser (a stranger with the victim's interaction id, or the attacker's own).
    const victim = await passwordStep(auth);
    const stranger = await submitSecondStep(
      auth,
      victim.uid,
      { code: await code() },
      new CookieJar(),
    );
    assert.equal(stranger.status, 403);
    assert.equal(stranger.body.error, 'interaction_not_bound');

    // An unknown interaction.
    const gone = await submitSecondStep(auth, 'no-such-interaction', { code: '123456' }, fresh.jar);
    assert.equal(gone.status, 404);
    assert.equal(gone.body.error, 'interaction_expired');

    // The password step waits 10 minutes for its code.
    clock.advance(10 * 60 + 1);
    const late = await submitSecondStep(auth, victim.uid, { code: await code() }, victim.jar);
    assert.equal(late.status, 409);
    assert.equal(late.body.error, 'password_step_required');
  });

  test('cancelling the sign-in ("Not you?") ends its waiting password step', async () => {
    const { secret } = await demoWithTwoStep();
    const waiting = await passwordStep(auth);
    const abort = await browserFetch(
      waiting.jar,
      secondStepUrl(auth, waiting.uid).replace(/\/two-step$/, '/abort'),
      { method: 'POST', headers: { Origin: 'http://localhost:3001' } },
    );
    assert.equal(abort.status, 200);
    const answer = await submitSecondStep(
      auth,
      waiting.uid,
      { code: await codeAt(secret, clock.seconds()) },
      waiting.jar,
    );
    assert.equal(answer.status, 409);
    assert.equal(answer.body.error, 'password_step_required');
  });

  test('a password reset ends the sign-ins waiting for their second step', async () => {
    const { secret } = await demoWithTwoStep();
    const waiting = await passwordStep(auth);
    revokeAccountSessions(auth.db, demoUserId());
    const answer = await submitSecondStep(
      auth,
      waiting.uid,
      { code: await codeAt(secret, clock.seconds()) },
      waiting.jar,
    );
    assert.equal(answer.status, 409);
    assert.equal(answer.body.error, 'password_step_required');
  });
});

describe('trusted devices', () => {
  test('"trust this device" skips the second step in that browser only, for 30 days', async () => {
    const { secret, token } = await demoWithTwoStep();
    const browser = new CookieJar();
    await signInWithCode(auth, currentCode(secret), { jar: browser, trustDevice: true });

    // The same browser: the password finishes the sign-in; the ID token says what was used.
    const again = await startInteraction(auth, undefined, sameDevice(browser));
    const login = await submitLogin(auth, again.uid, demo, again.jar);
    assert.equal(login.status, 200);
    const tokens = await finishSignIn(
      auth,
      again,
      ((await login.json()) as { redirectTo: string }).redirectTo,
    );
    const claims = decodeJwtPayload(tokens.id_token);
    assert.deepEqual(claims.amr, ['pwd']);
    assert.equal(claims.acr, 'urn:account:acr:1fa');

    // Another browser still gets the second step.
    await passwordStep(auth);

    const listed = await apiRequest<{ devices: Record<string, unknown>[] }>(
      auth,
      '/users/me/trusted-devices',
      { token },
    );
    assert.equal(listed.status, 200);
    assert.equal(listed.body.devices.length, 1);
    const [device] = listed.body.devices;
    assert.equal(device?.current, false, 'a request without the device cookie is no device');
    assert.equal(typeof device?.lastUsedAt, 'string');
    const expires = Date.parse(String(device?.expiresAt));
    assert.ok(Math.abs(expires - (clock.now() + 30 * 24 * 3600 * 1000)) < 120_000);

    // With the browser's cookie (credentials: 'include'), it is the current one.
    const own = await browserFetch(browser, `${auth.publicUrl}/users/me/trusted-devices`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const ownBody = (await own.json()) as { devices: { current: boolean }[] };
    assert.equal(ownBody.devices[0]?.current, true);

    // 30 days later the trust is gone.
    clock.advance(30 * 24 * 3600 + 1);
    await passwordStep(auth, demo, sameDevice(browser));
    const expired = await apiRequest<{ devices: unknown[] }>(auth, '/users/me/trusted-devices', {
      token,
    });
    assert.deepEqual(expired.body.devices, []);
  });

  test('trust is not given without asking, and a revoked device gets the second step again', async () => {
    const { secret, token } = await demoWithTwoStep();
    const browser = new CookieJar();
    await signInWithCode(auth, currentCode(secret), { jar: browser });
    // Not trusted: trustDevice was not sent.
    await passwordStep(auth, demo, sameDevice(browser));

    clock.advance(30);
    await signInWithCode(auth, currentCode(secret), {
      jar: sameDevice(browser),
      trustDevice: true,
    });
    const listed = await apiRequest<{ devices: { id: string }[] }>(
      auth,
      '/users/me/trusted-devices',
      { token },
    );
    const id = listed.body.devices[0]?.id;
    assert.ok(id);

    // Another user cannot revoke it.
    const other = { email: 'other@example.com', password: 'Other-Passw0rd!' };
    await createUser(auth.db, other);
    const { tokens: otherTokens } = await signInWithTokens(auth, other);
    const foreign = await apiRequest(auth, `/users/me/trusted-devices/${id}`, {
      method: 'DELETE',
      token: otherTokens.access_token,
    });
    assert.equal(foreign.status, 404);
    const trusted = await startInteraction(auth, undefined, sameDevice(browser));
    assert.equal((await submitLogin(auth, trusted.uid, demo, trusted.jar)).status, 200);

    const revoked = await apiRequest(auth, `/users/me/trusted-devices/${id}`, {
      method: 'DELETE',
      token,
    });
    assert.equal(revoked.status, 204);
    await passwordStep(auth, demo, sameDevice(browser));
    const missing = await apiRequest(auth, `/users/me/trusted-devices/${id}`, {
      method: 'DELETE',
      token,
    });
    assert.equal(missing.status, 404);
  });
});

describe('recovery codes and turning two-step verification off', () => {
  test('a new set voids the old one', async () => {
    const { recoveryCodes, token } = await demoWithTwoStep();
    const renewed = await apiRequest<{ recoveryCodes: string[] }>(
      auth,
      '/users/me/two-step/recovery-codes',
      { method: 'POST', token },
    );
    assert.equal(renewed.status, 200);
    assert.equal(renewed.body.recoveryCodes.length, 10);
    assert.equal((await outbox(auth)).at(-1)?.subject, 'New recovery codes');

    const old = await passwordStep(auth);
    const refused = await submitSecondStep(
      auth,
      old.uid,
      { code: recoveryCodes[0] as string },
      old.jar,
    );
    assert.equal(refused.status, 400);
    assert.equal(refused.body.error, 'invalid_code');
    const fresh = await submitSecondStep(
      auth,
      old.uid,
      { code: renewed.body.recoveryCodes[0] as string },
      old.jar,
    );
    assert.equal(fresh.status, 200);
  });

  test('new codes need two-step verification on', async () => {
    const token = await freshToken();
    const response = await apiRequest(auth, '/users/me/two-step/recovery-codes', {
      method: 'POST',
      token,
    });
    assert.equal(response.status, 409);
    assert.equal(response.body.error, 'two_step_disabled');
  });

  test('turning it off removes the app, the codes and the trusted devices, and mails the owner', async () => {
    const { secret, token } = await demoWithTwoStep();
    const browser = new CookieJar();
    await signInWithCode(auth, currentCode(secret), { jar: browser, trustDevice: true });
    const waiting = await passwordStep(auth);

    const off = await apiRequest(auth, '/users/me/two-step', { method: 'DELETE', token });
    assert.equal(off.status, 204);
    assert.equal((await outbox(auth)).at(-1)?.subject, 'Two-step verification is off');
    assert.deepEqual((await apiRequest(auth, '/users/me/two-step', { token })).body, {
      enabled: false,
      required: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
    });
    const devices = await apiRequest<{ devices: unknown[] }>(auth, '/users/me/trusted-devices', {
      token,
    });
    assert.deepEqual(devices.body.devices, []);
    // A sign-in that was waiting for its code has to start over.
    const late = await submitSecondStep(
      auth,
      waiting.uid,
      { code: await codeAt(secret, clock.seconds()) },
      waiting.jar,
    );
    assert.equal(late.status, 409);
    // The password alone signs in again.
    const { tokens } = await signInWithTokens(auth, demo);
    assert.deepEqual(decodeJwtPayload(tokens.id_token).amr, ['pwd']);

    const mails = (await outbox(auth)).length;
    const again = await apiRequest(auth, '/users/me/two-step', { method: 'DELETE', token });
    assert.equal(again.status, 204);
    assert.equal((await outbox(auth)).length, mails, 'nothing was turned off, nothing is mailed');
  });

  test('mails are in the user language', async () => {
    auth.db.prepare("UPDATE users SET locale = 'pt-BR' WHERE id = ?").run(demoUserId());
    const { token } = await demoWithTwoStep();
    assert.equal((await outbox(auth)).at(-1)?.subject, 'A verificação em duas etapas foi ativada');
    auth.db.prepare("UPDATE users SET locale = 'es' WHERE id = ?").run(demoUserId());
    await apiRequest(auth, '/users/me/two-step', { method: 'DELETE', token });
    assert.equal((await outbox(auth)).at(-1)?.subject, 'Se desactivó la verificación en dos pasos');
  });
});

describe('a tenant that requires two-step verification', () => {
  test('the status says setup is required, and it cannot be turned off', async () => {
    auth.db.prepare("UPDATE users SET tenant_id = 'globex' WHERE id = ?").run(demoUserId());
    const token = await freshToken();
    const before = await apiRequest(auth, '/users/me/two-step', { token });
    assert.deepEqual(before.body, {
      enabled: false,
      required: true,
      enabledAt: null,
      recoveryCodesLeft: 0,
    });

    // Setting it up right after signing in needs no re-authentication (the sign-in is recent);
    // the authenticator app names the tenant.
    const started = await apiRequest<{ otpauthUri: string }>(auth, '/users/me/two-step/totp', {
      method: 'POST',
      token,
    });
    assert.equal(new URL(started.body.otpauthUri).searchParams.get('issuer'), 'Globex');
    await enableTwoStep(auth, token, clock);

    const off = await apiRequest(auth, '/users/me/two-step', { method: 'DELETE', token });
    assert.equal(off.status, 409);
    assert.equal(off.body.error, 'two_step_required');
    assert.equal((await apiRequest(auth, '/users/me/two-step', { token })).body.enabled, true);
  });
});
