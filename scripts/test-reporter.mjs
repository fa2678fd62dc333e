// The node:test reporter of every `node --test` phase (dev API, build, deploy, layers): Node's own
// spec output, then one last line that says what passed, failed and was skipped, as the Jest,
// Playwright and browser phases end, so the end of a long log is enough to read a run.
// The label is the phase's name (TEST_PHASE), e.g. `API: 314 passed, 0 failed, 0 skipped`.
import { spec } from 'node:test/reporters';

export default async function* summary(source) {
  const reporter = new spec();
  const output = [];
  reporter.on('data', (chunk) => output.push(chunk));
  const ended = new Promise((resolve) => reporter.on('end', resolve));
  const counts = { passed: 0, failed: 0, skipped: 0, todo: 0 };
  // Each file's time: the sum of its top-level tests' (a file's set-up outside them not counted).
  const fileMs = new Map();
  for await (const event of source) {
    if ((event.type === 'test:pass' || event.type === 'test:fail') && event.data.nesting === 0) {
      const file = event.data.file ?? '?';
      fileMs.set(file, (fileMs.get(file) ?? 0) + (event.data.details?.duration_ms ?? 0));
    }
    // Suites report too; only tests count, as in Node's own summary.
    const test = event.data?.details?.type !== 'suite';
    if (event.type === 'test:pass' && test) {
      if (event.data.skip !== undefined) counts.skipped += 1;
      else if (event.data.todo !== undefined) counts.todo += 1;
      else counts.passed += 1;
    } else if (event.type === 'test:fail' && test) {
      counts.failed += 1;
    }
    reporter.write(event);
    while (output.length) yield output.shift();
  }
  reporter.end();
  await ended;
  while (output.length) yield output.shift();
  // The slowest files, where time is worth looking for.
  const slowest = [...fileMs].sort((a, b) => b[1] - a[1]).slice(0, 5);
  if (fileMs.size > 5) {
    yield `slowest files: ${slowest
      .map(([file, ms]) => `${file.split('/').pop()} ${(ms / 1000).toFixed(1)} s`)
      .join(', ')}\n`;
  }
  const label = process.env.TEST_PHASE || 'Tests';
  const todo = counts.todo ? `, ${counts.todo} todo` : '';
  yield `${label}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped${todo}\n`;
}
