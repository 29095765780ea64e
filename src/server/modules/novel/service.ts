import { ledgerTotals } from '../ledger';
import { EARNING_KINDS } from '../../../domain/ledger';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authors, uploads, users } from '../../db/schema';
import { AuthorStatus } from '../../../domain/author';
import { ApiCode } from '../../../domain/errors';
import { policyForSite, type SitePolicy } from '../../../domain/limits';
import { canTransition, type WorkStatus } from '../../../domain/novel';
import { novelSchema, type NovelInput } from '../../../domain/schemas/novel';
import { novelNotesSchema } from '../../../domain/schemas/chapter';
import type { ChapterPage } from '../../../domain/api/chapters';
import type { NovelDetail, NovelSummary } from '../../../domain/api/novels';
import type { PageOf } from '../../../domain/api/common';
import { AppError, ValidationError, notFound } from '../../lib/errors';
import { allChecked, validate } from '../../lib/validate';
import type { Storage } from '../../lib/storage/storage';
import { storeImage, uploadKey } from '../../lib/storage/uploads';
import { categoryOk, contestOpen, localized, referenceData, sectionOk } from './reference';
import { novelsRepository, type NovelListRow } from './novels-repository';
import { chapterWindow, type ChapterQuery } from './chapter-window';
import { recordRelease, type ReleaseItem } from '../release-feed';

/** The novel no. readers and staff quote: the id, zero-padded to 8 digits. */
export const novelNo = (id: number) => String(id).padStart(8, '0');

/** The fields whose change sends a reviewed novel back to the editors. */
const REVIEWED_FIELDS = ['title', 'name', 'blurb', 'intro', 'protagonists', 'contentRating'] as const;
/** Statuses an author may set by hand: finishing a novel, or taking it up again. */
const AUTHOR_STATUS_CHANGES: readonly WorkStatus[] = ['finished', 'updating'];

function summary(row: NovelListRow, lang: string, urlFor: (key: string) => string): NovelSummary {
  const { novel } = row;
  return {
    original_book_id: novel.id,
    novel_no: novelNo(novel.id),
    title: novel.title,
    name: novel.name,
    cover_url:
      novel.coverUploadId && row.coverMime
        ? urlFor(uploadKey({ id: novel.coverUploadId, kind: 'cover', mime: row.coverMime }))
        : null,
    section_id: novel.sectionId,
    status: novel.status as NovelSummary['status'],
    review_status: novel.reviewStatus as NovelSummary['review_status'],
    reject_reason: novel.rejectReason,
    word_count: novel.wordCount,
    chapter_count: novel.chapterCount,
    next_chapter_code: novel.lastChapterCode + 1,
    last_update_at: novel.lastUpdateAt.toISOString(),
    created_at: novel.createdAt.toISOString(),
    contest: novel.contestId && row.contestNames ? { id: novel.contestId, name: localized(row.contestNames, lang) } : null,
  };
}

function detail(row: NovelListRow, lang: string, urlFor: (key: string) => string): NovelDetail {
  const { novel } = row;
  return {
    ...summary(row, lang, urlFor),
    blurb: novel.blurb,
    intro: novel.intro,
    protagonists: novel.protagonists,
    category_id: novel.categoryId,
    sub_category_id: novel.subCategoryId,
    genre_ids: novel.genreIds,
    label_ids: novel.labelIds,
    content_rating: novel.contentRating as NovelDetail['content_rating'],
    exclusive: novel.exclusive,
    original_platform: novel.originalPlatform,
    estimated_words: novel.estimatedWords,
    monthly_words: novel.monthlyWords,
    version: novel.version,
    total_income_minor: String(novel.totalIncomeMinor),
    currency: novel.currency,
    total_pv: novel.totalPv,
    followers: novel.followers,
    default_note_before: novel.defaultNoteBefore,
    default_note_after: novel.defaultNoteAfter,
  };
}

/**
 * The default notes a form sends: only those present (null or "" clears one). Readers get them with
 * every chapter that has none of its own, so they keep the chapter text's character rules for the
 * novel's section (the one the form sends, else the novel's own).
 */
async function noteColumns(body: unknown, stored?: number): Promise<{ defaultNoteBefore?: string | null; defaultNoteAfter?: string | null }> {
  const sent = (body ?? {}) as Record<string, unknown>;
  const section = Number(sent.section_id);
  const sectionId = Number.isInteger(section) && section > 0 ? section : (stored ?? 0);
  const notes = await validate(novelNotesSchema({ sectionId }), { default_note_before: sent.default_note_before, default_note_after: sent.default_note_after });
  const clear = (note: string | null) => (note === '' ? null : note);
  return {
    ...(notes.default_note_before !== undefined ? { defaultNoteBefore: clear(notes.default_note_before) } : {}),
    ...(notes.default_note_after !== undefined ? { defaultNoteAfter: clear(notes.default_note_after) } : {}),
  };
}

const columns = (input: NovelInput) => ({
  sectionId: input.section_id,
  title: input.title,
  name: input.name ?? '',
  blurb: input.blurb,
  intro: input.intro ?? '',
  protagonists: input.protagonists ?? '',
  categoryId: input.category_id,
  subCategoryId: input.sub_category_id,
  genreIds: [...new Set(input.genre_ids)],
  labelIds: [...new Set(input.label_ids)],
  contentRating: input.content_rating,
  exclusive: input.exclusive,
  originalPlatform: input.exclusive ? '' : (input.original_platform ?? ''),
  estimatedWords: input.estimated_words,
  monthlyWords: input.monthly_words,
});

/** Novels of the signed-in author: list, create, edit, cover, delete, status and contest. */
export function novelService(db: Db, storage: Storage, authorId: number) {
  const repo = novelsRepository(db, authorId);
  /** A change the reader site mirrors: the row and its feed event commit together. */
  const reported = <T>(work: (tx: ReturnType<typeof novelsRepository>) => Promise<T>, event: (result: T) => ReleaseItem | undefined) =>
    db.transaction(async (tx) => {
      const result = await work(novelsRepository(tx, authorId));
      const item = event(result);
      if (item) await recordRelease(tx, [item]);
      return result;
    });
  const reference = referenceData(db);

  async function policy(): Promise<SitePolicy> {
    const [user] = await db.select({ fromSite: users.fromSite }).from(users).where(eq(users.id, authorId));
    return policyForSite(user?.fromSite);
  }

  async function requireNovel(id: number) {
    const row = await repo.find(id);
    if (!row) throw notFound('novel.notFound');
    return row;
  }

  /** The shared schema, then what only the database knows: categories, genres, cover. */
  async function checked(body: unknown, lang: string, chapterTexts: string[] = []): Promise<NovelInput> {
    const input = await validate(
      novelSchema({ policy: await policy(), tagCategories: await reference.tagRules(lang), chapterTexts }),
      body,
    );
    const fields: ConstructorParameters<typeof ValidationError>[0] = {};
    if (!(await reference.isTopCategory(input.category_id))) fields.category_id = { id: 'validation.category.required' };
    else if (!(await reference.categoryPairOk(input.category_id, input.sub_category_id)))
      fields.sub_category_id = { id: 'validation.subCategory.required' };
    const genres = await reference.genreIds();
    if (input.genre_ids.some((g) => !genres.has(g))) fields.genre_ids = { id: 'validation.invalid' };
    if (input.cover_id) {
      const [cover] = await db
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(eq(uploads.id, input.cover_id), eq(uploads.ownerId, authorId), eq(uploads.kind, 'cover')));
      if (!cover) fields.cover_id = { id: 'novel.cover.unknown' };
    }
    if (Object.keys(fields).length) throw new ValidationError(fields);
    return input;
  }

  async function joinableContest(contestId: number, novel: { sectionId: number; categoryId: number }, now: Date) {
    const contest = await reference.contest(contestId);
    if (!contest) throw notFound('novel.contest.notFound');
    if (!contestOpen(contest, now)) throw new AppError(ApiCode.Conflict, 'novel.contest.closed');
    if (!sectionOk(contest, novel.sectionId)) throw new AppError(ApiCode.Conflict, 'novel.contest.otherSection');
    // Joining is final: a contest for one category takes only that category's novels.
    if (!categoryOk(contest, novel.categoryId)) throw new AppError(ApiCode.Conflict, 'novel.contest.otherCategory');
    return contest;
  }

  return {
    /** Covers follow the site's image limit (100 KB, or 50 KB where the site says so). */
    async coverMaxBytes() {
      return (await policy()).imageMaxBytes;
    },

    async list(lang: string, query: { page: number; pageSize: number; status?: string }): Promise<PageOf<NovelSummary>> {
      const { rows, total } = await repo.list(query);
      return { list: rows.map((r) => summary(r, lang, storage.urlFor)), total, page: query.page, page_size: query.pageSize };
    },

    async detail(id: number, lang: string): Promise<NovelDetail> {
      const row = await requireNovel(id);
      const wire = detail(row, lang, storage.urlFor);
      // Income is the ledger's once the work has lines there; before, the imported figure.
      const earned = await ledgerTotals(db, { authorId: row.novel.authorId, novelId: id, kinds: EARNING_KINDS });
      const own = earned.find((m) => m.currency === row.novel.currency) ?? earned[0];
      return own ? { ...wire, total_income_minor: own.amount_minor, currency: own.currency } : wire;
    },

    /** POST writeCenter.bookAdd: a draft waiting for review; with `eventId` it joins that contest. */
    async create(body: unknown, lang: string, eventId: number | undefined, now = new Date()) {
      const [author] = await db.select({ status: authors.status }).from(authors).where(eq(authors.userId, authorId));
      if (author?.status !== AuthorStatus.Signed) throw new AppError(ApiCode.Forbidden, 'novel.publishUnavailable');
      const [input, notes] = await allChecked([checked(body, lang), noteColumns(body)]);
      const contest = eventId === undefined ? undefined : await joinableContest(eventId, { sectionId: input.section_id, categoryId: input.category_id }, now);
      const row = await reported(
        (tx) =>
          tx.insert({
            ...columns(input),
            ...notes,
            coverUploadId: input.cover_id || null,
            contestId: contest?.id ?? null,
            contestJoinedAt: contest ? now : null,
            lastUpdateAt: now,
          }),
        (created) => ({ kind: 'novel_created', novelId: created.id }),
      );
      return { original_book_id: row.id, novel_no: novelNo(row.id), version: row.version };
    },

    /** POST writeCenter.bookEdit: only the version the author opened may be changed (else 4009). */
    async edit(id: number, version: number, body: unknown, lang: string, now = new Date()) {
      const current = (await requireNovel(id)).novel;
      const [input, notes] = await allChecked([checked(body, lang, await repo.chapterTexts(id)), noteColumns(body, current.sectionId)]);
      const values = columns(input);
      const reviewAgain = current.reviewStatus === 'rejected' || REVIEWED_FIELDS.some((f) => values[f] !== current[f]);
      const row = await reported(
        (tx) =>
          tx.updateVersioned(id, version, {
            ...values,
            ...notes,
            ...(input.cover_id ? { coverUploadId: input.cover_id } : {}),
            ...(reviewAgain ? { reviewStatus: 'pending', rejectReason: null } : {}),
            lastUpdateAt: now,
          }),
        (updated) => (updated ? { kind: 'novel_changed', novelId: id } : undefined),
      );
      if (!row) throw new AppError(ApiCode.Conflict, 'novel.edit.stale', undefined, { version: current.version });
      return { original_book_id: id, version: row.version, review_status: row.reviewStatus as NovelSummary['review_status'] };
    },

    /** POST writeCenter.coverUpload: stores a cover; with a novel id it becomes that novel's cover at once. */
    async cover(file: Buffer, novelId?: number) {
      if (novelId !== undefined) await requireNovel(novelId);
      const { row, key } = await storeImage(db, storage, authorId, 'cover', file, await this.coverMaxBytes());
      if (novelId !== undefined) await reported((tx) => tx.update(novelId, { coverUploadId: row.id, lastUpdateAt: new Date() }), () => ({ kind: 'novel_changed', novelId }));
      return { cover_id: row.id, cover_url: storage.urlFor(key) };
    },

    /** POST writeCenter.bookDelete: drafts only; the row stays for staff. */
    async remove(id: number, now = new Date()) {
      const { novel } = await requireNovel(id);
      if (!canTransition(novel.status as WorkStatus, 'deleted')) throw new AppError(ApiCode.Conflict, 'novel.delete.notDraft');
      await reported((tx) => tx.update(id, { status: 'deleted', deletedAt: now }), () => ({ kind: 'novel_changed', novelId: id }));
      return { original_book_id: id, status: 'deleted' as const };
    },

    /** POST writeCenter.bookStatus: finish a novel, or take a finished one up again. */
    async setStatus(id: number, status: string) {
      const { novel } = await requireNovel(id);
      const to = status as WorkStatus;
      if (!AUTHOR_STATUS_CHANGES.includes(to) || !canTransition(novel.status as WorkStatus, to)) {
        throw new AppError(ApiCode.Conflict, 'novel.status.notAllowed');
      }
      const row = await reported((tx) => tx.update(id, { status: to, lastUpdateAt: new Date() }), () => ({ kind: to === 'finished' ? 'novel_finished' : 'novel_changed', novelId: id }));
      return { original_book_id: id, status: row!.status as WorkStatus };
    },

    /** POST writeCenter.contestJoin: one contest per novel, final. */
    async joinContest(id: number, contestId: number, lang: string, now = new Date()) {
      const { novel } = await requireNovel(id);
      if (novel.contestId !== null) throw new AppError(ApiCode.Conflict, 'novel.contest.already');
      const contest = await joinableContest(contestId, novel, now);
      if (!(await repo.joinContest(id, contest.id, now))) throw new AppError(ApiCode.Conflict, 'novel.contest.already');
      return { original_book_id: id, contest: { id: contest.id, name: localized(contest.names, lang) } };
    },

    /** GET writeCenter.chapterList: a page or a window of the novel's chapters, in one round trip. */
    async chapters(id: number, query: ChapterQuery): Promise<ChapterPage> {
      const window = await chapterWindow(db, authorId, id, query);
      if (!window) throw notFound('novel.notFound');
      return { list: window.rows, total: window.total, page: query.page, page_size: query.pageSize, next_after: window.nextAfter };
    },
  };
}
export type NovelService = ReturnType<typeof novelService>;
