/** The author's chapter writes: add, save (autosave, draft, publish, schedule), delete and restore a version. */
import type { Db, Tx } from '../../db/client';
import type { Chapter } from '../../db/schema';
import { ApiCode } from '../../../domain/errors';
import { isLiveChapter, type ChapterStatus, type UpdatedContentStatus } from '../../../domain/chapter';
import { chapterDocToText, emptyChapterDoc } from '../../../domain/chapter-doc';
import type { ChapterConflict, ChapterSaved, ChapterVersionEntry } from '../../../domain/api/chapters';
import { countWords } from '../../../domain/words';
import { AppError } from '../../lib/errors';
import { allChecked } from '../../lib/validate';
import { recordRelease } from '../release-feed';
import { insertNextChapter, logWriting, markChapterDeleted, recordVersion, recountNovel, saveInOneStatement, writingSource } from './chapter-store';
import { chapterChanges, versionContentColumns } from './chapter-content';
import { chapterVersion } from './chapter-reads';
import { chapterDeleted, requireChapter, requireNovel } from './owned';
import { checkedNotes, checkedText, type SaveRequest } from './save-checks';
import { planSave, workingText } from './transitions';

function saved(row: Chapter): ChapterSaved {
  return {
    original_chapter_id: row.id,
    chapter_code: row.code,
    version: row.version,
    status: row.status as ChapterStatus,
    updated_content_status: row.updatedContentStatus as UpdatedContentStatus | null,
    release_at: row.releaseAt?.toISOString() ?? null,
    words: row.words,
    saved_at: row.updatedAt.toISOString(),
  };
}

const conflict = (row: Chapter): AppError => {
  const text = workingText(row);
  const data: ChapterConflict = { version: row.version, title: text.title, content: chapterDocToText(text.doc), content_doc: text.doc, saved_at: row.updatedAt.toISOString() };
  return new AppError(ApiCode.Conflict, 'chapter.stale', undefined, data);
};

/** The history entry, the writing log and the novel's figures, in the save's transaction. */
async function afterSave(tx: Tx, authorId: number, row: Chapter, sectionId: number, before: number, kind: ChapterVersionEntry['kind'], released: boolean, now: Date) {
  const text = workingText(row);
  const words = countWords(chapterDocToText(text.doc), sectionId);
  await recordVersion(tx, row, { ...text, words }, kind, now);
  await logWriting(tx, { authorId, chapterId: row.id, at: now, words: words - before, released, source: writingSource(kind, words - before) });
  await recountNovel(tx, row.novelId, now);
}

/** POST writeCenter.chapterAdd: the next chapter no. of the novel, as a draft, published or scheduled. */
export async function addChapter(db: Db, authorId: number, novelId: number, request: SaveRequest, now = new Date()): Promise<{ saved: ChapterSaved; message: string }> {
  const novel = await requireNovel(db, authorId, novelId);
  const blank = { status: 'draft', title: '', contentDoc: emptyChapterDoc() };
  const plan = planSave(blank, request.action, { title: '', doc: emptyChapterDoc() }, now);
  if (!plan) throw new AppError(ApiCode.Conflict, 'chapter.action.notAllowed');
  const [{ text, releaseAt }, notes] = await allChecked([
    checkedText(db, authorId, request, plan.checked, novel.sectionId, now),
    checkedNotes(request.body, plan.checked ? { sectionId: novel.sectionId } : undefined),
  ]);
  const { changes, released, message } = planSave(blank, request.action, text, now, releaseAt)!;
  const columns = { ...chapterChanges(changes), ...notes };
  const row = await db.transaction(async (tx) => {
    const inserted = await insertNextChapter(tx, novelId, { title: text.title, ...columns, contentDoc: columns.contentDoc!, words: countWords(columns.content!, novel.sectionId), createdAt: now, updatedAt: now });
    await afterSave(tx, authorId, inserted, novel.sectionId, 0, request.action === 'unschedule' ? 'draft' : request.action, released, now);
    if (released) await recordRelease(tx, [{ kind: 'chapter_released', novelId, chapterId: inserted.id }]);
    return inserted;
  });
  return { saved: saved(row), message };
}

/** POST writeCenter.chapterSave: only on the version the author opened (else 4009 with what is stored). */
export async function saveChapter(
  db: Db,
  authorId: number,
  id: number,
  version: number,
  request: SaveRequest,
  now = new Date(),
  kind?: ChapterVersionEntry['kind'],
): Promise<{ saved: ChapterSaved; message: string }> {
  const { chapter: current, novel } = await requireChapter(db, authorId, id);
  if (current.status === 'deleted') throw chapterDeleted();
  if (current.version !== version) throw conflict(current);
  const probe = planSave(current, request.action, workingText(current), now);
  if (!probe) throw new AppError(ApiCode.Conflict, 'chapter.action.notAllowed');
  const toReaders = probe.checked ? { sectionId: novel.sectionId, stored: current } : isLiveChapter(current.status) ? { sectionId: novel.sectionId } : undefined;
  const [{ text, releaseAt }, notes] = await allChecked([checkedText(db, authorId, request, probe.checked, novel.sectionId, now), checkedNotes(request.body, toReaders)]);
  const plan = planSave(current, request.action, text, now, releaseAt)!;
  // Words are counted once per save: the new text's; the old working text's are on the row
  // unless an unpublished edit sits beside the live text.
  const changes = { ...chapterChanges(plan.changes), ...notes };
  const words = countWords(versionContentColumns(text.doc).content, novel.sectionId);
  const before = current.draftContent === null ? current.words : countWords(current.draftContent, novel.sectionId);
  const liveWords = changes.content !== undefined ? words : current.words;
  const status = (plan.changes.status ?? current.status) as ChapterStatus;
  const wasLive = isLiveChapter(current.status);
  const live = isLiveChapter(status);
  const write = (conn: Db | Tx) =>
    saveInOneStatement(conn, {
      authorId,
      chapterId: id,
      novelId: novel.id,
      version,
      changes,
      liveWords,
      text: { title: text.title, doc: text.doc, words },
      kind: kind ?? (request.action === 'unschedule' ? 'draft' : request.action),
      addedWords: words - before,
      released: plan.released,
      liveDelta: (live ? liveWords : 0) - (wasLive ? current.words : 0),
      live,
      now,
    });
  // A release is reported to the reader site in its own transaction; an autosave stays one statement.
  const ok = plan.released
    ? await db.transaction(async (tx) => {
        const done = await write(tx);
        if (done) await recordRelease(tx, [{ kind: 'chapter_released', novelId: novel.id, chapterId: id }]);
        return done;
      })
    : await write(db);
  if (!ok) {
    // Another tab saved between our read and our write.
    const again = await requireChapter(db, authorId, id);
    throw again.chapter.status === 'deleted' ? chapterDeleted() : conflict(again.chapter);
  }
  const row: Chapter = { ...current, ...changes, words: liveWords, version: version + 1, updatedAt: now };
  return { saved: saved(row), message: plan.message };
}

/** POST writeCenter.chapterDelete: drafts and scheduled chapters; live ones stay for readers. */
export async function removeChapter(db: Db, authorId: number, id: number, now = new Date()) {
  const { chapter } = await requireChapter(db, authorId, id);
  if (chapter.status === 'deleted') throw chapterDeleted();
  if (chapter.status !== 'draft' && chapter.status !== 'scheduled') throw new AppError(ApiCode.Conflict, 'chapter.delete.live');
  await db.transaction(async (tx) => {
    await markChapterDeleted(tx, id, now);
    await recountNovel(tx, chapter.novelId, now);
    // A scheduled chapter's deletion is reported: the release job may have released it since it was read
    // above, and a reader site that holds it drops it. A draft never reached the feed, but deleting the
    // first paid one moves the paid line.
    if (chapter.status === 'scheduled') await recordRelease(tx, [{ kind: 'chapter_deleted', novelId: chapter.novelId, chapterId: id }]);
    else if (chapter.firstPaid) await recordRelease(tx, [{ kind: 'novel_changed', novelId: chapter.novelId }]);
  });
  return { original_chapter_id: id, status: 'deleted' as const };
}

/** POST writeCenter.chapterRestore: an older version becomes the text being written (a new version; nothing is lost). */
export async function restoreChapterVersion(db: Db, authorId: number, id: number, version: number, restoreVersion: number, now = new Date()) {
  const old = await chapterVersion(db, authorId, id, restoreVersion);
  const result = await saveChapter(db, authorId, id, version, { action: 'draft', body: { title: old.title, content_doc: old.content_doc } }, now, 'restore');
  return { ...result, message: 'chapter.restored', values: { version: restoreVersion } };
}
