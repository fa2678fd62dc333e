import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  FAILED_SIGN_IN_GROUP_MS,
  hasSignedInOnDevice,
  listActivity,
  recordActivity,
} from '../src/sessions/activity.ts';
import Database from 'better-sqlite3';
import { migrate, migrations, openDatabase } from '../src/platform/db.ts';
import { demoUser, seed } from '../src/dev/seed.ts';

async function seeded() {
  const db = openDatabase(':memory:');
  await seed(db);
  const user = db
    .prepare<[string], { id: string }>('SELECT id FROM users WHERE email = ?')
    .get(demoUser.email)!;
  return { db, userId: user.id };
}

test('events list newest first, 20 a page, with a cursor for the older ones', async () => {
  const { db, userId } = await seeded();
  for (let i = 0; i < 25; i++) {
    recordActivity(db, {
      userId,
      type: 'signed_in',
      ip: '10.0.0.1',
      detail: { method: 'password', n: i },
    });
  }
  const first = listActivity(db, userId, { limit: 20 });
  assert.equal(first.events.length, 20);
  assert.equal(first.events[0]!.detail.n, 24);
  assert.ok(first.next);
  const second = listActivity(db, userId, { before: first.next, limit: 20 });
  assert.deepEqual(
    second.events.map((event) => event.detail.n),
    [4, 3, 2, 1, 0],
  );
  assert.equal(second.next, null);
  db.close();
});

test("another user's events never show, and a bad cursor reads as the first page", async () => {
  const { db, userId } = await seeded();
  recordActivity(db, { userId, type: 'password_changed' });
  const other = listActivity(db, 'someone-else', { limit: 20 });
  assert.deepEqual(other, { events: [], next: null });
  assert.equal(listActivity(db, userId, { before: "1' OR 1=1", limit: 20 }).events.length, 1);
  db.close();
});

test('failed sign-ins from one address in a row are one entry with a count', async () => {
  const { db, userId } = await seeded();
  for (let i = 0; i < 3; i++)
    recordActivity(db, { userId, type: 'sign_in_failed', ip: '10.0.0.9' });
  recordActivity(db, { userId, type: 'sign_in_failed', ip: '10.0.0.7' });
  const { events } = listActivity(db, userId, { limit: 20 });
  assert.equal(events.length, 2);
  assert.equal(events[0]!.ip, '10.0.0.7');
  assert.equal(events[0]!.detail.count, 1);
  assert.equal(events[1]!.detail.count, 3);
  assert.ok(FAILED_SIGN_IN_GROUP_MS >= 60_000);
  db.close();
});

test('a wrong second-step code (the password was right) is never grouped with wrong passwords', async () => {
  const { db, userId } = await seeded();
  const ip = '10.0.0.9';
  recordActivity(db, { userId, type: 'sign_in_failed', ip });
  recordActivity(db, { userId, type: 'sign_in_failed', ip, detail: { step: 'two_step' } });
  recordActivity(db, { userId, type: 'sign_in_failed', ip, detail: { step: 'two_step' } });
  recordActivity(db, { userId, type: 'sign_in_failed', ip });
  const { events } = listActivity(db, userId, { limit: 20 });
  assert.deepEqual(
    events.map((event) => [event.detail.step ?? 'password', event.detail.count]),
    [
      ['password', 1],
      ['two_step', 2],
      ['password', 1],
    ],
  );
  db.close();
});

test('a detail that looks like a secret is refused; events past a year are dropped', async () => {
  const { db, userId } = await seeded();
  assert.throws(
    () => recordActivity(db, { userId, type: 'signed_in', detail: { password: 'x' } }),
    /secret/,
  );
  db.prepare(
    "INSERT INTO activity_events (user_id, type, created_at) VALUES (?, 'signed_in', ?)",
  ).run(userId, new Date(Date.now() - 366 * 86_400_000).toISOString());
  assert.equal(listActivity(db, userId, { limit: 20 }).events.length, 0, 'hidden past retention');
  recordActivity(db, { userId, type: 'passkey_added' });
  const left = db.prepare('SELECT count(*) AS n FROM activity_events').get() as { n: number };
  assert.equal(left.n, 1, 'deleted on the next record');
  db.close();
});

test('devices an account has signed in on are known', async () => {
  const { db, userId } = await seeded();
  recordActivity(db, { userId, type: 'signed_in', deviceHash: 'device-a' });
  assert.equal(hasSignedInOnDevice(db, userId, 'device-a'), true);
  assert.equal(hasSignedInOnDevice(db, userId, 'device-b'), false);
  db.close();
});

test('the first sign-in marker: an account that signed in before the marker existed keeps it', async () => {
  // A database one migration short of the marker, with a sign-in on record.
  const marker = migrations.findIndex((entry) => entry.name === 'users first sign-in marker');
  assert.ok(marker > 0);
  const db = new Database(':memory:');
  migrate(db, migrations.slice(0, marker));
  // Rows as that schema had them (the seed writes today's: later migrations add columns).
  const userId = 'user-before-marker';
  const insertUser = db.prepare(
    `INSERT INTO users (id, email, name, password_hash, locale, confirmed_at, created_at)
     VALUES (?, ?, 'Demo User', 'x', 'en', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
  );
  insertUser.run(userId, demoUser.email);
  insertUser.run('user-never-signed-in', 'never@example.com');
  recordActivity(db, { userId, type: 'signed_in', deviceHash: 'device-a' });
  const { created_at: signedInAt } = db
    .prepare<[], { created_at: string }>('SELECT created_at FROM activity_events')
    .get()!;

  migrate(db, migrations.slice(0, marker + 1));
  const marked = db
    .prepare<[string], { first_signed_in_at: string | null }>(
      'SELECT first_signed_in_at FROM users WHERE id = ?',
    )
    .get(userId)!;
  assert.equal(marked.first_signed_in_at, signedInAt, 'its next sign-in is not its first');
  const never = db
    .prepare<[string], { n: number }>(
      'SELECT count(*) AS n FROM users WHERE id <> ? AND first_signed_in_at IS NOT NULL',
    )
    .get(userId)!;
  assert.equal(never.n, 0, 'an account that never signed in has no marker');
  db.close();
});
