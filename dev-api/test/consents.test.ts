// Consents (dev-api/src/consents/routes.ts, docs/your-data.md): when the configuration names a
// newer version of the terms or the privacy notice, a user who accepted an older one has it
// pending; accepting the version in force records it and clears it; any other version is
// refused; nobody else's state moves.
import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import { CONSENT_VERSIONS, type ConsentVersions } from '../src/consents/store.ts';
import {
  apiRequest,
  createUser,
  signInWithTokens,
  startTestAuthority,
  type TestAuthority,
} from './oidc-helpers.ts';
import { demo } from './two-step-helpers.ts';

let auth: TestAuthority | undefined;
afterEach(async () => {
  await auth?.close();
  auth = undefined;
});

/** The dev API as it runs once the configuration names these versions. */
async function start(consentVersions?: ConsentVersions): Promise<TestAuthority> {
  auth = await startTestAuthority(consentVersions ? { consentVersions } : {});
  return auth;
}

async function tokenFor(api: TestAuthority, credentials = demo): Promise<string> {
  return (await signInWithTokens(api, credentials)).tokens.access_token;
}

function pending(api: TestAuthority, token: string) {
  return apiRequest<{
    pending: { document: string; version: string }[];
    accepted: { document: string; version: string; acceptedAt: string }[];
  }>(api, '/users/me/consents', { token });
}

function accept(api: TestAuthority, token: string, body: unknown) {
  return apiRequest(api, '/users/me/consents', { method: 'POST', token, body });
}

function recorded(api: TestAuthority, email: string) {
  return api.db
    .prepare<[string], { document: string; version: string; source: string; accepted_at: string }>(
      `SELECT c.document, c.version, c.source, c.accepted_at FROM consents c
         JOIN users u ON u.id = c.user_id WHERE u.email = ? ORDER BY c.id`,
    )
    .all(email);
}

const moved = { terms: '2026-06', privacy: CONSENT_VERSIONS.privacy };

describe('pending consents', () => {
  test('with the versions a user accepted still in force, nothing is pending', async () => {
    const api = await start();
    const answer = await pending(api, await tokenFor(api));
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body.pending, []);
    // What was accepted, the latest of each document: the account centre shows it.
    assert.deepEqual(
      answer.body.accepted.map(({ document, version }) => ({ document, version })),
      [
        { document: 'terms', version: CONSENT_VERSIONS.terms },
        { document: 'privacy', version: CONSENT_VERSIONS.privacy },
      ],
    );
  });

  test('after the terms move to a newer version, a user who accepted the older one has it pending', async () => {
    const api = await start(moved);
    const answer = await pending(api, await tokenFor(api));
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body.pending, [{ document: 'terms', version: '2026-06' }]);
  });

  test('a user who never accepted anything has both pending', async () => {
    const api = await start();
    const other = { email: 'bruno@example.com', password: 'Bruno-Passw0rd!' };
    await createUser(api.db, other);
    const answer = await pending(api, await tokenFor(api, other));
    assert.deepEqual(
      answer.body.pending.map((item) => item.document),
      ['terms', 'privacy'],
    );
    assert.deepEqual(answer.body.accepted, []);
  });

  test('without a token: 401', async () => {
    const api = await start();
    const answer = await apiRequest(api, '/users/me/consents');
    assert.equal(answer.status, 401);
    assert.equal(answer.body.error, 'invalid_token');
  });
});

describe('accepting', () => {
  test('the version in force is recorded with its time and clears the pending document', async () => {
    const api = await start(moved);
    const token = await tokenFor(api);
    const before = Date.now();
    const answer = await accept(api, token, { document: 'terms', version: '2026-06' });
    assert.equal(answer.status, 200);
    assert.deepEqual((answer.body as { pending: unknown[] }).pending, []);
    const after = (await pending(api, token)).body;
    assert.deepEqual(after.pending, []);
    // The newer acceptance replaces the older one in what the centre shows; the export keeps both.
    const terms = after.accepted.find((item) => item.document === 'terms');
    assert.equal(terms?.version, '2026-06');
    assert.ok(Date.parse(terms!.acceptedAt) >= before - 1000);
    const latest = recorded(api, demo.email).at(-1);
    assert.equal(latest?.document, 'terms');
    assert.equal(latest?.version, '2026-06');
    assert.equal(latest?.source, 'new_version');
    assert.ok(Date.parse(latest!.accepted_at) >= before - 1000);
  });

  test('the same acceptance again records nothing more', async () => {
    const api = await start(moved);
    const token = await tokenFor(api);
    await accept(api, token, { document: 'terms', version: '2026-06' });
    const count = recorded(api, demo.email).length;
    const again = await accept(api, token, { document: 'terms', version: '2026-06' });
    assert.equal(again.status, 200);
    assert.equal(recorded(api, demo.email).length, count);
  });

  test('a version that is not the one in force is refused (409) and records nothing', async () => {
    const api = await start(moved);
    const token = await tokenFor(api);
    const count = recorded(api, demo.email).length;
    for (const version of [CONSENT_VERSIONS.terms, '2027-01']) {
      const answer = await accept(api, token, { document: 'terms', version });
      assert.equal(answer.status, 409, version);
      assert.equal(answer.body.error, 'consent_version_outdated');
      assert.equal(answer.body.currentVersion, '2026-06');
    }
    assert.equal(recorded(api, demo.email).length, count);
    assert.deepEqual((await pending(api, token)).body.pending, [
      { document: 'terms', version: '2026-06' },
    ]);
  });

  test('an unknown document or a missing version: 400 validation', async () => {
    const api = await start(moved);
    const token = await tokenFor(api);
    const unknown = await accept(api, token, { document: 'cookies', version: '2026-06' });
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.error, 'validation');
    assert.deepEqual(unknown.body.fields, { document: 'invalid' });
    const missing = await accept(api, token, { document: 'terms' });
    assert.equal(missing.status, 400);
    assert.deepEqual(missing.body.fields, { version: 'required' });
  });

  test("another user's state is untouched", async () => {
    const api = await start(moved);
    const other = { email: 'carla@example.com', password: 'Carla-Passw0rd!' };
    await createUser(api.db, other);
    const otherToken = await tokenFor(api, other);
    const otherBefore = (await pending(api, otherToken)).body;
    const otherRows = recorded(api, other.email).length;

    await accept(api, await tokenFor(api), { document: 'terms', version: '2026-06' });

    assert.deepEqual((await pending(api, otherToken)).body, otherBefore);
    assert.equal(recorded(api, other.email).length, otherRows);
  });

  test('a disabled account: 403 account_disabled, nothing recorded', async () => {
    const api = await start(moved);
    const token = await tokenFor(api);
    api.db.prepare('UPDATE users SET disabled = 1 WHERE email = ?').run(demo.email);
    const count = recorded(api, demo.email).length;
    const answer = await accept(api, token, { document: 'terms', version: '2026-06' });
    assert.equal(answer.status, 403);
    assert.equal(answer.body.error, 'account_disabled');
    assert.equal(recorded(api, demo.email).length, count);
  });
});

describe('recorded at sign-up and onboarding in the versions in force', () => {
  test('onboarding records the configured versions, so nothing is pending after it', async () => {
    const api = await start(moved);
    const token = await tokenFor(api);
    api.db.prepare('UPDATE users SET onboarding_completed = 0 WHERE email = ?').run(demo.email);
    const done = await apiRequest(api, '/users/me', {
      method: 'PATCH',
      token,
      body: { onboardingCompleted: true },
    });
    assert.equal(done.status, 200);
    assert.deepEqual((await pending(api, token)).body.pending, []);
    assert.deepEqual(
      recorded(api, demo.email)
        .slice(-2)
        .map(({ document, version, source }) => ({ document, version, source })),
      [
        { document: 'terms', version: '2026-06', source: 'onboarding' },
        { document: 'privacy', version: CONSENT_VERSIONS.privacy, source: 'onboarding' },
      ],
    );
  });
});

describe('POST /dev/consents/outdate (for the browser tests)', () => {
  test("makes that user's acceptances outdated: both pending, only for them", async () => {
    const api = await start();
    const other = { email: 'dora@example.com', password: 'Dora-Passw0rd!' };
    await createUser(api.db, other);
    const answer = await apiRequest(api, '/dev/consents/outdate', {
      method: 'POST',
      body: { email: demo.email },
    });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, { outdated: 2 });
    assert.deepEqual(
      (await pending(api, await tokenFor(api))).body.pending.map((item) => item.document),
      ['terms', 'privacy'],
    );
    assert.equal(recorded(api, other.email).length, 0);

    const missing = await apiRequest(api, '/dev/consents/outdate', { method: 'POST', body: {} });
    assert.equal(missing.status, 400);
    assert.deepEqual(missing.body.fields, { email: 'required' });
    const nobody = await apiRequest(api, '/dev/consents/outdate', {
      method: 'POST',
      body: { email: 'nobody@example.com' },
    });
    assert.equal(nobody.status, 404);
  });
});
