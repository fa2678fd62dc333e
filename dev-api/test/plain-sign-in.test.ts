// The sign-in as a plain HTML form (docs/sign-in.md, "Without the app's scripts"): sign-in.html's
// form posts application/x-www-form-urlencoded to `…/login` before the app has taken it over, and
// the authority answers a browser: a 303 on, or a page of its own, translated, with the form
// again, the e-mail kept and never the password. Every exchange is checked against
// api/openapi.yaml (startTestAuthority's contract check).
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import type { Context } from 'koa';
import { ApiError } from '../src/platform/errors.ts';
import { say } from '../src/platform/plain-page.ts';
import { plainPages } from '../src/sign-in/plain-pages.ts';
import {
  browserFetch,
  CookieJar,
  createUser,
  loginUrl,
  resumeToCallback,
  signInWithTokens,
  standaloneApp,
  startInteraction,
  type TestAuthority,
} from './oidc-helpers.ts';
import {
  codeAt,
  enableTwoStep,
  secondStepUrl,
  TestClock,
  authorityPerTest,
} from './two-step-helpers.ts';

let auth: TestAuthority;
let clock: TestClock;

authorityPerTest((fresh, moved) => {
  auth = fresh;
  clock = moved;
});

const PASSWORD = 'Plain-Passw0rd!';
let count = 0;
async function person(): Promise<string> {
  const email = `plain-${++count}-${Date.now()}@example.com`;
  await createUser(auth.db, { email, password: PASSWORD });
  return email;
}

/** The page's form as a browser posts it (same-site, from the app's page). */
function postForm(
  url: string,
  fields: Record<string, string>,
  jar: CookieJar,
  headers: Record<string, string> = {},
): Promise<Response> {
  return browserFetch(jar, url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: standaloneApp.origin,
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** A page's answer: its status, its text, and what every plain page must be. */
async function pageOf(response: Response): Promise<{ status: number; html: string }> {
  assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
  assert.equal(response.headers.get('cache-control'), 'no-store');
  const csp = response.headers.get('content-security-policy') ?? '';
  assert.match(csp, /default-src 'none'/);
  assert.doesNotMatch(csp, /script-src/);
  const html = await response.text();
  assert.doesNotMatch(html, /<script/i);
  // Its one style sheet (the plain pages' shared one) is the one the CSP allows, to the byte.
  const sheets = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
  assert.equal(sheets.length, 1);
  const hash = createHash('sha256').update(sheets[0]!, 'utf8').digest('base64');
  assert.ok(csp.includes(`style-src 'sha256-${hash}'`), csp);
  return { status: response.status, html };
}

test('the right password: 303 to the authority’s resume, which ends at the app’s callback', async () => {
  const email = await person();
  const { uid, jar, request } = await startInteraction(auth);
  const response = await postForm(
    loginUrl(auth, uid),
    { language: 'en', email, password: PASSWORD, remember: 'on' },
    jar,
  );
  assert.equal(response.status, 303);
  assert.equal(response.headers.get('cache-control'), 'no-store');
  const location = response.headers.get('location') ?? '';
  assert.ok(location.startsWith(`${auth.issuer}/auth/`), location);
  const callback = await resumeToCallback(auth, location, jar);
  assert.equal(`${callback.origin}${callback.pathname}`, request.redirectUri);
  assert.ok(callback.searchParams.get('code'));
  assert.equal(callback.searchParams.get('state'), request.state);
});

test('Keep me signed in, as the form says: ticked, the session outlives the browser; unticked (absent), it does not', async () => {
  const email = await person();
  for (const remember of [true, false]) {
    const { uid, jar } = await startInteraction(auth);
    const fields: Record<string, string> = { language: 'en', email, password: PASSWORD };
    if (remember) fields.remember = 'on';
    const response = await postForm(loginUrl(auth, uid), fields, jar);
    assert.equal(response.status, 303);
    const resumed = await browserFetch(jar, response.headers.get('location') ?? '');
    const cookie = resumed.headers.getSetCookie().find((line) => line.startsWith('_session='));
    assert.ok(cookie, 'the resume set the session cookie');
    assert.equal(/;\s*(expires|max-age)=/i.test(cookie), remember, cookie);
  }
});

test('an account scheduled for deletion: its date said, and the form again to restore it; restoring signs in', async () => {
  const email = await person();
  const eraseAt = new Date(clock.now() + 10 * 86_400_000).toISOString();
  auth.db
    .prepare('UPDATE users SET erase_at = ?, disabled = 1 WHERE email = ?')
    .run(eraseAt, email);
  const { uid, jar } = await startInteraction(auth);
  const { status, html } = await pageOf(
    await postForm(loginUrl(auth, uid), { language: 'en', email, password: PASSWORD }, jar),
  );
  assert.equal(status, 403);
  const date = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date(eraseAt));
  assert.ok(html.includes(say('en', 'signIn.deletionScheduled', { date })), html);
  assert.match(html, /name="restoreAccount" value="true"/);
  assert.ok(html.includes(say('en', 'signIn.restoreAccount')));
  assert.ok(!html.includes(PASSWORD));
  const restored = await postForm(
    loginUrl(auth, uid),
    { language: 'en', email, password: PASSWORD, restoreAccount: 'true' },
    jar,
  );
  assert.equal(restored.status, 303);
  const row = auth.db
    .prepare<[string], { erase_at: string | null }>('SELECT erase_at FROM users WHERE email = ?')
    .get(email);
  assert.equal(row?.erase_at, null);
});

test('a wrong password: the form again, translated, the e-mail kept, never the password; an unknown address gets the same page', async () => {
  const email = await person();
  const { uid, jar } = await startInteraction(auth);
  const wrong = 'Not-The-Passw0rd-42';
  const known = await pageOf(
    await postForm(loginUrl(auth, uid), { language: 'en', email, password: wrong }, jar),
  );
  assert.equal(known.status, 401);
  assert.match(known.html, /<html lang="en">/);
  assert.ok(known.html.includes(say('en', 'signIn.error.invalidCredentials')));
  assert.match(known.html, /role="alert"/);
  assert.ok(known.html.includes(`value="${email}"`), 'the e-mail is kept');
  assert.ok(!known.html.includes(wrong), 'the password is never in the page');
  assert.ok(!known.html.includes(PASSWORD));
  // The form posts to the same URL again, with the page's language, and the password has focus.
  assert.match(known.html, /<form method="post" action="login"/);
  assert.match(known.html, /name="language" value="en"/);
  assert.match(known.html, /id="field-password"[^>]*autofocus/);
  assert.match(known.html, /<label for="field-email">/);

  const unknown = `nobody-${Date.now()}@example.com`;
  const other = await pageOf(
    await postForm(loginUrl(auth, uid), { language: 'en', email: unknown, password: wrong }, jar),
  );
  assert.equal(other.status, 401);
  assert.equal(other.html.replaceAll(unknown, email), known.html, 'no enumeration');
});

test('the language: the form’s hidden field, else the browser’s Accept-Language', async () => {
  const email = await person();
  const { uid, jar } = await startInteraction(auth);
  const fromField = await pageOf(
    await postForm(loginUrl(auth, uid), { language: 'pt-BR', email, password: 'x' }, jar, {
      'Accept-Language': 'es',
    }),
  );
  assert.match(fromField.html, /<html lang="pt-BR">/);
  assert.ok(fromField.html.includes(say('pt-BR', 'signIn.error.invalidCredentials')));
  assert.notEqual(
    say('pt-BR', 'signIn.error.invalidCredentials'),
    say('en', 'signIn.error.invalidCredentials'),
  );
  const fromHeader = await pageOf(
    await postForm(loginUrl(auth, uid), { email, password: 'x' }, jar, {
      'Accept-Language': 'es-AR,es;q=0.9,en;q=0.5',
    }),
  );
  assert.match(fromHeader.html, /<html lang="es">/);
  assert.ok(fromHeader.html.includes(say('es', 'signIn.error.invalidCredentials')));
  // The browser's languages in its order of preference: the first we have, not the first named.
  const preferred = await pageOf(
    await postForm(loginUrl(auth, uid), { email, password: 'x' }, jar, {
      'Accept-Language': 'fr-FR,fr;q=0.9,pt;q=0.8,en;q=0.5',
    }),
  );
  assert.match(preferred.html, /<html lang="pt-BR">/);
});

test('the app’s words, formatted as the app formats them (arguments, plurals by the language’s rules)', () => {
  assert.equal(
    say('en', 'common.tooManyAttempts', { minutes: 1 }),
    'Too many attempts. Try again in 1 minute.',
  );
  assert.equal(
    say('en', 'common.tooManyAttempts', { minutes: 15 }),
    'Too many attempts. Try again in 15 minutes.',
  );
  assert.equal(
    say('es', 'signIn.secondStep.trustDevice', { days: 30 }),
    'Confiar en este dispositivo durante 30 días (sin código aquí)',
  );
  // `#` is the number as the language writes it (intl-messageformat, react-intl's engine).
  assert.equal(
    say('en', 'common.tooManyAttempts', { minutes: 1500 }),
    'Too many attempts. Try again in 1,500 minutes.',
  );
  assert.match(say('pt-BR', 'common.tooManyAttempts', { minutes: 1500 }), /\b1\.500\b/);
  assert.throws(() => say('en', 'no.such.message'), /no message/);
});

test('a missing field: said under it, tied to it, and focused', async () => {
  const { uid, jar } = await startInteraction(auth);
  const { status, html } = await pageOf(
    await postForm(
      loginUrl(auth, uid),
      { language: 'en', email: 'a@example.com', password: '' },
      jar,
    ),
  );
  assert.equal(status, 400);
  assert.match(
    html,
    /id="field-password"[^>]*aria-describedby="field-password-error"[^>]*aria-invalid="true"[^>]*autofocus/,
  );
  assert.ok(html.includes(`id="field-password-error">${say('en', 'validation.required')}`));
});

test('throttled: 429 with Retry-After, the wait said in minutes, the form again', async () => {
  const email = await person();
  const { uid, jar } = await startInteraction(auth);
  let last: Response | undefined;
  for (let i = 0; i < 6; i++) {
    last = await postForm(
      loginUrl(auth, uid),
      { language: 'en', email, password: `wrong-${i}` },
      jar,
    );
    if (last.status === 429) break;
    await last.text();
  }
  assert.ok(last);
  const retryAfter = Number(last.headers.get('retry-after'));
  assert.ok(retryAfter > 0);
  const { status, html } = await pageOf(last);
  assert.equal(status, 429);
  const minutes = Math.ceil(retryAfter / 60);
  assert.ok(html.includes(say('en', 'common.tooManyAttempts', { minutes })), html);
  assert.ok(html.includes(`value="${email}"`));
});

test('the second step: the code form page; a wrong code says so under the field; the right one goes on with 303', async () => {
  const email = await person();
  const { tokens } = await signInWithTokens(auth, { email, password: PASSWORD });
  const on = await enableTwoStep(auth, tokens.access_token, clock);
  clock.advance(30);
  const { uid, jar, request } = await startInteraction(auth);
  const step = await pageOf(
    await postForm(loginUrl(auth, uid), { language: 'es', email, password: PASSWORD }, jar),
  );
  assert.equal(step.status, 200);
  assert.match(step.html, /<html lang="es">/);
  assert.match(step.html, /<form method="post" action="two-step"/);
  assert.ok(step.html.includes(say('es', 'signIn.secondStep.signingInAs', { email })));
  assert.ok(!step.html.includes(PASSWORD));

  const wrong = await pageOf(
    await postForm(secondStepUrl(auth, uid), { language: 'es', code: '000000' }, jar),
  );
  assert.equal(wrong.status, 400);
  assert.match(
    wrong.html,
    /id="field-code"[^>]*aria-describedby="field-code-hint field-code-error"/,
  );
  assert.ok(wrong.html.includes(say('es', 'validation.invalidCode')));
  assert.match(wrong.html, /action="two-step"/);

  const right = await postForm(
    secondStepUrl(auth, uid),
    { language: 'es', code: await codeAt(on.secret, clock.seconds()) },
    jar,
  );
  assert.equal(right.status, 303, await right.clone().text());
  const callback = await resumeToCallback(auth, right.headers.get('location') ?? '', jar);
  assert.equal(`${callback.origin}${callback.pathname}`, request.redirectUri);
  assert.ok(callback.searchParams.get('code'));
});

test('another browser’s interaction: the JSON path’s 403, said plainly, with a link to start again', async () => {
  const email = await person();
  const { uid } = await startInteraction(auth);
  const stranger = new CookieJar();
  const { status, html } = await pageOf(
    await postForm(loginUrl(auth, uid), { language: 'en', email, password: PASSWORD }, stranger),
  );
  assert.equal(status, 403);
  assert.ok(html.includes(say('en', 'signIn.plain.notBound')));
  assert.ok(html.includes(`href="${standaloneApp.origin}/sign-in"`), html);
  assert.ok(!html.includes(PASSWORD));
  // The second step's form likewise.
  const code = await pageOf(await postForm(secondStepUrl(auth, uid), { code: '123456' }, stranger));
  assert.equal(code.status, 403);
});

test('a JSON login is answered as before (the plain answers are for forms only)', async () => {
  const email = await person();
  const { uid, jar } = await startInteraction(auth);
  const response = await browserFetch(jar, loginUrl(auth, uid), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: standaloneApp.origin },
    body: JSON.stringify({ email, password: 'wrong' }),
  });
  assert.equal(response.status, 401);
  assert.equal(((await response.json()) as { error: string }).error, 'invalid_credentials');
});

// The organisation's SSO start (enterprise-sso/): the JSON route's refusal becomes a page with a
// link there (a redirect would be held to the page's form-action on its way to the organisation's
// identity provider); and an address off the authority is refused, whatever the route said.
test('sso_required: a page with a link to the SSO start; never an address off the authority', async () => {
  const pages = plainPages({
    origin: 'https://api.example.com',
    formTargets: [],
    appPage: () => Promise.resolve('https://app.example.com/sign-in'),
    providers: () => [],
    pendingEmail: () => null,
    trustDeviceDays: 30,
  });
  const start = 'https://api.example.com/auth/sso/conn-1/start?interaction=u1';
  const login = (thrown: unknown, body?: unknown) =>
    pages.login(
      () => {
        if (thrown) return Promise.reject(thrown);
        ctx.body = body;
        return Promise.resolve();
      },
      () => {},
    );
  const headers: Record<string, string> = {};
  let ctx = fakeContext(headers);
  await login(new ApiError(403, 'sso_required', 'SSO', { extra: { startUrl: start } }))(
    ctx as unknown as Context,
    async () => {},
  );
  assert.equal(ctx.status, 403);
  assert.equal(headers['Cache-Control'], 'no-store');
  const html = String(ctx.body);
  assert.ok(html.includes(say('en', 'enterpriseSso.discovery.required')));
  assert.ok(html.includes(`href="${start.replace('&', '&amp;')}"`), html);
  assert.ok(html.includes(say('en', 'enterpriseSso.discovery.continue')));

  for (const thrown of [
    new ApiError(403, 'sso_required', 'SSO', { extra: { startUrl: 'https://evil.example/x' } }),
    null,
  ]) {
    ctx = fakeContext({});
    await assert.rejects(
      login(thrown, { redirectTo: 'https://evil.example/steal' })(
        ctx as unknown as Context,
        async () => {},
      ),
      /off the authority/,
    );
  }
});

function fakeContext(headers: Record<string, string>) {
  const ctx = {
    params: { uid: 'u1' },
    // As the body parser leaves a plain form post (platform/plain-page.ts, plainFormParser).
    state: { plainForm: true },
    status: 404,
    type: '',
    location: '',
    body: undefined as unknown,
    request: { body: { email: 'a@example.com', password: 'x', language: 'en' } as unknown },
    get: () => '',
    set: (name: string, value: string) => {
      headers[name] = value;
    },
    redirect(url: string) {
      this.location = url;
    },
  };
  return ctx;
}
