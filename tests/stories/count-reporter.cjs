// Writes the story suite's totals for the CI summary line.
const fs = require('node:fs');
const path = require('node:path');

// A test's own run on a copy of the baselines (STORY_BASELINES_DIR) reports nothing to the CI summary.
const ownRun = Boolean(process.env.STORY_BASELINES_DIR);
const compared = path.resolve(__dirname, '../../test-results/screenshots-compared.log');
/** One line per story Chromatic photographs, with its modes (`.storybook/test-runner.ts`). */
const chromaticModes = path.resolve(__dirname, '../../test-results/chromatic-modes.log');

// eslint-disable-next-line no-control-regex -- terminal colours in the runner's messages
const plain = (text) => String(text ?? '').replace(/\x1b\[[0-9;]*m/g, '');
/** The first line of a failure that says what went wrong (not the runner's "Failed to run" framing). */
const cause = (message) => {
  const lines = plain(message).split('\n').map((l) => l.trim()).filter(Boolean);
  // A play function's failure: the runner's framing, a link to debug it, then "Message:" and the assertion.
  const afterMessage = lines.findIndex((l) => /^Message:?$/.test(l));
  if (afterMessage >= 0 && lines[afterMessage + 1]) return lines[afterMessage + 1].slice(0, 240);
  const telling = lines.find((l) => !/StorybookTestRunnerError|An error occurred in the following story|^Click to debug|^https?:\/\/|^Failed to run|^at |^-+$/.test(l));
  return (telling ?? lines[0] ?? '').slice(0, 240);
};

/** Each failed story's full name and cause (or a file that could not run), for the summary's list of failures. */
const failedNames = (results) =>
  results.testResults.flatMap((file) => {
    const failed = file.testResults.filter((t) => t.status === 'failed').map((t) => `${t.fullName}: ${cause(t.failureMessages?.[0])}`);
    return failed.length || !file.testExecError ? failed : [`${path.basename(file.testFilePath)}: ${String(file.testExecError.message).split('\n')[0]}`];
  });

class CountReporter {
  /** A run starts counting its compared screenshots from nothing. */
  onRunStart() {
    if (ownRun) return;
    fs.rmSync(compared, { force: true });
    fs.rmSync(chromaticModes, { force: true });
  }

  onRunComplete(_, results) {
    if (ownRun) return;
    const out = path.resolve(__dirname, '../../test-results/stories.json');
    // One line per picture: its name and how it was decided (bytes, pixels, threshold, size, new).
    const lines = fs.existsSync(compared) ? fs.readFileSync(compared, 'utf8').split('\n').filter(Boolean) : [];
    const screenshots = lines.length;
    const by = {};
    // The passing picture with the most pixels beyond the per-pixel threshold: what an absolute budget must allow.
    let largest = { name: '', differing: 0 };
    for (const line of lines) {
      const [name, how = 'unknown', differing = '0', same] = line.split('\t');
      by[how] = (by[how] ?? 0) + 1;
      if (same === 'true' && Number(differing) > largest.differing) largest = { name, differing: Number(differing) };
    }
    const detail = Object.entries(by)
      .map(([how, n]) => `${n} ${how}`)
      .join(', ');
    console.log(`Screenshots compared with their baselines: ${screenshots}${detail ? ` (${detail})` : ''}`);
    // A Chromatic build of every story takes one snapshot per story and mode (an all-brands grid is one
    // snapshot there, each cell here): the snapshot budget, printed by every run of all the stories.
    const modes = fs.existsSync(chromaticModes) ? fs.readFileSync(chromaticModes, 'utf8').split('\n').filter(Boolean) : [];
    const snapshots = modes.reduce((sum, line) => sum + line.split('\t')[1].split(',').filter(Boolean).length, 0);
    if (modes.length) console.log(`Chromatic, a build of these stories: ${snapshots} snapshots (${modes.length} stories in their modes; TurboSnap takes only the changed ones)`);
    if (largest.differing) console.log(`Most pixels beyond the per-pixel threshold in a passing picture: ${largest.differing} (${largest.name})`);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(
      out,
      JSON.stringify({ passed: results.numPassedTests, failed: results.numFailedTests + results.numRuntimeErrorTestSuites, skipped: results.numPendingTests, screenshots, failedNames: failedNames(results) }),
    );
  }
}
module.exports = CountReporter;
