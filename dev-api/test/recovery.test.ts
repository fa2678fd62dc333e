// Recovery (docs/recovery.md, dev-api/src/accounts/recovery.ts): an attacker with one signed-in session
// adds a passkey, turns on an authenticator app, trusts their browser, asks to move the account
// to their address and registers a push token. The owner then recovers by each path ("This
// wasn't me" signed in, "This wasn't me" from the new-device mail, a password reset from the
// mail): afterwards none of what the attacker added works or exists, the answer and the one
// mail list it, and the timeline records it. The clock is the tests' (TestClock).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  apiRequest,
  CookieJar,
  signInWithTokens,
  startInteraction,
  submitLogin,
  type TestAuthority,
  type TokenSet,
} from './oidc-helpers.ts';
import { interactionPost, SoftwareAuthenticator } from './passkey-helpers.ts';
import {
  codeAt,
  demo,
  enableTwoStep,
  outbox,
  sameDevice,
  signInWithCode,
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

const CHROMIUM_VIRTUAL = '01020304-0506-0708-0102-030405060708';
const ATTACKER_MAILBOX = 'attacker@example.net';
const NEW_PASSWORD = 'Owner-Takes-It-Back-2026!';
const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

type Creation = { challenge: string; rp: { id: string }; user: { id: string } };
type Request = { challenge: string; rpId: string };

interface Attack {
  authenticator: SoftwareAuthenticator;
  browser: CookieJar;
  emailChangeToken: string;
  /** The attacker's sessions' tokens. */
  tokens: TokenSet[];
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

async function mails(): Promise<OutboxMail[]> {
  return outbox(auth);
}

/** Everything an attacker with the password and one fresh session can add. */
async function attack(): Promise<Attack> {
  const browser = new CookieJar();
  const { tokens } = await signInWithTokens(auth, { ...demo, jar: browser });
  const token = tokens.access_token;

  // A passkey, named to look like the owner's.
  const authenticator = new SoftwareAuthenticator(true, CHROMIUM_VIRTUAL);
  const creation = await apiRequest<Creation>(auth, '/users/me/passkeys/registration-options', {
    method: 'POST',
    token,
  });
  const added = await apiRequest(auth, '/users/me/passkeys', {
    method: 'POST',
    token,
    headers: { 'User-Agent': CHROME_ON_LINUX },
    body: { response: authenticator.register(creation.body), name: "Owner's iPhone" },
  });
  assert.equal(added.status, 201, JSON.stringify(added.body));

  // An authenticator app only the attacker holds, then their browser trusted with its code.
  const { secret } = await enableTwoStep(auth, token, clock);
  clock.advance(30);
  const second = await signInWithCode(auth, await codeAt(secret, clock.seconds()), {
    jar: sameDevice(browser),
    trustDevice: true,
  });

  // The account asked to move to the attacker's mailbox, and a push token of theirs.
  const change = await apiRequest(auth, '/users/me/email', {
    method: 'POST',
    token,
    body: { newEmail: ATTACKER_MAILBOX },
  });
  assert.equal(change.status, 202, JSON.stringify(change.body));
  const confirmMail = (await mails()).filter((mail) => mail.to === ATTACKER_MAILBOX).at(-1)!;
  const push = await apiRequest(auth, '/users/me/push-tokens', {
    method: 'POST',
    token,
    body: { token: 'attacker-device-token', platform: 'android' },
  });
  assert.equal(push.status, 201, JSON.stringify(push.body));

  return {
    authenticator,
    browser,
    emailChangeToken: tokenOf(confirmMail.links[0]!),
    tokens: [tokens, second],
  };
}

function count(table: string): number {
  const row = auth.db
    .prepare(
      `SELECT count(*) AS n FROM ${table} WHERE user_id = (SELECT id FROM users WHERE email = ?)`,
    )
    .get(demo.email) as { n: number };
  return row.n;
}

/** The attacker's passkey signing in: its answer's status and error. */
async function passkeySignIn(authenticator: SoftwareAuthenticator) {
  const interaction = await startInteraction(auth);
  const request = await interactionPost<Request>(
    auth,
    interaction.uid,
    'passkey/options',
    interaction.jar,
  );
  assert.equal(request.status, 200);
  return interactionPost(
    auth,
    interaction.uid,
    'passkey',
    interaction.jar,
    authenticator.assert(request.body),
  );
}

const removedEverything = {
  // The browser and system it was added from, not the AAGUID's claimed model.
  passkeys: [{ name: 'Chrome on Linux' }],
  authenticatorApp: true,
  recoveryCodes: 10,
  trustedDevices: 1,
  pendingEmailChange: true,
  pushRegistrations: 1,
  linkedIdentities: 0,
};

function checkRemoved(removed: unknown): void {
  const answer = removed as typeof removedEverything & {
    passkeys: { name: string; createdAt: string }[];
  };
  assert.ok(!Number.isNaN(Date.parse(answer.passkeys[0]!.createdAt)), 'when it was added');
  assert.deepEqual(
    { ...answer, passkeys: answer.passkeys.map(({ name }) => ({ name })) },
    removedEverything,
  );
}

/** A password sign-in's status: 200 signed in, 202 a second step waits, 401 refused. */
async function passwordSignIn(password: string): Promise<number> {
  const login = await startInteraction(auth);
  const answer = await submitLogin(auth, login.uid, { email: demo.email, password }, login.jar);
  return answer.status;
}

/** "This wasn't me" ended the password: the owner sets a new one with the mailed reset link. */
async function resetFromRecoveryMail(): Promise<void> {
  const mail = (await mails()).filter((entry) => entry.to === demo.email).at(-1)!;
  const link = mail.links.find((entry) => /\/forgot-password\?token=/.test(entry));
  assert.ok(link, 'the recovery mail carries a reset link');
  const reset = await apiRequest(auth, '/accounts/password-reset/confirm', {
    method: 'POST',
    body: { token: tokenOf(link), password: NEW_PASSWORD },
  });
  assert.equal(reset.status, 200, JSON.stringify(reset.body));
}

/** After the owner's recovery: nothing the attacker added works or exists any more. */
async function checkAttackerLockedOut(attacker: Attack): Promise<void> {
  for (const tokens of attacker.tokens) {
    const api = await apiRequest(auth, '/users/me', { token: tokens.access_token });
    assert.equal(api.status, 401, "the attacker's sessions ended");
  }

  const passkey = await passkeySignIn(attacker.authenticator);
  assert.equal(passkey.status, 400, 'the passkey no longer signs in');
  assert.equal(passkey.body.error, 'passkey_invalid');

  assert.equal(count('totp_factors'), 0);
  assert.equal(count('recovery_codes'), 0);
  assert.equal(count('trusted_devices'), 0, 'the trusted browser is forgotten');
  assert.equal(count('push_tokens'), 0, "the attacker's push token is gone");
  assert.equal(count('passkeys'), 0);

  const confirm = await apiRequest(auth, '/accounts/email-change/confirm', {
    method: 'POST',
    body: { token: attacker.emailChangeToken },
  });
  assert.equal(confirm.status, 409, 'the pending e-mail change link is spent');
  const row = auth.db.prepare('SELECT email FROM users WHERE email = ?').get(demo.email);
  assert.ok(row, 'the account keeps the owner’s address');
}

/**
 * The owner's new password alone signs in: the attacker's app no longer stands between the
 * owner and their account (no second step waits for a code only the attacker has).
 */
async function checkOwnerSignsIn(): Promise<void> {
  assert.equal(await passwordSignIn(NEW_PASSWORD), 200, 'no second step: the app is gone');
}

/** The one recovery mail: what was removed and how to add it back. */
async function checkRecoveryMail(subject: string): Promise<OutboxMail> {
  const mail = (await mails()).filter((entry) => entry.to === demo.email).at(-1)!;
  assert.equal(mail.subject, subject);
  assert.match(mail.text, /Passkey "Chrome on Linux", added /);
  assert.doesNotMatch(mail.text, /Owner's iPhone/, 'never the name the adder typed');
  assert.doesNotMatch(mail.text, /virtual authenticator/, 'nor the model the authenticator claims');
  assert.match(mail.text, /The authenticator app: two-step verification is off/);
  assert.match(mail.text, /10 unused recovery codes/);
  assert.match(mail.text, /1 trusted device\b/);
  assert.match(mail.text, /A change of your e-mail address that was waiting/);
  assert.match(mail.text, /Notifications on 1 device\b/);
  assert.match(mail.text, /add a passkey/);
  assert.match(mail.text, /turn it on again/);
  assert.ok(mail.links.includes('http://localhost:3001/security?whitelabel=acme'));
  return mail;
}

/** The timeline's recovery of that reason (a reset after "This wasn't me" is one too). */
async function recoveryEvent(password: string, reason: string) {
  const { tokens } = await signInWithTokens(auth, { ...demo, password });
  const timeline = await apiRequest<{
    events: { type: string; detail: Record<string, unknown> }[];
  }>(auth, '/users/me/activity', { token: tokens.access_token });
  return timeline.body.events.find(
    (event) => event.type === 'account_recovered' && event.detail.reason === reason,
  );
}

describe('recovery removes what an attacker added', () => {
  test('"This wasn\'t me", signed in', async () => {
    const owner = await signInWithTokens(auth, demo);
    const attacker = await attack();

    const answer = await apiRequest(auth, '/users/me/activity/not-me', {
      method: 'POST',
      token: owner.tokens.access_token,
      body: {},
    });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(answer.body.sessionsEnded, 3);
    assert.equal(answer.body.resetMailSent, true);
    await checkAttackerLockedOut(attacker);
    assert.equal(await passwordSignIn(demo.password), 401, 'the known password ended too');
    checkRemoved(answer.body.removed);

    await checkRecoveryMail('Your account is secured: what we removed');
    await resetFromRecoveryMail();
    await checkOwnerSignsIn();
    const event = await recoveryEvent(NEW_PASSWORD, 'not_me');
    assert.deepEqual(event?.detail, {
      reason: 'not_me',
      passkeys: 1,
      authenticatorApp: true,
      recoveryCodes: 10,
      trustedDevices: 1,
      pendingEmailChange: true,
      pushRegistrations: 1,
      linkedIdentities: 0,
    });
  });

  test('"This wasn\'t me", from the new-device mail', async () => {
    await signInWithTokens(auth, demo);
    const attacker = await attack();
    const newDevice = (await mails()).find(
      (mail) => mail.subject === 'New sign-in to your account',
    )!;

    const answer = await apiRequest(auth, '/accounts/not-me', {
      method: 'POST',
      body: { token: tokenOf(newDevice.links[0]!) },
    });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    await checkAttackerLockedOut(attacker);
    assert.equal(await passwordSignIn(demo.password), 401, 'the known password ended too');
    checkRemoved(answer.body.removed);

    await checkRecoveryMail('Your account is secured: what we removed');
    await resetFromRecoveryMail();
    await checkOwnerSignsIn();
    assert.ok(await recoveryEvent(NEW_PASSWORD, 'not_me'));
  });

  test('a password reset from the mail', async () => {
    const attacker = await attack();
    const asked = await apiRequest(auth, '/accounts/password-reset', {
      method: 'POST',
      body: { email: demo.email },
    });
    assert.equal(asked.status, 202);
    const link = (await mails()).filter((mail) => mail.subject === 'Reset your password').at(-1)!;

    const answer = await apiRequest(auth, '/accounts/password-reset/confirm', {
      method: 'POST',
      body: { token: tokenOf(link.links[0]!), password: NEW_PASSWORD },
    });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(answer.body.status, 'password_reset');
    await checkAttackerLockedOut(attacker);
    await checkOwnerSignsIn();
    checkRemoved(answer.body.removed);

    const mail = await checkRecoveryMail('Your password was changed');
    assert.match(mail.text, /was just reset/);
    const recoveryMails = (await mails()).filter(
      (entry) => entry.to === demo.email && entry.subject === 'Your password was changed',
    );
    assert.equal(recoveryMails.length, 1, 'one mail, not one per thing removed');
    assert.ok(await recoveryEvent(NEW_PASSWORD, 'password_reset'));
  });

  test('an account with nothing to remove: the answer says so, the mail says nothing else was set up', async () => {
    const owner = await signInWithTokens(auth, demo);
    const answer = await apiRequest(auth, '/users/me/activity/not-me', {
      method: 'POST',
      token: owner.tokens.access_token,
    });
    assert.deepEqual(answer.body.removed, {
      passkeys: [],
      authenticatorApp: false,
      recoveryCodes: 0,
      trustedDevices: 0,
      pendingEmailChange: false,
      pushRegistrations: 0,
      linkedIdentities: 0,
    });
    const mail = (await mails()).at(-1)!;
    assert.match(mail.text, /Nothing else was set up on your account/);
  });

  test("the mail is in the owner's language", async () => {
    auth.db.prepare("UPDATE users SET locale = 'es' WHERE email = ?").run(demo.email);
    const owner = await signInWithTokens(auth, demo);
    await attack();
    await apiRequest(auth, '/users/me/activity/not-me', {
      method: 'POST',
      token: owner.tokens.access_token,
    });
    const mail = (await mails()).filter((entry) => entry.to === demo.email).at(-1)!;
    assert.equal(mail.subject, 'Tu cuenta está protegida: lo que quitamos');
    assert.match(mail.text, /Llave de acceso "Chrome on Linux", agregada el /);
    assert.match(mail.text, /1 dispositivo de confianza/);
  });
});
