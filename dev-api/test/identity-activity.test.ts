// Links and unlinks on the activity timeline (docs/sessions-and-activity.md, docs/federation.md):
// a first sign-in with a provider records `identity_linked`, an unlink `identity_unlinked`, each
// with the provider's configured name and the browser it came from; the answers conform to the
// contract (its event types).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiRequest, browserFetch, createUser, signInWithTokens } from './oidc-helpers.ts';
import { federatedSignIn, finishToTokens, federationWorldPerFile } from './federation-helpers.ts';

const world = federationWorldPerFile();

interface Activity {
  events: { type: string; detail: Record<string, unknown>; userAgent: string | null }[];
}

describe('linked identities on the activity timeline', () => {
  it('a first sign-in with a provider records identity_linked with its name', async () => {
    const email = 'timeline.first@example.com';
    const { interaction, location } = await federatedSignIn(world, { email });
    const tokens = await finishToTokens(world, interaction, location.toString());
    const activity = await apiRequest<Activity>(world.auth, '/users/me/activity', {
      token: tokens.access_token,
    });
    assert.equal(activity.status, 200);
    const linked = activity.body.events.filter((event) => event.type === 'identity_linked');
    assert.equal(linked.length, 1);
    assert.deepEqual(linked[0]?.detail, { provider: 'Example ID' });
  });

  it('linking with the password, then unlinking: both on the timeline, newest first', async () => {
    const email = 'timeline.unlink@example.com';
    const password = 'Timeline-Passw0rd!';
    await createUser(world.auth.db, { email, password });
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
    const unlinked = await apiRequest(world.auth, `/users/me/linked-identities/${identity.id}`, {
      method: 'DELETE',
      token: tokens.access_token,
    });
    assert.equal(unlinked.status, 204);

    const activity = await apiRequest<Activity>(world.auth, '/users/me/activity', {
      token: tokens.access_token,
    });
    assert.equal(activity.status, 200);
    const types = activity.body.events.map((event) => event.type);
    const unlinkedAt = types.indexOf('identity_unlinked');
    const linkedAt = types.indexOf('identity_linked');
    assert.ok(unlinkedAt >= 0 && linkedAt > unlinkedAt, types.join(', '));
    assert.deepEqual(activity.body.events[unlinkedAt]?.detail, { provider: 'Example ID' });
    // The sign-in that linked it (the password proven) came through the provider.
    const signedIn = activity.body.events.find((event) => event.type === 'signed_in');
    assert.deepEqual(signedIn?.detail, { method: 'federated', provider: 'Example ID' });
  });

  it('a provider sign-in names its provider on the session and on signed_in', async () => {
    const email = 'timeline.session@example.com';
    const first = await federatedSignIn(world, { email });
    await finishToTokens(world, first.interaction, first.location.toString());
    // The second sign-in is another browser of the same account: a new device, mailed.
    const second = await federatedSignIn(world, { email });
    const tokens = await finishToTokens(world, second.interaction, second.location.toString());
    const sessions = await apiRequest<{
      sessions: { current: boolean; method: string; provider?: string }[];
    }>(world.auth, '/users/me/sessions', { token: tokens.access_token });
    assert.equal(sessions.status, 200);
    const current = sessions.body.sessions.find((session) => session.current);
    assert.equal(current?.method, 'federated');
    assert.equal(current?.provider, 'Example ID');
    const activity = await apiRequest<Activity>(world.auth, '/users/me/activity', {
      token: tokens.access_token,
    });
    const signedIn = activity.body.events.filter((event) => event.type === 'signed_in');
    assert.equal(signedIn.length, 2);
    for (const event of signedIn) {
      assert.deepEqual(event.detail, { method: 'federated', provider: 'Example ID' });
    }
    const newDevice = activity.body.events.find((event) => event.type === 'new_device');
    assert.deepEqual(newDevice?.detail, { method: 'federated', provider: 'Example ID' });
  });

  it('a password sign-in names no provider', async () => {
    const email = 'timeline.password@example.com';
    const password = 'Timeline-Passw0rd!';
    await createUser(world.auth.db, { email, password });
    const { tokens } = await signInWithTokens(world.auth, { email, password });
    const sessions = await apiRequest<{
      sessions: { current: boolean; method: string; provider?: string }[];
    }>(world.auth, '/users/me/sessions', { token: tokens.access_token });
    const current = sessions.body.sessions.find((session) => session.current);
    assert.equal(current?.method, 'password');
    assert.equal(current && 'provider' in current, false);
  });

  it('a refused unlink (the last way in) records nothing', async () => {
    const email = 'timeline.last@example.com';
    const { interaction, location } = await federatedSignIn(world, { email });
    const tokens = await finishToTokens(world, interaction, location.toString());
    const list = await apiRequest<{ identities: { id: string }[] }>(
      world.auth,
      '/users/me/linked-identities',
      { token: tokens.access_token },
    );
    const refused = await apiRequest(
      world.auth,
      `/users/me/linked-identities/${list.body.identities[0]?.id}`,
      { method: 'DELETE', token: tokens.access_token },
    );
    assert.equal(refused.status, 409);
    const activity = await apiRequest<Activity>(world.auth, '/users/me/activity', {
      token: tokens.access_token,
    });
    assert.ok(!activity.body.events.some((event) => event.type === 'identity_unlinked'));
  });
});
