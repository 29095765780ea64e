// Re-encodes screenshot baselines losslessly (zlib level 9, adaptive filtering: about half of
// Chromium's bytes, the same pixels), so accepting baselines grows the repository by half as
// much. Only files changed since the last commit, or the files named, are touched; a file is
// rewritten only when its pixels stay identical and it gets smaller.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const dir = process.env.STORY_BASELINES_DIR ?? 'tests/stories/__screenshots__';
const named = process.argv.slice(2);
const changed = () =>
  execFileSync('git', ['status', '--porcelain', '--untracked-files=all', '--', dir], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.slice(3).trim())
    .filter((file) => file.endsWith('.png') && !file.includes('__diff_output__') && existsSync(file));
const files = named.length ? named : changed();

const raw = (png) => sharp(png).ensureAlpha().raw().toBuffer();
let before = 0;
let after = 0;
for (const file of files) {
  const original = readFileSync(file);
  const smaller = await sharp(original).png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
  before += original.length;
  if (smaller.length < original.length && (await raw(smaller)).equals(await raw(original))) {
    writeFileSync(file, smaller);
    after += smaller.length;
  } else after += original.length;
}
if (files.length) console.log(`Baselines optimised: ${files.length} files, ${Math.round(before / 1024)} KiB → ${Math.round(after / 1024)} KiB (${path.relative(process.cwd(), dir) || dir})`);
