// Sums every suite's results into the one line CI reads: "N passed, N failed, N skipped".
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
const rows = [];
const missing = [];

const add = (name, file, pick) => {
  const json = read(file);
  if (!json) return missing.push(name);
  rows.push({ name, ...pick(json) });
};

add('typecheck + lint', 'test-results/static.json', (j) => ({ passed: j.passed, failed: j.failed, skipped: 0 }));
// A file that failed without a failed test (it could not load, or a hook threw) counts as one failure.
const brokenFiles = (j) => j.testResults.filter((r) => r.status === 'failed' && !r.assertionResults.some((t) => t.status === 'failed')).length;
const vitest = (j) => {
  const failed = j.numFailedTests + brokenFiles(j);
  return { passed: j.numPassedTests, failed: failed + (j.success === false && !failed ? 1 : 0), skipped: j.numPendingTests + j.numTodoTests };
};
add('unit (Vitest)', 'test-results/vitest-unit.json', vitest);
add('API + visual gate (Vitest)', 'test-results/vitest-api.json', vitest);
add('stories (test-runner)', 'test-results/stories.json', (j) => j);
add('end to end (Playwright)', 'test-results/e2e.json', (j) => ({ passed: j.stats.expected, failed: j.stats.unexpected, skipped: j.stats.skipped }));

for (const r of rows) console.log(`  ${r.name.padEnd(26)} ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped${r.screenshots !== undefined ? ` (${r.screenshots} screenshots compared)` : ''}`);
for (const m of missing) console.log(`  ${m.padEnd(26)} did not report (counted as 1 failed)`);

// The names of what failed, last, so a log cut to its tail still says which tests to look at.
const failures = [];
// eslint-disable-next-line no-control-regex -- terminal colours in the reports' messages
const firstLine = (text) => String(text ?? '').replace(/\x1b\[[0-9;]*m/g, '').split('\n').find((l) => l.trim()) ?? '';
for (const file of ['test-results/vitest-unit.json', 'test-results/vitest-api.json']) {
  for (const result of read(file)?.testResults ?? []) {
    const where = result.name.replace(`${process.cwd()}/`, '');
    const failedTests = result.assertionResults.filter((t) => t.status === 'failed');
    for (const t of failedTests) failures.push(`${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0]).slice(0, 200)}`);
    if (result.status === 'failed' && !failedTests.length) failures.push(`${where}: ${firstLine(result.message).slice(0, 200)}`);
  }
}
const walk = (suite, trail) => {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests ?? [])
      if (test.status === 'unexpected') failures.push(`${spec.file}:${spec.line} [${test.projectName}] › ${[...trail, spec.title].join(' › ')}: ${firstLine(test.results?.at(-1)?.error?.message).slice(0, 200)}`);
  for (const child of suite.suites ?? []) walk(child, suite.title && !suite.title.endsWith('.ts') ? [...trail, suite.title] : trail);
};
for (const suite of read('test-results/e2e.json')?.suites ?? []) walk(suite, []);
for (const name of read('test-results/stories.json')?.failedNames ?? []) failures.push(`story › ${name}`);
if (failures.length) {
  console.log('Failed:');
  for (const f of failures.slice(0, 30)) console.log(`  ✗ ${f}`);
  if (failures.length > 30) console.log(`  … and ${failures.length - 30} more`);
}
const sum = (k) => rows.reduce((n, r) => n + (r[k] ?? 0), 0);
const failed = sum('failed') + missing.length;
console.log(`${sum('passed')} passed, ${failed} failed, ${sum('skipped')} skipped`);
process.exit(failed ? 1 : 0);
