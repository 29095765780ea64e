import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chapters, contests, novels, uploads, type NewNovel, type Novel } from '../../db/schema';

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

    /**
     * A novel's chapters by number: a page (OFFSET), or with `afterCode` a window after that code
     * (keyset on the (novel, code) index: as fast deep in a novel of a million chapters as at its
     * start). The total of all non-deleted chapters is the novel's own count, not a count(*).
     */
    async chapters(id: number, { page, pageSize, status, afterCode, q }: ChapterQuery, chapterCount: number) {
      const text = q && !/^\d+$/.test(q) ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      const where = and(
        eq(chapters.novelId, id),
        status?.length ? inArray(chapters.status, status) : ne(chapters.status, 'deleted'),
        q && !text ? eq(chapters.code, Number(q)) : undefined,
        text ? ilike(chapters.title, text) : undefined,
      );
      const keyset = afterCode !== undefined;
      const rows = await db
        .select({
          id: chapters.id,
          code: chapters.code,
          title: chapters.title,
          words: chapters.words,
          status: chapters.status,
          updatedContentStatus: chapters.updatedContentStatus,
          firstPaid: chapters.firstPaid,
          releaseAt: chapters.releaseAt,
          updatedAt: chapters.updatedAt,
        })
        .from(chapters)
        .where(keyset ? and(where, gt(chapters.code, afterCode)) : where)
        .orderBy(asc(chapters.code))
        .limit(keyset ? pageSize + 1 : pageSize)
        .offset(keyset ? 0 : (page - 1) * pageSize);
      const more = keyset && rows.length > pageSize;
      const list = more ? rows.slice(0, pageSize) : rows;
      const counted = !status?.length && !q ? chapterCount : Number((await db.select({ n: count() }).from(chapters).where(where))[0].n);
      return { rows: list, total: counted, nextAfter: more ? list[list.length - 1].code : null };
    },
  };
}
export interface ChapterQuery {
  page: number;
  pageSize: number;
  status?: string[];
  afterCode?: number;
  q?: string;
}
export type NovelListRow = NonNullable<Awaited<ReturnType<ReturnType<typeof novelsRepository>['find']>>>;
