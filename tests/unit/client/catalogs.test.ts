import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { LOCALES } from '../../../src/domain/locales';

/** Every catalog folder of the product: all 11 locales, same keys, real translations. */
const root = path.resolve(import.meta.dirname, '../../..');
const storyGroups = (() => {
  try {
    return readdirSync(path.join(root, 'stories/support/i18n')).map((group) => `stories/support/i18n/${group}`);
  } catch {
    return [];
  }
})();
const FOLDERS = ['src/client/i18n', 'src/domain/i18n', 'src/server/i18n', 'src/client/features/legal/i18n', ...storyGroups];
const load = (folder: string, locale: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(root, folder, `${locale}.json`), 'utf8'));

const argumentNames = (message: string) => new Set([...message.matchAll(/\{\s*([a-zA-Z_]\w*)\s*[,}]/g)].map((m) => m[1]));

describe.each(FOLDERS)('%s', (folder) => {
  const en = load(folder, 'en');

  it('has a catalog for each of the 11 locales and nothing else', () => {
    const files = readdirSync(path.join(root, folder)).filter((f) => f.endsWith('.json'));
    expect(files.map((f) => f.replace('.json', '')).sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has every key, parses, keeps placeholders and is translated', (locale) => {
    const catalog = load(folder, locale);
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
    let identical = 0;
    for (const [id, english] of Object.entries(en)) {
      const text = catalog[id];
      expect(() => new IntlMessageFormat(text, locale), `${locale} ${id}`).not.toThrow();
      expect(argumentNames(text), `${locale} ${id}`).toEqual(argumentNames(english));
      if (text === english && english.length > 5) identical++;
    }
    expect(identical / Object.keys(en).length).toBeLessThan(0.1);
  });
});

describe('the English portal catalog', () => {
  it('holds every message declared in the code (npm run i18n:extract is up to date)', () => {
    const declared = new Set<string>();
    const dir = path.join(root, 'src/client');
    const files = (readdirSync(dir, { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const source = readFileSync(path.join(dir, file), 'utf8');
      // Message ids are `<feature>.<component>.<key>`: dotted, unlike table column ids ('cover').
      for (const m of source.matchAll(/\bid:\s*'([a-zA-Z]\w*(?:\.\w+)+)'/g)) declared.add(m[1]);
    }
    const en = load('src/client/i18n', 'en');
    const missing = [...declared].filter((id) => !(id in en) && !id.startsWith('legal.'));
    expect(missing).toEqual([]);
  });
});
