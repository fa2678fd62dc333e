// A provider's own multi-factor sign-in (docs/federation.md, "The rules"): where the account's
// tenant trusts the provider's MFA (`trustedMfa`), an ID token whose amr has `mfa` stands for our
// second step and the sign-in's amr says `fed mfa`; without `mfa` upstream, or where the tenant
// does not trust that provider, the two-step rule applies as before.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { decodeJwtPayload } from './oidc-helpers.ts';
import {
  federatedSignIn,
  finishToTokens,
  signInPageParam,
  startFederationWorld,
  type FederationWorld,
} from './federation-helpers.ts';
import { enableTwoStep } from './two-step-helpers.ts';

let trusting: FederationWorld;
let wary: FederationWorld;
before(async () => {
  // Accounts a provider made have no tenant: `default` is theirs.
  trusting = await startFederationWorld({ trustedMfa: { default: ['example'] } });
  wary = await startFederationWorld({ trustedMfa: { default: ['google'] } });
});
after(async () => {
  await trusting.close();
  await wary.close();
});

/** An account made by Example ID, with two-step verification turned on. */
async function withTwoStep(world: FederationWorld, email: string) {
  const { interaction, location } = await federatedSignIn(world, { email });
  const tokens = await finishToTokens(world, interaction, location.toString());
  await enableTwoStep(world.auth, tokens.access_token, world.clock);
}

describe('a provider’s own MFA', () => {
  it('counts as the second step where the tenant trusts it, and the amr says so', async () => {
    const email = 'mfa.trusted@example.com';
    await withTwoStep(trusting, email);
    const next = await federatedSignIn(trusting, { email, mfa: true });
    // Straight to the authority: no second step asked.
    assert.equal(next.location.origin, trusting.auth.publicUrl);
    const tokens = await finishToTokens(trusting, next.interaction, next.location.toString());
    const claims = decodeJwtPayload(tokens.id_token);
    assert.deepEqual(claims.amr, ['fed', 'mfa']);
    assert.equal(claims.acr, 'urn:account:acr:2fa');
  });

  it('without mfa upstream, the second step is asked', async () => {
    const email = 'mfa.none@example.com';
    await withTwoStep(trusting, email);
    const next = await federatedSignIn(trusting, { email });
    assert.equal(signInPageParam(next.location, 'federation'), 'two_step');
  });

  it('where the tenant does not trust this provider, the second step is asked', async () => {
    const email = 'mfa.wary@example.com';
    await withTwoStep(wary, email);
    const next = await federatedSignIn(wary, { email, mfa: true });
    assert.equal(signInPageParam(next.location, 'federation'), 'two_step');
  });

  it('a trusted mfa without two-step on: the amr still says it', async () => {
    const email = 'mfa.plain@example.com';
    const first = await federatedSignIn(trusting, { email, mfa: true });
    const tokens = await finishToTokens(trusting, first.interaction, first.location.toString());
    // A first sign-in creates the account: its tenant is known only then, so plain `fed`.
    assert.deepEqual(decodeJwtPayload(tokens.id_token).amr, ['fed']);
    const next = await federatedSignIn(trusting, { email, mfa: true });
    const again = await finishToTokens(trusting, next.interaction, next.location.toString());
    assert.deepEqual(decodeJwtPayload(again.id_token).amr, ['fed', 'mfa']);
  });

  it("a provider's own amr never reaches the tokens: not its `pwd`, nor its `mfa` untrusted", async () => {
    // Example ID's ID token says `pwd mfa`. An organisation's connection may carry its IdP's
    // statement (enterprise-sso/stated-amr.ts, `trustIdpMfa`); a social provider's stops at
    // the tenant's trusted `mfa`.
    for (const [world, expected] of [
      [trusting, ['fed', 'mfa']],
      [wary, ['fed']],
    ] as const) {
      const email = `mfa.values.${expected.length}@example.com`;
      const first = await federatedSignIn(world, { email, mfa: true });
      await finishToTokens(world, first.interaction, first.location.toString());
      const next = await federatedSignIn(world, { email, mfa: true });
      const tokens = await finishToTokens(world, next.interaction, next.location.toString());
      assert.deepEqual(decodeJwtPayload(tokens.id_token).amr, expected);
    }
  });
});
