// The broker against the real stand-in provider (docs/federation.md): the first sign-in creates
// an account, the next signs in; state is bound to the browser and used once; an unverified
// address never links nor creates; a matching address asks for the account's password first;
// the second step applies; unlinking the last way in is refused; every link and unlink is mailed.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hasPassword, findUserByEmail } from '../src/accounts/store.ts';
import { enableTwoStep } from './two-step-helpers.ts';
import { interactionPost, SoftwareAuthenticator } from './passkey-helpers.ts';
import { listOutbox } from '../src/platform/mailer.ts';
import {
  apiRequest,
  browserFetch,
  CookieJar,
  createUser,
  decodeJwtPayload,
  signInWithTokens,
  startInteraction,
} from './oidc-helpers.ts';
import {
  federatedSignIn,
  finishToTokens,
  signInPageParam,
  federationWorldPerFile,
  startUrl,
  upstreamSignIn,
} from './federation-helpers.ts';

const world = federationWorldPerFile();

const mailsTo = (email: string) => listOutbox(world.auth.db).filter((mail) => mail.to === email);

describe('a first sign-in with a provider', () => {
  it('creates a confirmed account without a password, links the identity and signs in with amr fed', async () => {
    const email = 'first.fed@example.com';
    const { interaction, location } = await federatedSignIn(world, { email, name: 'First Fed' });
    assert.ok(location.toString().startsWith(`${world.auth.issuer}/auth/`), location.toString());
    const tokens = await finishToTokens(world, interaction, location.toString());
    const claims = decodeJwtPayload(tokens.id_token);
    assert.deepEqual(claims.amr, ['fed']);
    assert.equal(claims.email, email);
    assert.equal(claims.name, 'First Fed');

    const user = findUserByEmail(world.auth.db, email);
    assert.ok(user?.confirmed_at, 'the provider verified the address');
    assert.equal(hasPassword(world.auth.db, user.id), false);
    const linked = await apiRequest<{ identities: { provider: string; email: string }[] }>(
      world.auth,
      '/users/me/linked-identities',
      { token: tokens.access_token },
    );
    assert.equal(linked.status, 200);
    assert.deepEqual(
      linked.body.identities.map(({ provider, email: address }) => ({ provider, address })),
      [{ provider: 'example', address: email }],
    );
    assert.equal(mailsTo(email).filter((mail) => /was linked/.test(mail.subject)).length, 1);
    // In the data export, without the provider's subject identifier.
    const exported = await apiRequest<{ linkedIdentities: Record<string, unknown>[] }>(
      world.auth,
      '/users/me/data-export',
      { token: tokens.access_token },
    );
    assert.equal(exported.status, 200);
    assert.deepEqual(
      exported.body.linkedIdentities.map((entry) => Object.keys(entry).sort()),
      [['email', 'linkedAt', 'provider']],
    );
    // Terms not accepted yet: the app asks for them, as after a sign-up.
    const consents = await apiRequest<{ pending: unknown[] }>(world.auth, '/users/me/consents', {
      token: tokens.access_token,
    });
    assert.equal(consents.status, 200);
    assert.equal(consents.body.pending.length, 2, 'the terms and the privacy notice wait');
    const profile = await apiRequest<{ onboardingCompleted: boolean }>(world.auth, '/users/me', {
      token: tokens.access_token,
    });
    assert.equal(profile.body.onboardingCompleted, false);
  });

  it('signs the same identity in again, into the same account', async () => {
    const email = 'again.fed@example.com';
    const first = await federatedSignIn(world, { email });
    await finishToTokens(world, first.interaction, first.location.toString());
    const second = await federatedSignIn(world, { email });
    const tokens = await finishToTokens(world, second.interaction, second.location.toString());
    const claims = decodeJwtPayload(tokens.id_token);
    assert.equal(claims.sub, findUserByEmail(world.auth.db, email)?.id);
    assert.deepEqual(claims.amr, ['fed']);
    assert.equal(mailsTo(email).filter((mail) => /was linked/.test(mail.subject)).length, 1);
  });
});

describe('refusals on the way back from the provider', () => {
  it('refuses a state it did not issue, and says so on a sign-in page of its own', async () => {
    const { location } = await federatedSignIn(
      world,
      { email: 'forged.state@example.com' },
      {
        tamper: (callback) => {
          callback.searchParams.set('state', 'not-the-state-we-sent');
          return callback;
        },
      },
    );
    assert.equal(signInPageParam(location, 'federationError'), 'state_mismatch');
    assert.equal(location.searchParams.get('interaction'), null);
    assert.equal(findUserByEmail(world.auth.db, 'forged.state@example.com'), undefined);
  });

  it('uses a state once: the same redirect back, replayed, is refused', async () => {
    const { interaction, callback, location } = await federatedSignIn(world, {
      email: 'replayed@example.com',
    });
    await finishToTokens(world, interaction, location.toString());
    const again = await browserFetch(interaction.jar, callback.toString());
    assert.equal(again.status, 303);
    const back = new URL(again.headers.get('location') ?? '');
    assert.equal(signInPageParam(back, 'federationError'), 'state_mismatch');
  });

  it("refuses the redirect back in another browser (the state is this browser's)", async () => {
    const interaction = await startInteraction(world.auth);
    const start = await browserFetch(interaction.jar, startUrl(world, interaction.uid));
    const callback = await upstreamSignIn(start.headers.get('location') ?? '', {
      email: 'other.browser@example.com',
    });
    const stranger = await startInteraction(world.auth);
    const back = await browserFetch(stranger.jar, callback.toString());
    assert.equal(back.status, 303);
    const location = new URL(back.headers.get('location') ?? '');
    assert.equal(signInPageParam(location, 'federationError'), 'state_mismatch');
    assert.equal(findUserByEmail(world.auth.db, 'other.browser@example.com'), undefined);
    // …and that attempt's state is spent: the right browser cannot use it after the refusal.
    const late = await browserFetch(interaction.jar, callback.toString());
    const lateLocation = new URL(late.headers.get('location') ?? '');
    assert.equal(signInPageParam(lateLocation, 'federationError'), 'state_mismatch');
  });

  it('refuses an ID token that expired before it came back (on our clock)', async () => {
    const email = 'too.late@example.com';
    const { location } = await federatedSignIn(
      world,
      { email },
      {
        // The stand-in's ID tokens live 5 minutes (a minute of skew is allowed); the attempt
        // itself still has 10.
        tamper: (callback) => {
          world.clock.advance(400);
          return callback;
        },
      },
    );
    world.clock.advance(-400);
    assert.equal(signInPageParam(location, 'federationError'), 'id_token_invalid');
    assert.equal(findUserByEmail(world.auth.db, email), undefined);
  });

  it('says so when the provider does not answer', async () => {
    const interaction = await startInteraction(world.auth);
    const start = await browserFetch(interaction.jar, startUrl(world, interaction.uid, 'down'));
    assert.equal(start.status, 303);
    const location = new URL(start.headers.get('location') ?? '');
    assert.equal(signInPageParam(location, 'federationError'), 'provider_unavailable');
    assert.equal(location.searchParams.get('interaction'), interaction.uid);
  });

  it('says so when the provider answers with an error instead of a code', async () => {
    const { location } = await federatedSignIn(
      world,
      { email: 'provider.error@example.com' },
      {
        tamper: (callback) => {
          callback.searchParams.delete('code');
          callback.searchParams.set('error', 'server_error');
          return callback;
        },
      },
    );
    assert.equal(signInPageParam(location, 'federationError'), 'provider_refused');
  });

  it('says so when the code is refused at the token endpoint', async () => {
    const email = 'bad.code@example.com';
    const { location } = await federatedSignIn(
      world,
      { email },
      {
        tamper: (callback) => {
          callback.searchParams.set('code', 'not-a-code-the-provider-issued');
          return callback;
        },
      },
    );
    assert.equal(signInPageParam(location, 'federationError'), 'token_exchange_failed');
    assert.equal(findUserByEmail(world.auth.db, email), undefined);
  });

  it("says an account's state as after a password (a disabled account does not sign in)", async () => {
    const email = 'disabled.fed@example.com';
    const first = await federatedSignIn(world, { email });
    await finishToTokens(world, first.interaction, first.location.toString());
    world.auth.db.prepare('UPDATE users SET disabled = 1 WHERE email = ?').run(email);
    const { location } = await federatedSignIn(world, { email });
    assert.equal(signInPageParam(location, 'federationError'), 'account_disabled');
  });

  it('never links nor creates on an address the provider did not verify', async () => {
    const email = 'unverified@example.com';
    const { interaction, location } = await federatedSignIn(world, { email, verified: false });
    assert.equal(signInPageParam(location, 'federationError'), 'email_not_verified');
    assert.equal(location.searchParams.get('interaction'), interaction.uid);
    assert.equal(findUserByEmail(world.auth.db, email), undefined);
    // Nor does it link to an existing account with that address.
    await createUser(world.auth.db, {
      email: 'unverified.owner@example.com',
      password: 'Owner-Passw0rd!',
    });
    const owner = await federatedSignIn(world, {
      email: 'unverified.owner@example.com',
      verified: false,
    });
    assert.equal(signInPageParam(owner.location, 'federationError'), 'email_not_verified');
  });

  it('returns a cancel at the provider to the same sign-in, nothing lost', async () => {
    const { interaction, location } = await federatedSignIn(world, 'cancel');
    assert.equal(signInPageParam(location, 'federationError'), 'cancelled');
    assert.equal(location.searchParams.get('interaction'), interaction.uid);
    // The interaction still takes a password.
    const details = await browserFetch(
      interaction.jar,
      `${world.auth.publicUrl}/auth/oidc/interaction/${interaction.uid}/details`,
    );
    assert.equal(details.status, 200);
  });

  it('refuses a provider the tenant did not turn on, and an interaction of another browser', async () => {
    const interaction = await startInteraction(world.auth);
    const unknown = await browserFetch(
      interaction.jar,
      `${startUrl(world, interaction.uid, 'github')}?whitelabel=globex`,
    );
    assert.equal(unknown.status, 303);
    const unknownAt = new URL(unknown.headers.get('location') ?? '');
    assert.equal(signInPageParam(unknownAt, 'federationError'), 'provider_unknown');
    const stranger = await browserFetch(new CookieJar(), startUrl(world, interaction.uid));
    const strangerAt = new URL(stranger.headers.get('location') ?? '');
    assert.equal(signInPageParam(strangerAt, 'federationError'), 'sign_in_expired');
    assert.equal(strangerAt.searchParams.get('interaction'), null);
  });

  it("lists a tenant's providers in its order, names from configuration", async () => {
    const list = await apiRequest<{ providers: { id: string; displayName: string }[] }>(
      world.auth,
      '/auth/federation/providers?whitelabel=globex',
    );
    assert.deepEqual(
      list.body.providers.map((entry) => entry.displayName),
      ['Microsoft', 'Example ID', 'Google'],
    );
  });
});

describe('an address that is already an account', () => {
  const linkUrl = (uid: string) =>
    `${world.auth.publicUrl}/auth/oidc/interaction/${uid}/federation/link`;
  const post = (jar: CookieJar, url: string, body: unknown) =>
    browserFetch(jar, url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('asks for the password before linking; a wrong one links nothing; the right one links and signs in', async () => {
    const email = 'owner@example.com';
    const password = 'Owner-Passw0rd!';
    const id = await createUser(world.auth.db, { email, password });
    const { interaction, location } = await federatedSignIn(world, { email });
    assert.equal(signInPageParam(location, 'federation'), 'link');
    assert.equal(location.searchParams.get('interaction'), interaction.uid);

    const pending = await browserFetch(
      interaction.jar,
      `${world.auth.publicUrl}/auth/oidc/interaction/${interaction.uid}/federation`,
    );
    assert.equal(pending.status, 200);
    assert.deepEqual(await pending.json(), {
      next: 'link',
      provider: 'example',
      providerName: 'Example ID',
      email,
      methods: ['password'],
      codeRequired: false,
      trustDeviceDays: 30,
    });

    const wrong = await post(interaction.jar, linkUrl(interaction.uid), {
      password: 'Wrong-Passw0rd!',
    });
    assert.equal(wrong.status, 401);
    assert.equal(((await wrong.json()) as { error: string }).error, 'invalid_credentials');
    const none = world.auth.db
      .prepare('SELECT count(*) AS n FROM linked_identities WHERE user_id = ?')
      .get(id) as { n: number };
    assert.equal(none.n, 0);

    // Another browser cannot answer for this interaction.
    const stranger = await post(new CookieJar(), linkUrl(interaction.uid), { password });
    assert.equal(stranger.status, 403);

    const right = await post(interaction.jar, linkUrl(interaction.uid), { password });
    assert.equal(right.status, 200);
    const { redirectTo } = (await right.json()) as { redirectTo: string };
    const tokens = await finishToTokens(world, interaction, redirectTo);
    const claims = decodeJwtPayload(tokens.id_token);
    assert.equal(claims.sub, id);
    assert.deepEqual(claims.amr, ['fed', 'pwd']);
    assert.equal(mailsTo(email).filter((mail) => /was linked/.test(mail.subject)).length, 1);

    // Linked now: the provider alone signs in next time.
    const next = await federatedSignIn(world, { email });
    const again = await finishToTokens(world, next.interaction, next.location.toString());
    assert.equal(decodeJwtPayload(again.id_token).sub, id);
  });

  it('answers 409 when nothing waits, and links an identity only once', async () => {
    const email = 'twice@example.com';
    const password = 'Twice-Passw0rd!';
    await createUser(world.auth.db, { email, password });
    const idle = await startInteraction(world.auth);
    const nothing = await post(idle.jar, linkUrl(idle.uid), { password });
    assert.equal(nothing.status, 409);
    assert.equal(((await nothing.json()) as { error: string }).error, 'no_pending_federation');

    // The same identity, waiting in two sign-ins: the first proof links it, the second cannot.
    const one = await federatedSignIn(world, { email });
    const two = await federatedSignIn(world, { email });
    assert.equal(
      (await post(one.interaction.jar, linkUrl(one.interaction.uid), { password })).status,
      200,
    );
    const again = await post(two.interaction.jar, linkUrl(two.interaction.uid), { password });
    assert.equal(again.status, 409);
    assert.equal(((await again.json()) as { error: string }).error, 'identity_taken');
  });

  it('asks for the second step too when the account has it, and the link waits for it', async () => {
    const email = 'owner.twostep@example.com';
    const password = 'Owner-Passw0rd!';
    await createUser(world.auth.db, { email, password });
    const { tokens: own } = await signInWithTokens(world.auth, { email, password });
    const { recoveryCodes } = await enableTwoStep(world.auth, own.access_token, world.clock);

    const { interaction, location } = await federatedSignIn(world, { email });
    assert.equal(signInPageParam(location, 'federation'), 'link');
    const passwordOnly = await post(interaction.jar, linkUrl(interaction.uid), { password });
    assert.equal(passwordOnly.status, 202);
    const wrongCode = await post(interaction.jar, linkUrl(interaction.uid), {
      password,
      code: '000000',
    });
    assert.equal(wrongCode.status, 400);
    const linked = await post(interaction.jar, linkUrl(interaction.uid), {
      password,
      code: recoveryCodes[0],
    });
    assert.equal(linked.status, 200);
    const tokens = await finishToTokens(
      world,
      interaction,
      ((await linked.json()) as { redirectTo: string }).redirectTo,
    );
    assert.deepEqual(decodeJwtPayload(tokens.id_token).amr, ['fed', 'pwd', 'otp', 'mfa']);

    // The two-step rule applies to the provider's sign-in too.
    const next = await federatedSignIn(world, { email });
    assert.equal(signInPageParam(next.location, 'federation'), 'two_step');
    const twoStepUrl = `${world.auth.publicUrl}/auth/oidc/interaction/${next.interaction.uid}/federation/two-step`;
    const wrongSecond = await post(next.interaction.jar, twoStepUrl, { code: '000000' });
    assert.equal(wrongSecond.status, 400);
    assert.equal(((await wrongSecond.json()) as { error: string }).error, 'invalid_code');
    const second = await post(
      next.interaction.jar,
      `${world.auth.publicUrl}/auth/oidc/interaction/${next.interaction.uid}/federation/two-step`,
      { code: recoveryCodes[1] },
    );
    assert.equal(second.status, 200);
    const signedIn = await finishToTokens(
      world,
      next.interaction,
      ((await second.json()) as { redirectTo: string }).redirectTo,
    );
    assert.deepEqual(decodeJwtPayload(signedIn.id_token).amr, ['fed', 'otp', 'mfa']);
  });
});

describe('proving the account with a passkey', () => {
  async function accountWithPasskey(email: string) {
    const password = 'Passkey-Passw0rd!';
    await createUser(world.auth.db, { email, password });
    const { tokens } = await signInWithTokens(world.auth, { email, password });
    const authenticator = new SoftwareAuthenticator();
    const creation = await apiRequest<Parameters<SoftwareAuthenticator['register']>[0]>(
      world.auth,
      '/users/me/passkeys/registration-options',
      { method: 'POST', token: tokens.access_token },
    );
    const added = await apiRequest(world.auth, '/users/me/passkeys', {
      method: 'POST',
      token: tokens.access_token,
      body: { response: authenticator.register(creation.body) },
    });
    assert.equal(added.status, 201);
    return authenticator;
  }

  it("links with the account's own passkey, and refuses another account's", async () => {
    const email = 'passkey.owner@example.com';
    const mine = await accountWithPasskey(email);
    const theirs = await accountWithPasskey('someone.else@example.com');
    const { interaction, location } = await federatedSignIn(world, { email });
    assert.equal(signInPageParam(location, 'federation'), 'link');
    const pending = await browserFetch(
      interaction.jar,
      `${world.auth.publicUrl}/auth/oidc/interaction/${interaction.uid}/federation`,
    );
    assert.deepEqual(((await pending.json()) as { methods: string[] }).methods, [
      'password',
      'passkey',
    ]);

    const prove = async (authenticator: SoftwareAuthenticator) => {
      const options = await interactionPost<Parameters<SoftwareAuthenticator['assert']>[0]>(
        world.auth,
        interaction.uid,
        'passkey/options',
        interaction.jar,
      );
      assert.equal(options.status, 200);
      return browserFetch(
        interaction.jar,
        `${world.auth.publicUrl}/auth/oidc/interaction/${interaction.uid}/federation/link/passkey`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(authenticator.assert(options.body)),
        },
      );
    };
    const stranger = await prove(theirs);
    assert.equal(stranger.status, 400);
    assert.equal(((await stranger.json()) as { error: string }).error, 'passkey_invalid');

    const linked = await prove(mine);
    assert.equal(linked.status, 200);
    const tokens = await finishToTokens(
      world,
      interaction,
      ((await linked.json()) as { redirectTo: string }).redirectTo,
    );
    assert.deepEqual(decodeJwtPayload(tokens.id_token).amr, ['fed', 'swk', 'user', 'mfa']);
  });
});

describe('the mails', () => {
  it("are in the owner's language", async () => {
    const email = 'dono@example.com';
    const password = 'Dono-Passw0rd!';
    const id = await createUser(world.auth.db, { email, password });
    world.auth.db.prepare("UPDATE users SET locale = 'pt-BR' WHERE id = ?").run(id);
    const { interaction } = await federatedSignIn(world, { email });
    const linked = await browserFetch(
      interaction.jar,
      `${world.auth.publicUrl}/auth/oidc/interaction/${interaction.uid}/federation/link`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ password }),
      },
    );
    assert.equal(linked.status, 200);
    const [mail] = mailsTo(email);
    assert.equal(mail?.subject, 'Example ID foi vinculado à sua conta');
    assert.match(
      mail?.text ?? '',
      /Sua conta Example ID dono@example\.com acabou de ser vinculada/,
    );
  });
});

describe('recovery', () => {
  it("This wasn't me unlinks every identity: someone who had the password and linked theirs cannot sign in with it afterwards", async () => {
    const email = 'recovered@example.com';
    const password = 'Recovered-Passw0rd!';
    const id = await createUser(world.auth.db, { email, password });
    // Whoever knew the password links their own provider account to it.
    const { interaction } = await federatedSignIn(world, { email });
    const linked = await browserFetch(
      interaction.jar,
      `${world.auth.publicUrl}/auth/oidc/interaction/${interaction.uid}/federation/link`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ password }),
      },
    );
    assert.equal(linked.status, 200);
    const { redirectTo } = (await linked.json()) as { redirectTo: string };
    const tokens = await finishToTokens(world, interaction, redirectTo);

    const answer = await apiRequest<{ removed: { linkedIdentities?: number } }>(
      world.auth,
      '/users/me/activity/not-me',
      { method: 'POST', token: tokens.access_token, body: {} },
    );
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(answer.body.removed.linkedIdentities, 1);
    const left = world.auth.db
      .prepare('SELECT count(*) AS n FROM linked_identities WHERE user_id = ?')
      .get(id) as { n: number };
    assert.equal(left.n, 0);
    const mail = mailsTo(email).at(-1);
    assert.match(mail?.text ?? '', /Sign-in with 1 account from another provider/);

    // The provider alone no longer signs in: the account must be proven again.
    const again = await federatedSignIn(world, { email });
    assert.equal(signInPageParam(again.location, 'federation'), 'link');
  });
});

describe('unlinking', () => {
  it('refuses the last way in (no password, no passkey, no other identity)', async () => {
    const email = 'only.fed@example.com';
    const { interaction, location } = await federatedSignIn(world, { email });
    const tokens = await finishToTokens(world, interaction, location.toString());
    const list = await apiRequest<{ identities: { id: string }[] }>(
      world.auth,
      '/users/me/linked-identities',
      { token: tokens.access_token },
    );
    const [only] = list.body.identities;
    assert.ok(only);
    const refused = await apiRequest(world.auth, `/users/me/linked-identities/${only.id}`, {
      method: 'DELETE',
      token: tokens.access_token,
    });
    assert.equal(refused.status, 409);
    assert.equal(refused.body.error, 'last_sign_in_method');
    assert.equal(mailsTo(email).filter((mail) => /unlinked/.test(mail.subject)).length, 0);
  });

  it('unlinks behind recent authentication, mails the owner, and the identity no longer signs in', async () => {
    const email = 'unlink.me@example.com';
    const password = 'Unlink-Passw0rd!';
    const id = await createUser(world.auth.db, { email, password });
    const { interaction, location } = await federatedSignIn(world, { email });
    const linked = await browserFetch(
      interaction.jar,
      `${world.auth.publicUrl}/auth/oidc/interaction/${interaction.uid}/federation/link`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ password }),
      },
    );
    assert.equal(linked.status, 200, location.toString());
    const tokens = await finishToTokens(
      world,
      interaction,
      ((await linked.json()) as { redirectTo: string }).redirectTo,
    );
    const list = await apiRequest<{ identities: { id: string }[] }>(
      world.auth,
      '/users/me/linked-identities',
      { token: tokens.access_token },
    );
    const [identity] = list.body.identities;
    assert.ok(identity);

    world.clock.advance(11 * 60);
    const stale = await apiRequest(world.auth, `/users/me/linked-identities/${identity.id}`, {
      method: 'DELETE',
      token: tokens.access_token,
    });
    assert.equal(stale.status, 403);
    assert.equal(stale.body.error, 'reauthentication_required');
    const confirmed = await apiRequest(world.auth, '/users/me/reauthenticate', {
      method: 'POST',
      token: tokens.access_token,
      body: { password },
    });
    assert.equal(confirmed.status, 200);
    const unlinked = await apiRequest(world.auth, `/users/me/linked-identities/${identity.id}`, {
      method: 'DELETE',
      token: tokens.access_token,
    });
    assert.equal(unlinked.status, 204);
    assert.equal(mailsTo(email).filter((mail) => /unlinked/.test(mail.subject)).length, 1);

    // The provider's sign-in now asks for the password again, as for any matching address. (The
    // clock goes back to the stand-in's: its ID tokens live 10 minutes, checked on our clock.)
    world.clock.advance(-11 * 60);
    const next = await federatedSignIn(world, { email });
    assert.equal(signInPageParam(next.location, 'federation'), 'link', next.location.toString());
    const export_ = world.auth.db
      .prepare('SELECT count(*) AS n FROM linked_identities WHERE user_id = ?')
      .get(id) as { n: number };
    assert.equal(export_.n, 0);
  });
});
