import { and, asc, count, desc, eq, inArray, isNull, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isoTimestamp, type JsonText } from '../../db/json-sql';
import { preparedRead } from '../../db/prepared';
import { authors, chapters, contests, novels, uploads, users, type NewNovel, type Novel } from '../../db/schema';
import type { ChapterPage } from '../../../domain/api/chapters';
import { FIRST_PAID_STATUSES } from '../../../domain/chapter';

export interface ChapterQuery {
  pageSize: number;
  status?: string[];
  /** the window starts after this chapter no. (0: from the first) */
  afterCode: number;
  q?: string;
}


type WindowParam = number | Placeholder;
type WindowParams = Record<'novel' | 'author' | 'after' | 'size', WindowParam>;

/**
 * A window of a novel's chapters by number after `after` (keyset on the (novel, code) index: as fast at chapter
 * 900,000 as at 1; an OFFSET page would read every chapter before it), as `ChapterPage` JSON text.
 *
 * The database writes each row as `ChapterSummary` and the page around them, so Node neither parses nor
 * re-serialises the rows: it sends the text as it came. The total of all non-deleted chapters is the novel's own count; a
 * filter or a search counts its own. The first paid chapter comes from its partial index, as firstPaidCode does.
 */
function chapterWindowQuery(db: Db, { novel, author, after, size }: WindowParams, { status, q }: Pick<ChapterQuery, 'status' | 'q'> = {}) {
  const text = q && !/^\d+$/.test(q) ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const filters: SQL[] = [status?.length ? sql`c.status in (${sql.join(status.map((s) => sql`${s}`), sql`, `)})` : sql`c.status <> 'deleted'`];
  if (q && !text) filters.push(sql`c.code = ${Number(q)}`);
  if (text) filters.push(sql`c.title ilike ${text}`);
  const where = sql.join([sql`c.novel_id = ${novel}::int`, ...filters], sql` and `);
  const total = !status?.length && !q ? sql`n.chapter_count` : sql`(select count(*)::int from chapters c where ${where})`;
  const paidFrom = sql`select min(code) from chapters where novel_id = ${novel}::int and first_paid and status in (${sql.join(FIRST_PAID_STATUSES.map((st) => sql`${st}`), sql`, `)})`;
  // One chapter more than the window, numbered, says whether another window follows.
  const rows = sql`select row_number() over (order by c.code) as n, c.code, r from chapters c
    cross join lateral (select c.id as original_chapter_id, c.code as chapter_code, c.title, c.words, c.status, c.updated_content_status, c.first_paid,
      coalesce(c.code >= (${paidFrom}), false) as paid, ${isoTimestamp(sql`c.release_at`)} as release_at, ${isoTimestamp(sql`c.updated_at`)} as updated_at) r
    where ${where} and c.code > ${after}::int order by c.code limit ${size}::int + 1`;
  const window = sql`select coalesce(json_agg(x.r order by x.code) filter (where x.n <= ${size}::int), '[]'::json) as list,
    case when count(*) > ${size}::int then max(x.code) filter (where x.n <= ${size}::int) end as next_after
    from (${rows}) x`;
  return db
    .select({ data: sql<JsonText<ChapterPage>>`json_build_object('list', w.list, 'total', ${total}, 'page', 1, 'page_size', ${size}::int, 'next_after', w.next_after)::text`.as('data') })
    .from(sql`novels n cross join lateral (${window}) w`)
    .where(sql`n.id = ${novel}::int and n.author_id = ${author}::int and n.deleted_at is null`);
}

/** The plain window (no filter, no search): what the manage page asks for all the time. */
export const plainWindow = preparedRead('chapter_window', (db) =>
  chapterWindowQuery(db, { novel: sql.placeholder('novel'), author: sql.placeholder('author'), after: sql.placeholder('after'), size: sql.placeholder('size') }),
);

/**
 * Novels of one author: every query is scoped to `authorId`, so another
 * author's id reads as "not found" (spec: access answers 4004).
 */
export function novelsRepository(db: Db, authorId: number) {
  const mine = (id: number) => and(eq(novels.id, id), eq(novels.authorId, authorId), isNull(novels.deletedAt));
  const listed = { novel: novels, coverMime: uploads.mime, contestNames: contests.names };

  return {
    async list({ page, pageSize, status }: { page: number; pageSize: number; status?: string }) {
      const where = and(eq(novels.authorId, authorId), isNull(novels.deletedAt), status ? eq(novels.status, status) : ne(novels.status, 'deleted'));
      const [rows, [{ n }]] = await Promise.all([
        db
          .select(listed)
          .from(novels)
          .leftJoin(uploads, eq(uploads.id, novels.coverUploadId))
          .leftJoin(contests, eq(contests.id, novels.contestId))
          .where(where)
          .orderBy(desc(novels.lastUpdateAt), desc(novels.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(novels).where(where),
      ]);
      return { rows, total: Number(n) };
    },

    async find(id: number) {
      const [row] = await db
        .select(listed)
        .from(novels)
        .leftJoin(uploads, eq(uploads.id, novels.coverUploadId))
        .leftJoin(contests, eq(contests.id, novels.contestId))
        .where(mine(id))
        .limit(1);
      return row;
    },

    async insert(values: Omit<NewNovel, 'authorId'>): Promise<Novel> {
      const [row] = await db
        .insert(novels)
        .values({ ...values, authorId })
        .returning();
      return row;
    },

    /** Updates when the stored version is `version`; returns undefined when it is not (or the novel is not there). */
    async updateVersioned(id: number, version: number, values: Partial<NewNovel>) {
      const [row] = await db
        .update(novels)
        .set({ ...values, version: sql`${novels.version} + 1`, updatedAt: new Date() })
        .where(and(mine(id), eq(novels.version, version)))
        .returning();
      return row;
    },

    async update(id: number, values: Partial<NewNovel>) {
      const [row] = await db
        .update(novels)
        .set({ ...values, updatedAt: new Date() })
        .where(mine(id))
        .returning();
      return row;
    },

    /** Sets the contest only where none is set yet: joining is final, even under a race. */
    async joinContest(id: number, contestId: number, at: Date) {
      const [row] = await db
        .update(novels)
        .set({ contestId, contestJoinedAt: at })
        .where(and(mine(id), isNull(novels.contestId)))
        .returning({ id: novels.id });
      return Boolean(row);
    },

    /** Texts of the novel's latest chapters, so the book intro cannot repeat them. */
    async chapterTexts(id: number, limit = 100): Promise<string[]> {
      const rows = await db
        .select({ content: chapters.content })
        .from(chapters)
        .innerJoin(novels, eq(novels.id, chapters.novelId))
        .where(and(eq(chapters.novelId, id), eq(novels.authorId, authorId), isNull(chapters.deletedAt)))
        .orderBy(desc(chapters.code))
        .limit(limit);
      return rows.map((r) => r.content).filter(Boolean);
    },

    /** The site the author signed up from, whose limits apply to their novels. */
    async authorSite() {
      const [user] = await db.select({ fromSite: users.fromSite }).from(users).where(eq(users.id, authorId));
      return user?.fromSite;
    },

    /** The author's registration state (undefined before they register). */
    async authorStatus() {
      const [author] = await db.select({ status: authors.status }).from(authors).where(eq(authors.userId, authorId));
      return author?.status;
    },

    /**
     * The window of the novel's chapters after the code `afterCode` as the API's `ChapterPage` JSON, written by
     * the database; undefined when the novel is not the author's. The plain list (no filter, no search) is
     * a statement prepared once per connection: it is what the manage page asks for all the time.
     */
    async chapterWindow(novelId: number, query: ChapterQuery): Promise<JsonText<ChapterPage> | undefined> {
      const params = { novel: novelId, author: authorId, after: query.afterCode, size: query.pageSize };
      const [row] = !query.status?.length && !query.q ? await plainWindow(db, params) : await chapterWindowQuery(db, params, query);
      return row?.data;
    },

    /** Whether the upload is a cover the author uploaded. */
    async ownsCover(uploadId: string) {
      const [cover] = await db
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(eq(uploads.id, uploadId), eq(uploads.ownerId, authorId), eq(uploads.kind, 'cover')));
      return Boolean(cover);
    },
  };
}
/** Novels as staff see them: review, review lists and imported figures, for every author. */
export function staffNovelsRepository(db: Db) {
  return {
    /** The novel (not deleted) with its author's editor, for review. */
    async forReview(id: number) {
      const [row] = await db
        .select({ novel: novels, editorId: authors.editorId })
        .from(novels)
        .innerJoin(authors, eq(authors.userId, novels.authorId))
        .where(and(eq(novels.id, id), isNull(novels.deletedAt)))
        .limit(1);
      return row;
    },

    /** Records a review decision on the novel. */
    async review(id: number, decision: { reviewStatus: string; rejectReason: string | null; reviewedAt: Date; reviewedBy: number }) {
      await db.update(novels).set(decision).where(eq(novels.id, id));
    },

    /** Novels (not deleted) in review `states`, of one editor's authors (or all), with pen name and email, oldest change first. */
    async inReview(states: string[], editorId: number | undefined) {
      return db
        .select({ novel: novels, penName: authors.penName, email: users.email })
        .from(novels)
        .innerJoin(authors, eq(authors.userId, novels.authorId))
        .innerJoin(users, eq(users.id, novels.authorId))
        .where(and(inArray(novels.reviewStatus, states), isNull(novels.deletedAt), editorId === undefined ? undefined : eq(authors.editorId, editorId)))
        .orderBy(asc(novels.updatedAt));
    },

    /** Sets a novel's imported figures; returns it when it exists. */
    async setFigures(id: number, figures: Partial<NewNovel>) {
      const [done] = await db.update(novels).set(figures).where(eq(novels.id, id)).returning({ id: novels.id });
      return done;
    },
  };
}

export type NovelListRow = NonNullable<Awaited<ReturnType<ReturnType<typeof novelsRepository>['find']>>>;
