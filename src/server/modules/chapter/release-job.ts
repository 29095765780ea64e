import type { Db, Tx } from '../../db/client';
import { logWriting, novelAuthors, recountNovel, releaseDue, tryReleaseLock } from './chapter-store';
import { recordRelease } from '../release-feed';

/** The advisory lock key of the release job ("WCRL"): one instance releases at a time. */
export const RELEASE_LOCK_KEY = 0x5743524c;

/** A chapter the release job sent out: when it was due, and whose it is. */
export interface ReleasedChapter {
  id: number;
  novelId: number;
  code: number;
  title: string;
  authorId: number;
  dueAt: Date;
}

/** What else happens in the release's own transaction (the receipts the planner sends), so a release never goes without it. */
export type AfterRelease = (tx: Tx, released: ReleasedChapter[], now: Date) => Promise<void>;

export interface ReleaseRun {
  /** false when another instance held the lock (it does the work) */
  ran: boolean;
  released: { id: number; novelId: number; code: number }[];
}

/**
 * Releases every scheduled chapter whose time has come, exactly once: under a
 * transaction-scoped PostgreSQL advisory lock, with the status change as the
 * guard, so several instances and a restart that missed the moment agree.
 */
export async function releaseDueChapters(db: Db, now = new Date(), afterRelease?: AfterRelease): Promise<ReleaseRun> {
  return db.transaction(async (tx) => {
    // The lock ends with the transaction, so a crashed instance never keeps it.
    if (!(await tryReleaseLock(tx, RELEASE_LOCK_KEY))) return { ran: false, released: [] };
    const released = await releaseDue(tx, now);
    if (!released.length) return { ran: true, released: [] };
    const authors = await novelAuthors(tx, [...new Set(released.map((r) => r.novelId))]);
    const authorOf = new Map(authors.map((a) => [a.id, a.authorId]));
    for (const r of released) {
      // The calendar counts the release on the day it was due, even when a restart made it late.
      await logWriting(tx, { authorId: authorOf.get(r.novelId)!, chapterId: r.id, at: r.releaseAt ?? now, words: 0, released: true });
    }
    for (const novelId of authorOf.keys()) await recountNovel(tx, novelId, now);
    // The reader site hears of a scheduled chapter only now, in the order readers would read them.
    const inOrder = [...released].sort((a, b) => a.novelId - b.novelId || a.code - b.code);
    await recordRelease(tx, inOrder.map((r) => ({ kind: 'chapter_released' as const, novelId: r.novelId, chapterId: r.id, silent: r.silent })));
    await afterRelease?.(
      tx,
      inOrder.map((r) => ({ id: r.id, novelId: r.novelId, code: r.code, title: r.title, authorId: authorOf.get(r.novelId)!, dueAt: r.releaseAt ?? now })),
      now,
    );
    return { ran: true, released: released.map(({ id, novelId, code }) => ({ id, novelId, code })) };
  });
}

/** The queued job's name (lib/jobs): every instance asks for it each interval, one runs it. */
export const RELEASE_JOB = 'chapters.release';
