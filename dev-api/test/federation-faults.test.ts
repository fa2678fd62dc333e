// A provider that hangs or errors (docs/federation.md): every call the broker makes upstream
// (discovery, the token exchange, GitHub's user API) has a time limit, and the sign-in page is
// told `provider_unavailable` when there is no answer in time, never left waiting. Faults are
// injected into the stand-in; the limit is short here so the file stays fast. The tests run in
// order: the first needs a discovery document not yet cached.
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { findUserByEmail } from '../src/accounts/store.ts';
import { browserFetch, startInteraction } from './oidc-helpers.ts';
import {
  providerSignIn,
  signInPageParam,
  federationWorldPerFile,
  startUrl,
} from './federation-helpers.ts';

const LIMIT_MS = 800;

const world = federationWorldPerFile({ timeoutMs: LIMIT_MS });
afterEach(() => {
  world.standIn.fault(null);
});

/** Starts a sign-in with the provider; the sign-in page's error, or the provider's page. */
async function begin(provider: string) {
  const interaction = await startInteraction(world.auth);
  const started = Date.now();
  const response = await browserFetch(interaction.jar, startUrl(world, interaction.uid, provider));
  assert.equal(response.status, 303);
  return {
    interaction,
    location: new URL(response.headers.get('location') ?? ''),
    took: Date.now() - started,
  };
}

/** Signs in at the provider and follows the redirect back; the sign-in page's error. */
async function through(provider: string, email: string) {
  const { interaction, location } = await begin(provider);
  const answer = await providerSignIn(location.toString(), { email });
  assert.ok('redirect' in answer);
  const back = await browserFetch(interaction.jar, answer.redirect.toString());
  assert.equal(back.status, 303);
  return signInPageParam(new URL(back.headers.get('location') ?? ''), 'federationError');
}

describe('a provider that hangs or errors', () => {
  it('gives up on a discovery document that never comes, within the limit', async () => {
    world.standIn.fault({ at: 'discovery', mode: 'hang' });
    const { interaction, location, took } = await begin('example');
    assert.equal(signInPageParam(location, 'federationError'), 'provider_unavailable');
    assert.equal(location.searchParams.get('interaction'), interaction.uid);
    assert.ok(took >= LIMIT_MS - 50 && took < LIMIT_MS + 2000, `took ${took} ms`);
  });

  it('says a discovery that errors is unavailable, and is not stuck on it afterwards', async () => {
    world.standIn.fault({ at: 'discovery', mode: 'error' });
    const { location } = await begin('microsoft');
    assert.equal(signInPageParam(location, 'federationError'), 'provider_unavailable');
    world.standIn.fault(null);
    const recovered = await begin('microsoft');
    assert.equal(recovered.location.pathname.startsWith('/microsoft/'), true);
  });

  it('gives up on a token endpoint that never answers (provider_unavailable), and says one that errors', async () => {
    // Discovery first, without the fault; the fault hits the token exchange only.
    const { interaction, location } = await begin('example');
    const answer = await providerSignIn(location.toString(), { email: 'hung.token@example.com' });
    assert.ok('redirect' in answer);
    world.standIn.fault({ at: 'token', mode: 'hang' });
    const back = await browserFetch(interaction.jar, answer.redirect.toString());
    const at = new URL(back.headers.get('location') ?? '');
    assert.equal(signInPageParam(at, 'federationError'), 'provider_unavailable');
    assert.equal(findUserByEmail(world.auth.db, 'hung.token@example.com'), undefined);

    world.standIn.fault({ at: 'token', mode: 'error' });
    assert.equal(await through('example', 'error.token@example.com'), 'token_exchange_failed');
  });

  it("gives up on GitHub's user API that never answers, and says one that errors", async () => {
    const { interaction, location } = await begin('github');
    const answer = await providerSignIn(location.toString(), { email: 'hung.user@example.com' });
    assert.ok('redirect' in answer);
    world.standIn.fault({ at: 'user-api', mode: 'hang' });
    const back = await browserFetch(interaction.jar, answer.redirect.toString());
    const at = new URL(back.headers.get('location') ?? '');
    assert.equal(signInPageParam(at, 'federationError'), 'provider_unavailable');

    world.standIn.fault({ at: 'user-api', mode: 'error' });
    assert.equal(await through('github', 'error.user@example.com'), 'token_exchange_failed');
    assert.equal(findUserByEmail(world.auth.db, 'error.user@example.com'), undefined);
  });
});
