// The forgotten-password posts as plain HTML forms (accounts/recovery-plain.ts): the page
// forgot-password.html shows before the app's scripts arrive posts urlencoded, and the API
// answers with a translated page, never JSON. The JSON path stays as it was.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import Koa from 'koa';
import { ssoRequiredHere } from '../src/enterprise-sso/enforcement.ts';
import { ApiError } from '../src/platform/errors.ts';
import { PLAIN_PAGE_CSP, plainFormParser } from '../src/platform/plain-page.ts';
import { plainResetConfirm, plainResetRequest } from '../src/accounts/recovery-plain.ts';
import {
  apiRequest,
  createUser,
  startInteraction,
  submitLogin,
  startTestAuthority,
  type TestAuthority,
} from './oidc-helpers.ts';

let auth: TestAuthority;

before(async () => {
  auth = await startTestAuthority();
});

after(async () => {
  await auth?.close();
});

let counter = 0;
function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${counter}-${process.pid}@example.com`;
}

const oldPassword = 'Correct-Horse-Battery-9';
const newPassword = 'Brand-New-Secret-42';

interface Page {
  status: number;
  headers: Headers;
  /** The page as sent. */
  raw: string;
  /** Its whitespace collapsed, for matching markup. */
  html: string;
}

/** A plain HTML form's post, as a browser sends it (its Origin is `null` under no-referrer). */
async function postForm(
  pathname: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Page> {
  const response = await fetch(`${auth.publicUrl}${pathname}`, {
    method: 'POST',
    headers: { Origin: 'null', ...headers },
    body: new URLSearchParams(fields),
  });
  const raw = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    raw,
    html: raw.replace(/\s+/g, ' '),
  };
}

/** The page's text without its markup: what a person reads. */
function textOf(html: string): string {
  return html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

async function resetToken(email: string): Promise<string> {
  const outbox = await apiRequest<{ messages: { to: string; links: string[] }[] }>(
    auth,
    '/dev/outbox',
  );
  const mail = outbox.body.messages.filter((message) => message.to === email).at(-1);
  assert.ok(mail, `no mail to ${email}`);
  const token = new URL(mail.links[0]!).searchParams.get('token');
  assert.ok(token);
  return token;
}

async function account(): Promise<string> {
  const email = uniqueEmail('plain');
  await createUser(auth.db, { email, password: oldPassword });
  return email;
}

async function signsIn(email: string, password: string): Promise<boolean> {
  const { uid, jar } = await startInteraction(auth);
  return (await submitLogin(auth, uid, { email, password }, jar)).status === 200;
}

function assertPlainPage(page: Page, status: number, language: string) {
  assert.equal(page.status, status, page.html);
  assert.match(page.headers.get('content-type') ?? '', /^text\/html; charset=utf-8/);
  assert.equal(page.headers.get('cache-control'), 'no-store');
  assert.equal(page.headers.get('content-security-policy'), PLAIN_PAGE_CSP);
  assert.match(page.html, new RegExp(`<html lang="${language}">`));
  assert.doesNotMatch(page.html, /<script/i);
  // Its one style sheet is the one the CSP allows (by its hash, to the byte).
  const sheets = [...page.raw.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
  assert.equal(sheets.length, 1);
  const hash = createHash('sha256').update(sheets[0]!, 'utf8').digest('base64');
  assert.match(PLAIN_PAGE_CSP, new RegExp(`style-src 'sha256-${hash.replace(/[+/]/g, '\\$&')}'`));
}

describe('asking for a reset link with a plain form', () => {
  test('the same "check your e-mail" page for an account and for nobody, in the form’s language', async () => {
    const email = await account();
    const known = await postForm('/accounts/password-reset', { email, language: 'pt-BR' });
    const unknown = await postForm('/accounts/password-reset', {
      email: uniqueEmail('nobody'),
      language: 'pt-BR',
    });
    assertPlainPage(known, 202, 'pt-BR');
    assert.equal(textOf(known.html), textOf(unknown.html));
    assert.match(textOf(known.html), /Verifique seu e-mail/);
    assert.match(textOf(known.html), /Se este endereço estiver associado a uma conta/);
    // A link to sign in, at the standalone app (a plain form's Origin names none).
    assert.match(known.html, /<a href="http:\/\/localhost:3001\/sign-in">Entrar<\/a>/);
    // The mail went to the account only.
    assert.ok(await resetToken(email));
  });

  test('without the language field: the browser’s Accept-Language', async () => {
    const page = await postForm(
      '/accounts/password-reset',
      { email: uniqueEmail('nobody') },
      { 'Accept-Language': 'fr-FR, es;q=0.8, en;q=0.5' },
    );
    assertPlainPage(page, 202, 'es');
    assert.match(textOf(page.html), /Revisa tu correo/i);
  });

  test('a malformed address: the form again, the address kept and the reason on its field', async () => {
    const page = await postForm('/accounts/password-reset', {
      email: 'not-an-address<b>',
      language: 'en',
    });
    assertPlainPage(page, 400, 'en');
    assert.match(page.html, /name="email" type="email" required value="not-an-address&lt;b&gt;"/);
    assert.match(
      page.html,
      /aria-describedby="field-email-error" aria-invalid="true" autofocus/,
      'the problem is tied to the field and the field has the focus',
    );
    assert.match(
      page.html,
      /<p class="error" role="alert" id="field-email-error">Enter a valid e-mail address.<\/p>/,
    );
  });

  test('over the address’s mail limit: the form again with the wait, Retry-After kept', async () => {
    const email = await account();
    assert.equal((await postForm('/accounts/password-reset', { email })).status, 202);
    const page = await postForm('/accounts/password-reset', { email, language: 'es' });
    assertPlainPage(page, 429, 'es');
    assert.ok(Number(page.headers.get('retry-after')) > 0);
    assert.match(textOf(page.html), /Se envió un enlace hace un momento/);
    assert.match(page.html, new RegExp(`value="${email}"`));
  });
});

describe('choosing the new password with a plain form', () => {
  test('sets it: the "password changed" page, the old one fails, the new one works', async () => {
    const email = await account();
    await postForm('/accounts/password-reset', { email });
    const token = await resetToken(email);
    const page = await postForm('/accounts/password-reset/confirm', {
      token,
      password: newPassword,
      confirm: newPassword,
      language: 'en',
    });
    assertPlainPage(page, 200, 'en');
    assert.match(textOf(page.html), /Your password was changed/);
    assert.match(page.html, /<a href="http:\/\/localhost:3001\/sign-in">Sign in<\/a>/);
    assert.doesNotMatch(page.html, new RegExp(newPassword));
    assert.equal(await signsIn(email, oldPassword), false);
    assert.equal(await signsIn(email, newPassword), true);
  });

  test('passwords that differ, a weak one: the form again with the reason, never the password; the link still works', async () => {
    const email = await account();
    await postForm('/accounts/password-reset', { email });
    const token = await resetToken(email);

    const differ = await postForm('/accounts/password-reset/confirm', {
      token,
      password: newPassword,
      confirm: 'Something-Else-42',
      language: 'pt-BR',
    });
    assertPlainPage(differ, 400, 'pt-BR');
    assert.match(differ.html, /id="field-confirm-error">As senhas não coincidem/);
    assert.doesNotMatch(differ.html, /Brand-New-Secret|Something-Else/);
    assert.match(differ.html, new RegExp(`name="token" value="${token}"`), 'the token is kept');

    const weak = await postForm('/accounts/password-reset/confirm', {
      token,
      password: 'Password1234',
      confirm: 'Password1234',
      language: 'en',
    });
    assertPlainPage(weak, 400, 'en');
    assert.match(weak.html, /id="field-password-error">This password is too common/);
    assert.match(weak.html, /aria-describedby="field-password-hint field-password-error"/);
    assert.doesNotMatch(weak.html, /Password1234/);

    const short = await postForm('/accounts/password-reset/confirm', {
      token,
      password: 'short',
      confirm: 'short',
    });
    assert.match(short.html, /Use at least 10 characters\./);

    const done = await postForm('/accounts/password-reset/confirm', {
      token,
      password: newPassword,
      confirm: newPassword,
    });
    assert.equal(done.status, 200);
  });

  test('a used, expired or unknown link: why, and the request form posting to its endpoint', async () => {
    const email = await account();
    await postForm('/accounts/password-reset', { email });
    const token = await resetToken(email);
    const fields = { token, password: newPassword, confirm: newPassword, language: 'es' };
    assert.equal((await postForm('/accounts/password-reset/confirm', fields)).status, 200);

    const used = await postForm('/accounts/password-reset/confirm', fields);
    assertPlainPage(used, 409, 'es');
    assert.match(textOf(used.html), /No se puede usar este enlace de restablecimiento/);
    assert.match(used.html, /<form method="post" action="\.\.\/password-reset"/);
    assert.match(used.html, /name="email"/);

    const unknown = await postForm('/accounts/password-reset/confirm', {
      ...fields,
      token: 'B'.repeat(43),
    });
    assertPlainPage(unknown, 400, 'es');

    const email2 = await account();
    await postForm('/accounts/password-reset', { email: email2 });
    const token2 = await resetToken(email2);
    auth.db
      .prepare(
        `UPDATE account_tokens SET expires_at = ?
          WHERE purpose = 'reset' AND user_id = (SELECT id FROM users WHERE email = ?)`,
      )
      .run(new Date(Date.now() - 1000).toISOString(), email2);
    const expired = await postForm('/accounts/password-reset/confirm', {
      ...fields,
      token: token2,
      language: 'en',
    });
    assertPlainPage(expired, 410, 'en');
    assert.match(textOf(expired.html), /Reset links are valid for 1 hour/);
    assert.equal(await signsIn(email2, oldPassword), true, 'password unchanged');
  });
});

describe('the JSON path is unchanged', () => {
  test('JSON still answers JSON', async () => {
    const email = await account();
    const response = await fetch(`${auth.publicUrl}/accounts/password-reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    assert.equal(response.status, 202);
    assert.deepEqual(await response.json(), { status: 'accepted' });
    const refused = await fetch(`${auth.publicUrl}/accounts/password-reset/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: await resetToken(email), password: 'short' }),
    });
    assert.equal(refused.status, 400);
    assert.deepEqual(((await refused.json()) as { fields: unknown }).fields, {
      password: 'too_short',
    });
  });

  test('other endpoints take no form: a cross-site form post gets nowhere', async () => {
    const response = await fetch(`${auth.publicUrl}/accounts/confirm/resend`, {
      method: 'POST',
      body: new URLSearchParams({ email: uniqueEmail('form') }),
    });
    assert.equal(response.status, 400);
    assert.match(response.headers.get('content-type') ?? '', /application\/json/);
  });
});

describe('refusals only a configured deployment gives', () => {
  /** The plain answers around a handler that refuses as `error` (no SSO or challenge set up). */
  async function answerTo(error: ApiError, confirm = false) {
    const app = new Koa();
    app.use(plainFormParser(['/x'], '64kb'));
    app.use(async (ctx) => {
      const body = ctx.request.body as Record<string, unknown>;
      const links = {
        signIn: 'https://app.test/sign-in',
        forgotPassword: 'https://app.test/forgot-password',
      };
      const refuse = () => Promise.reject(error);
      if (confirm) await plainResetConfirm(ctx, body, links, refuse);
      else await plainResetRequest(ctx, body, links, refuse);
    });
    const server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as { port: number };
    try {
      const response = await fetch(`http://127.0.0.1:${port}/x`, {
        method: 'POST',
        body: new URLSearchParams({ email: 'ana@contoso.test', language: 'en', token: 't' }),
      });
      return { status: response.status, html: await response.text() };
    } finally {
      server.close();
    }
  }

  test('sso_required: the organisation’s way in, the address kept', async () => {
    const request = await answerTo(ssoRequiredHere());
    assert.equal(request.status, 403);
    assert.match(
      textOf(request.html),
      /Your organisation requires signing in with its own identity provider, so there is no password to reset here/,
    );
    assert.match(request.html, /value="ana@contoso.test"/);
    const confirm = await answerTo(ssoRequiredHere(), true);
    assert.equal(confirm.status, 403);
    assert.match(textOf(confirm.html), /no password to reset here/);
  });

  test('a challenge a plain form cannot solve: the app’s page, which can', async () => {
    const page = await answerTo(
      new ApiError(403, 'challenge_required', 'Solve a challenge first.', {
        extra: { purpose: 'password_reset' },
      }),
    );
    assert.equal(page.status, 403);
    assert.match(textOf(page.html), /We could not check that you are a person/);
    assert.match(page.html, /<a href="https:\/\/app.test\/forgot-password">Try again<\/a>/);
  });
});
