import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The browser and fonts the screenshot baselines were taken with, kept beside them. Pixels
 * compare across patch releases of one Chromium major (Debian moves by patches, and those have
 * rendered identically), under the small per-pixel threshold of `visual-compare.ts`. Another
 * major or another set of fonts renders differently: then the run fails at once, naming the
 * command that takes the baselines again, instead of comparing (or skipping) every picture.
 */
/** Where the baselines live; STORY_BASELINES_DIR points a run at a copy (the gate's own test does). */
export const BASELINES_DIR = path.resolve(process.cwd(), process.env.STORY_BASELINES_DIR ?? 'tests/stories/__screenshots__');
export const ENVIRONMENT_FILE = path.join(BASELINES_DIR, 'environment.json');

/** What re-records every baseline on this machine (and rewrites the environment file). */
export const RERECORD_COMMAND = 'npm run test:stories:full -- -u';

export interface Environment {
  chromium: string;
  /** hash of `fc-list`'s families and styles: a font added or updated changes glyphs */
  fonts: string;
  /** a few font families, so a person reading the file sees what the hash stands for */
  fontFamilies: string[];
}

export function installedFonts(): Pick<Environment, 'fonts' | 'fontFamilies'> {
  let list = '';
  try {
    list = execFileSync('fc-list', ['--format', '%{family[0]}|%{style[0]}|%{fontversion}\\n'], { encoding: 'utf8' });
  } catch {
    list = 'fc-list unavailable';
  }
  const lines = [...new Set(list.split('\n').filter(Boolean))].sort();
  const families = [...new Set(lines.map((l) => l.split('|')[0]))].sort();
  return { fonts: createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16), fontFamilies: families };
}

export const chromiumMajor = (version: string) => version.split('.')[0];

/**
 * Why screenshots taken in `current` cannot be compared with baselines taken in `recorded`, or
 * undefined when they can (same Chromium major, same fonts).
 */
export function environmentMismatch(recorded: Environment | undefined, current: Environment): string | undefined {
  if (!recorded) return `no ${path.relative(process.cwd(), ENVIRONMENT_FILE)} records the baselines' browser and fonts`;
  if (chromiumMajor(recorded.chromium) !== chromiumMajor(current.chromium))
    return `this machine has Chromium ${current.chromium}; the baselines were taken with ${recorded.chromium} (another major version)`;
  if (recorded.fonts !== current.fonts) {
    const added = current.fontFamilies.filter((f) => !recorded.fontFamilies.includes(f));
    const missing = recorded.fontFamilies.filter((f) => !current.fontFamilies.includes(f));
    const detail = [missing.length ? `missing ${missing.join(', ')}` : '', added.length ? `added ${added.join(', ')}` : ''].filter(Boolean).join('; ');
    return `this machine's fonts (${current.fonts}) differ from the baselines' (${recorded.fonts})${detail ? `: ${detail}` : ': same families, other versions or styles'}`;
  }
  return undefined;
}

export function recordedEnvironment(file = ENVIRONMENT_FILE): Environment | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Environment) : undefined;
}

export function recordEnvironment(chromium: string, file = ENVIRONMENT_FILE) {
  writeFileSync(file, `${JSON.stringify({ chromium, ...installedFonts() }, null, 2)}\n`);
}

/** The message a run fails with when its environment cannot compare. */
export const mismatchMessage = (why: string) =>
  `Screenshots cannot be compared: ${why}. Install the baselines' browser and fonts (scripts/ensure-chromium.sh), or take every baseline again on this machine with \`${RERECORD_COMMAND}\` and review the changed pictures before committing them (docs/testing.md).`;
