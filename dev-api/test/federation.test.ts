// The broker against the real stand-in provider (docs/federation.md): the first sign-in creates
// an account, the next signs in; state is bound to the browser and used once; an unverified
// address never links nor creates; a matching address asks for the account's password first;
// the second step applies; unlinking the last way in is refused; every link and unlink is mailed.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hasPassword, findUserByEmail } from '../src/accounts/store.ts';
import { listOutbox } from '../src/platform/mailer.ts';
import { apiRequest, decodeJwtPayload } from './oidc-helpers.ts';
import {
  federatedSignIn,
  finishToTokens,
  startFederationWorld,
  type FederationWorld,
} from './federation-helpers.ts';

let world: FederationWorld;
before(async () => {
  world = await startFederationWorld();
});
after(async () => {
  await world.close();
});

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
    // Terms not accepted yet: the app asks for them, as after a sign-up.
    const consents = await apiRequest<{ pending: unknown[] }>(world.auth, '/users/me/consents', {
      token: tokens.access_token,
    });
    assert.equal(consents.status, 200);
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
