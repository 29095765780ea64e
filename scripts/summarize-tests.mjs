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
const vitest = (j) => ({ passed: j.numPassedTests, failed: j.numFailedTests + (j.success === false && !j.numFailedTests ? 1 : 0), skipped: j.numPendingTests + j.numTodoTests });
add('unit (Vitest)', 'test-results/vitest-unit.json', vitest);
add('API + visual gate (Vitest)', 'test-results/vitest-api.json', vitest);
add('stories (test-runner)', 'test-results/stories.json', (j) => j);
add('end to end (Playwright)', 'test-results/e2e.json', (j) => ({ passed: j.stats.expected, failed: j.stats.unexpected, skipped: j.stats.skipped }));

for (const r of rows) console.log(`  ${r.name.padEnd(26)} ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped${r.screenshots !== undefined ? ` (${r.screenshots} screenshots compared)` : ''}`);
for (const m of missing) console.log(`  ${m.padEnd(26)} did not report (counted as 1 failed)`);
const sum = (k) => rows.reduce((n, r) => n + (r[k] ?? 0), 0);
const failed = sum('failed') + missing.length;
console.log(`${sum('passed')} passed, ${failed} failed, ${sum('skipped')} skipped`);
process.exit(failed ? 1 : 0);
