// `npm run test:browsers`: the journeys of ./journeys.ts in Firefox ESR and WebKitGTK, against
// the servers the Playwright suite uses (the dev API on a throwaway database, the production
// build served by the deployment's nginx), started from playwright.config.ts's own definitions.
// Ends with "N passed, N failed" and exits non-zero on any failure. Uses the fixed ports 4000
// and 3001: run one browser suite at a time on a machine.
//   --screens   also writes the sign-in screen of each engine to docs/screens/
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import config from '../../playwright.config';
import type { Engine } from './engine';
import { firefox } from './firefox';
import { journeys, notRunIn } from './journeys';
import { webkit } from './webkit';

const root = path.resolve(__dirname, '../..');
const output = path.join(root, 'test-results/browsers');
const screens = process.argv.includes('--screens');
const apiUrl = 'http://localhost:4000';
const appUrl = 'http://localhost:3001';
/** A journey that takes longer than this is stuck, not slow. */
const journeyLimit = 90_000;

type WebServer = { command: string; env?: Record<string, string>; url?: string };

/** The dev API and the standalone app's nginx, as playwright.config.ts starts them. */
const servers = ([] as WebServer[])
  .concat((config.webServer ?? []) as WebServer[])
  .filter((server) => server.url?.startsWith(apiUrl) || server.url?.startsWith(appUrl));

async function answers(url: string) {
  try {
    // Ready as Playwright counts it: any answer below 404.
    return (await fetch(url, { redirect: 'manual' })).status < 404;
  } catch {
    return false;
  }
}

const started: ChildProcess[] = [];
/** Journeys an engine cannot run (./journeys.ts, notRunIn), listed before the totals. */
const notRun: string[] = [];

async function startServers(log: fs.WriteStream) {
  for (const server of servers) {
    if (await answers(server.url!)) {
      throw new Error(`${server.url} already answers: stop that server first`);
    }
    // A process group of its own, so that stopping it stops what its shell started.
    const child = spawn(server.command, {
      cwd: root,
      shell: true,
      detached: true,
      // As Playwright runs them: the project's tools (tsx) on PATH.
      env: {
        ...process.env,
        PATH: `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}`,
        ...server.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.pipe(log, { end: false });
    child.stderr!.pipe(log, { end: false });
    started.push(child);
    const deadline = Date.now() + 60_000;
    while (!(await answers(server.url!))) {
      if (child.exitCode !== null) throw new Error(`\`${server.command}\` stopped`);
      if (Date.now() > deadline) throw new Error(`${server.url} did not answer in 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

async function stopServers() {
  for (const child of started.reverse()) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid!, 'SIGTERM');
    const stopped = await Promise.race([
      exited.then(() => true),
      new Promise((resolve) => setTimeout(() => resolve(false), 5_000)),
    ]);
    if (!stopped) process.kill(-child.pid!, 'SIGKILL');
  }
}

/** A browser command (a session opened or closed, a screenshot) that takes longer is stuck. */
const commandLimit = 30_000;

/**
 * `promise`, or a rejection naming `what` after `ms`: no step of a run waits forever on a browser
 * or a driver that stopped answering (a session that never opened once held npm test for 19 min).
 */
function withLimit<T>(promise: Promise<T>, what: string, ms = journeyLimit): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

async function runEngine(start: () => Promise<Engine>, label: string) {
  let passed = 0;
  let failed = 0;
  const names = Object.keys(journeys);
  let engine: Engine;
  const launched = Date.now();
  try {
    engine = await withLimit(start(), `starting ${label}`, commandLimit);
  } catch (error) {
    console.log(`✘ ${label} did not start: ${(error as Error).message}`);
    return { passed, failed: names.length };
  }
  console.log(`${engine.name} ${engine.version} (started in ${seconds(launched)})`);
  const slug = engine.name.toLowerCase();
  for (const name of names) {
    const why = notRunIn[engine.name]?.[name];
    if (why) {
      notRun.push(`${engine.name} › ${name}: ${why}`);
      continue;
    }
    const began = Date.now();
    const file = `${slug}-${name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}`;
    try {
      const page = await withLimit(engine.page(), 'opening a page', commandLimit);
      try {
        await withLimit(
          journeys[name]!({
            // Addresses in the journeys are paths on the standalone app.
            page: { ...page, goto: (url) => page.goto(new URL(url, appUrl).href) },
            apiUrl,
            path: (route) => `/${route.replace(/^\//, '')}`,
            capture: async (screen) => {
              await page.screenshot(path.join(output, `${screen}-${slug}.png`));
              if (screens) {
                await page.screenshot(path.join(root, 'docs/screens', `${screen}-${slug}.png`));
              }
            },
          }),
          name,
        );
        passed++;
        console.log(`  ✓ ${engine.name} › ${name} (${seconds(began)})`);
      } catch (error) {
        failed++;
        console.log(`  ✘ ${engine.name} › ${name} (${seconds(began)})`);
        console.log(`      ${(error as Error).message.split('\n').join('\n      ')}`);
        const where = await withLimit(
          page.evaluate(
            "location.href + ' — ' + (document.querySelector('main') ?? document.body)?.innerText.slice(0, 300)",
          ),
          'reading the page',
          commandLimit,
        ).catch(() => '(the page does not answer)');
        console.log(`      on ${String(where).replace(/\s+/g, ' ')}`);
        await withLimit(
          page.screenshot(path.join(output, `${file}-failed.png`)),
          'a screenshot',
          commandLimit,
        ).catch(() => console.log('      (no screenshot: the page is gone)'));
      } finally {
        await withLimit(engine.closePage(), 'closing the page', commandLimit);
      }
    } catch (error) {
      // The browser itself failed (a session that would not open or close).
      failed++;
      console.log(`  ✘ ${engine.name} › ${name}: ${(error as Error).message}`);
    }
  }
  await withLimit(engine.stop(), `stopping ${label}`, commandLimit).catch((error: unknown) => {
    failed++;
    console.log(`  ✘ ${engine.name}: ${(error as Error).message}`);
  });
  return { passed, failed };
}

async function main() {
  fs.rmSync(output, { recursive: true, force: true });
  fs.mkdirSync(output, { recursive: true });
  const log = fs.createWriteStream(path.join(output, 'servers.log'));
  const began = Date.now();
  let passed = 0;
  let failed = 0;
  try {
    await startServers(log);
    console.log(
      `Servers up in ${seconds(began)} (their output: test-results/browsers/servers.log)`,
    );
    for (const [start, label] of [
      [firefox, 'Firefox'],
      [webkit, 'WebKit'],
    ] as const) {
      const result = await runEngine(start, label);
      passed += result.passed;
      failed += result.failed;
    }
  } catch (error) {
    console.log(`✘ ${(error as Error).message}`);
    failed = Math.max(failed, 1);
  } finally {
    await stopServers();
    log.end();
  }
  for (const line of notRun) console.log(`Not run (cannot work there): ${line}`);
  console.log(`Firefox and WebKit journeys: ${seconds(began)}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stopServers().then(() => process.exit(1));
  });
}

void main();
