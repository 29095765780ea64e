/**
 * Decides before the story run whether its screenshots can be compared with the baselines:
 * exits 1 with the reason and the re-recording command when they cannot (another Chromium
 * major, other fonts), so a run never passes having compared nothing.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { environmentMismatch, installedFonts, mismatchMessage, recordedEnvironment } from '../.storybook/baseline-environment';

const require = createRequire(import.meta.url);
const { CHROMIUM_PATH } = require('../tests/support/chromium.cjs') as { CHROMIUM_PATH: string };

const printed = execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
const version = /(\d+\.\d+\.\d+\.\d+)/.exec(printed)?.[1];
if (!version) {
  console.error(`Could not read the browser's version from "${printed.trim()}" (${CHROMIUM_PATH} --version).`);
  process.exit(1);
}
const why = environmentMismatch(recordedEnvironment(), { chromium: version, ...installedFonts() });
if (why) {
  console.error(mismatchMessage(why));
  process.exit(1);
}
console.log(`Screenshots compare: Chromium ${version}, the baselines' fonts.`);
