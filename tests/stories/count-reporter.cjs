// Writes the story suite's totals for the CI summary line.
const fs = require('node:fs');
const path = require('node:path');

// A test's own run on a copy of the baselines (STORY_BASELINES_DIR) reports nothing to the CI summary.
const ownRun = Boolean(process.env.STORY_BASELINES_DIR);
const compared = path.resolve(__dirname, '../../test-results/screenshots-compared.log');

class CountReporter {
  /** A run starts counting its compared screenshots from nothing. */
  onRunStart() {
    if (ownRun) return;
    fs.rmSync(compared, { force: true });
  }

  onRunComplete(_, results) {
    if (ownRun) return;
    const out = path.resolve(__dirname, '../../test-results/stories.json');
    const screenshots = fs.existsSync(compared) ? fs.readFileSync(compared, 'utf8').split('\n').filter(Boolean).length : 0;
    console.log(`Screenshots compared with their baselines: ${screenshots}`);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(
      out,
      JSON.stringify({ passed: results.numPassedTests, failed: results.numFailedTests + results.numRuntimeErrorTestSuites, skipped: results.numPendingTests, screenshots }),
    );
  }
}
module.exports = CountReporter;
