import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { commentActivity, commentReplies, commentWords, comments, novels, readerBlocks } from '../db/schema';
import { ingestComments, simulatedComments } from '../modules/comment';

/** Words the vetting removes comments for, in a few of the portal's languages; staff keep the list. */
export const DEMO_COMMENT_WORDS = ['idiot', 'moron', 'hack writer', 'idiota', 'dummkopf', 'идиот', 'bodoh', 'ngu ngốc', 'ควาย', '白痴'];
/** The reader the demo author blocked (their comments carry the "blocked" mark). */
export const DEMO_BLOCKED_READER = 'r-1013';

const REPLIES = ['Thank you so much for reading!', 'Glad you liked it. More soon!', 'You will find out in two chapters 😉', 'Thanks for the kind words!'];

/**
 * A few hundred reader comments over the demo author's first three novels through the real
 * ingestion, in every state: unreplied (most), replied, handled, pinned (three on the first novel,
 * so pinning a fourth asks to replace one), removed by the vetting with its reason, and from a
 * reader the author blocked.
 */
export async function seedDemoComments(db: Db, userId: number, now = new Date()) {
  await db.insert(commentWords).values(DEMO_COMMENT_WORDS.map((word) => ({ word }))).onConflictDoNothing();
  const works = await db.select({ id: novels.id }).from(novels).where(eq(novels.authorId, userId)).orderBy(asc(novels.id)).limit(3);
  const counts = [160, 90, 50];
  for (const [i, work] of works.entries()) {
    const list = await simulatedComments(db, { novelId: work.id, count: counts[i], days: 20, now, seed: 7 + i, prefix: `demo-${work.id}`, vettedShare: 0.04 });
    await ingestComments(db, list, { lang: 'en', now });
  }
  const ids = works.map((w) => w.id);
  if (!ids.length) return;
  const live = await db
    .select({ id: comments.id, novelId: comments.novelId, postedAt: comments.postedAt })
    .from(comments)
    .where(and(inArray(comments.novelId, ids), eq(comments.state, 'live')))
    .orderBy(asc(comments.postedAt), asc(comments.id));

  // The older third is replied to, a few more are marked handled.
  const replied = live.filter((_, i) => i % 3 === 0 && i < live.length * 0.7);
  if (replied.length) {
    await db.insert(commentReplies).values(
      replied.map((c, i) => ({ commentId: c.id, authorId: userId, text: REPLIES[i % REPLIES.length], createdAt: new Date(c.postedAt.getTime() + 3_600_000) })),
    );
    await db
      .update(comments)
      .set({ repliedAt: sql`${comments.postedAt} + interval '1 hour'` })
      .where(inArray(comments.id, replied.map((c) => c.id)));
  }
  const handled = live.filter((_, i) => i % 7 === 1 && i < live.length * 0.5);
  if (handled.length)
    await db
      .update(comments)
      .set({ handledAt: sql`${comments.postedAt} + interval '2 hours'` })
      .where(inArray(comments.id, handled.map((c) => c.id)));
  await db.insert(commentActivity).values({ authorId: userId, lastAt: new Date(now.getTime() - 86_400_000) }).onConflictDoNothing();

  // Three pinned on the first novel, one on the second.
  const pinOn = (novelId: number, n: number) => live.filter((c) => c.novelId === novelId).slice(-n - 10, -10);
  const pins = [...pinOn(ids[0], 3), ...(ids[1] ? pinOn(ids[1], 1) : [])];
  for (const [i, c] of pins.entries()) await db.update(comments).set({ pinnedAt: new Date(now.getTime() - (10 - i) * 86_400_000) }).where(eq(comments.id, c.id));

  const [reader] = await db.select({ name: comments.readerName }).from(comments).where(and(inArray(comments.novelId, ids), eq(comments.readerId, DEMO_BLOCKED_READER))).limit(1);
  await db.insert(readerBlocks).values({ authorId: userId, readerId: DEMO_BLOCKED_READER, readerName: reader?.name ?? 'reader_4471', until: new Date(now.getTime() + 20 * 86_400_000), hidePast: false, createdAt: new Date(now.getTime() - 10 * 86_400_000) });
}
