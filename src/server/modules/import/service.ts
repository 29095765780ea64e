import { randomBytes } from 'node:crypto';
import { getTableName } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshStaleStatistics } from '../../db/statistics';
import { chapterVersions, chapters } from '../../db/schema';
import { chapterDocToText, type ChapterDoc } from '../../../domain/chapter-doc';
import { TEXT_MAX_CHARS, policyForSite } from '../../../domain/limits';
import { IMPORT_LIMITS, IMPORT_TTL_HOURS, lengthFlags } from '../../../domain/manuscript-import';
import type { SplitRule } from './split';
import { isSectionId } from '../../../domain/novel';
import { countWords } from '../../../domain/words';
import type { ImportConfirmRequest, ImportConfirmed, ImportParagraphs, ImportPreview } from '../../../domain/api/import';
import { ValidationError } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import type { Storage } from '../../lib/storage/storage';
import { novelService } from '../novel';
import { importErrors } from './errors';
import { createImportedDrafts } from './imported-drafts';
import { importsRepository } from './imports-repository';
import { readManuscript } from './read-manuscript';
import { mergeDocs, splitDoc } from './edit-docs';

const blockWords = (doc: ChapterDoc, sectionId: number) => doc.content.map((block) => countWords(chapterDocToText({ type: 'doc', content: [block] }), sectionId));

export interface PreviewInput {
  file: Buffer;
  fileName: string;
  rule: SplitRule;
  /** count words for this section; else the novel's, else the author's language's first */
  sectionId?: number;
  bookId?: number;
  lang: string;
}

/** Manuscript imports of the signed-in author: read a file into a preview, then create its chapters as drafts. */
export function importService(db: Db, storage: Storage, authorId: number) {
  const repo = importsRepository(db, authorId);

  async function policy() {
    return policyForSite(await repo.authorSite());
  }

  return {
    async preview(input: PreviewInput, now: Date): Promise<ImportPreview> {
      const sectionId = input.bookId !== undefined ? (await novelService(db, storage, authorId).detail(input.bookId, input.lang)).section_id : isSectionId(input.sectionId) ? input.sectionId : 1;
      const { format, chapters: found } = await readManuscript(input.file, input.fileName, input.rule);
      const chapters = found;
      const words = chapters.map((c) => countWords(chapterDocToText(c.doc), sectionId));
      const total = words.reduce((sum, n) => sum + n, 0);
      if (!chapters.length || total === 0) throw importErrors.empty();
      if (chapters.length > IMPORT_LIMITS.maxChapters) throw importErrors.tooManyChapters(chapters.length);
      if (total > IMPORT_LIMITS.maxWords) throw importErrors.tooManyWords(total);
      const range = (await policy()).chapterContentWords;
      const id = randomBytes(16).toString('hex');
      const expiresAt = new Date(now.getTime() + IMPORT_TTL_HOURS * 3_600_000);
      await repo.removeExpired(now);
      await repo.insert({ id, fileName: input.fileName.slice(0, 255), format, sectionId, chapters, expiresAt });
      return {
        import_id: id,
        format,
        section_id: sectionId,
        words_per_chapter: range,
        expires_at: expiresAt.toISOString(),
        chapters: chapters.map((c, i) => ({
          title: c.title ?? translate(input.lang, 'import.untitled', { n: i + 1 }),
          titled: c.title !== null,
          words: words[i],
          paragraphs: c.doc.content.length,
          flags: lengthFlags(words[i], words[i] > range.max ? blockWords(c.doc, sectionId) : [], range, i, chapters.length),
        })),
      };
    },

    async paragraphs(importId: string, index: number, now: Date): Promise<ImportParagraphs> {
      const found = await repo.chapter(importId, index, now);
      if (!found) throw importErrors.notFound();
      const { chapter, sectionId } = found;
      if (chapter === null) throw new ValidationError({ index: { id: 'validation.invalid' } });
      return {
        list: chapter.doc.content.map((block) => {
          const text = chapterDocToText({ type: 'doc', content: [block] });
          return { text: text.length > 200 ? `${text.slice(0, 199)}…` : text, words: countWords(text, sectionId) };
        }),
      };
    },

    /**
     * Creates the edited list as drafts after the novel's last chapter (a new novel's first ones), in one
     * transaction: the novel, every chapter and the preview's removal commit together or not at all.
     */
    async confirm(body: ImportConfirmRequest, lang: string, now: Date): Promise<ImportConfirmed> {
      if ((body.original_book_id === undefined) === (body.book === undefined)) throw new ValidationError({ original_book_id: { id: 'import.confirm.novel' } });
      const confirmed = await db.transaction(async (trx) => {
        const tx = trx as unknown as Db;
        const taken = await importsRepository(tx, authorId).take(body.import_id, now);
        if (!taken) throw importErrors.notFound();
        const novels = novelService(tx, storage, authorId);
        const created = body.book !== undefined;
        const bookId = body.book !== undefined ? (await novels.create(body.book, lang, undefined, now)).original_book_id : body.original_book_id!;
        const { section_id: sectionId } = await novels.detail(bookId, lang);
        const drafts = editedList(taken.chapters, body.chapters);
        const rows = await createImportedDrafts(tx, bookId, drafts.map((d) => ({ ...d, words: countWords(chapterDocToText(d.doc), sectionId) })), now);
        return { original_book_id: bookId, created, chapters: rows.map((r) => ({ original_chapter_id: r.id, chapter_code: r.code, title: r.title, words: r.words })) };
      });
      // A bulk import (hundreds of chapters at once): the chapter lists' plans must follow (analyzed once the tables changed by a tenth).
      await refreshStaleStatistics(db, [getTableName(chapters), getTableName(chapterVersions)], confirmed.chapters.length);
      return confirmed;
    },
  };
}

/** The author's edits applied to the previewed chapters: merged, split, renamed; what is left out is dropped. */
function editedList(chapters: { title: string | null; doc: ChapterDoc }[], items: ImportConfirmRequest['chapters']): { title: string; doc: ChapterDoc }[] {
  const fields: ConstructorParameters<typeof ValidationError>[0] = {};
  const used = new Set<number>();
  const out: { title: string; doc: ChapterDoc }[] = [];
  items.forEach((item, i) => {
    if (item.from.some((n) => n >= chapters.length || used.has(n))) {
      fields[`chapters.${i}.from`] = { id: 'validation.invalid' };
      return;
    }
    item.from.forEach((n) => used.add(n));
    const doc = mergeDocs(item.from.map((n) => chapters[n]));
    const title = item.title.trim();
    if (!title || title.length > TEXT_MAX_CHARS) fields[`chapters.${i}.title`] = { id: 'validation.chapterTitle.required' };
    if (item.split_at === undefined) {
      out.push({ title, doc });
      return;
    }
    const parts = splitDoc(doc, item.split_at);
    const second = (item.split_title ?? '').trim() || title;
    if (!parts) fields[`chapters.${i}.split_at`] = { id: 'validation.invalid' };
    else out.push({ title, doc: parts[0] }, { title: second, doc: parts[1] });
  });
  if (out.length > IMPORT_LIMITS.maxChapters) throw importErrors.tooManyChapters(out.length);
  if (Object.keys(fields).length) throw new ValidationError(fields);
  return out;
}
