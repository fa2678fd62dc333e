// `npm run typecheck`: the five TypeScript projects (the app, the dev API, the host demo, the
// deployment's scripts, the other hosts), two at a time (the machines this runs on have two
// cores), each incremental: tsc keeps what it learnt in node_modules/.cache/tsc7/ and a second run
// re-checks only what a change can affect. A clean clone has no cache and checks everything.
//
// The checker is TypeScript 7, the native compiler (`typescript-native`, an alias of
// typescript@7): the same checks in a quarter of the CPU (a clean check of the five: 11 CPU-seconds
// against 43 with TypeScript 6). TypeScript 6 stays the `typescript` package, for the tools that
// call its API (typescript-eslint's parser, the federation plugin's type output), which 7 has not.
// Both packages ship a `tsc`, and node_modules/.bin/tsc is whichever npm linked last; this script
// names its compiler by path (docs/toolchain.md).
import { spawn } from 'node:child_process';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';

const projects = [
  'tsconfig.json',
  'dev-api/tsconfig.json',
  'host-demo/tsconfig.json',
  'deploy/tsconfig.json',
  'hosts/tsconfig.json',
];
const cacheDir = 'node_modules/.cache/tsc7';
// The package's exports name no bin; its folder is found from its package.json.
const tsc = path.join(
  path.dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')),
  'bin/tsc',
);
const parallel = Math.max(1, Math.min(2, os.availableParallelism()));

function check(project) {
  const buildInfo = `${cacheDir}/${project.replaceAll('/', '_')}.tsbuildinfo`;
  const args = [
    '-p',
    project,
    '--noEmit',
    '--incremental',
    '--tsBuildInfoFile',
    buildInfo,
    '--pretty',
  ];
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) =>
      resolve({ project, code, output, seconds: (Date.now() - started) / 1000 }),
    );
  });
}

const queue = [...projects];
const results = [];
await Promise.all(
  Array.from({ length: parallel }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      const result = await check(project);
      // Each project's output in one piece, not interleaved with the other's.
      if (result.output) process.stdout.write(result.output);
      results.push(result);
    }
  }),
);
const failed = results.filter((r) => r.code !== 0);
for (const r of results)
  console.log(`${r.code === 0 ? 'ok  ' : 'FAIL'} ${r.project} (${r.seconds.toFixed(1)} s)`);
console.log(`Types: ${results.length - failed.length} projects passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
