import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { nextChapterPath } from '../../../src/client/lib/routes';
import { withoutFinalStop } from '../../../src/client/features/chapters/components/ChapterStatusNotices';
import { LOCALES } from '../../../src/domain/locales';
import { portalCatalog } from '../../support/portal-catalog';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const catalog = (dir: string, locale: string) => JSON.parse(readFileSync(path.join(ROOT, dir, `${locale}.json`), 'utf8')) as Record<string, string>;

describe('rules found on a walk through the portal', () => {
  it('writes the next chapter under the code the server gives out, not the chapter count + 1 (codes are not reused after a deletion)', () => {
    expect(nextChapterPath({ original_book_id: 7, next_chapter_code: 14 })).toBe('/mywork/addchapter/7/14');
    // a novel of 12 chapters whose chapter 13 was deleted
    expect(nextChapterPath({ original_book_id: 7, chapter_count: 12, next_chapter_code: 14 } as never)).toBe('/mywork/addchapter/7/14');
  });

  it('formats every number in a rule the way the live count formats it ("4,326 words" and "it has 4,326")', () => {
    for (const locale of LOCALES) {
      const number = new Intl.NumberFormat(locale).format(4326);
      const words = new IntlMessageFormat(catalog('src/domain/i18n', locale)['validation.chapterContent.words'], locale).format({ min: 500, max: 3000, count: 4326 });
      expect(words, locale).toContain(number);
      expect(words, locale).toContain(new Intl.NumberFormat(locale).format(3000));
      const hint = new IntlMessageFormat(portalCatalog(locale)['chapter.editor.contentHint'], locale).format({ min: 500, max: 3000 });
      expect(hint, locale).toContain(new Intl.NumberFormat(locale).format(3000));
    }
  });

  it('quotes a reason inside a sentence without doubling its full stop', () => {
    const en = portalCatalog('en')['chapter.editor.rejected'];
    const text = String(new IntlMessageFormat(en, 'en').format({ reason: withoutFinalStop('Please fix the names.') }));
    expect(text).not.toContain('..');
    expect(text).toContain('Please fix the names. Readers');
    expect(withoutFinalStop('请修改名字。')).toBe('请修改名字');
    expect(withoutFinalStop('Wait...')).toBe('Wait');
  });
});
