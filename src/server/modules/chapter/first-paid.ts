/** The novel's first paid chapter: what moving it would change, and moving it. */
import type { Db } from '../../db/client';
import type { FirstPaidPreview } from '../../../domain/api/chapters';
import { notFound } from '../../lib/errors';
import { recordRelease } from '../release-feed';
import { firstPaidCode, paidLineFigures, setFirstPaidChapter } from './chapter-store';
import { chapterDeleted, requireChapter, requireNovel } from './owned';

/** What setting `chapterId` as the first paid chapter would change. */
export async function firstPaidPreview(db: Db, authorId: number, novelId: number, chapterId: number): Promise<FirstPaidPreview> {
  await requireNovel(db, authorId, novelId);
  const { chapter } = await requireChapter(db, authorId, chapterId);
  if (chapter.novelId !== novelId) throw notFound('chapter.notFound');
  if (chapter.status === 'deleted') throw chapterDeleted();
  const current = await firstPaidCode(db, novelId);
  const { byStatus, free, last } = await paidLineFigures(db, novelId, chapter.code, current);
  const n = (...s: string[]) => byStatus.filter((r) => s.includes(r.status)).reduce((sum, r) => sum + Number(r.n), 0);
  return {
    original_chapter_id: chapter.id,
    chapter_code: chapter.code,
    title: chapter.title,
    current_chapter_code: current,
    paid: { released: n('released', 'updated'), scheduled: n('scheduled'), draft: n('draft') },
    becoming_free: Number(free),
    last_chapter_code: Number(last),
  };
}

/** POST writeCenter.chapterFirstPaid: one per novel; it and every chapter after it (scheduled ones too) are paid. */
export async function setFirstPaid(db: Db, authorId: number, novelId: number, chapterId: number, now = new Date()) {
  const preview = await firstPaidPreview(db, authorId, novelId, chapterId);
  await db.transaction(async (tx) => {
    await setFirstPaidChapter(tx, novelId, chapterId, now);
    await recordRelease(tx, [{ kind: 'novel_changed', novelId }]);
  });
  return { original_book_id: novelId, original_chapter_id: chapterId, chapter_code: preview.chapter_code };
}
