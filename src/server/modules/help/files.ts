import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { HelpFileInput } from './service';
import { dirUrlFromRoot } from '../../lib/source-path';

/** Every `<lang>/<slug>.md` under a folder, as `help:publish` sends them. */
export async function readHelpDir(dir: string): Promise<HelpFileInput[]> {
  const files: HelpFileInput[] = [];
  for (const lang of (await readdir(dir, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name).sort()) {
    for (const name of (await readdir(path.join(dir, lang))).filter((n) => n.endsWith('.md')).sort()) {
      files.push({ lang, slug: name.slice(0, -3), text: await readFile(path.join(dir, lang, name), 'utf8') });
    }
  }
  return files;
}

/** The articles the product ships with (src/server/seed/help). */
export const SHIPPED_HELP_DIR = dirUrlFromRoot('src/server/seed/help');
