// `npm test`: every check, in the order that gives the answer soonest on a two-core machine.
//
// 1. The prerequisites (scripts/prerequisites.mjs), checked in the first seconds: a missing tool
//    that cannot be installed here stops the run at once. What is missing and installable (as
//    root, with apt-get: a fresh machine) is installed beside the lanes below, and the build lane
//    waits for it after the builds: nothing before that needs a browser or nginx. On a fresh
//    machine that install took 46 s, before anything else started.
// 2. Two lanes side by side, since neither keeps both cores busy alone (ESLint and tsc run on one
//    thread; most of Jest's and the dev API's files wait on one another):
//      checks: lint, types, the contract, Jest, the dev API tests
//      build:  the production builds, then (with the machine tools there) the build and
//              deployment tests on them, then the Firefox and WebKit suite (tests/browsers) on
//              them, then Playwright (tests/e2e), with its output as it comes. The builds take
//              about 30 s since swc minifies (scripts/webpack-parts.ts): waiting for the checks
//              lane as well left a core idle behind single-threaded ESLint and tsc for two
//              minutes. Playwright follows the Firefox and WebKit suite because they share the
//              fixed ports.
//    The checks' output is held and printed whole as each step ends, so two checks never
//    interleave their lines, and a failed check is in the log the moment it ends. A step that
//    fails stops its lane and the other lane finishes, so every failure is reported at once
//    (Playwright does not start after a failed check, and runs on if it has started: npm does
//    not pass a signal on to it promptly, and a process group of its own would outlive a Ctrl+C).
// 3. The static checks (lint, types, the contract) run at a lower CPU priority (`nice`): nothing in
//    them waits on a clock, and the build lane beside them is the one everything waits for (the
//    builds, then the browser suites, whose pages and servers should not queue behind ESLint).
//    They take the cycles the browsers leave. Jest and the dev API tests keep the normal
//    priority: some of them time real timers and a starved process would make them flaky.
//    Measured in a clean clone: the builds and the Firefox and WebKit suite done 40 s sooner, so
//    a failure there shows sooner; the whole run no shorter (985 s against 992 s), since both
//    cores are busy either way and Playwright then shares them with the checks for longer.
// It ends with each step's time and result. Any step runs alone as `npm run <step>`.
import { spawn } from 'node:child_process';

const lanes = {
  checks: ['lint', 'typecheck', 'api:lint', 'api:types:check', 'test:unit', 'test:api'],
  build: ['build'],
  // After the builds and the machine tools' install.
  served: ['test:build', 'test:deploy', 'test:browsers'],
};
const browsers = 'test:e2e';
/** Steps that only compute (no timers, no servers): they yield the CPU to the browser lane. */
const background = new Set(['lint', 'typecheck', 'api:lint', 'api:types:check']);

const timings = [];
const seconds = (since) => Math.round((performance.now() - since) / 1000);

/** `npm run <step>`; resolves with its exit code. Held output goes to `held` when given. */
function run(step, held) {
  const started = performance.now();
  return new Promise((resolve) => {
    const command = ['npm', 'run', '--silent', step];
    const [file, ...args] = background.has(step) ? ['nice', '-n', '10', ...command] : command;
    const child = spawn(file, args, {
      stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (held) {
      child.stdout.on('data', (chunk) => held.push(chunk));
      child.stderr.on('data', (chunk) => held.push(chunk));
    }
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      timings.push({ step, seconds: seconds(started), ok: status === 0 });
      resolve(status);
    });
  });
}

/** One lane's steps in order; stops at the first that fails. Returns whether all passed. */
async function lane(steps) {
  for (const step of steps) {
    const held = [];
    const status = await run(step, held);
    const { seconds: took } = timings.at(-1);
    process.stdout.write(`\n── ${step} (${took} s) ${status === 0 ? 'passed' : 'FAILED'} ──\n`);
    process.stdout.write(Buffer.concat(held));
    if (status !== 0) return false;
  }
  return true;
}

function summary() {
  const width = Math.max(...timings.map((t) => t.step.length));
  console.log(
    '\nnpm test, step by step (wall time; the two lanes overlap, Playwright in the build lane):',
  );
  for (const t of timings) {
    console.log(
      `  ${t.step.padEnd(width)}  ${String(t.seconds).padStart(4)} s  ${t.ok ? 'ok' : 'FAILED'}`,
    );
  }
}

const started = performance.now();
let ok = (await run('prerequisites:check')) === 0;
if (ok) {
  let checksFailed = false;
  const checks = lane(lanes.checks).then((passed) => {
    checksFailed = !passed;
    return passed;
  });
  const tools = lane(['prerequisites']);
  const build = Promise.all([lane(lanes.build), tools])
    .then(async (done) => done.every(Boolean) && lane(lanes.served))
    .then(async (passed) => (passed && !checksFailed ? (await run(browsers)) === 0 : passed));
  ok = (await Promise.all([checks, build])).every(Boolean);
}
summary();
console.log(`npm test ${ok ? 'passed' : 'FAILED'} in ${seconds(started)} s`);
process.exit(ok ? 0 : 1);
