// The watch itself (src/test/console.ts). Each test ends the setup's watch by hand to look at
// what it caught, then starts a fresh one (`afterward`) so the setup's own check after the test,
// which runs before this file's afterEach, passes.
import {
  consoleErrorsAfterTest,
  expectConsoleError,
  failOnUnexpectedConsoleErrors,
  watchConsoleErrors,
} from './console';

/** Runs the check, then watches afresh whatever the check did. */
function afterward<T>(check: () => T): T {
  try {
    return check();
  } finally {
    watchConsoleErrors();
  }
}

it('reports a console.error nobody expected, formatted as the console would', () => {
  console.error('Could not load %s', 'the profile', { status: 500 });
  expect(afterward(consoleErrorsAfterTest)).toEqual(['Could not load the profile { status: 500 }']);
});

it('fails the test naming the first line of each unexpected call', () => {
  console.error('An update to X inside a test was not wrapped in act(...).\n    at X');
  console.error(new Error('Not implemented: something'));
  expect(() => afterward(failOnUnexpectedConsoleErrors)).toThrow(
    'console.error was called 2 time(s) without expectConsoleError:\n' +
      '  - An update to X inside a test was not wrapped in act(...).\n' +
      '  - Error: Not implemented: something',
  );
});

it('lets an expected call through and still reports the others', () => {
  expectConsoleError(/Could not load the session/);
  console.error('Could not load the session', new Error('chunk'));
  console.error('something else');
  expect(afterward(consoleErrorsAfterTest)).toEqual(['something else']);
});

it('fails when an expected console.error never came', () => {
  expectConsoleError(/Could not load the profile/);
  expect(() => afterward(consoleErrorsAfterTest)).toThrow(
    'console.error was expected but not called with: /Could not load the profile/',
  );
});

it('passes a test with no console.error at all', () => {
  expect(() => afterward(failOnUnexpectedConsoleErrors)).not.toThrow();
});

it('puts the console back once the watch ends', () => {
  const watching = console.error;
  consoleErrorsAfterTest();
  const after = console.error;
  watchConsoleErrors();
  expect(after).not.toBe(watching);
});
