// "Confirm it's you" through a linked provider (docs/federation.md; api/openapi.yaml,
// `reauthenticateWithProvider`): an account a provider made has no password, so the 403
// reauthentication_required offers its linked providers; the round trip through the stand-in
// records a fresh authentication of that session only when the provider answers for the very
// identity linked to the account, in the browser that started it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiRequest, browserFetch, CookieJar, standaloneApp } from './oidc-helpers.ts';
import {
  clockMovedPerTest,
  federatedSignIn,
  finishToTokens,
  signInPageParam,
  federationWorldPerFile,
  upstreamSignIn,
  type TypedIdentity,
} from './federation-helpers.ts';

const world = federationWorldPerFile();
// Each test that moves the clock puts it back (the stand-in's ID tokens keep real time).
const advance = clockMovedPerTest(() => world);
/** Past the 10 minutes of recent authentication, on the API's clock. */
const later = () => advance(11 * 60);
/**
 * The round trip 4 minutes after the sign-in (the stand-in's ID tokens live 5 minutes on real
 * time, which the API's clock is ahead of), then back to 11: the sign-in is old by then, the
 * confirmation 7 minutes old, so what passes, passes by the confirmation alone.
 */
async function fourMinutesIn<T>(step: () => Promise<T>): Promise<T> {
  advance(-7 * 60);
  try {
    return await step();
  } finally {
    advance(7 * 60);
  }
}

interface Member {
  email: string;
  token: string;
  jar: CookieJar;
}

let counter = 0;
/** An account made by a first sign-in with Example ID: no password of its own. */
async function madeByProvider(): Promise<Member> {
  counter += 1;
  const email = `reauth.member${counter}@example.com`;
  const { interaction, location } = await federatedSignIn(world, { email });
  const tokens = await finishToTokens(world, interaction, location.toString());
  return { email, token: tokens.access_token, jar: interaction.jar };
}

/** A sensitive request: starting a link of another provider. */
function sensitive(who: Member) {
  return apiRequest<Record<string, unknown>>(world.auth, '/users/me/linked-identities/start', {
    method: 'POST',
    token: who.token,
    body: { provider: 'google' },
  });
}

async function start(who: Member, body: Record<string, unknown>) {
  const response = await browserFetch(
    who.jar,
    `${world.auth.publicUrl}/users/me/reauthenticate/federation`,
    {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${who.token}`,
        'Content-Type': 'application/json',
        Origin: standaloneApp.origin,
      },
      body: JSON.stringify(body),
    },
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Start, the provider's page, the callback in `jar` (the member's own by default). */
async function confirmThrough(who: Member, identity: TypedIdentity | 'cancel', jar = who.jar) {
  const started = await start(who, { provider: 'example', returnPath: 'security' });
  assert.equal(started.status, 200, JSON.stringify(started.body));
  const url = new URL(String(started.body.url));
  assert.equal(url.searchParams.get('prompt'), 'login');
  assert.equal(url.searchParams.get('code_challenge_method'), 'S256');
  const callback = await upstreamSignIn(url.toString(), identity);
  const back = await browserFetch(jar, callback.toString());
  assert.equal(back.status, 303);
  return new URL(back.headers.get('location') ?? '');
}

describe('Confirm it’s you through a linked provider', () => {
  it('an account without a password is offered its provider, and confirms through it', async () => {
    const member = await madeByProvider();
    later();
    const refused = await sensitive(member);
    assert.equal(refused.status, 403);
    assert.equal(refused.body.error, 'reauthentication_required');
    // No password of its own: only the provider can confirm it.
    assert.deepEqual(refused.body.methods, ['provider']);
    assert.deepEqual(refused.body.providers, [
      { id: 'example', displayName: 'Example ID', development: true },
    ]);

    const back = await fourMinutesIn(() => confirmThrough(member, { email: member.email }));
    assert.equal(back.origin + back.pathname, `${standaloneApp.origin}/security`);
    assert.equal(back.searchParams.get('reauthenticated'), 'example');
    assert.equal((await sensitive(member)).status, 200);
  });

  it('another identity at the provider confirms nothing', async () => {
    const member = await madeByProvider();
    later();
    const back = await fourMinutesIn(() =>
      confirmThrough(member, { email: `someone.else.${member.email}` }),
    );
    assert.equal(back.searchParams.get('reauthError'), 'identity_mismatch');
    assert.equal(back.searchParams.get('provider'), 'example');
    assert.equal((await sensitive(member)).status, 403);
  });

  it('the round trip finished in another browser confirms nothing', async () => {
    const member = await madeByProvider();
    later();
    const back = await fourMinutesIn(() =>
      confirmThrough(member, { email: member.email }, new CookieJar()),
    );
    assert.equal(signInPageParam(back, 'federationError'), 'state_mismatch');
    assert.equal((await sensitive(member)).status, 403);
  });

  it('a cancel at the provider comes back said, nothing confirmed', async () => {
    const member = await madeByProvider();
    later();
    const back = await confirmThrough(member, 'cancel');
    assert.equal(back.searchParams.get('reauthError'), 'cancelled');
    assert.equal((await sensitive(member)).status, 403);
  });

  it('only a linked provider, only to an app route', async () => {
    const member = await madeByProvider();
    const notLinked = await start(member, { provider: 'google', returnPath: 'security' });
    assert.equal(notLinked.status, 404);
    assert.equal(notLinked.body.error, 'provider_unknown');
    for (const returnPath of ['//evil.example', 'https://evil.example', '../x', 3]) {
      const refused = await start(member, { provider: 'example', returnPath });
      assert.equal(refused.status, 400, String(returnPath));
      assert.deepEqual(refused.body.fields, { returnPath: 'invalid' });
    }
  });
});
