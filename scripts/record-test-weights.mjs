// Records how long each test file took, from Vitest JSON reports (`--reporter=json`), into
// tests/support/test-weights.json: the sequencer starts the longest files first on a clean clone.
// Usage: node scripts/record-test-weights.mjs test-results/vitest-api.json [more reports…]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const out = path.resolve('tests/support/test-weights.json');
const weights = (() => {
  try {
    return JSON.parse(readFileSync(out, 'utf8'));
  } catch {
    return {};
  }
})();
for (const report of process.argv.slice(2)) {
  const { testResults } = JSON.parse(readFileSync(report, 'utf8'));
  for (const file of testResults) {
    if (file.status !== 'passed') continue;
    // Named from the repository's root, wherever the reported run's checkout was (a clean clone, say).
    const at = file.name.lastIndexOf(`${path.sep}tests${path.sep}`);
    const name = at >= 0 ? file.name.slice(at + 1) : path.relative(process.cwd(), file.name);
    weights[name] = Math.round((file.endTime - file.startTime) / 100) / 10;
  }
}
const sorted = Object.fromEntries(Object.entries(weights).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(out, JSON.stringify(sorted, null, 2) + '\n');
console.log(`${Object.keys(sorted).length} files weighed in ${path.relative(process.cwd(), out)}`);
