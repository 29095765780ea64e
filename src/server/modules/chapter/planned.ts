/** Chapters the release planner schedules: the author's own schedule, with its checks, done for them. */
import type { Db } from '../../db/client';
import { scheduleProblem } from '../../../domain/chapter';
import { AppError, ValidationError } from '../../lib/errors';
import { clearReleaseSilence, moveScheduledRelease, moveScheduledReleases, planChapters } from './chapter-store';
import { saveChapter } from './chapter-writes';
import { requireChapter } from './owned';
import { workingText } from './transitions';

/** Why a chapter cannot go out at its date (a message for the author), or undefined when it can. */
export type PlanProblem = { id: string; values?: Record<string, string | number> } | undefined;

const problemOf = (err: unknown): NonNullable<PlanProblem> => {
  if (err instanceof ValidationError) return Object.values(err.fields)[0] ?? { id: err.messageId };
  if (err instanceof AppError) return { id: err.messageId, values: err.values };
  throw err;
};

/**
 * Puts a queued chapter out at `at`: a draft passes every publishing check (title, length,
 * characters, notes) and is scheduled as the author would schedule it; a chapter already scheduled
 * only moves to its new date. A chapter that fails says why and stays as it was.
 */
export async function scheduleForPlan(db: Db, authorId: number, chapterId: number, at: Date, now: Date, silent = false): Promise<PlanProblem> {
  const { chapter } = await requireChapter(db, authorId, chapterId);
  const dateProblem = scheduleProblem(at, now);
  if (dateProblem) return dateProblem;
  if (chapter.status === 'scheduled') {
    if (chapter.releaseAt?.getTime() === at.getTime() && chapter.releaseSilent === silent) return undefined;
    await moveScheduledRelease(db, chapterId, at, silent, now);
    return undefined;
  }
  if (chapter.status !== 'draft') return { id: 'planner.notDraft' };
  const text = workingText(chapter);
  try {
    await saveChapter(db, authorId, chapterId, chapter.version, { action: 'schedule', release_at: at.toISOString(), body: { title: text.title, content_doc: text.doc } }, now, 'schedule');
    if (silent) await moveScheduledRelease(db, chapterId, at, silent, now);
    return undefined;
  } catch (err) {
    return problemOf(err);
  }
}

/** Takes a chapter the planner had scheduled back to the drafts, its text untouched. */
export async function unscheduleForPlan(db: Db, authorId: number, chapterId: number, now: Date): Promise<void> {
  const found = await requireChapter(db, authorId, chapterId).catch(() => undefined);
  if (found?.chapter.status !== 'scheduled') return;
  const text = workingText(found.chapter);
  await saveChapter(db, authorId, chapterId, found.chapter.version, { action: 'unschedule', body: { title: text.title, content_doc: text.doc } }, now, 'draft');
  // A quiet release was the queue's choice: out of the queue, the chapter is announced as usual when scheduled again.
  await clearReleaseSilence(db, chapterId);
}


/** A release the planner asks for: the chapter, its date (null: the cadence has no slot for it) and whether it goes out quietly. */
export interface PlannedRelease {
  id: number;
  at: Date | null;
  silent: boolean;
}

/**
 * Puts a novel's whole queue out at its dates, answering each chapter's problem (undefined: it goes
 * out). A chapter already scheduled at its date is left alone and those scheduled elsewhere move in
 * one statement, so re-flowing a long queue costs a few queries, not a few per chapter; a draft
 * passes every publishing check on its own (scheduleForPlan); one without a slot goes back to the drafts.
 */
export async function scheduleQueue(db: Db, authorId: number, novelId: number, releases: readonly PlannedRelease[], now: Date): Promise<PlanProblem[]> {
  const current = new Map((await planChapters(db, novelId)).map((c) => [c.id, c]));
  const moves: { id: number; at: Date; silent: boolean }[] = [];
  const problems: PlanProblem[] = [];
  for (const release of releases) {
    const chapter = current.get(release.id);
    const dateProblem = release.at && scheduleProblem(release.at, now);
    if (!release.at) {
      await unscheduleForPlan(db, authorId, release.id, now);
      problems.push({ id: 'planner.noSlot' });
    } else if (dateProblem && chapter) {
      // Too far ahead (or past): the chapter stays as it was, as scheduleForPlan leaves it.
      problems.push(dateProblem);
    } else if (chapter?.status === 'scheduled') {
      if (chapter.releaseAt?.getTime() !== release.at.getTime() || chapter.releaseSilent !== release.silent) moves.push({ id: release.id, at: release.at, silent: release.silent });
      problems.push(undefined);
    } else problems.push(await scheduleForPlan(db, authorId, release.id, release.at, now, release.silent));
  }
  await moveScheduledReleases(db, moves, now);
  return problems;
}
