import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authors, chapters, contests, novels, uploads, users, type NewNovel, type Novel } from '../../db/schema';

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
export type NovelListRow = NonNullable<Awaited<ReturnType<ReturnType<typeof novelsRepository>['find']>>>;
