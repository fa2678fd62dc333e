// `npm start` and the test runners stop the dev API with a signal and wait for it to exit: every
// server it starts (the API and each stand-in) must close, or the process lives on and whoever
// stopped it waits forever. Started as `npm start` starts it, on ports of its own.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

/** A TCP port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

test(
  'on SIGTERM the dev API closes every server it started and exits',
  { timeout: 60_000 },
  async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-api-stop-'));
    const ports = {
      API_PORT: await freePort(),
      UPSTREAM_PORT: await freePort(),
      ABUSE_STAND_IN_PORT: await freePort(),
      SAML_IDP_PORT: await freePort(),
      SSO_DNS_PANEL_PORT: await freePort(),
      OIDC_IDP_PORT: await freePort(),
      // UDP: a TCP port free now is as likely free for UDP as any.
      SSO_DNS_PORT: await freePort(),
    };
    const child = spawn(process.execPath, ['--import', 'tsx', 'dev-api/src/server/main.ts'], {
      env: {
        ...process.env,
        ...Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)])),
        DEV_API_DB: path.join(dir, 'api.db'),
        NODE_ENV: 'development',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    );
    try {
      // Up: the API answers, and each stand-in has said where it listens.
      const deadline = Date.now() + 45_000;
      while (!output.includes('dev-api: listening on')) {
        if (child.exitCode !== null) assert.fail(`the dev API stopped at start:\n${output}`);
        if (Date.now() > deadline) assert.fail(`the dev API did not start:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      for (const standIn of [
        'Example ID',
        'HIBP range stand-ins',
        'SAML IdP',
        'Example Workforce ID',
      ]) {
        assert.ok(output.includes(standIn), `${standIn} did not start:\n${output}`);
      }

      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const code = await Promise.race([
        exited,
        new Promise<'still running'>((resolve) => {
          timer = setTimeout(() => resolve('still running'), 10_000);
        }),
      ]);
      clearTimeout(timer);
      assert.equal(code, 0, `after SIGTERM: ${String(code)}\n${output}`);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
);
