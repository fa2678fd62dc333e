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
  for await (const event of source) {
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
  const label = process.env.TEST_PHASE || 'Tests';
  const todo = counts.todo ? `, ${counts.todo} todo` : '';
  yield `${label}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped${todo}\n`;
}
