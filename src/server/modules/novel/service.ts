import { ledgerTotals } from '../ledger';
import { EARNING_KINDS } from '../../../domain/ledger';
import type { Db } from '../../db/client';
import type { JsonText } from '../../db/json-sql';
import type { ChapterPage } from '../../../domain/api/chapters';
import type { NovelDetail, NovelSummary } from '../../../domain/api/novels';
import type { PageOf } from '../../../domain/api/common';
import { notFound } from '../../lib/errors';
import type { Storage } from '../../lib/storage/storage';
import { novelsRepository, type ChapterQuery } from './novels-repository';
import { authorPolicy } from './novel-checks';
import { novelDetail, novelSummary } from './novel-views';
import { createNovel, editNovel, joinContest, removeNovel, requireNovel, setNovelStatus, uploadCover } from './novel-writes';

/**
 * Novels of the signed-in author: list, create, edit, cover, delete, status and contest. The writes are
 * functions of their own (`novel-writes.ts`); this binds them and the reads to one author.
 */
export function novelService(db: Db, storage: Storage, authorId: number) {
  return {
    /** Covers follow the site's image limit (100 KB, or 50 KB where the site says so). */
    async coverMaxBytes() {
      return (await authorPolicy(db, authorId)).imageMaxBytes;
    },

    async list(lang: string, query: { page: number; pageSize: number; status?: string }): Promise<PageOf<NovelSummary>> {
      const { rows, total } = await novelsRepository(db, authorId).list(query);
      return { list: rows.map((r) => novelSummary(r, lang, storage.urlFor)), total, page: query.page, page_size: query.pageSize };
    },

    async detail(id: number, lang: string): Promise<NovelDetail> {
      const row = await requireNovel(db, authorId, id);
      const wire = novelDetail(row, lang, storage.urlFor);
      // Income is the ledger's once the work has lines there; before, the imported figure.
      const earned = await ledgerTotals(db, { authorId: row.novel.authorId, novelId: id, kinds: EARNING_KINDS });
      const own = earned.find((m) => m.currency === row.novel.currency) ?? earned[0];
      return own ? { ...wire, total_income_minor: own.amount_minor, currency: own.currency } : wire;
    },

    create: (body: unknown, lang: string, eventId: number | undefined, now?: Date) => createNovel(db, authorId, body, lang, eventId, now),
    edit: (id: number, version: number, body: unknown, lang: string, now?: Date) => editNovel(db, authorId, id, version, body, lang, now),
    cover: (file: Buffer, novelId?: number) => uploadCover(db, storage, authorId, file, novelId),
    remove: (id: number, now?: Date) => removeNovel(db, authorId, id, now),
    setStatus: (id: number, status: string) => setNovelStatus(db, authorId, id, status),
    joinContest: (id: number, contestId: number, lang: string, now?: Date) => joinContest(db, authorId, id, contestId, lang, now),

    /** GET writeCenter.chapterList: a window of the novel's chapters as `ChapterPage` JSON, in one round trip. */
    async chapters(id: number, query: ChapterQuery): Promise<JsonText<ChapterPage>> {
      const page = await novelsRepository(db, authorId).chapterWindow(id, query);
      if (page === undefined) throw notFound('novel.notFound');
      return page;
    },
  };
}
export type NovelService = ReturnType<typeof novelService>;
