// Request bodies are checked against api/openapi.yaml before any route runs
// (dev-api/src/server/contract/request-validation.ts): a body the document refuses gets the documented
// `400 validation` with the field codes that operation lists, and the handler never sees it (no
// mail, no row, no attempt counted). Properties the document does not list are ignored.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createApp } from '../src/server/app.ts';
import { createRequestValidator } from '../src/server/contract/request-validation.ts';
import { loadDocument, type Document } from '../src/server/contract/openapi-contract.ts';
import { openDatabase } from '../src/platform/db.ts';
import { throttleKeys } from '../src/platform/throttle.ts';
import {
  apiRequest,
  createUser,
  signInWithTokens,
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

type Body = { error?: string; message?: string; fields?: Record<string, string> } & Record<
  string,
  unknown
>;

let counter = 0;
function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${counter}-${process.pid}@example.com`;
}

async function send(
  method: string,
  pathname: string,
  body: unknown,
  token?: string,
): Promise<JsonResponse<Body>> {
  return apiRequest<Body>(auth, pathname, { method, body, token });
}

function assertValidation(response: JsonResponse<Body>, fields: Record<string, string> | null) {
  assert.equal(response.status, 400, JSON.stringify(response.body));
  assert.equal(response.body.error, 'validation');
  assert.equal(typeof response.body.message, 'string');
  if (fields === null) assert.equal(response.body.fields, undefined);
  else assert.deepEqual(response.body.fields, fields);
}

async function mailsTo(email: string): Promise<unknown[]> {
  const outbox = await apiRequest<{ messages: { to: string }[] }>(auth, '/dev/outbox');
  return outbox.body.messages.filter((message) => message.to === email);
}

function userCount(email: string): number {
  return auth.db
    .prepare<[string], { n: number }>('SELECT count(*) AS n FROM users WHERE email = ?')
    .get(email)!.n;
}

function attempts(key: string): number {
  return auth.db
    .prepare<[string], { n: number }>('SELECT count(*) AS n FROM login_failures WHERE key = ?')
    .get(key)!.n;
}

const strongPassword = 'Quartz-Lantern-Orbit-42';

describe('sign-up', () => {
  test('a wrong type is invalid, and nothing is created or mailed', async () => {
    const email = uniqueEmail('typed');
    const response = await send('POST', '/accounts', {
      name: 42,
      email,
      password: strongPassword,
      acceptedTerms: 'yes',
    });
    // `acceptedTerms` documents only `required` (anything but true), as the handler says.
    assertValidation(response, { name: 'invalid', acceptedTerms: 'required' });
    assert.equal(userCount(email), 0);
    assert.deepEqual(await mailsTo(email), []);
    // Refused before the route: the sign-up limit for the address was not counted.
    assert.equal(attempts(throttleKeys.signUpEmail(email)), 0);
  });

  test('missing fields are required', async () => {
    const email = uniqueEmail('missing');
    assertValidation(await send('POST', '/accounts', { email }), {
      name: 'required',
      password: 'required',
      acceptedTerms: 'required',
    });
    assert.equal(userCount(email), 0);
  });

  test('a body that is not an object is a validation error without fields', async () => {
    assertValidation(await send('POST', '/accounts', ['name', 'email']), null);
  });

  test('properties the document does not list are ignored', async () => {
    const email = uniqueEmail('extra');
    const response = await send('POST', '/accounts', {
      name: 'Ana',
      email,
      password: strongPassword,
      acceptedTerms: true,
      confirmed: true,
      disabled: 0,
    });
    assert.equal(response.status, 202);
    const row = auth.db
      .prepare<[string], { confirmed_at: string | null }>(
        'SELECT confirmed_at FROM users WHERE email = ?',
      )
      .get(email);
    assert.equal(row?.confirmed_at, null, 'still unconfirmed');
  });

  test('a locale or returnOrigin of another type is ignored, as the document says', async () => {
    const email = uniqueEmail('odd-types');
    const response = await send('POST', '/accounts', {
      name: 'Ana',
      email,
      password: strongPassword,
      acceptedTerms: true,
      locale: 7,
      returnOrigin: { href: 'http://evil.example' },
    });
    assert.equal(response.status, 202);
    const [mail] = (await mailsTo(email)) as { subject: string; links: string[] }[];
    assert.ok(mail?.links[0]?.startsWith('http://localhost:3001/'), 'the standalone app');
  });
});

describe('mails without a session', () => {
  test('an e-mail that is not text is invalid, and nothing is mailed or counted', async () => {
    for (const path of ['/accounts/confirm/resend', '/accounts/password-reset']) {
      assertValidation(await send('POST', path, { email: ['demo@example.com'] }), {
        email: 'invalid',
      });
      assertValidation(await send('POST', path, { returnOrigin: 'http://localhost:3001' }), {
        email: 'required',
      });
    }
    assert.equal(attempts(throttleKeys.resetMail('demo@example.com')), 0);
  });

  test('a malformed token keeps the answer the document gives it (token_invalid)', async () => {
    // The 400 of these operations gives no field code for the token: the route answers.
    const confirm = await send('POST', '/accounts/confirm', { token: 42 });
    assert.equal(confirm.status, 400);
    assert.equal(confirm.body.error, 'token_invalid');
    const reset = await send('POST', '/accounts/password-reset/confirm', {
      token: 42,
      password: 7,
    });
    assert.equal(reset.status, 400);
    assert.equal(reset.body.error, 'token_invalid');
  });
});

describe('the signed-in user', () => {
  let token: string;
  let userId: string;
  const email = uniqueEmail('me');

  before(async () => {
    userId = await createUser(auth.db, { email, password: strongPassword, name: 'Me' });
    token = (await signInWithTokens(auth, { email, password: strongPassword })).tokens.access_token;
  });

  function profileRow() {
    return auth.db
      .prepare<[string], { name: string; onboarding_step: number | null; email: string }>(
        'SELECT name, onboarding_step, email FROM users WHERE id = ?',
      )
      .get(userId)!;
  }

  test('a profile change with a wrong type changes nothing', async () => {
    const response = await send(
      'PATCH',
      '/users/me',
      { name: 'Changed', onboardingStep: 'two', locale: 'fr', notifications: 'yes' },
      token,
    );
    assertValidation(response, {
      onboardingStep: 'invalid',
      locale: 'invalid',
      notifications: 'invalid',
    });
    assert.equal(profileRow().name, 'Me');
  });

  test('a step out of range is invalid', async () => {
    assertValidation(await send('PATCH', '/users/me', { onboardingStep: 21 }, token), {
      onboardingStep: 'invalid',
    });
    assert.equal(profileRow().onboarding_step, null);
  });

  test('fields the profile patch does not list are ignored (the e-mail stays)', async () => {
    const response = await send(
      'PATCH',
      '/users/me',
      { onboardingStep: 1, email: 'attacker@example.com', sub: 'someone-else' },
      token,
    );
    assert.equal(response.status, 200);
    assert.equal(response.body.email, email);
    assert.equal(profileRow().email, email);
    assert.equal(profileRow().onboarding_step, 1);
  });

  test('an over-long push token is too_long, and nothing is stored', async () => {
    const response = await send(
      'POST',
      '/users/me/push-tokens',
      { token: 'x'.repeat(4097), platform: 'web' },
      token,
    );
    assertValidation(response, { token: 'too_long' });
    const stored = auth.db
      .prepare<[string], { n: number }>('SELECT count(*) AS n FROM push_tokens WHERE user_id = ?')
      .get(userId)!.n;
    assert.equal(stored, 0);
  });

  test('a push token without one, or with an unknown platform', async () => {
    assertValidation(await send('POST', '/users/me/push-tokens', { platform: 'web' }, token), {
      token: 'required',
    });
    assertValidation(await send('POST', '/users/me/push-tokens', { token: '' }, token), {
      token: 'required',
      platform: 'required',
    });
    assertValidation(
      await send('POST', '/users/me/push-tokens', { token: 'abc', platform: 7 }, token),
      { platform: 'invalid' },
    );
  });

  test('a password change with a new password that is not text counts no attempt', async () => {
    const response = await send(
      'POST',
      '/users/me/password',
      { currentPassword: 'not-the-password', newPassword: 12345678901 },
      token,
    );
    // PasswordProblem has no `invalid`: a password that is not text is missing, as the route says.
    assertValidation(response, { newPassword: 'required' });
    assert.equal(attempts(throttleKeys.passwordChange(userId)), 0);
  });
});

describe('the sign-in interaction', () => {
  test('credentials that are not text are required', async () => {
    const { uid, jar } = await startInteraction(auth);
    const response = await submitLogin(auth, uid, { email: 5, password: ['x'] }, jar);
    assert.equal(response.status, 400);
    const body = (await response.json()) as Body;
    assert.equal(body.error, 'validation');
    assert.deepEqual(body.fields, { email: 'required', password: 'required' });
  });
});

describe('the validator', () => {
  let document: Document;
  before(async () => {
    document = await loadDocument();
  });

  test('leaves operations without a JSON body or a validation answer to their routes', () => {
    const validator = createRequestValidator(document);
    assert.equal(validator.refusal('POST', '/dev/reset', { anything: 1 }), null);
    assert.equal(validator.refusal('POST', '/accounts/confirm', {}), null);
    assert.equal(validator.refusal('POST', '/auth/oidc/token', []), null);
    assert.equal(validator.refusal('POST', '/nowhere', []), null);
  });

  test('is on in an app built without the contract checker (every environment)', async () => {
    const db = openDatabase(':memory:');
    const app = createApp({ db, publicUrl: 'http://localhost:4000', allowedOrigins: [] });
    const server = app.listen(0);
    try {
      await new Promise((resolve) => server.once('listening', resolve));
      const { port } = server.address() as { port: number };
      const response = await fetch(`http://127.0.0.1:${port}/accounts/password-reset`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 42 }),
      });
      assert.equal(response.status, 400);
      assert.deepEqual(await response.json(), {
        error: 'validation',
        message: 'Some fields are invalid.',
        fields: { email: 'invalid' },
      });
      // The router ignores case and a trailing slash; so does the check. (Outside the contract
      // checker's servers: the document lists only the canonical path.)
      const spelt = await fetch(`http://127.0.0.1:${port}/Accounts/Password-Reset/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 42 }),
      });
      assert.equal(spelt.status, 400);
      assert.deepEqual(((await spelt.json()) as Body).fields, { email: 'invalid' });
    } finally {
      await new Promise((resolve) => server.close(resolve));
      db.close();
    }
  });
});
