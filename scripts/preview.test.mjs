// `npm run preview`: the builds through deploy/'s nginx configuration, on the ports asked for.
// Needs a build (npm run build) and nginx (`npm run prerequisites`): without them it fails, never skips.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { previewEnv } from './preview.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built =
  fs.existsSync(path.join(root, 'dist/index.html')) &&
  fs.existsSync(path.join(root, 'host-demo/dist/index.html'));
const nginx = fs.existsSync(process.env.NGINX ?? '/usr/sbin/nginx');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

test('the rendered environment follows the ports: API, account, the hosts', () => {
  const env = previewEnv({
    api: 4100,
    account: 3101,
    host: 3100,
    rspackHost: 3102,
    viteHost: 3103,
  });
  assert.equal(env.ACCOUNT_API_URL, 'http://localhost:4100');
  assert.equal(env.ACCOUNT_POSTHOG_HOST, 'http://localhost:4100/dev/posthog');
  assert.equal(env.ACCOUNT_CSP_REPORT_URI, 'http://localhost:4100/dev/csp-reports');
  assert.equal(env.ACCOUNT_LISTEN, '127.0.0.1:3101');
  assert.equal(env.HOST_DEMO_LISTEN, '127.0.0.1:3100');
  assert.equal(env.RSPACK_HOST_LISTEN, '127.0.0.1:3102');
  assert.equal(env.VITE_HOST_LISTEN, '127.0.0.1:3103');
  // The remote's files answer CORS to every host.
  assert.equal(
    env.ACCOUNT_HOST_ORIGINS,
    'http://localhost:3100,http://localhost:3102,http://localhost:3103',
  );
  assert.equal(env.HOST_DEMO_ACCOUNT_ORIGIN, 'http://localhost:3101');
  assert.match(env.SERVE, /^account,host-demo(,rspack-host)?(,vite-host)?$/);
  assert.equal(
    previewEnv({ api: 1, account: 2, host: 3 }, { only: 'vite-host' }).SERVE,
    'vite-host',
  );
});

test(
  'serves both builds on ACCOUNT_PORT and HOST_PORT, and cleans up on SIGTERM',
  { timeout: 30_000 },
  async () => {
    assert.ok(built, 'needs the builds: npm run build');
    assert.ok(nginx, 'needs nginx: npm run prerequisites');
    const [account, host, rspackHost, viteHost] = [
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
    ];
    const before = new Set(
      fs.readdirSync(os.tmpdir()).filter((f) => f.startsWith('account-preview-')),
    );
    const child = spawn(process.execPath, ['scripts/preview.mjs', '--no-api'], {
      cwd: root,
      env: {
        ...process.env,
        ACCOUNT_PORT: String(account),
        HOST_PORT: String(host),
        RSPACK_HOST_PORT: String(rspackHost),
        VITE_HOST_PORT: String(viteHost),
        API_PORT: '4999',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    try {
      let health;
      for (let i = 0; i < 100 && !health?.ok; i++) {
        health = await fetch(`http://127.0.0.1:${account}/healthz`).catch(() => undefined);
        if (!health?.ok) await new Promise((r) => setTimeout(r, 100));
      }
      assert.equal(health?.status, 200);
      const config = await (await fetch(`http://127.0.0.1:${account}/config.json`)).json();
      assert.equal(config.apiUrl, 'http://localhost:4999');
      const hostConfig = await (await fetch(`http://127.0.0.1:${host}/config.json`)).json();
      assert.equal(
        hostConfig.accountManifestUrl,
        `http://localhost:${account}/mf-manifest.slim.json`,
      );
      const page = await fetch(`http://127.0.0.1:${host}/account/sign-up`);
      assert.match(page.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
    const left = fs
      .readdirSync(os.tmpdir())
      .filter((f) => f.startsWith('account-preview-') && !before.has(f));
    assert.deepEqual(left, []);
  },
);
