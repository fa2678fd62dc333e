// `npm test`: every check, in the order that gives the answer soonest on a two-core machine.
//
// 1. The prerequisites (scripts/prerequisites.mjs), in the first seconds.
// 2. Two lanes side by side, since neither keeps both cores busy alone (webpack compiles on one
//    thread; ESLint, tsc and most of Jest's and the dev API's files wait on one another):
//      checks: lint, types, the contract, Jest, the dev API tests
//      build:  the production builds, then the build and deployment tests on them, then the
//              Firefox and WebKit suite (tests/browsers) on them: the checks lane is the longer
//              one, so they finish inside its time instead of after Playwright
//    Each step's output is held and printed whole when it ends, so two steps never interleave
//    their lines; a step that fails stops its lane, the other lane finishes (every failure of
//    the quick phases is reported at once), and the browser phases do not start.
// 3. Playwright (tests/e2e) on the build, with its output as it comes. It starts after both
//    lanes: it shares the fixed ports with the Firefox and WebKit suite, and takes both cores.
// It ends with each step's time and result. Any step runs alone as `npm run <step>`.
import { spawn } from 'node:child_process';

const lanes = {
  checks: ['lint', 'typecheck', 'api:lint', 'api:types:check', 'test:unit', 'test:api'],
  build: ['build', 'test:build', 'test:deploy', 'test:browsers'],
};
const browsers = ['test:e2e'];

const timings = [];
const seconds = (since) => Math.round((performance.now() - since) / 1000);

/** `npm run <step>`; resolves with its exit code. Held output goes to `held` when given. */
function run(step, held) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', step], {
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
  console.log('\nnpm test, step by step (wall time; the two lanes overlap):');
  for (const t of timings) {
    console.log(
      `  ${t.step.padEnd(width)}  ${String(t.seconds).padStart(4)} s  ${t.ok ? 'ok' : 'FAILED'}`,
    );
  }
}

const started = performance.now();
let ok = (await run('prerequisites')) === 0;
if (ok) {
  const results = await Promise.all(Object.values(lanes).map(lane));
  ok = results.every(Boolean);
}
for (const step of browsers) {
  if (!ok) break;
  ok = (await run(step)) === 0;
}
summary();
console.log(`npm test ${ok ? 'passed' : 'FAILED'} in ${seconds(started)} s`);
process.exit(ok ? 0 : 1);
