// Account lifecycle over HTTP (decisions in dev-api/ACCOUNTS.md): sign-up, confirmation,
// resend, password reset, password change, push tokens and the profile fields onboarding needs.
// Mails are read back from GET /dev/outbox, as the browser tests do.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { signUpThrottle } from '../src/platform/throttle.ts';
import { PASSWORD_MIN_SCORE, passwordScore } from '../src/accounts/password-policy.ts';
import {
  apiRequest,
  createUser,
  hostApp,
  refresh,
  signInWithTokens,
  standaloneApp,
  startInteraction,
  startTestAuthority,
  submitLogin,
  type JsonResponse,
  type TestAuthority,
} from './oidc-helpers.ts';

let auth: TestAuthority;

before(async () => {
  auth = await startTestAuthority();
});

after(async () => {
  await auth?.close();
});

// Every request here comes from one address: each test starts with that address's sign-up
// count at zero (the test of that limit fills it itself).
beforeEach(() => {
  auth.db.prepare("DELETE FROM login_failures WHERE key LIKE 'sign-up:address:%'").run();
});

interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  links: string[];
}

type Body = Record<string, unknown> & { fields?: Record<string, string> };

let counter = 0;
/** A fresh address per call, so tests neither share accounts nor rate limits. */
function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${counter}-${process.pid}@example.com`;
}

async function post(
  pathname: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<JsonResponse<Body> & { raw: string }> {
  const response = await fetch(`${auth.publicUrl}${pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const raw = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (raw ? JSON.parse(raw) : {}) as Body,
    raw,
  };
}

async function mailsTo(email: string): Promise<OutboxMessage[]> {
  const outbox = await apiRequest<{ messages: OutboxMessage[] }>(auth, '/dev/outbox');
  assert.equal(outbox.status, 200);
  return outbox.body.messages.filter((message) => message.to === email);
}

async function lastMailTo(email: string): Promise<OutboxMessage> {
  const mails = await mailsTo(email);
  const last = mails.at(-1);
  assert.ok(last, `no mail to ${email}`);
  return last;
}

function tokenOf(link: string): string {
  const token = new URL(link).searchParams.get('token');
  assert.ok(token, `no token in ${link}`);
  return token;
}

/** The sign-in form's POST: the status (and error code) the interaction answers. */
async function login(email: string, password: string): Promise<{ status: number; error?: string }> {
  const { uid, jar } = await startInteraction(auth);
  const response = await submitLogin(auth, uid, { email, password }, jar);
  const body = (await response.json()) as { error?: string };
  return { status: response.status, error: body.error };
}

const strongPassword = 'Correct-Horse-Battery-9';

function signUp(overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return post(
    '/accounts',
    {
      name: 'Ana Souza',
      email: uniqueEmail('signup'),
      password: strongPassword,
      acceptedTerms: true,
      ...overrides,
    },
    headers,
  );
}

/** Signs up and confirms; returns the address. */
async function confirmedAccount(password = strongPassword, locale = 'en'): Promise<string> {
  const email = uniqueEmail('confirmed');
  assert.equal((await signUp({ email, password, locale })).status, 202);
  const confirmed = await post('/accounts/confirm', {
    token: tokenOf((await lastMailTo(email)).links[0]!),
  });
  assert.equal(confirmed.status, 200);
  return email;
}

function userRow(email: string) {
  return auth.db
    .prepare<
      [string],
      {
        id: string;
        name: string;
        locale: string;
        tenant_id: string | null;
        confirmed_at: string | null;
      }
    >('SELECT id, name, locale, tenant_id, confirmed_at FROM users WHERE email = ?')
    .get(email);
}

/** Moves every stored token of the user and purpose into the past. */
function expireTokens(email: string, purpose: 'confirm' | 'reset'): void {
  auth.db
    .prepare(
      `UPDATE account_tokens SET expires_at = ?
        WHERE purpose = ? AND user_id = (SELECT id FROM users WHERE email = ?)`,
    )
    .run(new Date(Date.now() - 1000).toISOString(), purpose, email);
}

describe('sign-up', () => {
  test('creates an unconfirmed account that cannot sign in, and mails a confirmation link', async () => {
    const email = uniqueEmail('new');
    const response = await signUp({
      email,
      tenantId: 'acme',
      joinCode: 'acme-demo-join',
      locale: 'en',
    });
    assert.equal(response.status, 202);
    assert.deepEqual(response.body, { status: 'pending_confirmation' });

    const row = userRow(email);
    assert.ok(row, 'the user exists');
    assert.equal(row.confirmed_at, null);
    assert.equal(row.name, 'Ana Souza');
    assert.equal(row.tenant_id, 'acme');
    assert.equal(row.locale, 'en');

    assert.deepEqual(await login(email, strongPassword), {
      status: 403,
      error: 'account_not_confirmed',
    });

    const mails = await mailsTo(email);
    assert.equal(mails.length, 1);
    const mail = mails[0]!;
    assert.equal(mail.subject, 'Confirm your e-mail address');
    assert.equal(mail.links.length, 1);
    const link = new URL(mail.links[0]!);
    assert.equal(`${link.origin}${link.pathname}`, `${standaloneApp.origin}/confirm-account`);
    assert.match(tokenOf(mail.links[0]!), /^[A-Za-z0-9_-]{43}$/);
    assert.equal(link.searchParams.get('whitelabel'), 'acme', 'the tenant brand follows the link');
    assert.ok(mail.text.includes(mail.links[0]!), 'the text part carries the link');
    // The address is not proven yet: the name typed at sign-up stays out of the mail.
    assert.match(mail.text, /^Hi,\n/);
    assert.ok(!`${mail.subject}${mail.text}${mail.html}`.includes('Ana Souza'), 'no typed name');
    assert.match(mail.text, /24 hours/);
    assert.ok(mail.html?.includes(mail.links[0]!.replaceAll('&', '&amp;')), 'the HTML part too');
    assert.match(mail.html ?? '', /<html lang="en">/);

    // Only the hash is stored.
    const stored = auth.db
      .prepare<[string], { token_hash: string; expires_at: string; purpose: string }>(
        `SELECT token_hash, expires_at, purpose FROM account_tokens
          WHERE user_id = (SELECT id FROM users WHERE email = ?)`,
      )
      .all(email);
    assert.equal(stored.length, 1);
    assert.equal(stored[0]!.purpose, 'confirm');
    assert.notEqual(stored[0]!.token_hash, tokenOf(mail.links[0]!));
    assert.match(stored[0]!.token_hash, /^[0-9a-f]{64}$/);
    const lifetime = Date.parse(stored[0]!.expires_at) - Date.now();
    assert.ok(lifetime > 23.9 * 3600_000 && lifetime <= 24 * 3600_000, `expires in ${lifetime} ms`);
  });

  test('confirming opens sign-in; the profile then shows createdAt and lastSignInAt', async () => {
    const email = uniqueEmail('confirm');
    await signUp({ email });
    const token = tokenOf((await lastMailTo(email)).links[0]!);

    const confirmed = await post('/accounts/confirm', { token });
    assert.equal(confirmed.status, 200);
    assert.deepEqual(confirmed.body, { status: 'confirmed' });
    assert.ok(userRow(email)?.confirmed_at);

    const { tokens } = await signInWithTokens(auth, { email, password: strongPassword });
    const me = await apiRequest(auth, '/users/me', { token: tokens.access_token });
    assert.equal(me.status, 200);
    assert.equal(me.body.email, email);
    assert.equal(me.body.onboardingCompleted, false);
    assert.equal(me.body.onboardingStep, null);
    assert.equal(me.body.tenantId, null, 'no tenant sent: none stored');
    const createdAt = String(me.body.createdAt);
    const lastSignInAt = String(me.body.lastSignInAt);
    assert.equal(new Date(createdAt).toISOString(), createdAt);
    assert.equal(new Date(lastSignInAt).toISOString(), lastSignInAt);
    assert.ok(lastSignInAt >= createdAt);
  });

  test('a confirmation link works once: used, expired and unknown tokens each have a code', async () => {
    const email = uniqueEmail('tokens');
    await signUp({ email });
    const token = tokenOf((await lastMailTo(email)).links[0]!);
    assert.equal((await post('/accounts/confirm', { token })).status, 200);

    const used = await post('/accounts/confirm', { token });
    assert.equal(used.status, 409);
    assert.equal(used.body.error, 'token_used');

    const unknown = await post('/accounts/confirm', { token: 'A'.repeat(43) });
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.error, 'token_invalid');
    for (const body of [{}, { token: 42 }, { token: '' }]) {
      const malformed = await post('/accounts/confirm', body);
      assert.equal(malformed.status, 400, JSON.stringify(body));
      assert.equal(malformed.body.error, 'token_invalid');
    }

    const late = uniqueEmail('late');
    await signUp({ email: late });
    const lateToken = tokenOf((await lastMailTo(late)).links[0]!);
    expireTokens(late, 'confirm');
    const expired = await post('/accounts/confirm', { token: lateToken });
    assert.equal(expired.status, 410);
    assert.equal(expired.body.error, 'token_expired');
    assert.equal(userRow(late)?.confirmed_at, null);
  });

  test('mails in the language asked for, with links to the app that asked', async () => {
    const ptEmail = uniqueEmail('pt');
    const pt = await signUp(
      { email: ptEmail, name: 'João', locale: 'pt-BR', returnOrigin: hostApp.origin },
      { Origin: hostApp.origin },
    );
    assert.equal(pt.status, 202);
    const ptMail = await lastMailTo(ptEmail);
    assert.equal(ptMail.subject, 'Confirme seu endereço de e-mail');
    assert.match(ptMail.text, /^Olá!\n/);
    assert.ok(!ptMail.text.includes('João'));
    assert.match(ptMail.text, /expira em 24 horas/);
    assert.match(ptMail.html ?? '', /<html lang="pt-BR">/);
    assert.match(ptMail.html ?? '', /Confirmar e-mail/);
    const ptLink = new URL(ptMail.links[0]!);
    assert.equal(`${ptLink.origin}${ptLink.pathname}`, `${hostApp.origin}/account/confirm-account`);
    assert.equal(userRow(ptEmail)?.locale, 'pt-BR');

    const esEmail = uniqueEmail('es');
    await signUp({ email: esEmail, name: 'Lucía', locale: 'es' });
    const esMail = await lastMailTo(esEmail);
    assert.equal(esMail.subject, 'Confirma tu dirección de correo electrónico');
    assert.match(esMail.text, /^Hola:\n/);
    assert.match(esMail.html ?? '', /<html lang="es">/);

    // A language we lack falls back to English; a regional variant finds its language.
    const frEmail = uniqueEmail('fr');
    await signUp({ email: frEmail, locale: 'fr-FR' });
    assert.equal((await lastMailTo(frEmail)).subject, 'Confirm your e-mail address');
    assert.equal(userRow(frEmail)?.locale, 'en');
    const ptPtEmail = uniqueEmail('ptpt');
    await signUp({ email: ptPtEmail, locale: 'pt' });
    assert.equal(userRow(ptPtEmail)?.locale, 'pt-BR');
  });

  test('the link origin is one of the configured apps: returnOrigin, else Origin, else standalone', async () => {
    const cases: [Record<string, unknown>, Record<string, string>, string][] = [
      [{ returnOrigin: hostApp.origin }, {}, `${hostApp.origin}/account/confirm-account`],
      [{}, { Origin: hostApp.origin }, `${hostApp.origin}/account/confirm-account`],
      [{ returnOrigin: 'https://evil.example' }, {}, `${standaloneApp.origin}/confirm-account`],
      [{ returnOrigin: 'javascript:alert(1)' }, {}, `${standaloneApp.origin}/confirm-account`],
      [
        { returnOrigin: 'https://evil.example' },
        { Origin: hostApp.origin },
        `${hostApp.origin}/account/confirm-account`,
      ],
      [{}, {}, `${standaloneApp.origin}/confirm-account`],
    ];
    for (const [body, headers, expected] of cases) {
      const email = uniqueEmail('origin');
      assert.equal((await signUp({ email, ...body }, headers)).status, 202);
      const link = new URL((await lastMailTo(email)).links[0]!);
      assert.equal(`${link.origin}${link.pathname}`, expected, JSON.stringify({ body, headers }));
    }
  });

  test('an unknown or malformed tenant id is ignored', async () => {
    for (const tenantId of ['no-such-tenant', '../acme', 42, 'x'.repeat(65)]) {
      const email = uniqueEmail('tenant');
      assert.equal((await signUp({ email, tenantId })).status, 202);
      assert.equal(userRow(email)?.tenant_id, null, String(tenantId));
      assert.equal(
        new URL((await lastMailTo(email)).links[0]!).searchParams.get('whitelabel'),
        null,
      );
    }
    const globex = uniqueEmail('globex');
    await signUp({ email: globex, tenantId: 'globex', joinCode: 'globex-demo-join' });
    assert.equal(userRow(globex)?.tenant_id, 'globex');
  });

  test('a tenant id alone, as any ?whitelabel= link carries it, joins no tenant', async () => {
    const cases: Record<string, unknown>[] = [
      { tenantId: 'acme' },
      { tenantId: 'acme', joinCode: null },
      { tenantId: 'acme', joinCode: '' },
      { tenantId: 'acme', joinCode: 'acme-demo-joi' },
      { tenantId: 'acme', joinCode: 'ACME-DEMO-JOIN' },
      // Another tenant's code opens only that tenant.
      { tenantId: 'acme', joinCode: 'globex-demo-join' },
      { tenantId: 'acme', joinCode: ['acme-demo-join'] },
    ];
    for (const body of cases) {
      const email = uniqueEmail('nojoin');
      assert.equal((await signUp({ email, ...body })).status, 202, JSON.stringify(body));
      assert.equal(userRow(email)?.tenant_id, null, JSON.stringify(body));
    }
  });

  test('a tenant that changes its join code closes its old links; no code, no joining', async () => {
    const setCode = auth.db.prepare<[string | null, string]>(
      'UPDATE tenants SET join_code = ? WHERE id = ?',
    );
    try {
      setCode.run('acme-rotated-code', 'acme');
      const old = uniqueEmail('oldcode');
      await signUp({ email: old, tenantId: 'acme', joinCode: 'acme-demo-join' });
      assert.equal(userRow(old)?.tenant_id, null);
      const current = uniqueEmail('newcode');
      await signUp({ email: current, tenantId: 'acme', joinCode: 'acme-rotated-code' });
      assert.equal(userRow(current)?.tenant_id, 'acme');

      setCode.run(null, 'acme');
      const closed = uniqueEmail('closed');
      await signUp({ email: closed, tenantId: 'acme', joinCode: 'acme-rotated-code' });
      assert.equal(userRow(closed)?.tenant_id, null);
    } finally {
      setCode.run('acme-demo-join', 'acme');
    }
  });

  test('a taken e-mail gets the very same answer; its owner is told instead', async () => {
    const fresh = await signUp({ email: uniqueEmail('fresh') });
    const demoBefore = await mailsTo('demo@example.com');
    // Mixed case and spaces: the same address.
    const taken = await signUp({ email: '  Demo@Example.com ', name: 'Intruder', locale: 'es' });
    assert.equal(taken.status, fresh.status);
    assert.equal(taken.raw, fresh.raw);
    assert.equal(taken.headers.get('content-type'), fresh.headers.get('content-type'));

    const demoAfter = await mailsTo('demo@example.com');
    assert.equal(demoAfter.length, demoBefore.length + 1);
    const notice = demoAfter.at(-1)!;
    // In the owner's language, not the stranger's; no token in it.
    assert.equal(notice.subject, 'Someone tried to sign up with your e-mail address');
    assert.match(notice.text, /^Hi Demo User,/);
    assert.deepEqual(notice.links, [
      `${standaloneApp.origin}/sign-in?whitelabel=acme`,
      `${standaloneApp.origin}/forgot-password?whitelabel=acme`,
    ]);
    // Nothing about the account changed.
    assert.equal(userRow('demo@example.com')?.name, 'Demo User');
    assert.equal((await login('demo@example.com', 'Demo-Passw0rd!')).status, 200);

    // Repeated attempts do not flood the owner's mailbox (at most one notice a minute).
    await signUp({ email: 'demo@example.com' });
    assert.equal((await mailsTo('demo@example.com')).length, demoAfter.length);
  });

  test('a second sign-up for an unconfirmed address changes nothing; the first link confirms the first password', async () => {
    const email = uniqueEmail('again');
    const first = await signUp({ email, name: 'Owner', password: 'First-Try-Password-1' });
    const firstLink = (await lastMailTo(email)).links[0]!;
    const stored = () =>
      auth.db
        .prepare<[string], { name: string; password_hash: string; locale: string }>(
          'SELECT name, password_hash, locale FROM users WHERE email = ?',
        )
        .get(email);
    const before = stored();

    // Someone else signs the same address up, with their own password, name and language.
    const second = await signUp({
      email,
      name: 'Intruder',
      password: 'Second-Try-Password-2',
      locale: 'es',
      tenantId: 'globex',
      joinCode: 'globex-demo-join',
    });
    assert.equal(second.status, first.status);
    assert.equal(second.raw, first.raw, 'the same answer as for a new address');
    assert.deepEqual(stored(), before, 'name, password and language untouched');
    assert.equal(userRow(email)?.tenant_id, null);

    // The owner follows the first link: the account opens with the owner's password only.
    assert.equal((await post('/accounts/confirm', { token: tokenOf(firstLink) })).status, 200);
    assert.equal((await login(email, 'First-Try-Password-1')).status, 200);
    assert.deepEqual(await login(email, 'Second-Try-Password-2'), {
      status: 401,
      error: 'invalid_credentials',
    });
    assert.equal(userRow(email)?.name, 'Owner');
  });

  test('the later sign-up mails no confirmation link, only a way for the mailbox to choose the password', async () => {
    const email = uniqueEmail('contested');
    // A stranger got there first, with a password the owner does not know.
    await signUp({ email, name: 'Stranger', password: 'Strangers-Choice-77' });
    const strangersLink = (await lastMailTo(email)).links[0]!;

    // The owner signs up: the newest mail activates nothing by itself.
    await signUp({ email, name: 'Owner', password: 'Owners-Own-Phrase-88' });
    const mails = await mailsTo(email);
    assert.equal(mails.length, 2);
    const notice = mails[1]!;
    assert.equal(notice.subject, 'Someone signed up again with your e-mail address');
    assert.equal(notice.links.length, 1);
    const link = new URL(notice.links[0]!);
    assert.equal(`${link.origin}${link.pathname}`, `${standaloneApp.origin}/forgot-password`);
    assert.ok(!/Stranger|Owner/.test(`${notice.text}${notice.html}`), 'no typed name');
    // Its link is a reset link, not a confirmation link.
    const confirmWithIt = await post('/accounts/confirm', { token: tokenOf(notice.links[0]!) });
    assert.equal(confirmWithIt.status, 400);
    assert.equal(confirmWithIt.body.error, 'token_invalid');
    assert.equal(userRow(email)?.confirmed_at, null);

    // Choosing the password there activates the account with it and spends the stranger's link.
    const reset = await post('/accounts/password-reset/confirm', {
      token: tokenOf(notice.links[0]!),
      password: 'Owners-Own-Phrase-88',
    });
    assert.equal(reset.status, 200);
    assert.ok(userRow(email)?.confirmed_at);
    assert.equal((await login(email, 'Owners-Own-Phrase-88')).status, 200);
    assert.equal((await login(email, 'Strangers-Choice-77')).status, 401);
    const late = await post('/accounts/confirm', { token: tokenOf(strangersLink) });
    assert.equal(late.status, 409);
    assert.equal(late.body.error, 'token_used');
    assert.equal((await login(email, 'Owners-Own-Phrase-88')).status, 200);
  });

  test('validation codes per field', async () => {
    const empty = await post('/accounts', {});
    assert.equal(empty.status, 400);
    assert.equal(empty.body.error, 'validation');
    assert.deepEqual(empty.body.fields, {
      name: 'required',
      email: 'required',
      password: 'required',
      acceptedTerms: 'required',
    });

    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: '   ' }, { name: 'required' }],
      [{ name: 'x'.repeat(101) }, { name: 'too_long' }],
      [{ name: 'Ana\u0007Souza' }, { name: 'invalid' }],
      [{ name: 'Ana\nSouza' }, { name: 'invalid' }],
      [{ name: 'Ana\u007f' }, { name: 'invalid' }],
      [{ email: 'not-an-email' }, { email: 'invalid' }],
      [{ email: 'a@b' }, { email: 'invalid' }],
      [{ email: 'two words@example.com' }, { email: 'invalid' }],
      [{ email: `${'x'.repeat(250)}@example.com` }, { email: 'invalid' }],
      [{ password: 'Short-1!' }, { password: 'too_short' }],
      [{ password: 'Nine-9999' }, { password: 'too_short' }],
      [{ password: 'x'.repeat(129) }, { password: 'too_long' }],
      // Too easy to guess (zxcvbn-ts scores them under 3), whatever the character classes.
      [{ password: 'Password1!' }, { password: 'too_common' }],
      [{ password: 'aaaaaaaaaa' }, { password: 'too_common' }],
      [{ password: 'Welcome2024' }, { password: 'too_common' }],
      [{ password: 'PassWord123' }, { password: 'too_common' }],
      [{ password: 'QWERTYUIOP' }, { password: 'too_common' }],
      [{ password: 'senha12345' }, { password: 'too_common' }],
      [{ password: 'x'.repeat(128) }, { password: 'too_common' }],
      // The account's own e-mail and name count as known to an attacker.
      [
        { email: 'mariana.costa@example.com', password: 'Mariana.Costa-1990' },
        { password: 'too_common' },
      ],
      [{ name: 'Marta Quintela', password: 'Quintela2024!' }, { password: 'too_common' }],
      [{ acceptedTerms: false }, { acceptedTerms: 'required' }],
      [{ acceptedTerms: 'true' }, { acceptedTerms: 'required' }],
    ];
    for (const [overrides, fields] of cases) {
      const email = typeof overrides.email === 'string' ? overrides.email : undefined;
      const response = await signUp(overrides);
      assert.equal(response.status, 400, JSON.stringify(overrides));
      assert.deepEqual(response.body.fields, fields, JSON.stringify(overrides));
      if (email) assert.equal(userRow(email), undefined, 'nothing was created');
    }

    // The limits themselves are allowed (length in characters, not bytes).
    const longest = `Zq7-${'kw9x'.repeat(31)}`;
    assert.equal([...longest].length, 128);
    for (const password of ['a-Good-Pw1', longest, 'ção-ção-ção!']) {
      assert.equal((await signUp({ password })).status, 202, password);
    }
    // Without that name, the same password is fine; a one- or two-letter local part does not
    // forbid its letters everywhere.
    assert.equal((await signUp({ name: 'Ana Souza', password: 'Quintela2024!' })).status, 202);
    const short = `al@example-${counter}-${process.pid}.com`;
    assert.equal((await signUp({ email: short, password: 'Totally-Fine-Pass-9' })).status, 202);
  });

  test('the passwords the tests, the seed and the README use as good ones pass the policy', () => {
    // Scored as the server scores them, with the accounts' own e-mail and name.
    const good: [string, string, string][] = [
      ['Demo-Passw0rd!', 'demo@example.com', 'Demo User'],
      [strongPassword, 'signup@example.com', 'Ana Souza'],
      ['violet-harbour-1987', 'ana.1@example.com', 'Ana Souza'],
      ['violet-harbour-1987', 'olga.1@example.com', 'Olga Lima'],
      ['first-harbour-phrase', 'olga.1@example.com', 'Olga Lima'],
      ['second-harbour-phrase', 'olga.1@example.com', 'Olga Lima'],
      ['old-harbour-phrase-1', 'olga.1@example.com', 'Olga Lima'],
      ['new-harbour-phrase-2', 'olga.1@example.com', 'Olga Lima'],
    ];
    for (const [password, email, name] of good) {
      assert.ok(passwordScore(password, [email, name]) >= PASSWORD_MIN_SCORE, password);
    }
  });
});

describe('sign-up as a mail relay', () => {
  function assertTooManySignUps(response: JsonResponse<Body> & { raw: string }) {
    assert.equal(response.status, 429);
    assert.deepEqual(response.body, {
      error: 'too_many_attempts',
      message: 'Too many sign-ups. Try again later.',
    });
    const retryAfter = Number(response.headers.get('retry-after'));
    assert.ok(retryAfter > 0 && retryAfter <= 3600, `Retry-After ${retryAfter}`);
    return retryAfter;
  }

  test('limited per submitted address, new and taken alike, with the same 429', async () => {
    const fresh = uniqueEmail('relay-new');
    const pending = uniqueEmail('relay-pending');
    await signUp({ email: pending });
    const taken = await confirmedAccount();
    // The confirmed account's own sign-up counted once too: catch the others up.
    await signUp({ email: pending });
    await signUp({ email: fresh });
    await signUp({ email: fresh });
    const used = new Map([
      [fresh, 2],
      [pending, 2],
      [taken, 1],
    ]);
    for (const [email, count] of used) {
      for (let index = count; index < signUpThrottle.perEmail.max; index++) {
        assert.equal((await signUp({ email })).status, 202, `${email} #${index + 1}`);
      }
    }
    const mailsBefore = (await mailsTo(fresh)).length + (await mailsTo(taken)).length;
    const answers = [
      await signUp({ email: fresh }),
      await signUp({ email: pending }),
      await signUp({ email: taken.toUpperCase() }),
    ];
    const waits = answers.map(assertTooManySignUps);
    for (const answer of answers) assert.equal(answer.raw, answers[0]!.raw);
    assert.ok(Math.max(...waits) - Math.min(...waits) <= 2, `Retry-After ${waits.join(', ')}`);
    assert.equal(
      (await mailsTo(fresh)).length + (await mailsTo(taken)).length,
      mailsBefore,
      'nothing mailed',
    );
    // Another address from the same client is still welcome.
    assert.equal((await signUp()).status, 202);
  });

  test('limited per client address, whatever addresses it submits', async () => {
    for (let index = 0; index < signUpThrottle.perAddress.max; index++) {
      assert.equal((await signUp()).status, 202, `sign-up ${index + 1}`);
    }
    const fresh = uniqueEmail('relay-bulk');
    const forNew = await signUp({ email: fresh });
    const forTaken = await signUp({ email: 'demo@example.com' });
    assertTooManySignUps(forNew);
    assertTooManySignUps(forTaken);
    assert.equal(forTaken.raw, forNew.raw);
    assert.deepEqual(await mailsTo(fresh), []);
    assert.equal(userRow(fresh), undefined);
    // A validation error is still a validation error (nothing is counted or sent for it).
    assert.equal((await signUp({ password: 'short' })).status, 400);
  });

  test("mails to an address nobody has proven carry none of the sign-up's text", async () => {
    const name = 'Claim your prize at https://evil.example';
    const email = uniqueEmail('relay-name');
    const cases: [string, () => Promise<unknown>][] = [
      ['confirmation', () => signUp({ email, name })],
      ['resend', () => post('/accounts/confirm/resend', { email })],
      ['second sign-up', () => signUp({ email, name: `${name}!` })],
      ['reset', () => post('/accounts/password-reset', { email })],
    ];
    for (const [what, send] of cases) {
      const before = (await mailsTo(email)).length;
      await send();
      const mails = await mailsTo(email);
      assert.equal(mails.length, before + 1, `${what}: one mail`);
      const mail = mails.at(-1)!;
      assert.ok(!`${mail.subject}${mail.text}${mail.html}`.includes('evil'), what);
      assert.match(mail.text, /^Hi,\n/, what);
    }
    // Setting the password through the reset link: the "changed" notice still has no name.
    const reset = await post('/accounts/password-reset/confirm', {
      token: tokenOf((await lastMailTo(email)).links[0]!),
      password: 'Proven-Mailbox-2024',
    });
    assert.equal(reset.status, 200);
    const changed = await lastMailTo(email);
    assert.equal(changed.subject, 'Your password was changed');
    assert.ok(!`${changed.text}${changed.html}`.includes('evil'));
    // A proven address is greeted by its account's name again.
    await post('/accounts/password-reset', { email: 'demo@example.com' });
    assert.match((await lastMailTo('demo@example.com')).text, /^Hi Demo User,/);
  });
});

/** Sends `count` requests that the mail limit lets through, each 61 s "after" the previous. */
async function spacedRequests(pathname: string, email: string, count: number): Promise<void> {
  for (let index = 0; index < count; index++) {
    const response = await post(pathname, { email });
    assert.equal(response.status, 202, `request ${index + 1}`);
    // Age the recorded requests by 61 s: the per-minute rule is satisfied, the hourly one not.
    auth.db
      .prepare('UPDATE login_failures SET failed_at = failed_at - 61 WHERE key LIKE ?')
      .run(`mail:%:${email}`);
  }
}

function assertTooManyRequests(response: JsonResponse<Body>, atMost: number, moreThan = 0) {
  assert.equal(response.status, 429);
  assert.equal(response.body.error, 'too_many_requests');
  const retryAfter = response.headers.get('retry-after') ?? '';
  assert.match(retryAfter, /^\d+$/);
  assert.ok(
    Number(retryAfter) > moreThan && Number(retryAfter) <= atMost,
    `Retry-After ${retryAfter}`,
  );
}

describe('resend confirmation', () => {
  test('mails a new link to an unconfirmed account; the same 202 for anyone else', async () => {
    const email = uniqueEmail('resend');
    await signUp({ email, locale: 'pt-BR' });
    const resent = await post('/accounts/confirm/resend', { email: email.toUpperCase() });
    assert.equal(resent.status, 202);
    assert.deepEqual(resent.body, { status: 'accepted' });
    const mails = await mailsTo(email);
    assert.equal(mails.length, 2);
    assert.equal(mails[1]!.subject, 'Confirme seu endereço de e-mail', "in the account's language");
    assert.notEqual(mails[1]!.links[0], mails[0]!.links[0]);

    const unknown = await post('/accounts/confirm/resend', { email: uniqueEmail('nobody') });
    const confirmed = await post('/accounts/confirm/resend', { email: 'demo@example.com' });
    for (const response of [unknown, confirmed]) {
      assert.equal(response.status, 202);
      assert.equal(response.raw, resent.raw);
    }
    const demoMails = (await mailsTo('demo@example.com')).map((mail) => mail.subject);
    assert.ok(
      !demoMails.includes('Confirm your e-mail address'),
      'no link for a confirmed account',
    );

    // Either link confirms.
    assert.equal(
      (await post('/accounts/confirm', { token: tokenOf(mails[1]!.links[0]!) })).status,
      200,
    );
  });

  test('at most one request a minute and five an hour per e-mail, known or not', async () => {
    const known = uniqueEmail('limit');
    await signUp({ email: known });
    for (const email of [known, uniqueEmail('limit-unknown')]) {
      assert.equal((await post('/accounts/confirm/resend', { email })).status, 202);
      const second = await post('/accounts/confirm/resend', { email });
      assertTooManyRequests(second, 60);
    }

    const hourly = uniqueEmail('hourly');
    await signUp({ email: hourly });
    const before = (await mailsTo(hourly)).length;
    await spacedRequests('/accounts/confirm/resend', hourly, 5);
    assert.equal((await mailsTo(hourly)).length, before + 5);
    assertTooManyRequests(await post('/accounts/confirm/resend', { email: hourly }), 3600, 60);
    assert.equal((await mailsTo(hourly)).length, before + 5, 'no sixth mail');
  });

  test('a malformed e-mail is a validation error', async () => {
    const response = await post('/accounts/confirm/resend', { email: 'nope' });
    assert.equal(response.status, 400);
    assert.deepEqual(response.body.fields, { email: 'invalid' });
  });
});

describe('password reset', () => {
  test('an unknown e-mail gets the same answer as a known one, and no mail', async () => {
    const known = await confirmedAccount();
    const unknown = uniqueEmail('unknown');
    const forKnown = await post('/accounts/password-reset', { email: known });
    const forUnknown = await post('/accounts/password-reset', { email: unknown });
    assert.equal(forKnown.status, 202);
    assert.deepEqual(forKnown.body, { status: 'accepted' });
    assert.equal(forUnknown.status, forKnown.status);
    assert.equal(forUnknown.raw, forKnown.raw);
    assert.deepEqual(await mailsTo(unknown), []);

    const mail = await lastMailTo(known);
    assert.equal(mail.subject, 'Reset your password');
    const link = new URL(mail.links[0]!);
    assert.equal(`${link.origin}${link.pathname}`, `${standaloneApp.origin}/forgot-password`);
    assert.match(mail.text, /1 hour/);
    const stored = auth.db
      .prepare<[string], { expires_at: string }>(
        `SELECT expires_at FROM account_tokens WHERE purpose = 'reset'
          AND user_id = (SELECT id FROM users WHERE email = ?)`,
      )
      .get(known);
    const lifetime = Date.parse(stored!.expires_at) - Date.now();
    assert.ok(lifetime > 3500_000 && lifetime <= 3600_000, `expires in ${lifetime} ms`);
  });

  test('the mail is in the account language and links to the host when it asked', async () => {
    const email = await confirmedAccount(strongPassword, 'pt-BR');
    await post('/accounts/password-reset', { email, returnOrigin: hostApp.origin });
    const mail = await lastMailTo(email);
    assert.equal(mail.subject, 'Redefinição de senha');
    assert.match(mail.text, /expira em 1 hora/);
    const link = new URL(mail.links[0]!);
    assert.equal(`${link.origin}${link.pathname}`, `${hostApp.origin}/account/forgot-password`);
  });

  test('is throttled per e-mail like resend, whether or not the account exists', async () => {
    for (const email of [await confirmedAccount(), uniqueEmail('reset-unknown')]) {
      assert.equal((await post('/accounts/password-reset', { email })).status, 202);
      assertTooManyRequests(await post('/accounts/password-reset', { email }), 60);
    }
    const hourly = uniqueEmail('reset-hourly');
    await spacedRequests('/accounts/password-reset', hourly, 5);
    assertTooManyRequests(await post('/accounts/password-reset', { email: hourly }), 3600, 60);
  });

  test('setting the new password: old one fails, new one works, every session ends', async () => {
    const email = await confirmedAccount();
    const first = await signInWithTokens(auth, { email, password: strongPassword });
    const second = await signInWithTokens(auth, { email, password: strongPassword });

    await post('/accounts/password-reset', { email });
    const token = tokenOf((await lastMailTo(email)).links[0]!);

    // Policy first: a weak password leaves the token usable.
    const weak = await post('/accounts/password-reset/confirm', { token, password: 'short' });
    assert.equal(weak.status, 400);
    assert.deepEqual(weak.body.fields, { password: 'too_short' });
    for (const guessable of ['Password1234', 'Password1!', 'aaaaaaaaaa', 'Welcome2024']) {
      const common = await post('/accounts/password-reset/confirm', { token, password: guessable });
      assert.equal(common.status, 400, guessable);
      assert.deepEqual(common.body.fields, { password: 'too_common' }, guessable);
    }

    const newPassword = 'Brand-New-Secret-42';
    const reset = await post('/accounts/password-reset/confirm', { token, password: newPassword });
    assert.equal(reset.status, 200);
    // A recovery (recovery.test.ts holds what it removes); this account had nothing but sessions.
    assert.deepEqual(reset.body, {
      status: 'password_reset',
      removed: {
        passkeys: [],
        authenticatorApp: false,
        recoveryCodes: 0,
        trustedDevices: 0,
        pendingEmailChange: false,
        pushRegistrations: 0,
        linkedIdentities: 0,
      },
    });
    // No automatic sign-in: no cookie, no token.
    assert.equal(reset.headers.get('set-cookie'), null);

    for (const { tokens } of [first, second]) {
      const refused = await refresh(auth, tokens.refresh_token);
      assert.equal(refused.status, 400);
      assert.equal(refused.body.error, 'invalid_grant');
      const me = await apiRequest(auth, '/users/me', { token: tokens.access_token });
      assert.equal(me.status, 401);
    }
    const userId = userRow(email)!.id;
    const left = auth.db
      .prepare<[string], { count: number }>(
        "SELECT count(*) AS count FROM oidc_models WHERE json_extract(payload, '$.accountId') = ?",
      )
      .get(userId);
    assert.equal(left?.count, 0, 'nothing of the account is left at the authority');

    assert.deepEqual(await login(email, strongPassword), {
      status: 401,
      error: 'invalid_credentials',
    });
    assert.equal((await login(email, newPassword)).status, 200);

    const used = await post('/accounts/password-reset/confirm', {
      token,
      password: 'Another-Secret-43',
    });
    assert.equal(used.status, 409);
    assert.equal(used.body.error, 'token_used');

    const notice = await lastMailTo(email);
    assert.equal(notice.subject, 'Your password was changed');
    assert.deepEqual(notice.links, [`${standaloneApp.origin}/forgot-password`]);
  });

  test('other users keep their sessions', async () => {
    const bystander = await signInWithTokens(auth, {
      email: 'demo@example.com',
      password: 'Demo-Passw0rd!',
    });
    const email = await confirmedAccount();
    await post('/accounts/password-reset', { email });
    const token = tokenOf((await lastMailTo(email)).links[0]!);
    assert.equal(
      (await post('/accounts/password-reset/confirm', { token, password: 'Yet-Another-Secret-7' }))
        .status,
      200,
    );
    assert.equal((await refresh(auth, bystander.tokens.refresh_token)).status, 200);
  });

  test('expired, unknown and confirm-purpose tokens are refused with their codes', async () => {
    const email = await confirmedAccount();
    await post('/accounts/password-reset', { email });
    const token = tokenOf((await lastMailTo(email)).links[0]!);
    expireTokens(email, 'reset');
    const expired = await post('/accounts/password-reset/confirm', {
      token,
      password: 'Fine-Password-123',
    });
    assert.equal(expired.status, 410);
    assert.equal(expired.body.error, 'token_expired');
    assert.equal((await login(email, strongPassword)).status, 200, 'password unchanged');

    const unknown = await post('/accounts/password-reset/confirm', {
      token: 'B'.repeat(43),
      password: 'Fine-Password-123',
    });
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.error, 'token_invalid');

    // A confirmation token is not a reset token (and the other way round).
    const pending = uniqueEmail('pending');
    await signUp({ email: pending });
    const confirmToken = tokenOf((await lastMailTo(pending)).links[0]!);
    const wrongPurpose = await post('/accounts/password-reset/confirm', {
      token: confirmToken,
      password: 'Fine-Password-123',
    });
    assert.equal(wrongPurpose.status, 400);
    assert.equal(wrongPurpose.body.error, 'token_invalid');
  });

  test('resetting confirms an unconfirmed account (the mailbox is proven)', async () => {
    const email = uniqueEmail('unconfirmed-reset');
    await signUp({ email });
    await post('/accounts/password-reset', { email });
    const token = tokenOf((await lastMailTo(email)).links[0]!);
    const newPassword = 'Proven-Mailbox-2024';
    assert.equal(
      (await post('/accounts/password-reset/confirm', { token, password: newPassword })).status,
      200,
    );
    assert.ok(userRow(email)?.confirmed_at);
    assert.equal((await login(email, newPassword)).status, 200);
  });
});

describe('POST /users/me/password', () => {
  test('needs the right current password; keeps this session, ends the others', async () => {
    const email = uniqueEmail('change');
    const oldPassword = 'Old-Secret-Password-1';
    await createUser(auth.db, { email, password: oldPassword });
    const here = await signInWithTokens(auth, { email, password: oldPassword });
    const elsewhere = await signInWithTokens(auth, { email, password: oldPassword });
    const change = (body: unknown, token = here.tokens.access_token) =>
      apiRequest(auth, '/users/me/password', { method: 'POST', token, body });

    const anonymous = await apiRequest(auth, '/users/me/password', {
      method: 'POST',
      body: { currentPassword: oldPassword, newPassword: 'New-Secret-Password-2' },
    });
    assert.equal(anonymous.status, 401);

    const wrong = await change({
      currentPassword: 'Not-My-Password-0',
      newPassword: 'New-Secret-Password-2',
    });
    assert.equal(wrong.status, 400);
    assert.deepEqual(wrong.body, {
      error: 'validation',
      message: 'Some fields are invalid.',
      fields: { currentPassword: 'incorrect' },
    });

    const weak = await change({ currentPassword: oldPassword, newPassword: 'short' });
    assert.equal(weak.status, 400);
    assert.deepEqual(weak.body.fields, { newPassword: 'too_short' });
    // Too easy to guess, including from the account's own name ("Test User") and e-mail.
    for (const newPassword of ['Password1!', 'aaaaaaaaaa', 'Welcome2024', `${email}-1`]) {
      const guessable = await change({ currentPassword: oldPassword, newPassword });
      assert.equal(guessable.status, 400, newPassword);
      assert.deepEqual(guessable.body.fields, { newPassword: 'too_common' }, newPassword);
    }
    const missing = await change({});
    assert.deepEqual(missing.body.fields, { newPassword: 'required' });
    // An account with a password gives it (only one with none adds its first without it).
    const noCurrent = await change({ newPassword: 'New-Secret-Password-2' });
    assert.deepEqual(noCurrent.body.fields, { currentPassword: 'required' });

    const newPassword = 'New-Secret-Password-2';
    const changed = await change({ currentPassword: oldPassword, newPassword });
    assert.equal(changed.status, 204);

    // This browser stays signed in, and can still renew.
    assert.equal(
      (await apiRequest(auth, '/users/me', { token: here.tokens.access_token })).status,
      200,
    );
    const renewed = await refresh(auth, here.tokens.refresh_token);
    assert.equal(renewed.status, 200, JSON.stringify(renewed.body));
    // The other one is signed out.
    assert.equal(
      (await apiRequest(auth, '/users/me', { token: elsewhere.tokens.access_token })).status,
      401,
    );
    const refused = await refresh(auth, elsewhere.tokens.refresh_token);
    assert.equal(refused.status, 400);
    assert.equal(refused.body.error, 'invalid_grant');

    assert.equal((await login(email, oldPassword)).status, 401);
    assert.equal((await login(email, newPassword)).status, 200);
    assert.equal((await lastMailTo(email)).subject, 'Your password was changed');
  });

  test('wrong current passwords are limited to 5 per 15 minutes', async () => {
    const email = uniqueEmail('guess');
    const password = 'Guess-Me-Password-1';
    await createUser(auth.db, { email, password });
    const { tokens } = await signInWithTokens(auth, { email, password });
    const attempt = (currentPassword: string) =>
      apiRequest(auth, '/users/me/password', {
        method: 'POST',
        token: tokens.access_token,
        body: { currentPassword, newPassword: 'Another-Password-2' },
      });
    for (let index = 0; index < 5; index++) {
      assert.equal((await attempt(`Wrong-Guess-${index}`)).status, 400);
    }
    const blocked = await attempt(password);
    assert.equal(blocked.status, 429);
    assert.equal(blocked.body.error, 'too_many_attempts');
    assert.match(blocked.headers.get('retry-after') ?? '', /^\d+$/);
  });
});

describe('POST /users/me/push-tokens', () => {
  let accessToken: string;
  let userId: string;

  before(async () => {
    const email = uniqueEmail('push');
    userId = await createUser(auth.db, { email, password: 'Push-Token-Password-1' });
    ({
      tokens: { access_token: accessToken },
    } = await signInWithTokens(auth, { email, password: 'Push-Token-Password-1' }));
  });

  const register = (body: unknown, token: string | undefined = accessToken) =>
    apiRequest(auth, '/users/me/push-tokens', { method: 'POST', token, body });

  function storedTokens(owner: string) {
    return auth.db
      .prepare<[string], { token: string; platform: string }>(
        'SELECT token, platform FROM push_tokens WHERE user_id = ? ORDER BY id',
      )
      .all(owner);
  }

  test('is idempotent: registered twice, stored once', async () => {
    const token = `fcm-${'x'.repeat(150)}`;
    const first = await register({ token, platform: 'android' });
    assert.equal(first.status, 201);
    assert.deepEqual(first.body, { token, platform: 'android', created: true });

    const second = await register({ token, platform: 'android' });
    assert.equal(second.status, 200);
    assert.deepEqual(second.body, { token, platform: 'android', created: false });
    assert.deepEqual(storedTokens(userId), [{ token, platform: 'android' }]);

    const web = await register({ token: 'web-token-1', platform: 'web' });
    assert.equal(web.status, 201);
    assert.equal(storedTokens(userId).length, 2);
  });

  test('a token registered to another account is refused (409 push_token_taken) and stays there, until its owner removes it', async () => {
    const token = 'shared-device-token';
    assert.equal((await register({ token, platform: 'ios' })).status, 201);
    const demo = await signInWithTokens(auth, {
      email: 'demo@example.com',
      password: 'Demo-Passw0rd!',
    });
    const taken = await register({ token, platform: 'android' }, demo.tokens.access_token);
    assert.equal(taken.status, 409);
    assert.equal(taken.body.error, 'push_token_taken');
    assert.doesNotMatch(JSON.stringify(taken.body), /push-\d|@example\.com/, 'names no account');
    assert.deepEqual(
      storedTokens(userId).filter((row) => row.token === token),
      [{ token, platform: 'ios' }],
      'still the first account, platform unchanged',
    );
    const demoId = auth.db
      .prepare<[], { id: string }>("SELECT id FROM users WHERE email = 'demo@example.com'")
      .get()!.id;
    assert.ok(!storedTokens(demoId).some((row) => row.token === token));

    // The owner removes the device from their list; then the other account may register it.
    const list = await apiRequest<{ registrations: { id: string }[] }>(
      auth,
      '/users/me/push-tokens',
      { token: accessToken },
    );
    for (const { id } of list.body.registrations) {
      await apiRequest(auth, `/users/me/push-tokens/${id}`, {
        method: 'DELETE',
        token: accessToken,
      });
    }
    assert.equal(
      (await register({ token, platform: 'ios' }, demo.tokens.access_token)).status,
      201,
    );
  });

  test('validates token and platform, and needs a bearer token', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [{}, { token: 'required', platform: 'required' }],
      [{ token: '', platform: 'web' }, { token: 'required' }],
      [{ token: 'x'.repeat(4097), platform: 'web' }, { token: 'too_long' }],
      [{ token: 123, platform: 'web' }, { token: 'required' }],
      [{ token: 'abc', platform: 'windows' }, { platform: 'invalid' }],
    ];
    for (const [body, fields] of cases) {
      const response = await register(body);
      assert.equal(response.status, 400, JSON.stringify(body).slice(0, 80));
      assert.deepEqual(response.body.fields, fields);
    }
    assert.equal((await register({ token: 'x'.repeat(4096), platform: 'web' })).status, 201);
    assert.equal((await register({ token: 'abc', platform: 'web' }, 'not-a-token')).status, 401);
  });
});

describe('PATCH /users/me onboardingStep', () => {
  test('saves the step to resume at, validates it, and keeps the other fields', async () => {
    const email = uniqueEmail('onboarding');
    await createUser(auth.db, { email, password: 'Onboarding-Password-1' });
    const { tokens } = await signInWithTokens(auth, { email, password: 'Onboarding-Password-1' });
    const patch = (body: unknown) =>
      apiRequest(auth, '/users/me', { method: 'PATCH', token: tokens.access_token, body });

    const saved = await patch({ onboardingStep: 2 });
    assert.equal(saved.status, 200);
    assert.equal(saved.body.onboardingStep, 2);
    const me = await apiRequest(auth, '/users/me', { token: tokens.access_token });
    assert.equal(me.body.onboardingStep, 2, 'survives a reload');
    assert.equal(me.body.name, 'Test User');
    assert.equal(me.body.onboardingCompleted, true);

    for (const onboardingStep of [-1, 1.5, 21, '2', true]) {
      const bad = await patch({ onboardingStep });
      assert.equal(bad.status, 400, String(onboardingStep));
      assert.deepEqual(bad.body.fields, { onboardingStep: 'invalid' });
    }
    const both = await patch({ onboardingStep: 3, onboardingCompleted: false });
    assert.equal(both.body.onboardingStep, 3);
    assert.equal(both.body.onboardingCompleted, false);
    const cleared = await patch({ onboardingStep: null });
    assert.equal(cleared.status, 200);
    assert.equal(cleared.body.onboardingStep, null);
  });
});

describe('PATCH /users/me notifications', () => {
  test('stores the onboarding notification choice (off by default) and validates it', async () => {
    const email = uniqueEmail('notifications');
    await createUser(auth.db, { email, password: 'Notifications-Password-1' });
    const { tokens } = await signInWithTokens(auth, {
      email,
      password: 'Notifications-Password-1',
    });
    const me = () => apiRequest(auth, '/users/me', { token: tokens.access_token });
    const patch = (body: unknown) =>
      apiRequest(auth, '/users/me', { method: 'PATCH', token: tokens.access_token, body });

    assert.equal((await me()).body.notifications, false);
    assert.equal((await patch({ notifications: true })).status, 200);
    assert.equal((await me()).body.notifications, true);
    const bad = await patch({ notifications: 'yes' });
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body.fields, { notifications: 'invalid' });
  });
});
