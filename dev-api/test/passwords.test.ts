import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hashPassword, passwordNeedsRehash, verifyPassword } from '../src/platform/passwords.ts';

// These tests are about the stored passwords themselves: the production cost, not the lower one
// the other API tests use for speed (`npm run test:api`).
delete process.env.DEV_API_TEST_SCRYPT_LOG_N;

test('a hash verifies the right password and rejects a wrong one', async () => {
  const hash = await hashPassword('Correct horse 1!');
  assert.equal(await verifyPassword('Correct horse 1!', hash), true);
  assert.equal(await verifyPassword('Correct horse 1?', hash), false);
  assert.equal(await verifyPassword('', hash), false);
});

test('the hash is not the password and carries its parameters and a random salt', async () => {
  const password = 'Demo-Passw0rd!';
  const [first, second] = await Promise.all([hashPassword(password), hashPassword(password)]);
  assert.ok(!first.includes(password));
  assert.match(first, /^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
  assert.notEqual(first, second, 'two hashes of one password differ (random salt)');
  assert.equal(passwordNeedsRehash(first), false);
});

test('a malformed or tampered hash never verifies', async () => {
  const hash = await hashPassword('secret-1');
  const parts = hash.split('$');
  assert.equal(await verifyPassword('secret-1', 'plain-text'), false);
  assert.equal(await verifyPassword('secret-1', ''), false);
  // An absurd cost factor is refused rather than computed.
  const expensive = ['scrypt', 2 ** 24, ...parts.slice(2)].join('$');
  assert.equal(await verifyPassword('secret-1', expensive), false);
  const otherKey = [...parts.slice(0, 5), Buffer.alloc(32).toString('base64url')].join('$');
  assert.equal(await verifyPassword('secret-1', otherKey), false);
});

test('older parameters still verify and are flagged for rehash', async () => {
  const { scrypt, randomBytes } = await import('node:crypto');
  const salt = randomBytes(16);
  const key = await new Promise<Buffer>((resolve, reject) =>
    scrypt('old-one', salt, 32, { N: 1024, r: 8, p: 1 }, (error, derived) =>
      error ? reject(error) : resolve(derived),
    ),
  );
  const old = ['scrypt', 1024, 8, 1, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
  assert.equal(await verifyPassword('old-one', old), true);
  assert.equal(passwordNeedsRehash(old), true);
});

test("the API tests' lower cost applies to new hashes only, within bounds", async () => {
  try {
    process.env.DEV_API_TEST_SCRYPT_LOG_N = '12';
    const cheap = await hashPassword('secret-2');
    assert.match(cheap, /^scrypt\$4096\$8\$1\$/);
    assert.equal(await verifyPassword('secret-2', cheap), true);
    process.env.DEV_API_TEST_SCRYPT_LOG_N = '9';
    await assert.rejects(hashPassword('secret-2'), /DEV_API_TEST_SCRYPT_LOG_N/);
  } finally {
    delete process.env.DEV_API_TEST_SCRYPT_LOG_N;
  }
  assert.match(await hashPassword('secret-2'), /^scrypt\$32768\$/);
});
