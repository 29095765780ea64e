// Publishes the built Storybook to Chromatic when CHROMATIC_PROJECT_TOKEN is set (not part of CI).
// Its options (TurboSnap, externals, the build script) are in chromatic.config.json, which the CLI reads.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error('Set CHROMATIC_PROJECT_TOKEN (from your Chromatic project) to publish the Storybook.');
  process.exit(2);
}
const result = spawnSync('node_modules/.bin/chromatic', process.argv.slice(2), { stdio: 'inherit' });
process.exit(result.status ?? 1);
