// Your data (dev-api/src/privacy/routes.ts, docs/your-data.md): changing the e-mail address
// (no enumeration, single-use expiring links, It wasn't me), the data export (everything, and no
// secret), and deletion with its grace period, restore and erase. The dev API's clock is moved
// instead of waiting (AppOptions.clock).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eraseDueAccounts, startEraseJob } from '../src/privacy/deletion.ts';
import type { AccountDataExport } from '../src/privacy/export.ts';
import {
  apiRequest,
  createUser,
  refresh,
  signInWithTokens,
  startInteraction,
  submitLogin,
  type TestAuthority,
  type TokenSet,
} from './oidc-helpers.ts';
import {
  codeAt,
  demo,
  enableTwoStep,
  finishSignIn,
  outbox,
  signInWithCode,
  submitSecondStep,
  TestClock,
  type OutboxMail,
  authorityPerTest,
} from './two-step-helpers.ts';

let auth: TestAuthority;
let clock: TestClock;

authorityPerTest((fresh, moved) => {
  auth = fresh;
  clock = moved;
});

const HOUR = 3600;
const DAY = 24 * HOUR;

async function signIn(credentials = demo): Promise<TokenSet> {
  return (await signInWithTokens(auth, credentials)).tokens;
}

function requestChange(token: string, newEmail: unknown) {
  return apiRequest(auth, '/users/me/email', { method: 'POST', token, body: { newEmail } });
}

function post(path: string, body: unknown) {
  return apiRequest(auth, path, { method: 'POST', body });
}

function tokenOf(link: string): string {
  const token = new URL(link).searchParams.get('token');
  assert.ok(token, `no token in ${link}`);
  return token;
}

async function mailsTo(address: string): Promise<OutboxMail[]> {
  return (await outbox(auth)).filter((mail) => mail.to === address);
}

async function lastMailTo(address: string): Promise<OutboxMail> {
  const mails = await mailsTo(address);
  const mail = mails.at(-1);
  assert.ok(mail, `no mail to ${address}`);
  return mail;
}

function userRow(email: string) {
  return auth.db
    .prepare<[string], { id: string; email: string; disabled: number; erase_at: string | null }>(
      'SELECT id, email, disabled, erase_at FROM users WHERE email = ?',
    )
    .get(email);
}

async function login(body: Record<string, unknown>) {
  const interaction = await startInteraction(auth);
  const started = performance.now();
  const response = await submitLogin(auth, interaction.uid, body, interaction.jar);
  const ms = performance.now() - started;
  return {
    interaction,
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    ms,
  };
}

describe('every action needs a recent authentication', () => {
  test('after 10 minutes, changing the e-mail, the export and deletion answer 403 reauthentication_required', async () => {
    const { access_token: token } = await signIn();
    clock.advance(601);
    for (const [method, path, body] of [
      ['POST', '/users/me/email', { newEmail: 'new@example.com' }],
      ['GET', '/users/me/data-export', undefined],
      ['POST', '/users/me/deletion', { email: demo.email }],
    ] as const) {
      const answer = await apiRequest(auth, path, { method, token, body });
      assert.equal(answer.status, 403, path);
      assert.equal(answer.body.error, 'reauthentication_required', path);
    }
    assert.equal(userRow(demo.email)?.disabled, 0, 'nothing happened');
    assert.equal((await mailsTo('new@example.com')).length, 0);
  });
});

describe('changing the e-mail address', () => {
  test('a link goes to the new address and a notice to the old; the address changes only when the link is followed, once', async () => {
    const { access_token: token } = await signIn();
    const answer = await requestChange(token, '  New@Example.com ');
    assert.equal(answer.status, 202);
    assert.deepEqual(answer.body, { status: 'accepted' });

    const confirm = await lastMailTo('new@example.com');
    assert.equal(confirm.subject, 'Confirm your new e-mail address');
    assert.doesNotMatch(confirm.text, /Demo User/, 'no name to an address not proven yet');
    assert.match(confirm.links[0]!, /^http:\/\/localhost:3001\/privacy\/confirm-email\?token=/);
    const notice = await lastMailTo(demo.email);
    assert.equal(notice.subject, 'A change of your e-mail address was requested');
    assert.match(notice.text, /new@example\.com/);
    assert.match(notice.links[0]!, /^http:\/\/localhost:3001\/privacy\/not-me\?token=/);

    const before = await apiRequest(auth, '/users/me', { token });
    assert.equal(before.body.email, demo.email, 'nothing changes before the link is followed');

    const confirmed = await post('/accounts/email-change/confirm', {
      token: tokenOf(confirm.links[0]!),
    });
    assert.equal(confirmed.status, 200);
    assert.deepEqual(confirmed.body, { status: 'email_changed', email: 'new@example.com' });
    const after = await apiRequest(auth, '/users/me', { token });
    assert.equal(after.body.email, 'new@example.com', 'the session goes on with the new address');

    const again = await post('/accounts/email-change/confirm', {
      token: tokenOf(confirm.links[0]!),
    });
    assert.equal(again.status, 409);
    assert.equal(again.body.error, 'token_used');

    await signIn({ email: 'new@example.com', password: demo.password });
    const old = await login({ email: demo.email, password: demo.password });
    assert.equal(old.status, 401, 'the old address no longer signs in');
    assert.equal(old.body.error, 'invalid_credentials');
  });

  test('an address that has an account gets the same answer, and its owner a mail instead of a link', async () => {
    await createUser(auth.db, {
      email: 'taken@example.com',
      password: 'Other-Passw0rd!',
      name: 'Taken Owner',
    });
    const { access_token: token } = await signIn();
    const free = await requestChange(token, 'free@example.com');
    clock.advance(61); // past the one-a-minute limit
    const taken = await requestChange(token, 'taken@example.com');
    assert.equal(taken.status, free.status);
    assert.deepEqual(taken.body, free.body);
    assert.equal(taken.headers.get('content-length'), free.headers.get('content-length'));

    const mails = await mailsTo('taken@example.com');
    assert.equal(mails.length, 1);
    assert.equal(mails[0]!.subject, 'Someone tried to move an account to your e-mail address');
    assert.ok(
      mails[0]!.links.every((link) => !link.includes('token=')),
      'no link that changes anything',
    );
    assert.equal(userRow('taken@example.com')?.email, 'taken@example.com');
    assert.equal(userRow(demo.email)?.email, demo.email);
    // The owner of the account asking is told too, as for a free address.
    assert.equal((await mailsTo(demo.email)).length, 2);
  });

  test('the profile shows the waiting change, the same for an address with an account, until it ends', async () => {
    await createUser(auth.db, {
      email: 'taken@example.com',
      password: 'Other-Passw0rd!',
      name: 'Taken Owner',
    });
    const { access_token: token } = await signIn();
    const none = await apiRequest(auth, '/users/me', { token });
    assert.equal(none.body.pendingEmail, null);

    type Pending = { email: string; expiresAt: string };
    await requestChange(token, 'free@example.com');
    const free = (await apiRequest(auth, '/users/me', { token })).body.pendingEmail as Pending;
    assert.equal(free.email, 'free@example.com');
    const expiresIn = Date.parse(free.expiresAt) - clock.now();
    assert.ok(Math.abs(expiresIn - DAY * 1000) < 5000, 'when its link expires (24 hours)');
    clock.advance(61);
    await requestChange(token, 'taken@example.com');
    const taken = (await apiRequest(auth, '/users/me', { token })).body.pendingEmail as Pending;
    assert.equal(taken.email, 'taken@example.com', 'no sign of the account');
    assert.deepEqual(Object.keys(taken), Object.keys(free));

    clock.advance(DAY + 1);
    const expired = await apiRequest(auth, '/users/me', { token });
    assert.equal(expired.body.pendingEmail, null, 'gone once its link expired');
  });

  test('a waiting change can be cancelled: its link stops working, the address stays', async () => {
    const { access_token: token } = await signIn();
    await requestChange(token, 'new@example.com');
    const link = tokenOf((await lastMailTo('new@example.com')).links[0]!);
    const cancelled = await apiRequest(auth, '/users/me/email', { method: 'DELETE', token });
    assert.equal(cancelled.status, 204);
    const profile = await apiRequest(auth, '/users/me', { token });
    assert.equal(profile.body.pendingEmail, null);
    const confirmed = await post('/accounts/email-change/confirm', { token: link });
    assert.equal(confirmed.status, 409);
    assert.equal(confirmed.body.error, 'token_used');
    assert.equal(userRow(demo.email)?.email, demo.email);
    // Nothing waits: the same answer.
    const again = await apiRequest(auth, '/users/me/email', { method: 'DELETE', token });
    assert.equal(again.status, 204);
    const anonymous = await apiRequest(auth, '/users/me/email', { method: 'DELETE' });
    assert.equal(anonymous.status, 401);
  });

  test('the link expires after 24 hours; an unknown one is invalid; a newer request replaces it', async () => {
    const { access_token: token } = await signIn();
    await requestChange(token, 'first@example.com');
    const first = tokenOf((await lastMailTo('first@example.com')).links[0]!);
    clock.advance(61);
    await requestChange(token, 'second@example.com');
    const replaced = await post('/accounts/email-change/confirm', { token: first });
    assert.equal(replaced.status, 409);
    assert.equal(replaced.body.error, 'token_used');

    const second = tokenOf((await lastMailTo('second@example.com')).links[0]!);
    clock.advance(DAY + 1);
    const expired = await post('/accounts/email-change/confirm', { token: second });
    assert.equal(expired.status, 410);
    assert.equal(expired.body.error, 'token_expired');

    const unknown = await post('/accounts/email-change/confirm', { token: 'x'.repeat(43) });
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.error, 'token_invalid');
    assert.equal(userRow(demo.email)?.email, demo.email);
  });

  test('refused: the same address, a malformed one, none; and more than one request a minute', async () => {
    const { access_token: token } = await signIn();
    for (const [value, problem] of [
      ['DEMO@example.com', 'unchanged'],
      ['not-an-address', 'invalid'],
      ['', 'required'],
    ] as const) {
      const answer = await requestChange(token, value);
      assert.equal(answer.status, 400);
      assert.deepEqual(answer.body.fields, { newEmail: problem });
    }
    assert.equal((await requestChange(token, 'a@example.com')).status, 202);
    const tooSoon = await requestChange(token, 'b@example.com');
    assert.equal(tooSoon.status, 429);
    assert.equal(tooSoon.body.error, 'too_many_requests');
    assert.ok(Number(tooSoon.headers.get('retry-after')) > 0);
  });

  const NEW_PASSWORD = 'amber-lantern-2719';

  /** Confirms a change to `address` asked with `token`; answers the old address's undo token. */
  async function confirmedChange(token: string, address: string): Promise<string> {
    assert.equal((await requestChange(token, address)).status, 202);
    const confirmed = await post('/accounts/email-change/confirm', {
      token: tokenOf((await lastMailTo(address)).links[0]!),
    });
    assert.equal(confirmed.status, 200);
    const notice = (await mailsTo(demo.email)).find((mail) =>
      mail.links[0]?.includes('/privacy/not-me'),
    );
    assert.ok(notice, 'the notice to the old address');
    return tokenOf(notice.links[0]!);
  }

  function frozenAt(id: string) {
    return auth.db
      .prepare<[string], { frozen_at: string | null }>('SELECT frozen_at FROM users WHERE id = ?')
      .get(id)?.frozen_at;
  }

  test("It wasn't me freezes the account: every session ends, the password stops signing in, the reset link goes to the current address; single use", async () => {
    const first = await signIn();
    const second = await signIn();
    const notMe = await confirmedChange(first.access_token, 'new@example.com');
    const { id } = userRow('new@example.com')!;

    const frozen = await post('/accounts/email-change/revert', { token: notMe });
    assert.equal(frozen.status, 200, JSON.stringify(frozen.body));
    assert.deepEqual(frozen.body, { status: 'account_frozen' });
    assert.equal(userRow('new@example.com')?.id, id, 'the address is not handed back');
    assert.equal(userRow(demo.email), undefined);
    for (const tokens of [first, second]) {
      assert.equal(
        (await apiRequest(auth, '/users/me', { token: tokens.access_token })).status,
        401,
      );
      assert.equal((await refresh(auth, tokens.refresh_token)).status, 400);
    }

    // The right password is refused, and says so; a wrong one answers as for any account.
    const refused = await login({ email: 'new@example.com', password: demo.password });
    assert.deepEqual(
      [refused.status, refused.body],
      [
        403,
        {
          error: 'account_frozen',
          message: 'This account is frozen. Reset your password to use it again.',
        },
      ],
    );
    const wrong = await login({ email: 'new@example.com', password: 'Wrong-Passw0rd!' });
    assert.deepEqual([wrong.status, wrong.body.error], [401, 'invalid_credentials']);

    // The old mailbox is told what happened and gets no link; the current one gets the reset.
    const told = await lastMailTo(demo.email);
    assert.equal(told.subject, 'The account was frozen');
    assert.deepEqual(told.links, []);
    assert.doesNotMatch(told.text, /new@example\.com/);
    const reset = await lastMailTo('new@example.com');
    assert.equal(reset.subject, 'Your account was frozen to protect it');
    assert.match(reset.links[0]!, /^http:\/\/localhost:3001\/forgot-password\?token=/);

    const again = await post('/accounts/email-change/revert', { token: notMe });
    assert.deepEqual([again.status, again.body.error], [409, 'token_used']);

    // The reset through the current address unfreezes: the new password signs in.
    const done = await post('/accounts/password-reset/confirm', {
      token: tokenOf(reset.links[0]!),
      password: NEW_PASSWORD,
    });
    assert.equal(done.status, 200, JSON.stringify(done.body));
    assert.equal(frozenAt(id), null);
    await signIn({ email: 'new@example.com', password: NEW_PASSWORD });
  });

  test("It wasn't me before the confirmation cancels the change and freezes; the reset link goes to that same address; after 7 days a link has expired", async () => {
    const { access_token: token } = await signIn();
    await requestChange(token, 'thief@example.com');
    const confirm = tokenOf((await lastMailTo('thief@example.com')).links[0]!);
    const notMe = tokenOf((await lastMailTo(demo.email)).links[0]!);
    assert.equal((await post('/accounts/email-change/revert', { token: notMe })).status, 200);
    const cancelled = await post('/accounts/email-change/confirm', { token: confirm });
    assert.equal(cancelled.status, 409, 'the change was cancelled');
    assert.equal(userRow(demo.email)?.email, demo.email);
    assert.equal((await login(demo)).body.error, 'account_frozen');
    const reset = await lastMailTo(demo.email);
    assert.equal(reset.subject, 'Your account was frozen to protect it');
    assert.equal((await mailsTo('thief@example.com')).length, 1, 'nothing more to the new one');
    await post('/accounts/password-reset/confirm', {
      token: tokenOf(reset.links[0]!),
      password: NEW_PASSWORD,
    });

    const credentials = { email: demo.email, password: NEW_PASSWORD };
    const { access_token: again } = await signIn(credentials);
    clock.advance(61);
    await requestChange(again, 'other@example.com');
    const late = tokenOf((await lastMailTo(demo.email)).links[0]!);
    clock.advance(7 * DAY + 1);
    const expired = await post('/accounts/email-change/revert', { token: late });
    assert.equal(expired.status, 410);
    assert.equal(expired.body.error, 'token_expired');
  });

  test("a later change voids every earlier It wasn't me link", async () => {
    const { access_token: token } = await signIn();
    await requestChange(token, 'first@example.com');
    const earlier = tokenOf((await lastMailTo(demo.email)).links[0]!);
    clock.advance(61);
    await requestChange(token, 'second@example.com');
    const voided = await post('/accounts/email-change/revert', { token: earlier });
    assert.deepEqual([voided.status, voided.body.error], [409, 'token_used']);
    const latest = tokenOf((await lastMailTo(demo.email)).links[0]!);
    assert.equal((await post('/accounts/email-change/revert', { token: latest })).status, 200);
  });

  test("an authentication after the change voids It wasn't me: a sign-in, or a re-authentication", async () => {
    const { access_token: token } = await signIn();
    const bySignIn = await confirmedChange(token, 'new@example.com');
    await signIn({ email: 'new@example.com', password: demo.password });
    const afterSignIn = await post('/accounts/email-change/revert', { token: bySignIn });
    assert.deepEqual([afterSignIn.status, afterSignIn.body.error], [409, 'token_used']);

    clock.advance(61);
    assert.equal((await requestChange(token, 'newer@example.com')).status, 202);
    const byReauth = tokenOf((await lastMailTo('new@example.com')).links[0]!);
    clock.advance(11 * 60); // the session's sign-in is no longer recent
    const reauthenticated = await apiRequest(auth, '/users/me/reauthenticate', {
      method: 'POST',
      token,
      body: { password: demo.password },
    });
    assert.equal(reauthenticated.status, 200, JSON.stringify(reauthenticated.body));
    const afterReauth = await post('/accounts/email-change/revert', { token: byReauth });
    assert.deepEqual([afterReauth.status, afterReauth.body.error], [409, 'token_used']);
    assert.equal(frozenAt(userRow('new@example.com')!.id), null, 'nothing was frozen');
  });
});

describe('downloading your data', () => {
  test('consents: the terms and privacy notice, with their version and time, at sign-up and at the end of onboarding', async () => {
    await post('/accounts', {
      name: 'Olga Lima',
      email: 'olga@example.com',
      password: 'violet-harbour-1987',
      acceptedTerms: true,
    });
    const confirm = (await lastMailTo('olga@example.com')).links[0]!;
    assert.equal((await post('/accounts/confirm', { token: tokenOf(confirm) })).status, 200);
    const { access_token: token } = await signIn({
      email: 'olga@example.com',
      password: 'violet-harbour-1987',
    });
    const onboarded = await apiRequest(auth, '/users/me', {
      method: 'PATCH',
      token,
      body: { onboardingCompleted: true },
    });
    assert.equal(onboarded.status, 200);
    const answer = await apiRequest<AccountDataExport>(auth, '/users/me/data-export', { token });
    assert.deepEqual(
      answer.body.consents.map(({ document, version, source }) => [document, version, source]),
      [
        ['terms', '2026-01', 'sign_up'],
        ['privacy', '2026-01', 'sign_up'],
        ['terms', '2026-01', 'onboarding'],
        ['privacy', '2026-01', 'onboarding'],
      ],
    );
    for (const consent of answer.body.consents) {
      assert.ok(Math.abs(Date.parse(consent.acceptedAt) - Date.now()) < 60_000);
    }
  });

  test('a dated JSON file with the profile, consents, security, passkeys, push tokens masked and analytics ids', async () => {
    const { access_token: token } = await signIn();
    const push = 'fcm-token-0123456789-abcdefghijklmnopqrstuvwxyz';
    await apiRequest(auth, '/users/me/push-tokens', {
      method: 'POST',
      token,
      body: { token: push, platform: 'android' },
    });
    const answer = await apiRequest<AccountDataExport>(auth, '/users/me/data-export', {
      token,
    });
    assert.equal(answer.status, 200);
    const day = new Date(clock.now()).toISOString().slice(0, 10);
    assert.equal(
      answer.headers.get('content-disposition'),
      `attachment; filename="account-data-${day}.json"`,
    );
    assert.equal(answer.headers.get('cache-control'), 'no-store');
    const data = answer.body;
    const user = userRow(demo.email)!;
    assert.equal(data.format, 'account-data/1');
    assert.equal(data.profile.id, user.id);
    assert.equal(data.profile.email, demo.email);
    assert.equal(data.profile.locale, 'en');
    assert.deepEqual(data.profile.tenant, { id: 'acme', name: 'Acme' });
    assert.deepEqual(
      data.consents.map((c: { document: string; version: string }) => [c.document, c.version]),
      [
        ['terms', '2026-01'],
        ['privacy', '2026-01'],
      ],
    );
    assert.deepEqual(data.twoStep, { enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    assert.deepEqual(data.passkeys, []);
    assert.equal(data.pushTokens.length, 1);
    assert.equal(data.pushTokens[0]!.token, 'fcm-…wxyz');
    assert.equal(data.pushTokens[0]!.platform, 'android');
    assert.deepEqual(data.analytics, { distinctId: user.id });
    assert.equal(data.sessions.length, 1, 'the browser signed in');
    assert.deepEqual(data.sessions[0]!.methods, ['pwd']);
    assert.deepEqual(Object.keys(data.sessions[0]!).sort(), [
      'ip',
      'lastSeenAt',
      'methods',
      'signedInAt',
      'userAgent',
    ]);
    assert.ok(data.activity.some((event) => event.type === 'signed_in'));
    assert.ok(
      data.activity.some((event: { type: string }) => event.type === 'data_exported'),
      'the download itself is in the activity',
    );
    assert.equal(data.pendingEmailChange, null);
  });

  test('no password hash, secret, code, token or token hash: the real stored values are nowhere in the file', async () => {
    const { access_token: token, refresh_token: refreshToken } = await signIn();
    const twoStep = await enableTwoStep(auth, token, clock);
    const push = 'fcm-token-0123456789-abcdefghijklmnopqrstuvwxyz';
    await apiRequest(auth, '/users/me/push-tokens', {
      method: 'POST',
      token,
      body: { token: push, platform: 'web' },
    });
    await requestChange(token, 'pending@example.com'); // a link token stored hashed
    const answer = await apiRequest(auth, '/users/me/data-export', { token });
    assert.equal(answer.status, 200);
    const text = JSON.stringify(answer.body);
    const userId = userRow(demo.email)!.id;
    assert.equal(
      answer.body.twoStep && (answer.body.twoStep as { enabled: boolean }).enabled,
      true,
    );

    const stored = (sql: string) =>
      (auth.db.prepare(sql).all(userId) as Record<string, unknown>[]).flatMap((row) =>
        Object.values(row).filter((value): value is string => typeof value === 'string'),
      );
    const secrets = [
      ...stored('SELECT password_hash FROM users WHERE id = ?'),
      ...stored('SELECT secret FROM totp_factors WHERE user_id = ?'),
      ...stored('SELECT code_hash FROM recovery_codes WHERE user_id = ?'),
      ...stored('SELECT token_hash FROM privacy_links WHERE user_id = ?'),
      ...stored(
        'SELECT device_hash FROM activity_events WHERE user_id = ? AND device_hash IS NOT NULL',
      ),
      twoStep.secret,
      ...twoStep.recoveryCodes,
      token,
      refreshToken,
      push,
    ];
    assert.ok(secrets.length >= 16, `collected ${secrets.length} stored secrets`);
    for (const secret of secrets) {
      assert.ok(!text.includes(secret), `the export holds a secret: ${secret.slice(0, 12)}…`);
    }
    assert.doesNotMatch(text, /password_?hash|"secret"|token_?hash|code_?hash/i);
    const pending = answer.body.pendingEmailChange as { newEmail: string };
    assert.equal(pending.newEmail, 'pending@example.com');
  });
});

describe('deleting the account', () => {
  async function scheduleDeletion() {
    const tokens = await signIn();
    const answer = await apiRequest(auth, '/users/me/deletion', {
      method: 'POST',
      token: tokens.access_token,
      body: { email: 'Demo@Example.com' },
    });
    assert.equal(answer.status, 202, JSON.stringify(answer.body));
    return { tokens, answer, mail: await lastMailTo(demo.email) };
  }

  test('the typed address must be the account’s', async () => {
    const { access_token: token } = await signIn();
    for (const [email, problem] of [
      [undefined, 'required'],
      ['someone@example.com', 'not_account_email'],
    ] as const) {
      const answer = await apiRequest(auth, '/users/me/deletion', {
        method: 'POST',
        token,
        body: { email },
      });
      assert.equal(answer.status, 400);
      assert.deepEqual(answer.body.fields, { email: problem });
    }
    assert.equal(userRow(demo.email)?.disabled, 0);
  });

  test('disabled at once, every session ends, and a mail gives the erase date 14 days later with a restore link', async () => {
    const other = await signIn();
    const { tokens, answer, mail } = await scheduleDeletion();
    const eraseAt = new Date(clock.now() + 14 * DAY * 1000);
    assert.equal(answer.body.status, 'deletion_scheduled');
    assert.ok(Math.abs(Date.parse(answer.body.eraseAt as string) - eraseAt.getTime()) < 5000);
    for (const session of [tokens, other]) {
      assert.equal(
        (await apiRequest(auth, '/users/me', { token: session.access_token })).status,
        401,
      );
      assert.equal((await refresh(auth, session.refresh_token)).status, 400);
    }
    assert.equal(mail.subject, 'Your account will be deleted');
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(
      eraseAt,
    );
    assert.ok(mail.text.includes(date), `the mail names ${date}`);
    assert.match(mail.links[0]!, /^http:\/\/localhost:3001\/privacy\/restore\?token=/);
    assert.equal(userRow(demo.email)?.disabled, 1);
  });

  test('signing in with the right password does not sign in: it says when and offers restoring', async () => {
    const { answer, mail } = await scheduleDeletion();
    const attempt = await login(demo);
    assert.equal(attempt.status, 403);
    assert.deepEqual(attempt.body, {
      error: 'account_deletion_scheduled',
      message: 'This account is scheduled for deletion.',
      eraseAt: answer.body.eraseAt,
    });
    // Restoring from that sign-in: the same request with restoreAccount, then signed in.
    const restored = await submitLogin(
      auth,
      attempt.interaction.uid,
      { ...demo, restoreAccount: true },
      attempt.interaction.jar,
    );
    assert.equal(restored.status, 200);
    const tokens = await finishSignIn(
      auth,
      attempt.interaction,
      ((await restored.json()) as { redirectTo: string }).redirectTo,
    );
    assert.equal((await apiRequest(auth, '/users/me', { token: tokens.access_token })).status, 200);
    const row = userRow(demo.email)!;
    assert.deepEqual([row.disabled, row.erase_at], [0, null]);
    const link = tokenOf(mail.links[0]!);
    const used = await post('/accounts/restore', { token: link });
    assert.equal(used.status, 409, 'the mailed link is spent too');
  });

  test('on a two-step account the password alone restores nothing: the second step restores and signs in', async () => {
    const { secret } = await enableTwoStep(auth, (await signIn()).access_token, clock);
    clock.advance(60); // the setup spent its step's code
    const scheduled = await apiRequest(auth, '/users/me/deletion', {
      method: 'POST',
      token: (await signInWithCode(auth, () => codeAt(secret, clock.seconds()))).access_token,
      body: { email: demo.email },
    });
    assert.equal(scheduled.status, 202, JSON.stringify(scheduled.body));

    const attempt = await login({ ...demo, restoreAccount: true });
    assert.equal(attempt.status, 202, JSON.stringify(attempt.body));
    assert.equal(attempt.body.next, 'two_step');
    let row = userRow(demo.email)!;
    assert.deepEqual([row.disabled, row.erase_at !== null], [1, true], 'still scheduled');

    // A wrong code restores nothing either.
    clock.advance(60);
    const right = await codeAt(secret, clock.seconds());
    const wrong = right === '000000' ? '111111' : '000000';
    const refused = await submitSecondStep(
      auth,
      attempt.interaction.uid,
      { code: wrong },
      attempt.interaction.jar,
    );
    assert.equal(refused.body.error, 'invalid_code');
    assert.equal(userRow(demo.email)!.disabled, 1);

    const passed = await submitSecondStep(
      auth,
      attempt.interaction.uid,
      { code: right },
      attempt.interaction.jar,
    );
    assert.equal(passed.status, 200, JSON.stringify(passed.body));
    const tokens = await finishSignIn(auth, attempt.interaction, passed.body.redirectTo);
    assert.equal((await apiRequest(auth, '/users/me', { token: tokens.access_token })).status, 200);
    row = userRow(demo.email)!;
    assert.deepEqual([row.disabled, row.erase_at], [0, null]);
  });

  test('the restore link brings the account back as it was, once; nobody is signed in by it', async () => {
    const { mail } = await scheduleDeletion();
    const token = tokenOf(mail.links[0]!);
    const restored = await post('/accounts/restore', { token });
    assert.equal(restored.status, 200);
    assert.deepEqual(restored.body, { status: 'restored' });
    const again = await post('/accounts/restore', { token });
    assert.equal(again.status, 409);
    assert.equal(again.body.error, 'token_used');
    const unknown = await post('/accounts/restore', { token: 'y'.repeat(43) });
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.error, 'token_invalid');
    const tokens = await signIn();
    const activity = await apiRequest<AccountDataExport>(auth, '/users/me/data-export', {
      token: tokens.access_token,
    });
    const types = activity.body.activity.map((event: { type: string }) => event.type);
    assert.ok(
      types.includes('deletion_requested') && types.includes('deletion_cancelled'),
      types.join(),
    );
  });

  test('after 14 days the erase job leaves nothing of the user behind, and the address is free', async () => {
    const { tokens, mail } = await scheduleDeletion();
    const user = userRow(demo.email)!;
    await apiRequest(auth, '/users/me/push-tokens', {
      method: 'POST',
      token: tokens.access_token,
      body: { token: 'x', platform: 'web' },
    });

    clock.advance(14 * DAY - 60);
    assert.deepEqual(eraseDueAccounts(auth.db, clock.now), [], 'not before its date');
    assert.equal((await post('/accounts/restore', { token: 'z'.repeat(43) })).status, 400);

    clock.advance(61);
    assert.deepEqual(eraseDueAccounts(auth.db, clock.now), [user.id]);
    const tables = auth.db
      .prepare<[], { name: string }>(
        "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
      )
      .all()
      .map((row) => row.name)
      .filter((name) => name !== 'outbox'); // the mails sent: the mail server's, not ours
    for (const table of tables) {
      const rows = auth.db.prepare(`SELECT * FROM "${table}"`).all();
      const text = JSON.stringify(rows);
      assert.ok(!text.includes(user.id), `${table} still names the user`);
      assert.ok(!text.toLowerCase().includes(demo.email), `${table} still holds the address`);
    }
    const link = await post('/accounts/restore', { token: tokenOf(mail.links[0]!) });
    assert.equal(link.status, 400, 'the restore link is gone with the account');
    const attempt = await login(demo);
    assert.equal(attempt.status, 401);
    const signUp = await post('/accounts', {
      name: 'New Owner',
      email: demo.email,
      password: 'An0ther-Passw0rd!x',
      acceptedTerms: true,
    });
    assert.equal(signUp.status, 202);
    assert.equal((await lastMailTo(demo.email)).subject, 'Confirm your e-mail address');
  });

  test('POST /dev/erase-accounts runs the job as if it were then (for the browser tests)', async () => {
    await scheduleDeletion();
    const at = (seconds: number) => new Date(clock.now() + seconds * 1000).toISOString();
    const early = await post('/dev/erase-accounts', { now: at(14 * DAY - 60) });
    assert.deepEqual([early.status, early.body], [200, { erased: 0 }]);
    assert.ok(userRow(demo.email));
    // Limited to one account: another's name leaves this one, due or not, where it is.
    const other = await post('/dev/erase-accounts', {
      now: at(14 * DAY + 1),
      email: 'someone.else@example.com',
    });
    assert.deepEqual([other.status, other.body], [200, { erased: 0 }]);
    assert.ok(userRow(demo.email));
    const due = await post('/dev/erase-accounts', {
      now: at(14 * DAY + 1),
      email: 'Demo@Example.com',
    });
    assert.deepEqual([due.status, due.body], [200, { erased: 1 }]);
    assert.equal(userRow(demo.email), undefined);
    const missing = await post('/dev/erase-accounts', {});
    assert.deepEqual([missing.status, missing.body.fields], [400, { now: 'required' }]);
    const notText = await post('/dev/erase-accounts', { now: at(0), email: 7 });
    assert.deepEqual([notText.status, notText.body.fields], [400, { email: 'invalid' }]);
  });

  test('a sign-in after the date, before the job ran, finds no account; the job also runs when started', async () => {
    await scheduleDeletion();
    clock.advance(14 * DAY + 1);
    const attempt = await login(demo);
    assert.equal(attempt.status, 401);
    assert.equal(userRow(demo.email), undefined, 'erased there and then');

    await createUser(auth.db, { email: 'later@example.com', password: 'Later-Passw0rd!' });
    auth.db
      .prepare("UPDATE users SET disabled = 1, erase_at = ? WHERE email = 'later@example.com'")
      .run(new Date(clock.now() - 1000).toISOString());
    const stop = startEraseJob(auth.db, clock.now);
    stop();
    assert.equal(userRow('later@example.com'), undefined, 'erased when the job starts');
  });
});
