// Each provider kind end to end against the stand-in speaking its protocol (docs/federation.md):
// Apple (form_post relayed as a same-site GET, a client secret made as an ES256 JWT, the string
// "true" for email_verified, the name only in the first post), Microsoft (the multi-tenant issuer
// template from the `common` discovery document, the address trusted only with `xms_edov`) and
// GitHub (OAuth with state and PKCE, its token exchange, user and e-mail API: primary + verified).
import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { decodeJwt, decodeProtectedHeader, importPKCS8 } from 'jose';
import { findUserByEmail } from '../src/accounts/store.ts';
import { appleClientSecret, appleUserName } from '../src/federation/upstream.ts';
import type { AppleProvider } from '../src/federation/providers.ts';
import { standInSubject } from '../src/stand-ins/example-id.ts';
import {
  apiRequest,
  browserFetch,
  CookieJar,
  decodeJwtPayload,
  startInteraction,
  type Interaction,
} from './oidc-helpers.ts';
import {
  finishToTokens,
  parseForm,
  providerSignIn,
  signInPageParam,
  federationWorldPerFile,
  startFederationWorld,
  startUrl,
  type FederationWorld,
  type FormPost,
  type TypedIdentity,
} from './federation-helpers.ts';

const world = federationWorldPerFile();

/** Starts the provider's sign-in from a new interaction; the authorization URL it sent to. */
async function start(provider: string, interaction?: Interaction) {
  const own = interaction ?? (await startInteraction(world.auth));
  const response = await browserFetch(own.jar, startUrl(world, own.uid, provider));
  assert.equal(response.status, 303);
  return { interaction: own, authorize: new URL(response.headers.get('location') ?? '') };
}

/** Follows our callback's answer (a redirect) in the interaction's browser. */
async function callback(interaction: Interaction, url: string) {
  const back = await browserFetch(interaction.jar, url);
  assert.equal(back.status, 303, `callback answered ${back.status}`);
  return new URL(back.headers.get('location') ?? '');
}

/**
 * Apple's answer as a browser delivers it: the provider's page posts the form cross-site, so no
 * SameSite=Lax cookie of ours comes with it (a jar of its own); our page then continues as a
 * same-site GET, with the browser's cookies.
 */
async function deliverFormPost(interaction: Interaction, post: FormPost) {
  const posted = await browserFetch(new CookieJar(), post.action, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(post.fields),
  });
  assert.equal(posted.status, 200);
  assert.equal(posted.headers.get('cache-control'), 'no-store');
  const html = await posted.text();
  const refresh = /<meta http-equiv="refresh" content="0;url=([^"]+)">/.exec(html);
  assert.ok(refresh?.[1], html);
  const next = refresh[1].replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c)));
  assert.equal(new URL(next).origin, new URL(post.action).origin, 'the same site continues');
  // The same fields in the URL and in the page's form (for a browser not following the refresh).
  assert.deepEqual(Object.fromEntries(new URL(next).searchParams), post.fields);
  assert.deepEqual(parseForm(html, post.action), { action: post.action, fields: post.fields });
  return { next };
}

async function appleSignIn(identity: TypedIdentity | 'cancel') {
  const { interaction, authorize } = await start('apple');
  assert.equal(authorize.searchParams.get('response_mode'), 'form_post');
  const answer = await providerSignIn(authorize.toString(), identity);
  assert.ok('formPost' in answer, 'Apple answers with a form post');
  return { interaction, post: answer.formPost };
}

describe('Apple', () => {
  it('answers by form post, relayed as a same-site GET; the first post names the new account', async () => {
    const email = 'apple.first@example.com';
    const { interaction, post } = await appleSignIn({ email, name: 'Ada Lovelace' });
    assert.equal(post.action, `${world.auth.publicUrl}/auth/federation/apple/callback`);
    assert.deepEqual(JSON.parse(post.fields.user ?? '{}'), {
      name: { firstName: 'Ada', lastName: 'Lovelace' },
      email,
    });
    const { next } = await deliverFormPost(interaction, post);
    const location = await callback(interaction, next);
    const tokens = await finishToTokens(world, interaction, location.toString());
    const claims = decodeJwtPayload(tokens.id_token);
    assert.deepEqual(claims.amr, ['fed']);
    assert.equal(claims.email, email);
    assert.equal(claims.name, 'Ada Lovelace');

    // The next sign-in's post has no name: the same account, its name kept.
    const again = await appleSignIn({ email, name: 'Someone Else' });
    assert.equal(again.post.fields.user, undefined);
    const relayed = await deliverFormPost(again.interaction, again.post);
    const second = await finishToTokens(
      world,
      again.interaction,
      (await callback(again.interaction, relayed.next)).toString(),
    );
    assert.equal(decodeJwtPayload(second.id_token).sub, claims.sub);
    assert.equal(findUserByEmail(world.auth.db, email)?.name, 'Ada Lovelace');
  });

  it('relays nothing it was not given: a posted state of no attempt of this browser is refused', async () => {
    const { interaction, post } = await appleSignIn({ email: 'apple.forged@example.com' });
    const forged = await deliverFormPost(interaction, {
      ...post,
      fields: { ...post.fields, state: 'not-the-state-we-sent' },
    });
    const location = await callback(interaction, forged.next);
    assert.equal(signInPageParam(location, 'federationError'), 'state_mismatch');
    // The right post, in another browser (its device cookie missing), is refused too.
    const relayed = await deliverFormPost(interaction, post);
    const stranger = await startInteraction(world.auth);
    const elsewhere = await callback(stranger, relayed.next);
    assert.equal(signInPageParam(elsewhere, 'federationError'), 'state_mismatch');
    assert.equal(findUserByEmail(world.auth.db, 'apple.forged@example.com'), undefined);
  });

  it('refuses an address Apple did not verify ("false")', async () => {
    const email = 'apple.unverified@example.com';
    const { interaction, post } = await appleSignIn({ email, verified: false });
    const location = await callback(interaction, (await deliverFormPost(interaction, post)).next);
    assert.equal(signInPageParam(location, 'federationError'), 'email_not_verified');
    assert.equal(findUserByEmail(world.auth.db, email), undefined);
  });

  it("says Apple's cancel (user_cancelled_authorize) is a cancel, the interaction kept", async () => {
    const { interaction, post } = await appleSignIn('cancel');
    assert.equal(post.fields.error, 'user_cancelled_authorize');
    const location = await callback(interaction, (await deliverFormPost(interaction, post)).next);
    assert.equal(signInPageParam(location, 'federationError'), 'cancelled');
    assert.equal(location.searchParams.get('interaction'), interaction.uid);
  });

  it("makes the client secret as Apple asks: ES256 with the team's key, short-lived", async () => {
    const apple = world.federation.providers.find((entry) => entry.kind === 'apple');
    assert.ok(apple?.kind === 'apple');
    const now = Date.now();
    const secret = await appleClientSecret(
      apple,
      await importPKCS8(apple.signingKey.privateKey, 'ES256'),
      () => now,
    );
    assert.deepEqual(decodeProtectedHeader(secret), { alg: 'ES256', kid: apple.signingKey.keyId });
    const claims = decodeJwt(secret);
    assert.equal(claims.iss, apple.signingKey.teamId);
    assert.equal(claims.sub, apple.clientId);
    assert.equal(claims.aud, apple.issuer);
    assert.equal(claims.iat, Math.floor(now / 1000));
    assert.ok((claims.exp ?? 0) - (claims.iat ?? 0) <= 300);
    assert.equal(appleUserName('{"name":{"firstName":" Ada ","lastName":""}}'), 'Ada');
    assert.equal(appleUserName('not json'), null);
  });
});

describe('Apple with a key that is not the team’s', () => {
  let other: FederationWorld;
  before(async () => {
    const stranger = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    other = await startFederationWorld({
      adjust: (providers) =>
        providers.map((entry) =>
          entry.kind === 'apple'
            ? ({
                ...entry,
                signingKey: {
                  ...entry.signingKey,
                  privateKey: stranger.privateKey
                    .export({ format: 'pem', type: 'pkcs8' })
                    .toString(),
                },
              } satisfies AppleProvider)
            : entry,
        ),
    });
  });
  after(async () => {
    await other.close();
  });

  it('is refused at the token endpoint (token_exchange_failed)', async () => {
    const interaction = await startInteraction(other.auth);
    const started = await browserFetch(interaction.jar, startUrl(other, interaction.uid, 'apple'));
    const answer = await providerSignIn(started.headers.get('location') ?? '', {
      email: 'apple.wrong.key@example.com',
    });
    assert.ok('formPost' in answer);
    const { next } = await deliverFormPost(interaction, answer.formPost);
    const back = await browserFetch(interaction.jar, next);
    const location = new URL(back.headers.get('location') ?? '');
    assert.equal(signInPageParam(location, 'federationError'), 'token_exchange_failed');
  });
});

describe('Microsoft', () => {
  async function microsoftSignIn(identity: TypedIdentity) {
    const { interaction, authorize } = await start('microsoft');
    assert.ok(authorize.pathname.startsWith('/microsoft/'), authorize.toString());
    const answer = await providerSignIn(authorize.toString(), identity);
    assert.ok('redirect' in answer);
    return { interaction, location: await callback(interaction, answer.redirect.toString()) };
  }

  it("signs in through the common endpoint: the token's issuer is its own tenant's, the address trusted by xms_edov", async () => {
    const email = 'ms.verified@example.com';
    const { interaction, location } = await microsoftSignIn({ email, name: 'Ms Verified' });
    const tokens = await finishToTokens(world, interaction, location.toString());
    const claims = decodeJwtPayload(tokens.id_token);
    assert.deepEqual(claims.amr, ['fed']);
    assert.equal(claims.email, email);
    const linked = world.auth.db
      .prepare("SELECT subject FROM linked_identities WHERE provider = 'microsoft' AND email = ?")
      .get(email) as { subject: string } | undefined;
    assert.equal(linked?.subject, standInSubject(email));
  });

  it('refuses an address without xms_edov (Microsoft does not verify its e-mail claim)', async () => {
    const email = 'ms.unverified@example.com';
    const { location } = await microsoftSignIn({ email, verified: false });
    assert.equal(signInPageParam(location, 'federationError'), 'email_not_verified');
    assert.equal(findUserByEmail(world.auth.db, email), undefined);
  });
});

describe('GitHub', () => {
  async function gitHubSignIn(identity: TypedIdentity | 'cancel') {
    const { interaction, authorize } = await start('github');
    assert.equal(authorize.pathname, '/github/login/oauth/authorize');
    assert.ok(authorize.searchParams.get('state'));
    assert.equal(authorize.searchParams.get('code_challenge_method'), 'S256');
    assert.equal(authorize.searchParams.get('scope'), 'user:email');
    assert.equal(authorize.searchParams.get('nonce'), null, 'no ID token, no nonce');
    const answer = await providerSignIn(authorize.toString(), identity);
    assert.ok('redirect' in answer);
    return { interaction, redirect: answer.redirect };
  }

  it('creates an account from the user API and the primary, verified address; the next sign-in is the same user', async () => {
    const email = 'octo.first@example.com';
    const { interaction, redirect } = await gitHubSignIn({ email, name: 'Octo First' });
    const location = await callback(interaction, redirect.toString());
    const tokens = await finishToTokens(world, interaction, location.toString());
    const claims = decodeJwtPayload(tokens.id_token);
    assert.deepEqual(claims.amr, ['fed']);
    assert.equal(claims.email, email);
    assert.equal(claims.name, 'Octo First');
    const linked = await apiRequest<{ identities: { provider: string; email: string }[] }>(
      world.auth,
      '/users/me/linked-identities',
      { token: tokens.access_token },
    );
    assert.deepEqual(
      linked.body.identities.map(({ provider, email: address }) => ({ provider, address })),
      [{ provider: 'github', address: email }],
    );
    const subject = world.auth.db
      .prepare("SELECT subject FROM linked_identities WHERE provider = 'github' AND email = ?")
      .get(email) as { subject: string };
    assert.match(subject.subject, /^\d+$/, "GitHub's numeric user id");

    const next = await gitHubSignIn({ email });
    const again = await finishToTokens(
      world,
      next.interaction,
      (await callback(next.interaction, next.redirect.toString())).toString(),
    );
    assert.equal(decodeJwtPayload(again.id_token).sub, claims.sub);
  });

  it('refuses an unverified primary address, though GitHub holds a verified no-reply one', async () => {
    const email = 'octo.unverified@example.com';
    const { interaction, redirect } = await gitHubSignIn({ email, verified: false });
    const location = await callback(interaction, redirect.toString());
    assert.equal(signInPageParam(location, 'federationError'), 'email_not_verified');
    assert.equal(findUserByEmail(world.auth.db, email), undefined);
  });

  it('says a refused code (GitHub answers 200 with an error) and a cancel', async () => {
    const { interaction, redirect } = await gitHubSignIn({ email: 'octo.badcode@example.com' });
    redirect.searchParams.set('code', 'not-a-code-github-issued');
    const refused = await callback(interaction, redirect.toString());
    assert.equal(signInPageParam(refused, 'federationError'), 'token_exchange_failed');

    const cancelled = await gitHubSignIn('cancel');
    assert.equal(cancelled.redirect.searchParams.get('error'), 'access_denied');
    const location = await callback(cancelled.interaction, cancelled.redirect.toString());
    assert.equal(signInPageParam(location, 'federationError'), 'cancelled');
  });

  it('binds the state to this browser: the redirect back in another one is refused', async () => {
    const { redirect } = await gitHubSignIn({ email: 'octo.elsewhere@example.com' });
    const stranger = await startInteraction(world.auth);
    const location = await callback(stranger, redirect.toString());
    assert.equal(signInPageParam(location, 'federationError'), 'state_mismatch');
    assert.equal(findUserByEmail(world.auth.db, 'octo.elsewhere@example.com'), undefined);
  });

  it('is listed, with Apple and Microsoft, among the runnable providers', async () => {
    const list = await apiRequest<{ providers: { id: string }[] }>(
      world.auth,
      '/auth/federation/providers?whitelabel=acme',
    );
    assert.deepEqual(
      list.body.providers.map((entry) => entry.id),
      ['example', 'google', 'apple', 'microsoft', 'github'],
    );
  });
});
