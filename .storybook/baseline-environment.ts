import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright';

/**
 * The browser and fonts the screenshot baselines were taken with, kept beside them. Pixels only
 * compare between the same Chromium and the same fonts: on another, the run says so in one line
 * and leaves the images alone instead of failing every story. Accepting baselines (`-u`) records
 * the current environment.
 */
const FILE = path.resolve(process.cwd(), 'tests/stories/__screenshots__/environment.json');

interface Environment {
  chromium: string;
  /** hash of `fc-list`'s families and styles: a font added or updated changes glyphs */
  fonts: string;
  /** a few font families, so a person reading the file sees what the hash stands for */
  fontFamilies: string[];
}

function fonts(): Pick<Environment, 'fonts' | 'fontFamilies'> {
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

const updating = () => process.argv.some((a) => a === '-u' || a === '--updateSnapshot' || a === '--update-snapshot');

/** Workers run side by side: only the first to get here prints the line. */
function firstToSay(): boolean {
  try {
    closeSync(openSync(path.join(os.tmpdir(), `wc-baseline-env-${process.ppid}`), 'wx'));
    return true;
  } catch {
    return false;
  }
}

let decided: { comparable: boolean } | undefined;

/** Whether this run's screenshots can be compared with the baselines (decided once per worker). */
export async function baselineEnvironment(page: Page): Promise<{ comparable: boolean }> {
  if (decided) return decided;
  const current: Environment = { chromium: page.context().browser()?.version() ?? 'unknown', ...fonts() };
  if (updating()) {
    writeFileSync(FILE, `${JSON.stringify(current, null, 2)}\n`);
    return (decided = { comparable: true });
  }
  const recorded = existsSync(FILE) ? (JSON.parse(readFileSync(FILE, 'utf8')) as Environment) : undefined;
  if (!recorded) return (decided = { comparable: true });
  const same = recorded.chromium === current.chromium && recorded.fonts === current.fonts;
  if (!same) {
    const what = recorded.chromium !== current.chromium ? `Chromium ${current.chromium} (baselines: ${recorded.chromium})` : `fonts ${current.fonts} (baselines: ${recorded.fonts})`;
    if (firstToSay()) console.warn(`Screenshots not compared: this machine has ${what}; take the baselines here with \`npm run test:stories -- -u\` to compare.`);
  }
  return (decided = { comparable: same });
}
