// Passkeys over HTTP, with a software authenticator (passkey-helpers.ts) standing in for the
// browser: adding one needs a recent authentication; it then signs in alone (no second step,
// amr without pwd), re-authenticates, and every forged or replayed ceremony gets the same
// refusal. Every exchange is checked against api/openapi.yaml (the test server's contract check).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  apiRequest,
  CookieJar,
  createUser,
  decodeJwtPayload,
  signInWithTokens,
  startInteraction,
  type TestAuthority,
} from './oidc-helpers.ts';
import { defaultPasskeyName, passkeyAmr, relyingParty } from '../src/passkeys/webauthn.ts';
import { interactionPost, SoftwareAuthenticator, type CeremonyOptions } from './passkey-helpers.ts';
import {
  codeAt,
  demo,
  enableTwoStep,
  finishSignIn,
  outbox,
  passwordStep,
  signInWithCode,
  submitSecondStep,
  TestClock,
  authorityPerTest,
} from './two-step-helpers.ts';

let auth: TestAuthority;
let clock: TestClock;

authorityPerTest((fresh, moved) => {
  auth = fresh;
  clock = moved;
});

const TEN_MINUTES = 10 * 60;
const CHROMIUM_VIRTUAL = '01020304-0506-0708-0102-030405060708';
const invalid = { error: 'passkey_invalid', message: 'This passkey could not be verified.' };

interface Passkey {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  deviceType: string;
  backedUp: boolean;
}
type Creation = { challenge: string; rp: { id: string }; user: { id: string } };
type Request = { challenge: string; rpId: string; allowCredentials: { id: string }[] };

async function freshToken(credentials = demo): Promise<string> {
  const { tokens } = await signInWithTokens(auth, credentials);
  return tokens.access_token;
}

/** Registration options then the authenticator's response; answers the POST's response. */
async function addPasskey(
  token: string,
  authenticator: SoftwareAuthenticator,
  options: CeremonyOptions & { name?: string; userAgent?: string } = {},
) {
  const creation = await apiRequest<Creation>(auth, '/users/me/passkeys/registration-options', {
    method: 'POST',
    token,
  });
  assert.equal(creation.status, 200, JSON.stringify(creation.body));
  const body: Record<string, unknown> = {
    response: authenticator.register(creation.body, options),
  };
  if (options.name !== undefined) body.name = options.name;
  const headers: Record<string, string> =
    options.userAgent === undefined ? {} : { 'User-Agent': options.userAgent };
  return apiRequest<Passkey>(auth, '/users/me/passkeys', { method: 'POST', token, body, headers });
}

/** A new interaction, its passkey options, and the authenticator's answer to them. */
async function passkeySignIn(authenticator: SoftwareAuthenticator, options: CeremonyOptions = {}) {
  const interaction = await startInteraction(auth);
  const request = await interactionPost<Request>(
    auth,
    interaction.uid,
    'passkey/options',
    interaction.jar,
  );
  assert.equal(request.status, 200, JSON.stringify(request.body));
  const assertion = authenticator.assert(request.body, options);
  const answer = await interactionPost(
    auth,
    interaction.uid,
    'passkey',
    interaction.jar,
    assertion,
  );
  return { interaction, request: request.body, assertion, answer };
}

describe('adding a passkey', () => {
  test('needs a recent authentication: an older session gets 403, then confirms with its password', async () => {
    const token = await freshToken();
    clock.advance(TEN_MINUTES + 1);
    for (const [method, path] of [
      ['POST', '/users/me/passkeys/registration-options'],
      ['POST', '/users/me/passkeys'],
    ] as const) {
      const refused = await apiRequest(auth, path, {
        method,
        token,
        body: path.endsWith('passkeys')
          ? {
              response: new SoftwareAuthenticator().register({
                challenge: 'x',
                rp: { id: 'localhost' },
                user: { id: 'eA' },
              }),
            }
          : undefined,
      });
      assert.equal(refused.status, 403, path);
      assert.equal(refused.body.error, 'reauthentication_required');
      assert.deepEqual(refused.body.methods, ['password'], 'no passkey yet');
    }
    const confirmed = await apiRequest(auth, '/users/me/reauthenticate', {
      method: 'POST',
      token,
      body: { password: demo.password },
    });
    assert.equal(confirmed.status, 200);
    const added = await addPasskey(token, new SoftwareAuthenticator());
    assert.equal(added.status, 201, JSON.stringify(added.body));
  });

  test('options: a discoverable credential with user verification, the user’s passkeys excluded, a random user handle', async () => {
    const token = await freshToken();
    const first = new SoftwareAuthenticator();
    assert.equal((await addPasskey(token, first)).status, 201);
    const creation = await apiRequest<{
      rp: { id: string };
      user: { id: string; name: string };
      excludeCredentials: { id: string }[];
      authenticatorSelection: { residentKey: string; userVerification: string };
    }>(auth, '/users/me/passkeys/registration-options', { method: 'POST', token });
    assert.equal(creation.body.rp.id, 'localhost');
    assert.equal(creation.body.user.name, demo.email);
    assert.equal(creation.body.user.id, first.userHandle, 'the same handle for every passkey');
    assert.ok(!Buffer.from(creation.body.user.id, 'base64url').toString().includes('demo'));
    assert.deepEqual(
      creation.body.excludeCredentials.map((c) => c.id),
      [first.id],
    );
    assert.equal(creation.body.authenticatorSelection.residentKey, 'required');
    assert.equal(creation.body.authenticatorSelection.userVerification, 'required');
  });

  test('named after a well-known AAGUID, else as typed; listed; renamed; the owner is mailed', async () => {
    const token = await freshToken();
    const known = await addPasskey(token, new SoftwareAuthenticator(true, CHROMIUM_VIRTUAL));
    assert.equal(known.status, 201);
    assert.equal(known.body.name, 'Chromium virtual authenticator');
    assert.equal(known.body.deviceType, 'multiDevice');
    assert.equal(known.body.backedUp, true);
    assert.equal(known.body.lastUsedAt, null);
    const typed = await addPasskey(token, new SoftwareAuthenticator(false), {
      name: '  Work key  ',
    });
    assert.equal(typed.body.name, 'Work key');
    assert.equal(typed.body.deviceType, 'singleDevice');

    const list = await apiRequest<{
      passkeys: Passkey[];
      signal: { rpId: string; userHandle: string; credentialIds: string[] };
    }>(auth, '/users/me/passkeys', { token });
    assert.deepEqual(
      list.body.passkeys.map((p) => p.name),
      ['Chromium virtual authenticator', 'Work key'],
    );
    // What the page's WebAuthn signals need (docs/passwordless.md): the RP ID, the user handle
    // the authenticators hold, and every credential id the account accepts.
    assert.equal(list.body.signal.rpId, 'localhost');
    assert.match(list.body.signal.userHandle, /^[A-Za-z0-9_-]{43}$/);
    assert.equal(list.body.signal.credentialIds.length, 2);
    const renamed = await apiRequest<Passkey>(auth, `/users/me/passkeys/${typed.body.id}`, {
      method: 'PATCH',
      token,
      body: { name: 'Desk key' },
    });
    assert.equal(renamed.status, 200);
    assert.equal(renamed.body.name, 'Desk key');
    const empty = await apiRequest(auth, `/users/me/passkeys/${typed.body.id}`, {
      method: 'PATCH',
      token,
      body: { name: '   ' },
    });
    assert.equal(empty.status, 400);
    assert.deepEqual(empty.body.fields, { name: 'invalid' });

    const mails = (await outbox(auth)).filter((m) => m.to === demo.email);
    const added = mails.filter((m) => m.subject === 'A passkey was added');
    assert.equal(added.length, 2);
    assert.doesNotMatch(added[0]!.text, /Chromium virtual authenticator/);
  });

  test('mails name a passkey by the browser and system it was added on, never by a claimed or typed name', async () => {
    const token = await freshToken();
    const chromeOnLinux =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    // An authenticator claiming to be iCloud Keychain (its AAGUID: nothing attests it), with a
    // name the adder typed to look like the owner's phone.
    const claimed = await addPasskey(
      token,
      new SoftwareAuthenticator(true, 'fbfc3007-154e-4ecc-8c0b-6e020557d7bd'),
      { name: 'Your iPhone', userAgent: chromeOnLinux },
    );
    assert.equal(claimed.status, 201, JSON.stringify(claimed.body));
    assert.equal(claimed.body.name, 'Your iPhone', 'the screen keeps the name for its owner');
    const unnamed = await addPasskey(
      token,
      new SoftwareAuthenticator(true, 'fbfc3007-154e-4ecc-8c0b-6e020557d7bd'),
      { userAgent: 'Visit https://evil.example/iCloud-Keychain/1.0' },
    );
    assert.equal(unnamed.body.name, 'iCloud Keychain');
    await apiRequest(auth, `/users/me/passkeys/${claimed.body.id}`, {
      method: 'PATCH',
      token,
      body: { name: 'Ana’s laptop' },
    });
    await apiRequest(auth, `/users/me/passkeys/${claimed.body.id}`, { method: 'DELETE', token });

    const mails = (await outbox(auth)).filter((m) => m.to === demo.email);
    const texts = mails.filter((m) => /passkey was/.test(m.subject)).map((m) => m.text);
    assert.equal(texts.length, 3);
    assert.match(texts[0]!, /A passkey on Chrome on Linux was just added to your account/);
    assert.match(texts[1]!, /A passkey was just added to your account/);
    assert.match(texts[2]!, /A passkey on Chrome on Linux was just removed from your account/);
    for (const text of texts) {
      assert.doesNotMatch(text, /iPhone|iCloud|laptop|evil|Visit/);
    }
  });

  test('the mail is in the user’s language', async () => {
    auth.db.prepare("UPDATE users SET locale = 'pt-BR' WHERE email = ?").run(demo.email);
    const token = await freshToken();
    assert.equal((await addPasskey(token, new SoftwareAuthenticator())).status, 201);
    const mails = (await outbox(auth)).filter((m) => m.to === demo.email);
    const mail = mails.find((m) => m.subject === 'Uma chave de acesso foi adicionada');
    assert.ok(mail);
    assert.match(mail.text, /Uma chave de acesso acabou de ser adicionada à sua conta/);
  });

  test('a response from another origin, for another RP ID, without user verification, of the wrong ceremony, or replayed: 400 passkey_invalid', async () => {
    const token = await freshToken();
    for (const skew of [
      { origin: 'http://evil.example' },
      { rpId: 'evil.example' },
      { userVerified: false },
      { type: 'webauthn.get' },
    ]) {
      const refused = await addPasskey(token, new SoftwareAuthenticator(), skew);
      assert.equal(refused.status, 400, JSON.stringify(skew));
      assert.deepEqual(refused.body, invalid, JSON.stringify(skew));
    }
    // The challenge is single use: the same, right response again is refused.
    const authenticator = new SoftwareAuthenticator();
    const creation = await apiRequest<Creation>(auth, '/users/me/passkeys/registration-options', {
      method: 'POST',
      token,
    });
    const response = authenticator.register(creation.body);
    const ok = await apiRequest(auth, '/users/me/passkeys', {
      method: 'POST',
      token,
      body: { response },
    });
    assert.equal(ok.status, 201);
    const again = await apiRequest(auth, '/users/me/passkeys', {
      method: 'POST',
      token,
      body: { response },
    });
    assert.deepEqual([again.status, again.body], [400, invalid]);
    const list = await apiRequest<{ passkeys: Passkey[] }>(auth, '/users/me/passkeys', { token });
    assert.equal(list.body.passkeys.length, 1);
  });

  test('an expired challenge is refused', async () => {
    const token = await freshToken();
    const creation = await apiRequest<Creation>(auth, '/users/me/passkeys/registration-options', {
      method: 'POST',
      token,
    });
    clock.advance(5 * 60 + 1);
    const response = new SoftwareAuthenticator().register(creation.body);
    // Still within the recent-authentication window? No: re-authenticate so only the challenge is old.
    await apiRequest(auth, '/users/me/reauthenticate', {
      method: 'POST',
      token,
      body: { password: demo.password },
    });
    const late = await apiRequest(auth, '/users/me/passkeys', {
      method: 'POST',
      token,
      body: { response },
    });
    assert.deepEqual([late.status, late.body], [400, invalid]);
  });
});

describe('signing in with a passkey', () => {
  test('finishes the interaction alone: amr swk/user/mfa (never pwd), acr 2fa; lastUsedAt set', async () => {
    const token = await freshToken();
    const authenticator = new SoftwareAuthenticator();
    await addPasskey(token, authenticator);
    const { interaction, request, answer } = await passkeySignIn(authenticator);
    assert.deepEqual(request.allowCredentials, [], 'a discoverable credential: no e-mail needed');
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const tokens = await finishSignIn(auth, interaction, answer.body.redirectTo);
    const claims = decodeJwtPayload(tokens.id_token);
    assert.deepEqual(claims.amr, ['swk', 'user', 'mfa']);
    assert.equal(claims.acr, 'urn:account:acr:2fa');
    const list = await apiRequest<{ passkeys: Passkey[] }>(auth, '/users/me/passkeys', {
      token: tokens.access_token,
    });
    assert.ok(list.body.passkeys[0]!.lastUsedAt);
  });

  test('a device-bound passkey says hwk; an account with two-step on gets no second step', async () => {
    const token = await freshToken();
    await enableTwoStep(auth, token, clock);
    const authenticator = new SoftwareAuthenticator(false, CHROMIUM_VIRTUAL, true);
    assert.equal((await addPasskey(token, authenticator)).status, 201);
    const { interaction, answer } = await passkeySignIn(authenticator);
    assert.equal(answer.status, 200, 'no 202: the passkey is strong on its own');
    const tokens = await finishSignIn(auth, interaction, answer.body.redirectTo);
    const claims = decodeJwtPayload(tokens.id_token);
    assert.deepEqual(claims.amr, ['hwk', 'user', 'mfa']);
    assert.equal(claims.acr, 'urn:account:acr:2fa');
  });

  test('wrong origin, wrong RP ID, no user verification, tampered client data, wrong ceremony type: one refusal', async () => {
    const authenticator = new SoftwareAuthenticator();
    await addPasskey(await freshToken(), authenticator);
    for (const skew of [
      { origin: 'http://evil.example' },
      { origin: 'http://localhost:4000' },
      { rpId: 'evil.example' },
      { userVerified: false },
      { tamper: true },
      { type: 'webauthn.create' },
    ]) {
      const { answer } = await passkeySignIn(authenticator, skew);
      assert.deepEqual([answer.status, answer.body], [400, invalid], JSON.stringify(skew));
    }
    // The host app's origin is one of the app's: it signs in.
    const { answer } = await passkeySignIn(authenticator, { origin: 'http://localhost:3000' });
    assert.equal(answer.status, 200);
  });

  test('a replayed assertion, and one after the challenge expired, are refused', async () => {
    const authenticator = new SoftwareAuthenticator();
    await addPasskey(await freshToken(), authenticator);
    const { interaction, assertion, answer } = await passkeySignIn(authenticator);
    assert.equal(answer.status, 200);
    // Another interaction in the same browser, the same assertion: its challenge is not this one.
    const next = await startInteraction(auth, undefined, interaction.jar);
    await interactionPost(auth, next.uid, 'passkey/options', next.jar);
    const replay = await interactionPost(auth, next.uid, 'passkey', next.jar, assertion);
    assert.deepEqual([replay.status, replay.body], [400, invalid]);

    const late = await startInteraction(auth);
    const request = await interactionPost<Request>(auth, late.uid, 'passkey/options', late.jar);
    clock.advance(5 * 60 + 1);
    const expired = await interactionPost(
      auth,
      late.uid,
      'passkey',
      late.jar,
      authenticator.assert(request.body),
    );
    assert.deepEqual([expired.status, expired.body], [400, invalid]);
  });

  test('the same challenge answered twice (single use) is refused the second time', async () => {
    const authenticator = new SoftwareAuthenticator();
    await addPasskey(await freshToken(), authenticator);
    const interaction = await startInteraction(auth);
    const request = await interactionPost<Request>(
      auth,
      interaction.uid,
      'passkey/options',
      interaction.jar,
    );
    const wrong = await interactionPost(
      auth,
      interaction.uid,
      'passkey',
      interaction.jar,
      authenticator.assert(request.body, { origin: 'http://evil.example' }),
    );
    assert.equal(wrong.status, 400);
    const right = await interactionPost(
      auth,
      interaction.uid,
      'passkey',
      interaction.jar,
      authenticator.assert(request.body),
    );
    assert.deepEqual([right.status, right.body], [400, invalid], 'a failed try spends it too');
  });

  test('a counter going backwards (a cloned authenticator) is refused', async () => {
    const authenticator = new SoftwareAuthenticator(false, undefined, true);
    await addPasskey(await freshToken(), authenticator);
    assert.equal((await passkeySignIn(authenticator)).answer.status, 200);
    assert.equal((await passkeySignIn(authenticator)).answer.status, 200);
    const { answer } = await passkeySignIn(authenticator, { counter: 1 });
    assert.deepEqual([answer.status, answer.body], [400, invalid]);
  });

  test('two assertions with the same counter sent at once (a cloned key): one signs in, the other is refused', async () => {
    const authenticator = new SoftwareAuthenticator(false, undefined, true);
    await addPasskey(await freshToken(), authenticator);
    const ceremonies = await Promise.all(
      [0, 1].map(async () => {
        const interaction = await startInteraction(auth);
        const request = await interactionPost<Request>(
          auth,
          interaction.uid,
          'passkey/options',
          interaction.jar,
        );
        return { interaction, assertion: authenticator.assert(request.body, { counter: 7 }) };
      }),
    );
    const answers = await Promise.all(
      ceremonies.map(({ interaction, assertion }) =>
        interactionPost(auth, interaction.uid, 'passkey', interaction.jar, assertion),
      ),
    );
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 400]);
  });

  test('a removed passkey gets the same answer as one never registered, naming only the id the browser sent (for signalUnknownCredential); removing mails the owner', async () => {
    const token = await freshToken();
    const authenticator = new SoftwareAuthenticator();
    const added = await addPasskey(token, authenticator);
    const unknown = new SoftwareAuthenticator();
    const stranger = await passkeySignIn(unknown);
    assert.deepEqual(
      [stranger.answer.status, stranger.answer.body],
      [400, { ...invalid, unknownCredentialId: unknown.id }],
    );

    const removed = await apiRequest(auth, `/users/me/passkeys/${added.body.id}`, {
      method: 'DELETE',
      token,
    });
    assert.equal(removed.status, 204);
    const after = await passkeySignIn(authenticator);
    assert.deepEqual(
      [after.answer.status, after.answer.body],
      [400, { ...invalid, unknownCredentialId: authenticator.id }],
    );
    const mails = (await outbox(auth)).filter((m) => m.to === demo.email);
    assert.ok(mails.some((m) => m.subject === 'A passkey was removed'));
  });

  test('a user handle that is not the credential owner’s is refused', async () => {
    const authenticator = new SoftwareAuthenticator();
    await addPasskey(await freshToken(), authenticator);
    authenticator.userHandle = Buffer.from('someone else').toString('base64url');
    const { answer } = await passkeySignIn(authenticator);
    assert.deepEqual([answer.status, answer.body], [400, invalid]);
  });

  test('bound to the browser that started the interaction; a disabled account is told so', async () => {
    const authenticator = new SoftwareAuthenticator();
    await addPasskey(await freshToken(), authenticator);
    const interaction = await startInteraction(auth);
    const elsewhere = await interactionPost(
      auth,
      interaction.uid,
      'passkey/options',
      new CookieJar(),
    );
    assert.equal(elsewhere.status, 403);
    assert.equal(elsewhere.body.error, 'interaction_not_bound');
    const gone = await interactionPost(
      auth,
      'no-such-interaction',
      'passkey/options',
      new CookieJar(),
    );
    assert.equal(gone.status, 404);

    auth.db.prepare('UPDATE users SET disabled = 1 WHERE email = ?').run(demo.email);
    const { answer } = await passkeySignIn(authenticator);
    assert.equal(answer.status, 403);
    assert.equal(answer.body.error, 'account_disabled');
  });

  test('an account scheduled for deletion is not signed in: told its date, a new ceremony with restoreAccount restores it', async () => {
    const authenticator = new SoftwareAuthenticator();
    const token = await freshToken();
    await addPasskey(token, authenticator);
    const scheduled = await apiRequest<{ eraseAt: string }>(auth, '/users/me/deletion', {
      method: 'POST',
      token,
      body: { email: demo.email },
    });
    assert.equal(scheduled.status, 202, JSON.stringify(scheduled.body));

    const { answer } = await passkeySignIn(authenticator);
    assert.equal(answer.status, 403);
    assert.deepEqual(answer.body, {
      error: 'account_deletion_scheduled',
      message: 'This account is scheduled for deletion.',
      eraseAt: scheduled.body.eraseAt,
    });

    const interaction = await startInteraction(auth);
    const request = await interactionPost<Request>(
      auth,
      interaction.uid,
      'passkey/options',
      interaction.jar,
    );
    const restored = await interactionPost<{ redirectTo: string }>(
      auth,
      interaction.uid,
      'passkey?restoreAccount=true',
      interaction.jar,
      authenticator.assert(request.body),
    );
    assert.equal(restored.status, 200, JSON.stringify(restored.body));
    const row = auth.db
      .prepare<[string], { erase_at: string | null; disabled: number }>(
        'SELECT erase_at, disabled FROM users WHERE email = ?',
      )
      .get(demo.email);
    assert.deepEqual(row, { erase_at: null, disabled: 0 });
  });

  test('once its 14 days are over, the passkey is refused as unknown (the account is gone)', async () => {
    const authenticator = new SoftwareAuthenticator();
    const token = await freshToken();
    await addPasskey(token, authenticator);
    await apiRequest(auth, '/users/me/deletion', {
      method: 'POST',
      token,
      body: { email: demo.email },
    });
    clock.advance(15 * 24 * 3600);
    const { answer } = await passkeySignIn(authenticator);
    assert.equal(answer.status, 400);
    assert.deepEqual(answer.body, invalid);
  });

  test('a body that is not a WebAuthn response: 400, documented, and the challenge is spent', async () => {
    const authenticator = new SoftwareAuthenticator();
    await addPasskey(await freshToken(), authenticator);
    const interaction = await startInteraction(auth);
    const request = await interactionPost<Request>(
      auth,
      interaction.uid,
      'passkey/options',
      interaction.jar,
    );
    for (const body of [{}, { id: 'x', rawId: 'x', type: 'public-key' }, []]) {
      const answer = await interactionPost(auth, interaction.uid, 'passkey', interaction.jar, body);
      assert.equal(answer.status, 400, JSON.stringify(answer.body));
    }
    const late = await interactionPost(
      auth,
      interaction.uid,
      'passkey',
      interaction.jar,
      authenticator.assert(request.body),
    );
    assert.deepEqual([late.status, late.body], [400, invalid]);
  });

  test("It wasn't me after an e-mail change removes the passkeys: they no longer sign in, and the current address is told", async () => {
    const token = await freshToken();
    const authenticator = new SoftwareAuthenticator();
    assert.equal((await addPasskey(token, authenticator)).status, 201);
    const change = await apiRequest(auth, '/users/me/email', {
      method: 'POST',
      token,
      body: { newEmail: 'new@example.com' },
    });
    assert.equal(change.status, 202);
    const notice = (await outbox(auth)).find((m) => m.links[0]?.includes('/privacy/not-me'));
    const notMe = new URL(notice!.links[0]!).searchParams.get('token');
    const frozen = await apiRequest(auth, '/accounts/email-change/revert', {
      method: 'POST',
      body: { token: notMe },
    });
    assert.equal(frozen.status, 200);
    // The revert is a recovery (accounts/recovery.ts): the passkey is gone, not merely held by the freeze.
    const { answer } = await passkeySignIn(authenticator);
    assert.deepEqual(
      [answer.status, answer.body.error],
      [400, 'passkey_invalid'],
      JSON.stringify(answer.body),
    );
    const recovery = (await outbox(auth)).find(
      (m) => m.subject === 'Your account was frozen to protect it',
    );
    assert.ok(recovery, 'the recovery mail went to the current address');
    assert.match(recovery.text, /Passkey/);
  });

  test('failures are limited per client address (with the password’s): 429 with Retry-After', async () => {
    const stranger = new SoftwareAuthenticator();
    let last = 0;
    for (let i = 0; i < 21; i++) last = (await passkeySignIn(stranger)).answer.status;
    assert.equal(last, 429);
  });
});

describe('re-authenticating with a passkey', () => {
  test('an older session confirms with its passkey (no code even with two-step on), then removes one', async () => {
    const token = await freshToken();
    await enableTwoStep(auth, token, clock);
    const authenticator = new SoftwareAuthenticator();
    const added = await addPasskey(token, authenticator);
    clock.advance(TEN_MINUTES + 1);

    const refused = await apiRequest(auth, `/users/me/passkeys/${added.body.id}`, {
      method: 'DELETE',
      token,
    });
    assert.equal(refused.status, 403);
    assert.deepEqual(refused.body.methods, ['password', 'passkey']);
    assert.equal(refused.body.codeRequired, true);

    const request = await apiRequest<Request>(auth, '/users/me/reauthenticate/passkey-options', {
      method: 'POST',
      token,
    });
    assert.equal(request.status, 200);
    assert.deepEqual(
      request.body.allowCredentials.map((c) => c.id),
      [authenticator.id],
    );
    const confirmed = await apiRequest(auth, '/users/me/reauthenticate/passkey', {
      method: 'POST',
      token,
      body: authenticator.assert(request.body),
    });
    assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
    const removed = await apiRequest(auth, `/users/me/passkeys/${added.body.id}`, {
      method: 'DELETE',
      token,
    });
    assert.equal(removed.status, 204);
  });

  test('another user’s passkey does not re-authenticate; a user without one gets 409 no_passkeys', async () => {
    const mine = new SoftwareAuthenticator();
    await addPasskey(await freshToken(), mine);
    const other = { email: 'other@example.com', password: 'An0ther-Passw0rd!x' };
    await createUser(auth.db, other);
    const otherToken = await freshToken(other);
    const none = await apiRequest(auth, '/users/me/reauthenticate/passkey-options', {
      method: 'POST',
      token: otherToken,
    });
    assert.equal(none.status, 409);
    assert.equal(none.body.error, 'no_passkeys');
    await addPasskey(otherToken, new SoftwareAuthenticator());
    const request = await apiRequest<Request>(auth, '/users/me/reauthenticate/passkey-options', {
      method: 'POST',
      token: otherToken,
    });
    const wrong = await apiRequest(auth, '/users/me/reauthenticate/passkey', {
      method: 'POST',
      token: otherToken,
      body: mine.assert(request.body),
    });
    assert.deepEqual([wrong.status, wrong.body], [400, invalid]);
  });
});

describe('the second-factor budget', () => {
  test('junk re-authentications from an access token alone leave the owner’s code sign-in alone; five real wrong codes still lock it', async () => {
    const stolen = await freshToken();
    const { secret } = await enableTwoStep(auth, stolen, clock);
    const owner = new SoftwareAuthenticator();
    await addPasskey(stolen, owner);

    // What someone holding only the access token can send: assertions from an authenticator
    // the account does not know, with and without a challenge, and malformed codes.
    const stranger = new SoftwareAuthenticator();
    for (let i = 0; i < 5; i++) {
      const request = await apiRequest<Request>(auth, '/users/me/reauthenticate/passkey-options', {
        method: 'POST',
        token: stolen,
      });
      const junk = await apiRequest(auth, '/users/me/reauthenticate/passkey', {
        method: 'POST',
        token: stolen,
        body: i % 2 === 0 ? stranger.assert(request.body) : { id: 'junk', response: {} },
      });
      // The stranger's credential comes back as unknown (for signalUnknownCredential).
      assert.deepEqual(
        [junk.status, junk.body.error],
        [400, 'passkey_invalid'],
        `junk assertion ${i + 1}`,
      );
      const malformed = await apiRequest(auth, '/users/me/reauthenticate', {
        method: 'POST',
        token: stolen,
        body: { password: 'not-the-password', code: '12' },
      });
      assert.equal(malformed.status, 400, `malformed code ${i + 1}`);
      assert.equal(malformed.body.error, 'validation');
    }

    clock.advance(60); // a code of a step the setup did not spend
    await signInWithCode(auth, () => codeAt(secret, clock.seconds()));

    const interaction = await passwordStep(auth);
    const right = await codeAt(secret, clock.seconds() + 60);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const refused = await submitSecondStep(
        auth,
        interaction.uid,
        { code: wrong },
        interaction.jar,
      );
      assert.equal(refused.body.error, 'invalid_code', `wrong code ${i + 1}`);
    }
    clock.advance(60);
    const locked = await submitSecondStep(
      auth,
      interaction.uid,
      { code: await codeAt(secret, clock.seconds()) },
      interaction.jar,
    );
    assert.equal(locked.status, 429);
    assert.equal(locked.body.error, 'too_many_attempts');
  });
});

describe('another user’s passkeys', () => {
  test('cannot be renamed or removed (404, as an unknown id)', async () => {
    const added = await addPasskey(await freshToken(), new SoftwareAuthenticator());
    const other = { email: 'other@example.com', password: 'An0ther-Passw0rd!x' };
    await createUser(auth.db, other);
    const otherToken = await freshToken(other);
    const rename = await apiRequest(auth, `/users/me/passkeys/${added.body.id}`, {
      method: 'PATCH',
      token: otherToken,
      body: { name: 'Mine now' },
    });
    assert.equal(rename.status, 404);
    const remove = await apiRequest(auth, `/users/me/passkeys/${added.body.id}`, {
      method: 'DELETE',
      token: otherToken,
    });
    assert.equal(remove.status, 404);
    const list = await apiRequest<{ passkeys: Passkey[] }>(auth, '/users/me/passkeys', {
      token: otherToken,
    });
    assert.deepEqual(list.body.passkeys, []);
  });
});

describe('relying party, names and amr', () => {
  test('RP ID and origins come from the configured apps: same host only, no duplicates', () => {
    const rp = relyingParty([
      { origin: 'http://localhost:3001', basePath: '' },
      { origin: 'http://localhost:3000', basePath: '/account' },
      { origin: 'http://localhost:3000', basePath: '/other' },
      { origin: 'http://127.0.0.1:3001', basePath: '' },
    ]);
    assert.equal(rp.id, 'localhost');
    assert.deepEqual(rp.origins, ['http://localhost:3001', 'http://localhost:3000']);
  });

  test('a default name: the AAGUID when well known, else browser and system, else "Passkey"', () => {
    const chromeOnWindows =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) ' +
      'Chrome/131.0.0.0 Safari/537.36';
    assert.equal(
      defaultPasskeyName('EA9B8D66-4D01-1D21-3CE4-B6B48CB575D4', chromeOnWindows),
      'Google Password Manager',
    );
    assert.equal(
      defaultPasskeyName('00000000-0000-0000-0000-000000000000', chromeOnWindows),
      'Chrome on Windows',
    );
    assert.equal(defaultPasskeyName('00000000-0000-0000-0000-000000000000', ''), 'Passkey');
  });

  test('amr: hwk for a device-bound passkey, swk for a synced one, never pwd', () => {
    assert.deepEqual(passkeyAmr('singleDevice'), ['hwk', 'user', 'mfa']);
    assert.deepEqual(passkeyAmr('multiDevice'), ['swk', 'user', 'mfa']);
  });
});
