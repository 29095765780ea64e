import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authors, chapterVersions, chapters, novels, type Staff } from '../db/schema';
import { ApiCode } from '../../domain/errors';
import { TEXT_MAX_CHARS } from '../../domain/limits';
import { countWords } from '../../domain/words';
import { AppError, ValidationError, forbidden, notFound } from '../lib/errors';
import { notifyUser } from './notify';
import { recountNovel } from '../modules/chapter/chapter-store';
import { releaseDueChapters } from '../modules/chapter/release-job';

/**
 * Review of content changed after release (spec §4): the live text stays
 * until an editor approves the update; a rejection keeps the author's edit
 * and tells them why.
 */
export function chapterOffice(db: Db) {
  const notify = (userId: number, titleId: string, bodyId: string, values?: Record<string, string | number>) => notifyUser(db, userId, titleId, bodyId, values);

  async function waitingUpdate(member: Staff, id: number) {
    const [row] = await db
      .select({ chapter: chapters, novel: novels, editorId: authors.editorId })
      .from(chapters)
      .innerJoin(novels, eq(novels.id, chapters.novelId))
      .innerJoin(authors, eq(authors.userId, novels.authorId))
      .where(and(eq(chapters.id, id), isNull(novels.deletedAt)))
      .limit(1);
    if (!row) throw notFound('chapter.notFound');
    if (member.role !== 'admin' && row.editorId !== member.id) throw forbidden();
    if (row.chapter.updatedContentStatus !== 'pending_review' || row.chapter.draftContent === null) throw new AppError(ApiCode.Conflict, 'admin.review.notWaiting');
    return row;
  }

  return {
    /** Updates of live chapters waiting for review, oldest first. */
    async updates(member: Staff) {
      const rows = await db
        .select({ chapter: chapters, novelTitle: novels.title, penName: authors.penName })
        .from(chapters)
        .innerJoin(novels, eq(novels.id, chapters.novelId))
        .innerJoin(authors, eq(authors.userId, novels.authorId))
        .where(and(eq(chapters.updatedContentStatus, 'pending_review'), isNull(novels.deletedAt), member.role === 'admin' ? undefined : eq(authors.editorId, member.id)))
        .orderBy(asc(chapters.submittedAt));
      return rows.map(({ chapter: c, novelTitle, penName }) => ({
        original_chapter_id: c.id,
        original_book_id: c.novelId,
        novel: novelTitle,
        pen_name: penName,
        chapter_code: c.code,
        live_title: c.title,
        new_title: c.draftTitle,
        submitted_at: c.submittedAt?.toISOString() ?? null,
      }));
    },

    /** The update goes live: the edit becomes the chapter's text. */
    async approveUpdate(member: Staff, id: number, now = new Date()) {
      const { chapter, novel } = await waitingUpdate(member, id);
      const title = chapter.draftTitle ?? chapter.title;
      const content = chapter.draftContent ?? chapter.content;
      const words = countWords(content, novel.sectionId);
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(chapters)
          .set({ title, content, words, draftTitle: null, draftContent: null, status: 'updated', updatedContentStatus: null, rejectReason: null, version: chapter.version + 1, updatedAt: now })
          .where(and(eq(chapters.id, id), eq(chapters.version, chapter.version)))
          .returning();
        // The author saved again while the editor read: they review the newer text next time.
        if (!row) throw new AppError(ApiCode.Conflict, 'admin.review.notWaiting');
        await tx.insert(chapterVersions).values({ chapterId: id, version: row.version, title, content, words, kind: 'approved', savedAt: now });
        await recountNovel(tx, novel.id, now);
      });
      await notify(novel.authorId, 'notice.chapter.approved.title', 'notice.chapter.approved.body', { code: chapter.code, title: novel.title });
      return { original_chapter_id: id, status: 'updated', updated_content_status: null };
    },

    /** The live text stays; the author keeps their edit and reads the reason. */
    async rejectUpdate(member: Staff, id: number, reason: string, now = new Date()) {
      if (!reason?.trim()) throw new ValidationError({ reason: { id: 'admin.reason.required' } });
      if (reason.length > TEXT_MAX_CHARS) throw new ValidationError({ reason: { id: 'validation.text.max', values: { max: TEXT_MAX_CHARS } } });
      const { chapter, novel } = await waitingUpdate(member, id);
      await db.update(chapters).set({ updatedContentStatus: 'rejected', rejectReason: reason.trim(), updatedAt: now }).where(eq(chapters.id, id));
      await notify(novel.authorId, 'notice.chapter.rejected.title', 'notice.chapter.rejected.body', { code: chapter.code, title: novel.title, reason: reason.trim() });
      return { original_chapter_id: id, updated_content_status: 'rejected' };
    },

    /** Runs the scheduled-release job once (the server also runs it on a timer). */
    async releaseDue(now = new Date()) {
      const run = await releaseDueChapters(db, now);
      return { ran: run.ran, released: run.released.length, chapters: run.released.map((r) => r.id) };
    },
  };
}
