// Writes the story suite's totals for the CI summary line.
const fs = require('node:fs');
const path = require('node:path');

class CountReporter {
  onRunComplete(_, results) {
    const out = path.resolve(__dirname, '../../test-results/stories.json');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(
      out,
      JSON.stringify({ passed: results.numPassedTests, failed: results.numFailedTests + results.numRuntimeErrorTestSuites, skipped: results.numPendingTests }),
    );
  }
}
module.exports = CountReporter;
