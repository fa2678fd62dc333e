import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { defaultDbFile, devApiDir, loadConfig } from '../src/server/config.ts';

test('defaults', () => {
  const config = loadConfig({});
  assert.equal(config.apiPort, 4000);
  assert.equal(config.accountPort, 3001);
  assert.equal(config.hostPort, 3000);
  assert.equal(config.publicUrl, 'http://localhost:4000');
  assert.equal(config.dbFile, defaultDbFile);
  assert.equal(defaultDbFile, path.join(devApiDir, 'data', 'dev.sqlite'));
  assert.equal(path.basename(devApiDir), 'dev-api');
  assert.deepEqual(config.allowedOrigins, [
    'http://localhost:3001',
    'http://127.0.0.1:3001',
    'http://localhost:3000',
    'http://127.0.0.1:3000',
    'http://localhost:3002',
    'http://127.0.0.1:3002',
    'http://localhost:3003',
    'http://127.0.0.1:3003',
  ]);
  // The host demo, the Rspack and Vite hosts (hosts/) mount the routes under /account.
  assert.deepEqual(
    config.apps.map((app) => `${app.origin}${app.basePath}`),
    [
      'http://localhost:3001',
      'http://localhost:3000/account',
      'http://localhost:3002/account',
      'http://localhost:3003/account',
    ],
  );
  assert.ok(config.cookieKeys.length > 0);
});

test('ports and database come from the environment', () => {
  const config = loadConfig({
    API_PORT: '4100',
    ACCOUNT_PORT: '3101',
    HOST_PORT: '3100',
    RSPACK_HOST_PORT: '3102',
    VITE_HOST_PORT: '3103',
    DEV_API_DB: 'tmp/x.sqlite',
  });
  assert.equal(config.publicUrl, 'http://localhost:4100');
  assert.ok(config.allowedOrigins.includes('http://127.0.0.1:3101'));
  assert.ok(config.allowedOrigins.includes('http://localhost:3100'));
  assert.ok(config.allowedOrigins.includes('http://localhost:3102'));
  assert.ok(config.apps.some((app) => app.origin === 'http://localhost:3103'));
  assert.equal(config.dbFile, path.resolve('tmp/x.sqlite'));
});

test('a bad number names its variable', () => {
  for (const [name, value] of [
    ['API_PORT', 'abc'],
    ['ACCOUNT_PORT', '70000'],
    ['HOST_PORT', '3000.5'],
    ['API_PORT', '-1'],
  ] as const) {
    assert.throws(() => loadConfig({ [name]: value }), new RegExp(`^ConfigError: ${name} `));
  }
});

test('the two-step key: a fixed development default, else at least 32 characters', () => {
  assert.ok(loadConfig({}).twoStepKey.length >= 32);
  const key = 'k'.repeat(40);
  assert.equal(loadConfig({ TWO_STEP_KEY: key }).twoStepKey, key);
  assert.throws(() => loadConfig({ TWO_STEP_KEY: 'short' }), /^ConfigError: TWO_STEP_KEY /);
});

test("the terms' and privacy notice's versions in force: today's by default, else a label", () => {
  assert.deepEqual(loadConfig({}).consentVersions, { terms: '2026-01', privacy: '2026-01' });
  assert.deepEqual(loadConfig({ TERMS_VERSION: ' 2026-06 ' }).consentVersions, {
    terms: '2026-06',
    privacy: '2026-01',
  });
  assert.equal(loadConfig({ PRIVACY_VERSION: 'v2.1' }).consentVersions.privacy, 'v2.1');
  assert.throws(() => loadConfig({ TERMS_VERSION: 'two words' }), /^ConfigError: TERMS_VERSION /);
});
