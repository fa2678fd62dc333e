import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import {
  migrate,
  migrations,
  openDatabase,
  schemaVersion,
  type Migration,
} from '../src/platform/db.ts';
import { verifyPassword } from '../src/platform/passwords.ts';
import { demoUser, seed, seedIfEmpty } from '../src/dev/seed.ts';
import { tempDbFile } from './helpers.ts';

function cleanup(file: string) {
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

test('migrations are idempotent: opening a database twice does not fail', () => {
  const file = tempDbFile();
  try {
    const first = openDatabase(file);
    assert.equal(schemaVersion(first), migrations.length);
    first.close();
    const second = openDatabase(file);
    assert.equal(schemaVersion(second), migrations.length);
    assert.equal(migrate(second), migrations.length);
    assert.equal(second.pragma('journal_mode', { simple: true }), 'wal');
    assert.equal(second.pragma('foreign_keys', { simple: true }), 1);
    second.close();
  } finally {
    cleanup(file);
  }
});

test('a failing migration rolls back entirely, version included', () => {
  const db = openDatabase(':memory:');
  const broken: Migration = {
    name: 'broken',
    up: (database) => {
      database.exec('CREATE TABLE half_done (id INTEGER)');
      throw new Error('boom');
    },
  };
  assert.throws(() => migrate(db, [...migrations, broken]), /boom/);
  assert.equal(schemaVersion(db), migrations.length);
  const table = db.prepare("SELECT name FROM sqlite_schema WHERE name = 'half_done'").get();
  assert.equal(table, undefined);
  db.close();
});

test('a database newer than the code is refused', () => {
  const db = openDatabase(':memory:');
  db.pragma(`user_version = ${migrations.length + 1}`);
  assert.throws(() => migrate(db), /newer than this code knows/);
  db.close();
});

test('the seed user exists, confirmed and onboarded, with a verifiable password', async () => {
  const db = openDatabase(':memory:');
  assert.equal(await seedIfEmpty(db), true);
  assert.equal(await seedIfEmpty(db), false, 'a seeded database is left alone');

  const user = db
    .prepare<
      [string],
      {
        id: string;
        email: string;
        name: string;
        password_hash: string;
        locale: string;
        tenant_id: string;
        confirmed_at: string | null;
        onboarding_completed: number;
        disabled: number;
      }
    >('SELECT * FROM users WHERE email = ?')
    .get('DEMO@Example.com');
  assert.ok(user, 'found case-insensitively');
  assert.match(user.id, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  assert.equal(user.email, demoUser.email);
  assert.equal(user.name, 'Demo User');
  assert.equal(user.locale, 'en');
  assert.equal(user.tenant_id, 'acme');
  assert.ok(user.confirmed_at);
  assert.equal(user.onboarding_completed, 1);
  assert.equal(user.disabled, 0);
  assert.notEqual(user.password_hash, demoUser.password);
  assert.equal(await verifyPassword('Demo-Passw0rd!', user.password_hash), true);
  assert.equal(await verifyPassword('demo-passw0rd!', user.password_hash), false);
  db.close();
});

test('e-mails are unique regardless of case and must be stored lowercased', async () => {
  const db = openDatabase(':memory:');
  await seed(db);
  const insert = db.prepare(
    `INSERT INTO users (id, email, name, password_hash, created_at) VALUES (?, ?, 'X', 'h', 'now')`,
  );
  assert.throws(() => insert.run('u2', 'demo@example.com'), /UNIQUE/);
  assert.throws(() => insert.run('u3', 'Someone@Example.com'), /CHECK/);
  assert.throws(
    () =>
      db
        .prepare(
          `INSERT INTO users (id, email, name, password_hash, tenant_id, created_at)
           VALUES ('u4', 'x@example.com', 'X', 'h', 'nope', 'now')`,
        )
        .run(),
    /FOREIGN KEY/,
  );
  db.close();
});

test("a database seeded before join codes gets the demo tenants' codes, and no other tenant one", () => {
  const db = new Database(':memory:');
  try {
    const joinCodes = migrations.findIndex((m) => m.name === 'tenant join codes');
    assert.ok(joinCodes > 0);
    migrate(db, migrations.slice(0, joinCodes));
    const insert = db.prepare(
      `INSERT INTO tenants (id, name, logo_file, logo_dark_file, created_at)
       VALUES (?, ?, 'x.svg', 'x-dark.svg', '2026-01-01T00:00:00.000Z')`,
    );
    for (const id of ['acme', 'globex', 'initech']) insert.run(id, id);
    migrate(db);
    assert.deepEqual(db.prepare('SELECT id, join_code FROM tenants ORDER BY id').all(), [
      { id: 'acme', join_code: 'acme-demo-join' },
      { id: 'globex', join_code: 'globex-demo-join' },
      { id: 'initech', join_code: null },
    ]);
  } finally {
    db.close();
  }
});
