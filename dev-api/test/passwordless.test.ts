// Passwordless (docs/passwordless.md): the mailed code and link of a sign-in interaction, with
// the dev API's clock moved instead of waiting; and passkey-first sign-up with the software
// authenticator of passkey-helpers.ts.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import {
  apiRequest,
  browserFetch,
  CookieJar,
  decodeJwtPayload,
  signInWithTokens,
  startInteraction,
  startTestAuthority,
  type Interaction,
  type TestAuthority,
} from './oidc-helpers.ts';
import {
  codeAt,
  demo,
  enableTwoStep,
  finishSignIn,
  outbox,
  submitSecondStep,
  TestClock,
  type OutboxMail,
} from './two-step-helpers.ts';
import { interactionPost, SoftwareAuthenticator } from './passkey-helpers.ts';
import type { Challenge } from 'altcha-lib';
import { solveToToken } from '../src/abuse/solve.ts';
import { NO_ABUSE_PROTECTION } from '../src/abuse/settings.ts';

let auth: TestAuthority;
let clock: TestClock;

before(async () => {
  clock = new TestClock();
  auth = await startTestAuthority({ clock: clock.now });
});
after(() => auth.close());
beforeEach(() => {
  // Each test's mails and counters start empty; moving the clock past the hour's window
  // frees every address's mail turn.
  auth.db.prepare('DELETE FROM outbox').run();
  auth.db.prepare('DELETE FROM login_failures').run();
});

interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

async function call(
  jar: CookieJar,
  uid: string,
  suffix: string,
  body?: unknown,
  method = 'POST',
): Promise<Answer> {
  const response = await browserFetch(
    jar,
    `${auth.publicUrl}/auth/oidc/interaction/${encodeURIComponent(uid)}/${suffix}`,
    {
      method,
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3001' },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
  );
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
  };
}

const ask = (interaction: Interaction, email = demo.email, whitelabel: string | null = 'acme') =>
  call(
    interaction.jar,
    interaction.uid,
    'email-code',
    whitelabel ? { email, whitelabel } : { email },
  );

function codeOf(mail: OutboxMail): string {
  const code = /^(\d{6}) /.exec(mail.subject)?.[1];
  assert.ok(code, `no code in "${mail.subject}"`);
  return code;
}

async function lastMailTo(email: string): Promise<OutboxMail> {
  const mails = (await outbox(auth)).filter((mail) => mail.to === email);
  const mail = mails.at(-1);
  assert.ok(mail, `no mail to ${email}`);
  return mail;
}

/** A new interaction with a code mailed to demo; the code and the link's token. */
async function mailed(jar?: CookieJar) {
  const interaction = await startInteraction(auth, undefined, jar);
  const asked = await ask(interaction);
  assert.equal(asked.status, 202, JSON.stringify(asked.body));
  const mail = await lastMailTo(demo.email);
  const link = new URL(mail.links[0]!);
  assert.equal(link.pathname, '/email-link');
  assert.equal(link.searchParams.get('interaction'), interaction.uid);
  return { interaction, code: codeOf(mail), token: link.searchParams.get('token')!, mail };
}

/**
 * How the sessions list and the activity say this sign-in was made: the asking session's
 * method, and the newest `signed_in` event's.
 */
async function methodShown(token: string): Promise<{ session: unknown; activity: unknown }> {
  const sessions = await apiRequest<{ sessions: { current: boolean; method: string }[] }>(
    auth,
    '/users/me/sessions',
    { token },
  );
  assert.equal(sessions.status, 200, JSON.stringify(sessions.body));
  const activity = await apiRequest<{ events: { type: string; detail: { method?: string } }[] }>(
    auth,
    '/users/me/activity',
    { token },
  );
  assert.equal(activity.status, 200, JSON.stringify(activity.body));
  return {
    session: sessions.body.sessions.find((session) => session.current)?.method,
    activity: activity.body.events.find((event) => event.type === 'signed_in')?.detail.method,
  };
}

function nextMinute() {
  // The address's mail turn is one a minute.
  clock.advance(61);
}

describe('a code is one factor', () => {
  // First, while the dev clock still agrees with oidc-provider's: turning two-step on needs a
  // recent sign-in, which the moved clock would make old.
  test('two-step verification on: the code leads to the second step, amr email+otp', async () => {
    const { tokens } = await signInWithTokens(auth, demo);
    const { secret } = await enableTwoStep(auth, tokens.access_token, clock);
    nextMinute();
    const { interaction, code } = await mailed();
    const first = await call(interaction.jar, interaction.uid, 'email-code/verify', { code });
    assert.deepEqual(first.body, {
      next: 'two_step',
      methods: ['totp', 'recovery_code'],
      trustDeviceDays: 30,
    });
    assert.equal(first.status, 202);
    clock.advance(60);
    const second = await submitSecondStep(
      auth,
      interaction.uid,
      { code: await codeAt(secret, clock.seconds()) },
      interaction.jar,
    );
    assert.equal(second.status, 200, JSON.stringify(second.body));
    const signedIn = await finishSignIn(auth, interaction, second.body.redirectTo);
    assert.deepEqual(decodeJwtPayload(signedIn.id_token).amr, ['email', 'otp', 'mfa']);
    // Its own method in "Where you're signed in" and the activity, not "not recorded".
    assert.deepEqual(await methodShown(signedIn.access_token), {
      session: 'email_code_two_step',
      activity: 'email_code_two_step',
    });
    auth.db.prepare('DELETE FROM totp_factors').run();
  });
});

describe('signing in with a mailed code', () => {
  test('the right code signs in this browser, amr email', async () => {
    nextMinute();
    const { interaction, code, mail } = await mailed();
    assert.match(mail.subject, /is your sign-in code$/);
    assert.match(mail.text, /It was asked for from/);
    const wrong = await call(interaction.jar, interaction.uid, 'email-code/verify', {
      code: code === '000000' ? '111111' : '000000',
    });
    assert.deepEqual([wrong.status, wrong.body.error], [400, 'invalid_code']);
    const right = await call(interaction.jar, interaction.uid, 'email-code/verify', { code });
    assert.equal(right.status, 200, JSON.stringify(right.body));
    const tokens = await finishSignIn(auth, interaction, right.body.redirectTo);
    const claims = decodeJwtPayload(tokens.id_token);
    assert.deepEqual(claims.amr, ['email']);
    assert.equal(claims.acr, 'urn:account:acr:1fa');
    assert.deepEqual(await methodShown(tokens.access_token), {
      session: 'email_code',
      activity: 'email_code',
    });
  });

  test('the same answer for an address with no account: no mail, and no code works', async () => {
    nextMinute();
    const interaction = await startInteraction(auth);
    const known = await ask(interaction);
    nextMinute();
    const other = await startInteraction(auth);
    const unknown = await ask(other, 'nobody@example.com');
    assert.deepEqual([unknown.status, unknown.body], [known.status, known.body]);
    assert.equal((await outbox(auth)).filter((m) => m.to === 'nobody@example.com').length, 0);
    const guess = await call(other.jar, other.uid, 'email-code/verify', { code: '123456' });
    assert.deepEqual([guess.status, guess.body.error], [400, 'invalid_code']);
  });

  test('only for a tenant that turned it on', async () => {
    const interaction = await startInteraction(auth);
    for (const whitelabel of [null, 'globex']) {
      const answer = await ask(interaction, demo.email, whitelabel);
      assert.deepEqual([answer.status, answer.body.error], [403, 'email_codes_off']);
    }
  });

  test('expires after 10 minutes', async () => {
    nextMinute();
    const { interaction, code } = await mailed();
    clock.advance(10 * 60);
    const late = await call(interaction.jar, interaction.uid, 'email-code/verify', { code });
    assert.deepEqual([late.status, late.body.error], [400, 'code_expired']);
  });

  test('single use: a spent code and its link are refused', async () => {
    nextMinute();
    const { interaction, code, token } = await mailed();
    const right = await call(interaction.jar, interaction.uid, 'email-code/verify', { code });
    assert.equal(right.status, 200);
    const again = await call(interaction.jar, interaction.uid, 'email-code/verify', { code });
    assert.deepEqual([again.status, again.body.error], [400, 'code_used']);
    const link = await call(new CookieJar(), interaction.uid, 'email-code/link', { token });
    assert.deepEqual([link.status, link.body.error], [410, 'link_spent']);
  });

  test('five wrong tries spend the code: the right one is then refused', async () => {
    nextMinute();
    const { interaction, code } = await mailed();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const answer = await call(interaction.jar, interaction.uid, 'email-code/verify', {
        code: wrong,
      });
      assert.equal(answer.body.error, 'invalid_code', `try ${i + 1}`);
    }
    const right = await call(interaction.jar, interaction.uid, 'email-code/verify', { code });
    assert.deepEqual([right.status, right.body.error], [400, 'code_used']);
  });

  test('a newer code replaces the one before', async () => {
    nextMinute();
    const { interaction, code: first } = await mailed();
    nextMinute();
    assert.equal((await ask(interaction)).status, 202);
    const old = await call(interaction.jar, interaction.uid, 'email-code/verify', { code: first });
    const second = codeOf(await lastMailTo(demo.email));
    if (first !== second) assert.deepEqual([old.status, old.body.error], [400, 'invalid_code']);
  });

  test('throttled per address (one a minute, whichever interaction) and per interaction', async () => {
    nextMinute();
    await mailed();
    const other = await startInteraction(auth);
    const soon = await ask(other);
    assert.deepEqual([soon.status, soon.body.error], [429, 'too_many_requests']);
    assert.ok(Number(soon.headers.get('retry-after')) > 0);
    // Nobody is mailed twice in a minute, account or not: the same 429 for an unknown address.
    await ask(other, 'ghost@example.com');
    const ghost = await ask(other, 'ghost@example.com');
    assert.deepEqual([ghost.status, ghost.body.error], [429, 'too_many_requests']);

    const busy = await startInteraction(auth);
    for (let i = 0; i < 5; i++) {
      assert.equal((await ask(busy, `person${i}@example.com`)).status, 202, `request ${i + 1}`);
    }
    const sixth = await ask(busy, 'person5@example.com');
    assert.deepEqual([sixth.status, sixth.body.error], [429, 'too_many_requests']);
  });

  test('bound to the interaction of the browser that asked', async () => {
    nextMinute();
    const { interaction, code } = await mailed();
    const stranger = await call(new CookieJar(), interaction.uid, 'email-code/verify', { code });
    assert.deepEqual([stranger.status, stranger.body.error], [403, 'interaction_not_bound']);
    // The code typed into another interaction (the stranger's own) is just a wrong code.
    nextMinute();
    const theirs = await startInteraction(auth);
    assert.equal((await ask(theirs)).status, 202);
    const typed = await call(theirs.jar, theirs.uid, 'email-code/verify', { code });
    const theirCode = codeOf(await lastMailTo(demo.email));
    if (theirCode !== code)
      assert.deepEqual([typed.status, typed.body.error], [400, 'invalid_code']);
    const mine = await call(interaction.jar, interaction.uid, 'email-code/verify', { code });
    assert.equal(mine.status, 200, 'the first browser still signs in with its own code');
  });

  test('mails in the account’s language', async () => {
    for (const [locale, subject] of [
      ['pt-BR', /é o seu código de acesso$/],
      ['es', /es tu código para iniciar sesión$/],
    ] as const) {
      auth.db.prepare('UPDATE users SET locale = ? WHERE email = ?').run(locale, demo.email);
      nextMinute();
      const { mail } = await mailed();
      assert.match(mail.subject, subject);
    }
    auth.db.prepare("UPDATE users SET locale = 'en' WHERE email = ?").run(demo.email);
  });
});

describe('the mailed link', () => {
  test('in the browser that asked, a press confirms; the tab that asked finishes (its state is there)', async () => {
    nextMinute();
    const { interaction, token } = await mailed();
    const pressed = await call(interaction.jar, interaction.uid, 'email-code/link', { token });
    assert.deepEqual(
      [pressed.status, pressed.body],
      [200, { result: 'verified', sameBrowser: true }],
    );
    const continued = await call(interaction.jar, interaction.uid, 'email-code/continue');
    assert.equal(continued.status, 200, JSON.stringify(continued.body));
    await finishSignIn(auth, interaction, continued.body.redirectTo);
  });

  test('on another device it only confirms: that device is not signed in, the first continues', async () => {
    nextMinute();
    const { interaction, token } = await mailed();
    const waiting = await call(interaction.jar, interaction.uid, 'email-code', undefined, 'GET');
    assert.deepEqual(waiting.body, { state: 'waiting' });
    const early = await call(interaction.jar, interaction.uid, 'email-code/continue');
    assert.deepEqual([early.status, early.body.error], [409, 'email_code_not_verified']);

    const phone = new CookieJar();
    const pressed = await call(phone, interaction.uid, 'email-code/link', { token });
    assert.deepEqual(
      [pressed.status, pressed.body],
      [200, { result: 'verified', sameBrowser: false }],
    );
    // Nothing of a session reached the phone: it holds no authority cookie at all.
    assert.equal(phone.get('_session'), undefined);
    assert.equal(phone.get('_interaction_resume'), undefined);

    const polled = await call(interaction.jar, interaction.uid, 'email-code', undefined, 'GET');
    assert.deepEqual(polled.body, { state: 'verified' });
    const continued = await call(interaction.jar, interaction.uid, 'email-code/continue');
    assert.equal(continued.status, 200, JSON.stringify(continued.body));
    const tokens = await finishSignIn(auth, interaction, continued.body.redirectTo);
    assert.deepEqual(decodeJwtPayload(tokens.id_token).amr, ['email']);
    const twice = await call(phone, interaction.uid, 'email-code/link', { token });
    assert.deepEqual([twice.status, twice.body.error], [410, 'link_spent']);
  });

  test('a link under another interaction’s address does nothing', async () => {
    nextMinute();
    const { interaction, token } = await mailed();
    const other = await startInteraction(auth);
    const moved = await call(other.jar, other.uid, 'email-code/link', { token });
    assert.deepEqual([moved.status, moved.body.error], [409, 'link_other_interaction']);
    const polled = await call(interaction.jar, interaction.uid, 'email-code', undefined, 'GET');
    assert.deepEqual(polled.body, { state: 'waiting' });
  });

  test('expired after 10 minutes', async () => {
    nextMinute();
    const { interaction, token } = await mailed();
    clock.advance(10 * 60);
    const late = await call(new CookieJar(), interaction.uid, 'email-code/link', { token });
    assert.deepEqual([late.status, late.body.error], [410, 'link_spent']);
    const polled = await call(interaction.jar, interaction.uid, 'email-code', undefined, 'GET');
    assert.deepEqual(polled.body, { state: 'expired' });
  });
});

describe('passkey-first sign-up', () => {
  type Creation = { challenge: string; rp: { id: string }; user: { id: string } };
  type Request = { challenge: string; rpId: string };

  async function post(path: string, body: unknown) {
    const response = await fetch(`${auth.publicUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3001' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
    };
  }

  test('the address proven by a code, then the account with its passkey and no password', async () => {
    const email = 'ana@example.com';
    const started = await post('/accounts/passkey-sign-up', {
      name: 'Ana Lima',
      email,
      acceptedTerms: true,
      locale: 'pt-BR',
    });
    assert.equal(started.status, 202, JSON.stringify(started.body));
    const attempt = started.body.attempt as string;
    const mail = await lastMailTo(email);
    assert.match(mail.subject, /é o seu código para criar sua conta$/);
    const code = codeOf(mail);
    const early = await post('/accounts/passkey-sign-up/complete', { attempt, response: {} });
    assert.deepEqual([early.status, early.body.error], [409, 'no_sign_up_attempt']);
    const wrong = await post('/accounts/passkey-sign-up/verify', {
      attempt,
      code: code === '000000' ? '111111' : '000000',
    });
    assert.deepEqual([wrong.status, wrong.body.error], [400, 'invalid_code']);
    const options = await post('/accounts/passkey-sign-up/verify', { attempt, code });
    assert.equal(options.status, 200, JSON.stringify(options.body));
    const again = await post('/accounts/passkey-sign-up/verify', { attempt, code });
    assert.deepEqual([again.status, again.body.error], [400, 'code_used']);

    const authenticator = new SoftwareAuthenticator();
    const created = await post('/accounts/passkey-sign-up/complete', {
      attempt,
      response: authenticator.register(options.body as unknown as Creation),
    });
    assert.deepEqual([created.status, created.body], [201, { email }]);
    const row = auth.db
      .prepare<[string], { has_password: number; confirmed_at: string | null }>(
        'SELECT has_password, confirmed_at FROM users WHERE email = ?',
      )
      .get(email);
    assert.equal(row?.has_password, 0);
    assert.ok(row?.confirmed_at);

    // It signs in with the passkey, in an interaction like any other.
    const interaction = await startInteraction(auth);
    const request = await interactionPost<Request>(
      auth,
      interaction.uid,
      'passkey/options',
      interaction.jar,
    );
    const signedIn = await interactionPost(
      auth,
      interaction.uid,
      'passkey',
      interaction.jar,
      authenticator.assert(request.body),
    );
    assert.equal(signedIn.status, 200, JSON.stringify(signedIn.body));
  });

  test('an address that has an account: the same answer, its owner gets a note and no code works', async () => {
    const started = await post('/accounts/passkey-sign-up', {
      name: 'Someone',
      email: demo.email,
      acceptedTerms: true,
    });
    assert.equal(started.status, 202);
    const mail = await lastMailTo(demo.email);
    assert.equal(mail.subject, 'You already have an account');
    const guess = await post('/accounts/passkey-sign-up/verify', {
      attempt: started.body.attempt,
      code: '123456',
    });
    assert.deepEqual([guess.status, guess.body.error], [400, 'invalid_code']);
  });

  test('the code expires after 10 minutes', async () => {
    const started = await post('/accounts/passkey-sign-up', {
      name: 'Late',
      email: 'late@example.com',
      acceptedTerms: true,
    });
    const code = codeOf(await lastMailTo('late@example.com'));
    clock.advance(10 * 60 + 1);
    const late = await post('/accounts/passkey-sign-up/verify', {
      attempt: started.body.attempt,
      code,
    });
    assert.deepEqual([late.status, late.body.error], [400, 'code_expired']);
  });
});

describe('the abuse protection’s challenge (docs/abuse-protection.md)', () => {
  // A second authority with the protection on, as in development: the deployment challenges
  // no e-mail-code request by itself, Acme asks for it (dev/seed.ts).
  let guarded: TestAuthority;
  before(async () => {
    guarded = await startTestAuthority({
      abuse: {
        ...NO_ABUSE_PROTECTION,
        enabled: true,
        altcha: { ...NO_ABUSE_PROTECTION.altcha, difficulty: 200 },
      },
    });
  });
  after(() => guarded.close());

  async function request(interaction: Interaction, body: Record<string, unknown>) {
    const response = await browserFetch(
      interaction.jar,
      `${guarded.publicUrl}/auth/oidc/interaction/${encodeURIComponent(interaction.uid)}/email-code`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3001' },
        body: JSON.stringify(body),
      },
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async function solvedFor(whitelabel: string, purpose = 'email_code'): Promise<string> {
    const response = await fetch(
      `${guarded.publicUrl}/auth/challenge?purpose=${purpose}&whitelabel=${whitelabel}`,
    );
    const offer = (await response.json()) as { required: boolean; altcha: Challenge };
    assert.equal(offer.required, true);
    return solveToToken(offer.altcha);
  }

  const mailsTo = (email: string) =>
    guarded.db
      .prepare<[string], { n: number }>('SELECT count(*) AS n FROM outbox WHERE to_address = ?')
      .get(email)!.n;

  test('refused without one, before anything is mailed or counted; a solved one mails once', async () => {
    const interaction = await startInteraction(guarded);
    const before = mailsTo(demo.email);
    const missing = await request(interaction, { email: demo.email, whitelabel: 'acme' });
    assert.equal(missing.status, 403);
    assert.equal(missing.body.error, 'challenge_required');
    assert.equal(missing.body.purpose, 'email_code');
    const forged = await request(interaction, {
      email: demo.email,
      whitelabel: 'acme',
      challenge: 'forged',
    });
    assert.equal(forged.body.error, 'challenge_invalid');
    assert.equal(mailsTo(demo.email), before);

    // Nothing was counted: the refused requests took no mail turn from the address.
    const challenge = await solvedFor('acme');
    const solved = await request(interaction, { email: demo.email, whitelabel: 'acme', challenge });
    assert.equal(solved.status, 202, JSON.stringify(solved.body));
    assert.equal(mailsTo(demo.email), before + 1);

    // Single use: the same solution again is refused as reused.
    const again = await request(await startInteraction(guarded), {
      email: 'someone-else@example.com',
      whitelabel: 'acme',
      challenge,
    });
    assert.equal(again.status, 403);
    assert.deepEqual([again.body.error, again.body.reason], ['challenge_invalid', 'reused']);
  });

  test('passkey-first sign-up is a sign-up: its challenge before anything is mailed', async () => {
    const email = `passkey-first.${Date.now()}@example.com`;
    const start = (challenge?: string) =>
      fetch(`${guarded.publicUrl}/accounts/passkey-sign-up`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'Ana Lima',
          email,
          acceptedTerms: true,
          tenantId: 'acme',
          ...(challenge ? { challenge } : {}),
        }),
      });
    const missing = await start();
    assert.equal(missing.status, 403);
    assert.equal(((await missing.json()) as { error: string }).error, 'challenge_required');
    assert.equal(mailsTo(email), 0);
    const solved = await start(await solvedFor('acme', 'sign_up'));
    assert.equal(solved.status, 202, await solved.clone().text());
    assert.equal(mailsTo(email), 1);
  });
});
