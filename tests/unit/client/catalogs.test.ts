import { isArgumentElement, isDateElement, isNumberElement, isPluralElement, isSelectElement, isTagElement, isTimeElement, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { LOCALES } from '../../../src/domain/locales';
import { PORTAL_CATALOG_FOLDERS, portalCatalog } from '../../support/portal-catalog';

/** Every catalog folder of the product: all 11 locales, same keys, real translations. */
const root = path.resolve(import.meta.dirname, '../../..');
const storyGroups = (() => {
  try {
    return readdirSync(path.join(root, 'stories/support/i18n')).map((group) => `stories/support/i18n/${group}`);
  } catch {
    return [];
  }
})();
const FOLDERS = [...PORTAL_CATALOG_FOLDERS, 'src/domain/i18n', 'src/server/i18n', 'src/client/features/legal/texts', ...storyGroups];
const load = (folder: string, locale: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(root, folder, `${locale}.json`), 'utf8'));

/** The arguments a message uses, read by the ICU parser (so words inside a select or plural branch are not taken for arguments). */
function argumentNames(message: string): Set<string> {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (isArgumentElement(el) || isNumberElement(el) || isDateElement(el) || isTimeElement(el)) names.add(el.value);
      if (isSelectElement(el) || isPluralElement(el)) {
        names.add(el.value);
        for (const option of Object.values(el.options)) walk(option.value);
      }
      if (isTagElement(el)) walk(el.children);
    }
  };
  walk(parse(message));
  return names;
}

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
    // Under a tenth the same as English (a word like "Messages" is French too; small catalogs may have one).
    expect(identical).toBeLessThanOrEqual(Math.max(1, Math.floor(Object.keys(en).length / 10) - 1));
  });
});

/** Message ids declared in a folder's code: `<feature>.<component>.<key>`, dotted, unlike table column ids ('cover'). */
function declaredIn(dir: string): Set<string> {
  const declared = new Set<string>();
  const files = (readdirSync(path.join(root, dir), { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f));
  for (const file of files) {
    const source = readFileSync(path.join(root, dir, file), 'utf8');
    for (const m of source.matchAll(/\bid:\s*'([a-zA-Z]\w*(?:\.\w+)+)'/g)) declared.add(m[1]);
  }
  return declared;
}

describe('the portal catalogs, one per feature', () => {
  it('hold every message declared in the code (npm run i18n:extract is up to date)', () => {
    const declared = declaredIn('src/client');
    expect(declared.size).toBeGreaterThan(100);
    const en = portalCatalog('en', { withDomain: false });
    expect([...declared].filter((id) => !(id in en))).toEqual([]);
  });

  it("keep each feature's messages beside the feature, each message in one catalog only", () => {
    const seen = new Map<string, string>();
    for (const folder of PORTAL_CATALOG_FOLDERS) {
      for (const id of Object.keys(load(folder, 'en'))) {
        expect(seen.get(id), `${id} in ${folder}`).toBeUndefined();
        seen.set(id, folder);
      }
      if (folder === 'src/client/i18n') continue;
      const feature = folder.replace(/\/i18n$/, '');
      const declared = declaredIn(feature);
      expect(Object.keys(load(folder, 'en')).filter((id) => !declared.has(id)), `${folder} holds only ${feature}'s messages`).toEqual([]);
    }
    expect(PORTAL_CATALOG_FOLDERS.length).toBeGreaterThan(8);
  });
});
