// The image's entry path end to end, without Docker: the bundled entry step (render.cjs, built by
// deploy/webpack.render.config.ts as in the Dockerfile) run by docker-entrypoint.sh, which then
// hands nginx the rendered configuration (here `nginx -t`, through the NGINX override).
// Run: node --import tsx --test deploy/entrypoint.test.ts
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';

const nginx = '/usr/sbin/nginx';
const root = path.resolve(__dirname, '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'entrypoint-test-'));
const app = path.join(dir, 'app');
const site = path.join(dir, 'account');

before(() => {
  fs.mkdirSync(path.join(app, 'nginx'), { recursive: true });
  const built = spawnSync(
    process.execPath,
    [require.resolve('webpack-cli/bin/cli.js'), '--config', 'deploy/webpack.render.config.ts'],
    { cwd: root, env: { ...process.env, RENDER_DIST: app }, encoding: 'utf8' },
  );
  assert.equal(built.status, 0, built.stdout + built.stderr);
  for (const file of fs.readdirSync(path.join(__dirname, 'nginx'))) {
    fs.copyFileSync(path.join(__dirname, 'nginx', file), path.join(app, 'nginx', file));
  }
  fs.writeFileSync(path.join(app, 'VERSION'), '9.9.9\n');
  fs.mkdirSync(site, { recursive: true });
  fs.writeFileSync(path.join(site, 'index.html'), '<script>theme()</script>');
  // nginx checks the configuration instead of serving it.
  fs.writeFileSync(path.join(dir, 'nginx-check'), `#!/bin/sh\nexec ${nginx} -t "$@"\n`, {
    mode: 0o755,
  });
});

after(() => fs.rmSync(dir, { recursive: true, force: true }));

function entry(env: Record<string, string>) {
  const runtime = fs.mkdtempSync(path.join(dir, 'run-'));
  const result = spawnSync('sh', [path.join(__dirname, 'docker-entrypoint.sh')], {
    env: {
      PATH: process.env.PATH!,
      APP_DIR: app,
      RUNTIME_DIR: runtime,
      ACCOUNT_ROOT: site,
      ACCESS_LOG: 'off',
      NGINX: path.join(dir, 'nginx-check'),
      ...env,
    },
    encoding: 'utf8',
  });
  return { ...result, runtime };
}

test('renders config.json and version.json, then starts nginx on them', () => {
  assert.ok(fs.existsSync(nginx), `${nginx} is missing: npm run prerequisites`);
  const result = entry({ ACCOUNT_API_URL: 'https://api.example.com', ACCOUNT_COMMIT: 'abc123' });
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stderr, /configuration file .*nginx\.conf test is successful/);
  const config = JSON.parse(
    fs.readFileSync(path.join(result.runtime, 'account/config.json'), 'utf8'),
  );
  assert.equal(config.apiUrl, 'https://api.example.com');
  assert.deepEqual(JSON.parse(fs.readFileSync(path.join(result.runtime, 'version.json'), 'utf8')), {
    version: '9.9.9',
    commit: 'abc123',
  });
});

test('a bad value stops the container with the schema message; nginx never starts', () => {
  const result = entry({
    ACCOUNT_API_URL: 'https://api.example.com',
    ACCOUNT_LOGO_ORIGINS: 'http://cdn.example.com',
  });
  assert.equal(result.status, 1);
  assert.match(result.stderr, /^Invalid account configuration: logoOrigins\.0: must be https/m);
  assert.doesNotMatch(result.stderr, /nginx/);
  assert.equal(fs.existsSync(path.join(result.runtime, 'nginx.conf')), false);
});
