// Abuse protection (docs/abuse-protection.md): ALTCHA challenges (spent once, expiring, signed,
// for one purpose, dearer after failures), sign-in's challenge after failures, Turnstile against
// its stand-in, the breached-password check against the HIBP range stand-in (only five hex
// characters leave, with padding; fail open), and disposable addresses.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { Challenge } from 'altcha-lib';
import { solveToToken } from '../src/abuse/solve.ts';
import { readAbuseConfig } from '../src/abuse/config.ts';
import { NO_ABUSE_PROTECTION, type AbuseConfig, TEST_KEYS } from '../src/abuse/settings.ts';
import { listenAbuseStandIn, type AbuseStandIn } from '../src/stand-ins/abuse-services.ts';
import {
  apiRequest,
  createUser,
  signInWithTokens,
  startInteraction,
  startTestAuthority,
  submitLogin,
  type TestAuthority,
} from './oidc-helpers.ts';

let auth: TestAuthority;
let standIn: AbuseStandIn;
let now = Date.now();
const warnings: string[] = [];

before(async () => {
  standIn = await listenAbuseStandIn({ port: 0 });
  const abuse: AbuseConfig = {
    ...NO_ABUSE_PROTECTION,
    enabled: true,
    purposes: ['sign_up', 'password_reset'],
    signInChallenge: true,
    altcha: { ...NO_ABUSE_PROTECTION.altcha, difficulty: 200 },
    rangeUrl: standIn.rangeUrl,
    rangeTimeoutMs: 300,
    turnstile: standIn.turnstile,
    hcaptcha: standIn.hcaptcha,
  };
  auth = await startTestAuthority({
    abuse,
    clock: () => now,
    trustedProxies: 1,
    logWarning: (message) => warnings.push(message),
  });
});

after(async () => {
  await auth?.close();
  await standIn?.close();
});

beforeEach(() => {
  now = Date.now();
  standIn.setFault(null);
  auth.db.prepare('DELETE FROM login_failures').run();
});

let counter = 0;
function uniqueEmail(label: string, domain = 'example.com'): string {
  counter += 1;
  return `${label}-${counter}-${process.pid}@${domain}`;
}
/** Each test its own client address (one trusted proxy hop), so failures do not mix. */
function address(): string {
  return `10.9.${counter % 250}.${(counter * 7) % 250}`;
}

interface Offer {
  kind: string;
  required: boolean;
  altcha?: Challenge;
  siteKey?: string;
  scriptUrl?: string;
}

async function offer(purpose: string, ip: string, whitelabel?: string) {
  const query = new URLSearchParams({ purpose, ...(whitelabel ? { whitelabel } : {}) });
  return apiRequest<Offer>(auth, `/auth/challenge?${query}`, {
    headers: { 'X-Forwarded-For': ip },
  });
}

async function solved(purpose: string, ip: string): Promise<string> {
  const { body } = await offer(purpose, ip);
  assert.ok(body.altcha, 'an ALTCHA challenge');
  return solveToToken(body.altcha);
}

const strongPassword = 'violet-harbour-lantern-92';

function signUp(body: Record<string, unknown>, ip: string) {
  return apiRequest<{ error?: string; reason?: string; fields?: Record<string, string> }>(
    auth,
    '/accounts',
    {
      method: 'POST',
      body: { name: 'Ana', password: strongPassword, acceptedTerms: true, ...body },
      headers: { 'X-Forwarded-For': ip },
    },
  );
}

describe('GET /auth/challenge', () => {
  test('answers a signed ALTCHA challenge and whether the purpose needs it', async () => {
    const ip = address();
    const signUpOffer = await offer('sign_up', ip);
    assert.equal(signUpOffer.status, 200);
    assert.equal(signUpOffer.headers.get('cache-control'), 'no-store');
    assert.equal(signUpOffer.body.kind, 'altcha');
    assert.equal(signUpOffer.body.required, true);
    assert.equal(signUpOffer.body.altcha?.parameters.data?.purpose, 'sign_up');
    assert.match(signUpOffer.body.altcha?.signature ?? '', /^[0-9a-f]{64}$/);
    // Not one of the deployment's purposes and no tenant named: not needed.
    assert.equal((await offer('email_code', ip)).body.required, false);
    // A tenant adds its own (Acme challenges e-mail-code requests, dev/seed.ts).
    assert.equal((await offer('email_code', ip, 'acme')).body.required, true);
  });

  test('refuses a missing or unknown purpose', async () => {
    const missing = await apiRequest<{ fields?: Record<string, string> }>(auth, '/auth/challenge');
    assert.equal(missing.status, 400);
    assert.deepEqual(missing.body.fields, { purpose: 'required' });
    const unknown = await apiRequest<{ fields?: Record<string, string> }>(
      auth,
      '/auth/challenge?purpose=everything',
    );
    assert.deepEqual(unknown.body.fields, { purpose: 'unknown' });
  });

  test("a Turnstile tenant's offer names its site key and the provider's script", async () => {
    const { body } = await offer('sign_up', address(), 'umbrella');
    assert.equal(body.kind, 'turnstile');
    assert.equal(body.siteKey, TEST_KEYS.turnstile.siteKey);
    assert.equal(body.scriptUrl, standIn.turnstile.scriptUrl);
    // The proof of work comes along: the fallback for a page that cannot load Turnstile.
    assert.equal(body.altcha?.parameters.data?.purpose, 'sign_up');
  });
});

describe('ALTCHA solutions', () => {
  test('a sign-up without one is refused before anything is counted', async () => {
    const ip = address();
    const email = uniqueEmail('no-challenge');
    const response = await signUp({ email }, ip);
    assert.equal(response.status, 403);
    assert.equal(response.body.error, 'challenge_required');
    // Nothing counted: the sign-up limits never saw it.
    const counted = auth.db
      .prepare("SELECT count(*) AS n FROM login_failures WHERE key LIKE 'sign-up:%'")
      .get() as { n: number };
    assert.equal(counted.n, 0);
  });

  test('a solved challenge lets the sign-up in once; the same again is reused', async () => {
    const ip = address();
    const token = await solved('sign_up', ip);
    assert.equal(
      (await signUp({ email: uniqueEmail('solved'), challenge: token }, ip)).status,
      202,
    );
    const replay = await signUp({ email: uniqueEmail('replay'), challenge: token }, ip);
    assert.equal(replay.status, 403);
    assert.equal(replay.body.error, 'challenge_invalid');
    assert.equal(replay.body.reason, 'reused');
  });

  test('a solution past its ten minutes is expired', async () => {
    const ip = address();
    const token = await solved('sign_up', ip);
    now += 10 * 60_000 + 1000;
    const late = await signUp({ email: uniqueEmail('late'), challenge: token }, ip);
    assert.equal(late.status, 403);
    assert.equal(late.body.reason, 'expired');
  });

  test('forged: a changed challenge, a wrong solution, another purpose, not a payload', async () => {
    const ip = address();
    const { body } = await offer('sign_up', ip);
    const challenge = body.altcha!;
    const good = JSON.parse(Buffer.from(await solveToToken(challenge), 'base64').toString());
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    const easier = encode({
      ...good,
      challenge: { ...challenge, parameters: { ...challenge.parameters, keyPrefix: '00' } },
    });
    const wrong = encode({
      ...good,
      solution: { ...good.solution, counter: good.solution.counter + 1 },
    });
    const otherPurpose = await solved('password_reset', ip);
    for (const token of [easier, wrong, otherPurpose, 'not-a-payload']) {
      const response = await signUp({ email: uniqueEmail('forged'), challenge: token }, ip);
      assert.equal(response.status, 403, token);
      assert.equal(response.body.reason, 'forged', token);
    }
    // The real one still works (a forged attempt spent nothing of it).
    const real = await signUp({ email: uniqueEmail('real'), challenge: encode(good) }, ip);
    assert.equal(real.status, 202);
  });

  test('the difficulty doubles with each refused solution from the address', async () => {
    const ip = address();
    const difficulty = async () =>
      (await offer('sign_up', ip)).body.altcha?.parameters.data?.difficulty;
    assert.equal(await difficulty(), 200);
    await signUp({ email: uniqueEmail('bot'), challenge: 'forged' }, ip);
    assert.equal(await difficulty(), 400);
    await signUp({ email: uniqueEmail('bot'), challenge: 'forged' }, ip);
    assert.equal(await difficulty(), 800);
    // Another address is not punished for it.
    assert.equal((await offer('sign_up', address())).body.altcha?.parameters.data?.difficulty, 200);
    // An hour later it is forgiven.
    now += 60 * 60_000 + 1000;
    assert.equal(await difficulty(), 200);
  });

  test('a password-reset request needs one too, the same for any address', async () => {
    const ip = address();
    const reset = (body: Record<string, unknown>) =>
      apiRequest<{ error?: string }>(auth, '/accounts/password-reset', {
        method: 'POST',
        body,
        headers: { 'X-Forwarded-For': ip },
      });
    const missing = await reset({ email: 'demo@example.com' });
    assert.equal(missing.status, 403);
    assert.equal(missing.body.error, 'challenge_required');
    assert.equal((await reset({ email: uniqueEmail('nobody') })).body.error, 'challenge_required');
    const accepted = await reset({
      email: 'demo@example.com',
      challenge: await solved('password_reset', ip),
    });
    assert.equal(accepted.status, 202);
  });
});

describe('sign-in after failures', () => {
  test('from the third failure for an account a challenge is needed, then it signs in', async () => {
    const email = uniqueEmail('signin');
    await createUser(auth.db, { email, password: strongPassword });
    const { uid, jar } = await startInteraction(auth);
    for (let i = 0; i < 3; i++) {
      const wrong = await submitLogin(auth, uid, { email, password: 'wrong-password' }, jar);
      assert.equal(wrong.status, 401);
    }
    const right = await submitLogin(auth, uid, { email, password: strongPassword }, jar);
    assert.equal(right.status, 403);
    assert.deepEqual(await right.json(), {
      error: 'challenge_required',
      message: 'Solve a challenge first.',
      purpose: 'sign_in',
    });
    // Unknown e-mails answer the same after the same failures.
    const unknown = uniqueEmail('unknown');
    for (let i = 0; i < 3; i++)
      await submitLogin(auth, uid, { email: unknown, password: 'x' }, jar);
    const unknownAnswer = await submitLogin(auth, uid, { email: unknown, password: 'x' }, jar);
    assert.equal(unknownAnswer.status, 403);

    const challenge = await solved('sign_in', '127.0.0.1');
    const solvedLogin = await submitLogin(
      auth,
      uid,
      { email, password: strongPassword, challenge },
      jar,
    );
    assert.equal(solvedLogin.status, 200, await solvedLogin.clone().text());
  });

  test('a first sign-in needs none', async () => {
    const email = uniqueEmail('first');
    await createUser(auth.db, { email, password: strongPassword });
    const { uid, jar } = await startInteraction(auth);
    assert.equal(
      (await submitLogin(auth, uid, { email, password: strongPassword }, jar)).status,
      200,
    );
  });
});

describe('Turnstile (against its stand-in)', () => {
  const turnstileToken = () =>
    `XXXX.DUMMY.TOKEN.${createHash('sha256').update(String(Math.random())).digest('hex').slice(0, 32)}`;

  test("a Umbrella sign-up passes with the widget's token once, and not with another", async () => {
    const ip = address();
    const token = turnstileToken();
    const ok = await signUp(
      { email: uniqueEmail('turnstile'), tenantId: 'umbrella', challenge: token },
      ip,
    );
    assert.equal(ok.status, 202);
    const again = await signUp(
      { email: uniqueEmail('turnstile'), tenantId: 'umbrella', challenge: token },
      ip,
    );
    assert.equal(again.body.reason, 'reused');
    const forged = await signUp(
      { email: uniqueEmail('turnstile'), tenantId: 'umbrella', challenge: 'made-up' },
      ip,
    );
    assert.equal(forged.body.reason, 'forged');
    const missing = await signUp({ email: uniqueEmail('turnstile'), tenantId: 'umbrella' }, ip);
    assert.equal(missing.body.error, 'challenge_required');
  });

  test('siteverify that does not answer refuses the token (failed), it never lets it through', async () => {
    standIn.setFault('error');
    const response = await signUp(
      { email: uniqueEmail('turnstile'), tenantId: 'umbrella', challenge: turnstileToken() },
      address(),
    );
    assert.equal(response.status, 403);
    assert.equal(response.body.reason, 'failed');
  });
});

describe('breached passwords (HIBP range API stand-in)', () => {
  const breached = 'Autumn-Leaves-1987';

  test('sign-up refuses a breached password; only five hex characters left, with padding', async () => {
    const ip = address();
    const before = standIn.requests.length;
    const response = await signUp(
      {
        email: uniqueEmail('breached'),
        password: breached,
        challenge: await solved('sign_up', ip),
      },
      ip,
    );
    assert.equal(response.status, 400);
    assert.deepEqual(response.body.fields, { password: 'breached' });
    const sent = standIn.requests.slice(before);
    assert.equal(sent.length, 1);
    const sha1 = createHash('sha1').update(breached).digest('hex').toUpperCase();
    assert.equal(sent[0]!.prefix, sha1.slice(0, 5));
    assert.equal(sent[0]!.path, `/range/${sha1.slice(0, 5)}`);
    assert.equal(sent[0]!.padding, true);
  });

  test('a password not on the list passes', async () => {
    const ip = address();
    const response = await signUp(
      { email: uniqueEmail('fine'), challenge: await solved('sign_up', ip) },
      ip,
    );
    assert.equal(response.status, 202);
  });

  for (const fault of ['hang', 'error'] as const) {
    test(`fails open when the service does not answer (${fault}), and logs it`, async () => {
      standIn.setFault(fault);
      warnings.length = 0;
      const ip = address();
      const response = await signUp(
        { email: uniqueEmail('open'), password: breached, challenge: await solved('sign_up', ip) },
        ip,
      );
      assert.equal(response.status, 202);
      assert.equal(warnings.length, 1);
      assert.match(warnings[0]!, /breached-password check skipped \(fail open\)/);
    });
  }

  test('a tenant that turned the check off lets its own sign-ups through', async () => {
    auth.db
      .prepare("UPDATE tenant_abuse_settings SET breached_check = 0 WHERE tenant_id = 'acme'")
      .run();
    try {
      const ip = address();
      const response = await signUp(
        {
          email: uniqueEmail('tenant-off'),
          password: breached,
          tenantId: 'acme',
          joinCode: 'acme-demo-join',
          challenge: await solved('sign_up', ip),
        },
        ip,
      );
      assert.equal(response.status, 202);
    } finally {
      auth.db
        .prepare("UPDATE tenant_abuse_settings SET breached_check = 1 WHERE tenant_id = 'acme'")
        .run();
    }
  });

  test('a change refuses it, and a sign-in with a breached password sets the notice', async () => {
    const { tokens } = await signInWithTokens(auth, {
      email: 'breached@example.com',
      password: 'Summer2024!',
    });
    const profile = await apiRequest<{ passwordBreached?: boolean }>(auth, '/users/me', {
      token: tokens.access_token,
    });
    assert.equal(profile.body.passwordBreached, true);
    const change = (newPassword: string) =>
      apiRequest<{ fields?: Record<string, string> }>(auth, '/users/me/password', {
        method: 'POST',
        token: tokens.access_token,
        body: { currentPassword: 'Summer2024!', newPassword },
      });
    const refused = await change(breached);
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.body.fields, { newPassword: 'breached' });
    assert.equal((await change(strongPassword)).status, 204);
    const after = await apiRequest<{ passwordBreached?: boolean }>(auth, '/users/me', {
      token: tokens.access_token,
    });
    assert.equal(after.body.passwordBreached, false);
  });

  test('a reset refuses it', async () => {
    const ip = address();
    const email = uniqueEmail('reset');
    await createUser(auth.db, { email, password: strongPassword });
    await apiRequest(auth, '/accounts/password-reset', {
      method: 'POST',
      body: { email, challenge: await solved('password_reset', ip) },
      headers: { 'X-Forwarded-For': ip },
    });
    const outbox = await apiRequest<{ messages: { to: string; links: string[] }[] }>(
      auth,
      '/dev/outbox',
    );
    const link = outbox.body.messages
      .find((m) => m.to === email)!
      .links.find((l) => l.includes('forgot-password'))!;
    const token = new URL(link).searchParams.get('token');
    const refused = await apiRequest<{ fields?: Record<string, string> }>(
      auth,
      '/accounts/password-reset/confirm',
      { method: 'POST', body: { token, password: breached } },
    );
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.body.fields, { password: 'breached' });
  });
});

describe('disposable addresses', () => {
  test('refused at sign-up into a tenant that turned it on, not elsewhere', async () => {
    const ip = address();
    const intoAcme = await signUp(
      {
        email: uniqueEmail('throwaway', 'mailinator.com'),
        tenantId: 'acme',
        joinCode: 'acme-demo-join',
        challenge: await solved('sign_up', ip),
      },
      ip,
    );
    assert.equal(intoAcme.status, 400);
    assert.deepEqual(intoAcme.body.fields, { email: 'disposable' });
    const subdomain = await signUp(
      {
        email: uniqueEmail('throwaway', 'x.mailinator.com'),
        tenantId: 'acme',
        joinCode: 'acme-demo-join',
      },
      ip,
    );
    assert.deepEqual(subdomain.body.fields, { email: 'disposable' });
    const noTenant = await signUp(
      { email: uniqueEmail('throwaway', 'mailinator.com'), challenge: await solved('sign_up', ip) },
      ip,
    );
    assert.equal(noTenant.status, 202);
  });
});

describe('configuration (environment)', () => {
  const fail = (message: string) => new Error(message);
  const standInOrigin = 'http://localhost:4002';

  test('production asks the real services and challenges every bot-prone purpose', () => {
    const config = readAbuseConfig({}, { production: true, standInOrigin, fail });
    assert.equal(config.enabled, true);
    assert.deepEqual(config.purposes, ['sign_up', 'password_reset', 'email_code']);
    assert.equal(config.rangeUrl, 'https://api.pwnedpasswords.com/range/');
    assert.equal(
      config.turnstile.siteverifyUrl,
      'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    );
    assert.equal(config.hcaptcha.siteverifyUrl, 'https://api.hcaptcha.com/siteverify');
    assert.equal(config.altcha.difficulty, 100_000);
  });

  test('development asks the stand-ins, cheaply, and leaves the purposes to the tenants', () => {
    const config = readAbuseConfig({}, { production: false, standInOrigin, fail });
    assert.deepEqual(config.purposes, []);
    assert.equal(config.rangeUrl, `${standInOrigin}/range/`);
    assert.equal(config.turnstile.siteverifyUrl, `${standInOrigin}/turnstile/v0/siteverify`);
    assert.equal(config.altcha.difficulty, 1000);
  });

  test('settings by name; a bad value is named', () => {
    const config = readAbuseConfig(
      {
        CHALLENGE_PURPOSES: 'sign_up',
        BREACHED_PASSWORD_CHECK: 'off',
        REFUSE_DISPOSABLE_EMAIL: 'on',
      },
      { production: true, standInOrigin, fail },
    );
    assert.deepEqual(config.purposes, ['sign_up']);
    assert.equal(config.rangeUrl, null);
    assert.equal(config.refuseDisposable, true);
    for (const [name, value] of [
      ['ALTCHA_HMAC_KEY', 'short'],
      ['ALTCHA_DIFFICULTY', '0'],
      ['CHALLENGE_PURPOSES', 'sign_in'],
      ['HIBP_RANGE_URL', 'http://pwned.example/range/'],
      ['SIGN_IN_CHALLENGE', 'maybe'],
    ] as const) {
      assert.throws(
        () => readAbuseConfig({ [name]: value }, { production: true, standInOrigin, fail }),
        new RegExp(name),
      );
    }
  });
});
