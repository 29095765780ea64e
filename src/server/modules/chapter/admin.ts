/** Staff actions on chapters: review of updates to live chapters, and the release job on demand. */
import Type from 'typebox';
import { ApiCode } from '../../../domain/errors';
import { countWords } from '../../../domain/words';
import { chapters } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { defineAction, needText } from '../../admin/registry';
import { byChapter } from '../../admin/scopes';
import { inScope, reviewQueue } from '../../admin/review-queue';
import { ChapterIdRequest, ChapterRejectRequest, ChapterReviewed, ChapterUpdate, ListOf, ReleaseRun } from '../../admin/wire';
import { approveUpdate, recordVersion, recountNovel, rejectUpdate, updateForReview, updatesWaiting } from './chapter-store';
import { liveContentColumns } from './chapter-content';
import { releaseDueChapters } from './release-job';
import { recordRelease } from '../release-feed';

const chapterId = (target: string | undefined) => Number(needText(target, 'the chapter id'));

/**
 * Review of content changed after release: the live text stays until an editor approves
 * the update; a rejection keeps the author's edit and tells them why.
 */
const updates = reviewQueue({
  subject: 'chapter_update',
  row: chapters.id,
  notFoundMessage: 'chapter.notFound',
  async load(tx, id) {
    const row = await updateForReview(tx, id);
    if (!row) return null;
    const waiting = row.chapter.updatedContentStatus === 'pending_review' && row.chapter.draftContent !== null;
    return { id, authorUserId: row.novel.authorId, editorId: row.editorId, waiting, chapter: row.chapter, novel: row.novel };
  },
  async approve(tx, { id, chapter, novel }) {
    const now = new Date();
    const title = chapter.draftTitle ?? chapter.title;
    const live = liveContentColumns(chapter.draftDoc ?? chapter.contentDoc);
    const words = countWords(live.content, novel.sectionId);
    const row = await approveUpdate(tx, id, chapter.version, { title, ...live, words, draftTitle: null, draftDoc: null, draftContent: null, status: 'updated', updatedContentStatus: null, rejectReason: null, version: chapter.version + 1, updatedAt: now });
    // The author saved again while the editor read: they review the newer text next time.
    if (!row) throw new AppError(ApiCode.Conflict, 'admin.review.notWaiting');
    await recordVersion(tx, row, { title, doc: live.contentDoc, words }, 'approved', now);
    await recountNovel(tx, novel.id, now);
    await recordRelease(tx, [{ kind: 'chapter_updated', novelId: novel.id, chapterId: id }]);
    return { original_chapter_id: id, status: 'updated', updated_content_status: null };
  },
  async reject(tx, { id }, reason) {
    await rejectUpdate(tx, id, reason, new Date());
    return { original_chapter_id: id, updated_content_status: 'rejected' };
  },
  approvedNotice: ({ id, chapter, novel }) => ({ kind: 'review', template: 'notice.chapter.approved', params: { code: chapter.code, title: novel.title }, link: `/mywork/addchapter/${id}` }),
  rejectedNotice: ({ id, chapter, novel }, reason) => ({
    kind: 'review',
    template: 'notice.chapter.rejected',
    params: { code: chapter.code, title: novel.title, reason },
    link: `/mywork/addchapter/${id}`,
  }),
});

export const chapterActions = [
  defineAction({
    name: 'chapter.updates',
    method: 'GET',
    summary: 'Updates of released chapters waiting for review',
    role: 'editor',
    scope: 'listed',
    input: Type.Object({}),
    output: ListOf(ChapterUpdate),
    cli: { command: 'chapter:updates' },
    async run({ tx, member }) {
      const scope = inScope({ member });
      const rows = await updatesWaiting(tx, scope);
      return {
        list: rows.map(({ chapter: c, novelTitle, penName }) => ({
          original_chapter_id: c.id,
          original_book_id: c.novelId,
          novel: novelTitle,
          pen_name: penName,
          chapter_code: c.code,
          live_title: c.title,
          new_title: c.draftTitle,
          submitted_at: c.submittedAt?.toISOString() ?? null,
        })),
      };
    },
  }),
  defineAction({
    name: 'chapter.approve',
    method: 'POST',
    summary: 'Approve a chapter update: it goes live',
    role: 'editor',
    scope: byChapter('original_chapter_id'),
    input: ChapterIdRequest,
    output: ChapterReviewed,
    cli: { command: 'chapter:approve', usage: '<chapter id>', input: ({ target }) => ({ original_chapter_id: chapterId(target) }) },
    run: (ctx, { original_chapter_id }) => updates.approve(ctx, original_chapter_id),
  }),
  defineAction({
    name: 'chapter.reject',
    method: 'POST',
    summary: 'Reject a chapter update with the reason its author reads; the live text stays',
    role: 'editor',
    scope: byChapter('original_chapter_id'),
    input: ChapterRejectRequest,
    output: ChapterReviewed,
    cli: { command: 'chapter:reject', usage: '<chapter id> --reason TEXT', input: ({ target, flags }) => ({ original_chapter_id: chapterId(target), reason: needText(flags.reason, '--reason') }) },
    run: (ctx, { original_chapter_id, reason }) => updates.reject(ctx, original_chapter_id, reason),
  }),
  defineAction({
    name: 'chapter.releaseDue',
    method: 'POST',
    summary: 'Release scheduled chapters that are due now (admin)',
    role: 'admin',
    input: Type.Object({}),
    output: ReleaseRun,
    cli: { command: 'chapters:release' },
    async run({ tx }) {
      const run = await releaseDueChapters(tx, new Date());
      return { ran: run.ran, released: run.released.length, chapters: run.released.map((r) => r.id) };
    },
  }),
];
