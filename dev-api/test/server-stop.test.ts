// `npm start` and the test runners stop the dev API with a signal and wait for it to exit: every
// server it starts (the API and each stand-in) must close, or the process lives on and whoever
// stopped it waits forever. Started as `npm start` starts it, on ports of its own.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
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

interface DevApiRun {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr together. */
  output: string;
  /** Its exit code once it exits (null when a signal killed it). */
  exited: Promise<number | null>;
}

/**
 * The dev API as `npm start` starts it, on ports of its own, its output collected, for `body`;
 * killed (if still running) and its database removed afterwards, whatever `body` did.
 */
async function withDevApi(body: (run: DevApiRun) => Promise<void>) {
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
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const run: DevApiRun = { child, output: '', exited };
  child.stdout.on('data', (chunk: Buffer) => (run.output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (run.output += chunk.toString()));
  try {
    await body(run);
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Waits until the output has `line`, failing if the process stops or 45 s pass first. */
async function waitForOutput(run: DevApiRun, line: string) {
  const deadline = Date.now() + 45_000;
  while (!run.output.includes(line)) {
    if (run.child.exitCode !== null || run.child.signalCode !== null) {
      assert.fail(`the dev API stopped before "${line}":\n${run.output}`);
    }
    if (Date.now() > deadline) assert.fail(`no "${line}" from the dev API:\n${run.output}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** SIGTERM, then its exit code (or "still running" after 10 s). */
async function terminate(run: DevApiRun) {
  run.child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const code = await Promise.race([
    run.exited,
    new Promise<'still running'>((resolve) => {
      timer = setTimeout(() => resolve('still running'), 10_000);
    }),
  ]);
  clearTimeout(timer);
  return code;
}

test('on SIGTERM the dev API closes every server it started and exits', { timeout: 60_000 }, () =>
  withDevApi(async (run) => {
    // Up: the API answers, and each stand-in has said where it listens.
    await waitForOutput(run, 'dev-api: listening on');
    for (const standIn of [
      'Example ID',
      'HIBP range stand-ins',
      'SAML IdP',
      'Example Workforce ID',
    ]) {
      assert.ok(run.output.includes(standIn), `${standIn} did not start:\n${run.output}`);
    }
    const code = await terminate(run);
    assert.equal(code, 0, `after SIGTERM: ${String(code)}\n${run.output}`);
  }),
);

// Stopped while it starts (Ctrl-C at once; a runner that stops it as soon as it reads a line):
// Node's default handler would kill it with its servers half open (exit code null, by signal).
test(
  'a SIGTERM while the dev API starts still closes what it started, and it exits cleanly',
  { timeout: 60_000 },
  () =>
    withDevApi(async (run) => {
      await waitForOutput(run, 'stand-in identity provider "Example ID"');
      const code = await terminate(run);
      assert.equal(code, 0, `after SIGTERM: ${String(code)}\n${run.output}`);
      assert.match(run.output, /dev-api: SIGTERM, shutting down/);
      assert.doesNotMatch(run.output, /dev-api: listening on/);
    }),
);
