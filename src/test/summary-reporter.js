// The last line of a Jest run says how many tests passed, failed and were skipped (issue 27): the
// default reporter's counts come a few lines earlier, above the timing and "Ran all test suites".
// On stderr, where the default reporter writes, so the two stay in order.
// Jest adds its summary reporter after every custom one, so this one writes on the next turn of
// the event loop: the summary reporters run one after another within this turn.
class CountsReporter {
  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests;
    const parts = [
      `${results.numPassedTests} passed`,
      `${results.numFailedTests} failed`,
      `${skipped} skipped`,
    ];
    // A file that fails before its tests run (a syntax error, a throw at import) has no tests to
    // count as failed: name it, or the line would read as a success.
    if (results.numRuntimeErrorTestSuites > 0) {
      parts.push(`${results.numRuntimeErrorTestSuites} test file(s) failed to run`);
    }
    const line = `Jest: ${parts.join(', ')} (${results.numTotalTests} tests)\n`;
    setImmediate(() => process.stderr.write(line));
  }
}

module.exports = CountsReporter;
