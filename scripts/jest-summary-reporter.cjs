// Prints one plain closing line, `jest: N passed, N failed, N skipped`, after jest's own summary,
// so tools that read a run's last line see the counts in a runner-neutral form.
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests;
    const failed = results.numFailedTests + (results.numRuntimeErrorTestSuites > 0 ? results.numRuntimeErrorTestSuites : 0);
    // Skipped tests are listed with their full names, which carry the reason (e.g. the PostgreSQL
    // tests' "(skipped: PostgreSQL is not installed …)").
    const lines = [];
    for (const file of results.testResults) {
      for (const test of file.testResults) {
        if (test.status === 'pending' || test.status === 'todo') lines.push(`  skipped: ${test.fullName}`);
      }
    }
    if (lines.length > 0) {
      const shown = lines.slice(0, 40);
      if (lines.length > shown.length) shown.push(`  … and ${lines.length - shown.length} more`);
      process.stdout.write(`\nSkipped tests:\n${shown.join('\n')}\n`);
    }
    process.stdout.write(`\njest: ${results.numPassedTests} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
module.exports = SummaryReporter;
