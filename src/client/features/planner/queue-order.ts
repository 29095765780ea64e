import type { Plan, PlanQueueBody, QueuedChapter } from '../../../domain/api/planner';

/** A chapter not queued, as planner.get lists it. */
export type PlanDraft = Plan['drafts'][number];

/** A chapter of the queue as the screen holds it: the server's fields, changed by the author until the answer comes. */
export type QueueEntry = QueuedChapter;

/** The list with the item at `from` moved to `to` (both clamped to the list); the same list when nothing moves. */
export function moveEntry<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from < 0 || from >= list.length || from === target) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item);
  return next;
}

/** A draft put at the end of the queue: no date until the server plans it. */
export const queueDraft = (queue: readonly QueueEntry[], draft: PlanDraft): QueueEntry[] => [
  ...queue,
  { ...draft, status: 'draft', release_at: null, pinned: false, silent: false, problem: null },
];

/** The queue without one chapter (it goes back to the drafts). */
export const pullEntry = (queue: readonly QueueEntry[], id: number): QueueEntry[] => queue.filter((c) => c.original_chapter_id !== id);

/** One chapter changed, the others as they are. */
export const updateEntry = (queue: readonly QueueEntry[], id: number, change: Partial<Pick<QueueEntry, 'pinned' | 'release_at' | 'silent'>>): QueueEntry[] =>
  queue.map((c) => (c.original_chapter_id === id ? { ...c, ...change } : c));

/**
 * The drafts beside a queue being changed: the server's drafts and the chapters taken out of its
 * queue, less those the author has just queued.
 */
export function draftsBeside(serverQueue: readonly QueueEntry[], serverDrafts: readonly PlanDraft[], queue: readonly QueueEntry[]): PlanDraft[] {
  const queued = new Set(queue.map((c) => c.original_chapter_id));
  const pulled = serverQueue.filter((c) => !queued.has(c.original_chapter_id)).map(({ original_chapter_id, chapter_code, title, words }) => ({ original_chapter_id, chapter_code, title, words }));
  return [...serverDrafts.filter((d) => !queued.has(d.original_chapter_id)), ...pulled].sort((a, b) => a.chapter_code - b.chapter_code);
}

/** What planner.queue is sent: the whole queue in order, a pinned chapter with its date. */
export const queueBody = (bookId: number, version: number, queue: readonly QueueEntry[]): PlanQueueBody => ({
  original_book_id: bookId,
  version,
  chapters: queue.map((c) => ({ original_chapter_id: c.original_chapter_id, pinned_at: c.pinned ? c.release_at : null, silent: c.silent })),
});
