// The test setup's watch on console.error (src/test/setup.ts): every call is recorded; after the
// test, calls no `expectConsoleError` pattern accounts for are the test's failure.
import { format } from 'node:util';

let calls: string[] = [];
let expected: RegExp[] = [];
let original: typeof console.error | undefined;

export function watchConsoleErrors(): void {
  calls = [];
  expected = [];
  original ??= console.error;
  console.error = (...args: unknown[]) => {
    calls.push(format(...args));
  };
}

/** The calls no expectation matched; throws when an expectation saw no call. */
export function consoleErrorsAfterTest(): string[] {
  if (original) console.error = original;
  const missing = expected.filter((pattern) => !calls.some((call) => pattern.test(call)));
  const unexpected = calls.filter((call) => !expected.some((pattern) => pattern.test(call)));
  if (missing.length > 0) {
    throw new Error(`console.error was expected but not called with: ${missing.join(', ')}`);
  }
  return unexpected;
}

/** This test expects console.error with a message matching `pattern` (at least once). */
export function expectConsoleError(pattern: RegExp): void {
  expected.push(pattern);
}

/**
 * Ends the watch; throws listing the first line of each call no expectation accounted for (the
 * rest, React's component stack for one, would bury the list).
 */
export function failOnUnexpectedConsoleErrors(): void {
  const unexpected = consoleErrorsAfterTest();
  if (unexpected.length === 0) return;
  const lines = unexpected.map((message) => `  - ${message.split('\n')[0]}`);
  throw new Error(
    `console.error was called ${unexpected.length} time(s) without expectConsoleError:\n${lines.join('\n')}`,
  );
}
