// An account made with a passkey and no password adds its first password from the security
// screen (docs/passwordless.md, "Passkey-first sign-up"): its own authority, whose clock moves
// only at the end, since the change needs a recent sign-in, which passwordless.test.ts's moved
// clock would make old. Such an account confirms it's you with its passkey alone.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  apiRequest,
  signInWithTokens,
  startInteraction,
  startTestAuthority,
  type TestAuthority,
} from './oidc-helpers.ts';
import { finishSignIn, outbox, TestClock } from './two-step-helpers.ts';
import { interactionPost, SoftwareAuthenticator } from './passkey-helpers.ts';

let auth: TestAuthority;
let clock: TestClock;

before(async () => {
  clock = new TestClock();
  auth = await startTestAuthority({ clock: clock.now });
});
after(() => auth.close());

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

/** A passkey-first account, then signed in with its passkey: its tokens and authenticator. */
async function passkeyAccount(email: string) {
  const started = await post('/accounts/passkey-sign-up', {
    name: 'Ana Lima',
    email,
    acceptedTerms: true,
  });
  assert.equal(started.status, 202, JSON.stringify(started.body));
  const mail = (await outbox(auth)).filter((m) => m.to === email).at(-1)!;
  const code = /^(\d{6}) /.exec(mail.subject)![1];
  const options = await post('/accounts/passkey-sign-up/verify', {
    attempt: started.body.attempt,
    code,
  });
  assert.equal(options.status, 200, JSON.stringify(options.body));
  const authenticator = new SoftwareAuthenticator();
  const created = await post('/accounts/passkey-sign-up/complete', {
    attempt: started.body.attempt,
    response: authenticator.register(options.body as never),
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));

  const interaction = await startInteraction(auth);
  const request = await interactionPost(auth, interaction.uid, 'passkey/options', interaction.jar);
  const signedIn = await interactionPost<{ redirectTo: string }>(
    auth,
    interaction.uid,
    'passkey',
    interaction.jar,
    authenticator.assert(request.body as never),
  );
  assert.equal(signedIn.status, 200, JSON.stringify(signedIn.body));
  return finishSignIn(auth, interaction, signedIn.body.redirectTo);
}

test('a passkey-first account adds its first password with no current one, and keeps its passkey', async () => {
  const email = 'first-password@example.com';
  const tokens = await passkeyAccount(email);
  const token = tokens.access_token;
  const me = await apiRequest<{ hasPassword: boolean }>(auth, '/users/me', { token });
  assert.equal(me.body.hasPassword, false);

  const added = await apiRequest(auth, '/users/me/password', {
    method: 'POST',
    token,
    body: { newPassword: 'violet-harbour-1987' },
  });
  assert.equal(added.status, 204, JSON.stringify(added.body));
  const after = await apiRequest<{ hasPassword: boolean }>(auth, '/users/me', { token });
  assert.equal(after.body.hasPassword, true);
  // Not a recovery: the passkey stays.
  const passkeys = await apiRequest<{ passkeys: unknown[] }>(auth, '/users/me/passkeys', {
    token,
  });
  assert.equal(passkeys.body.passkeys.length, 1);
  assert.ok((await outbox(auth)).some((m) => m.to === email && /password/i.test(m.subject)));
  // The password signs in.
  await signInWithTokens(auth, { email, password: 'violet-harbour-1987' });

  // From now on it has one: changing it needs it.
  const again = await apiRequest<{ fields?: Record<string, string> }>(auth, '/users/me/password', {
    method: 'POST',
    token,
    body: { newPassword: 'another-harbour-2026' },
  });
  assert.equal(again.status, 400);
  assert.deepEqual(again.body.fields, { currentPassword: 'required' });
});

test('an account with a password still needs it to change it', async () => {
  const { tokens } = await signInWithTokens(auth);
  const refused = await apiRequest<{ fields?: Record<string, string> }>(
    auth,
    '/users/me/password',
    { method: 'POST', token: tokens.access_token, body: { newPassword: 'violet-harbour-1987' } },
  );
  assert.equal(refused.status, 400);
  assert.deepEqual(refused.body.fields, { currentPassword: 'required' });
  const me = await apiRequest<{ hasPassword: boolean }>(auth, '/users/me', {
    token: tokens.access_token,
  });
  assert.equal(me.body.hasPassword, true);
});

test('a passkey-first account confirms it’s you with its passkey alone: no password is offered', async () => {
  const tokens = await passkeyAccount('confirm-with-passkey@example.com');
  // The sign-in gets old (the dev clock moves: last in this file, every test before kept it).
  clock.advance(11 * 60);
  const old = await apiRequest<{ error?: string; methods?: string[] }>(auth, '/users/me/password', {
    method: 'POST',
    token: tokens.access_token,
    body: { newPassword: 'violet-harbour-1987' },
  });
  assert.equal(old.status, 403, JSON.stringify(old.body));
  assert.equal(old.body.error, 'reauthentication_required');
  assert.deepEqual(old.body.methods, ['passkey']);
});
