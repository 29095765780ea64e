import { expect, it } from 'vitest';
import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { describeEachDatabase } from '../support/each-database';
import { apiClient } from '../support/api-client';
import { newAuthor } from '../support/contracts';
import type { Db } from '../../src/server/db/client';
import { chapters, comments } from '../../src/server/db/schema';
import { ingestComments, simulatedComments } from '../../src/server/modules/comment';
import { commentsRepository, type CommentScope } from '../../src/server/modules/comment/comments-repository';
import { REMOVED_STATES } from '../../src/domain/comment';
import { textContentColumns } from '../../src/server/modules/chapter';
import { literal } from '../../src/server/db/prepared';
import { inboxPageRepository } from '../../src/server/modules/comment/inbox-page-repository';
import { preparedPlan } from '../support/plans';

/** The inbox's counts as a scan of every comment in the scope finds them (what the page used to run each time). */
async function recount(db: Db, scope: CommentScope) {
  const where: SQL[] = [eq(comments.authorId, scope.authorId)];
  if (scope.novelId) where.push(eq(comments.novelId, scope.novelId));
  if (scope.chapterId) where.push(eq(comments.chapterId, scope.chapterId));
  const live = sql`${comments.state} = 'live'`;
  const n = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const [counts] = await db
    .select({
      all: n(live),
      unreplied: n(sql`${live} and ${comments.repliedAt} is null and ${comments.handledAt} is null`),
      replied: n(sql`${live} and ${comments.repliedAt} is not null`),
      pinned: n(sql`${live} and ${comments.pinnedAt} is not null`),
      unpinned: n(sql`${live} and ${comments.pinnedAt} is null`),
      review: n(sql`${live} and ${comments.type} = 'review'`),
      chapter: n(sql`${live} and ${comments.type} = 'chapter'`),
      paragraph: n(sql`${live} and ${comments.type} = 'paragraph'`),
      removed: n(inArray(comments.state, [...REMOVED_STATES])),
    })
    .from(comments)
    .where(and(...where));
  return counts;
}


/**
 * The inbox's counts are kept by the database (comment_counts, by triggers on comments) instead of counted on
 * every page: after every kind of change they equal a fresh count, for the author, a novel and a chapter.
 */
describeEachDatabase(
  'comment counts kept with the comments',
  ({ get }) => {
  const api = apiClient(() => get().app);

  it('equal a count of the comments after ingestion, deletions, pins, replies, handling, blocks, restores, a deleted chapter and deleted comments', async () => {
    const db = get().database.db;
    const repo = commentsRepository(db);
    const at = await newAuthor(db, api);
    // Released chapters for readers to comment on.
    await db.insert(chapters).values(Array.from({ length: 6 }, (_, i) => ({ novelId: at.bookId, code: 900 + i, title: `Chapter ${900 + i}`, ...textContentColumns('Words.'), words: 1, status: 'released', releaseAt: new Date(Date.now() - 86_400_000) })));
    const list = await simulatedComments(db, { novelId: at.bookId, count: 400, seed: 11, prefix: 'counts', vettedShare: 0.1 });
    await ingestComments(db, list, { lang: 'en' });
    const [onChapter] = await db.select({ id: comments.chapterId }).from(comments).where(and(eq(comments.authorId, at.userId), isNotNull(comments.chapterId))).limit(1);
    const scopes: CommentScope[] = [{ authorId: at.userId }, { authorId: at.userId, novelId: at.bookId }, { authorId: at.userId, chapterId: onChapter.id }];
    const agree = async () => {
      for (const scope of scopes) expect(await repo.counts(scope), JSON.stringify(scope)).toEqual(await recount(db, scope));
    };
    await agree();
    expect((await repo.counts(scopes[0])).all).toBeGreaterThan(300);

    const rows = await repo.page({ authorId: at.userId }, {}, 60);
    const now = new Date();
    await repo.deleteLive(rows.slice(0, 5).map((r) => r.id), 'comment.reason.spam', now);
    await repo.setPinned(rows[6].id, now);
    await repo.setReplied(rows[7].id, now);
    await repo.setHandled(rows.slice(8, 12).map((r) => r.id), now);
    await repo.hideReaders(at.userId, rows[13].readerId, 'comment.removed.blocked', now);
    await repo.restore(rows[0].id);
    await repo.removeByStaff(rows[20].id, now);
    await repo.retract([rows[21].externalId], now);
    await repo.setHandled([rows[8].id], null);
    // A change no filter sees (likes) leaves the counts as they are.
    await db.update(comments).set({ likes: 99 }).where(eq(comments.id, rows[30].id));
    await agree();

    // A deleted chapter's comments stay, on no chapter.
    await db.delete(chapters).where(eq(chapters.id, onChapter.id!));
    await agree();
    expect((await repo.counts(scopes[2])).all).toBe(0);

    // Comments deleted (a novel's deletion cascades to them) take their counts with them.
    await db.delete(comments).where(eq(comments.novelId, at.bookId));
    expect(await repo.counts(scopes[0])).toEqual(await recount(db, scopes[0]));
    expect((await repo.counts(scopes[0])).all).toBe(0);
  });

  it('are counted over the matches for a search', async () => {
    const db = get().database.db;
    const at = await newAuthor(db, api);
    await ingestComments(db, await simulatedComments(db, { novelId: at.bookId, count: 50, seed: 12, prefix: 'counts-q' }), { lang: 'en' });
    const scope = { authorId: at.userId, q: 'chapter' };
    const counts = await commentsRepository(db).counts(scope);
    expect(counts.all).toBeLessThanOrEqual(50);
    const { rows } = (await db.execute(
      sql`select count(*)::int as matches from comments where author_id = ${at.userId} and state = 'live' and (text ilike '%chapter%' or reader_name ilike '%chapter%' or quote ilike '%chapter%')`,
    )) as unknown as { rows: { matches: number }[] };
    expect(counts.all).toBe(Number(rows[0].matches));
  });

  it('an inbox page reads the inbox index in its order from its cursor: no page sorts or skips through the whole inbox', async () => {
    const db = get().database.db;
    const at = await newAuthor(db, api);
    const cursor = { at: new Date(), id: 1_000_000 };
    for (const filter of [{}, { reply: 'unreplied' as const }, { view: 'removed' as const }, { after: cursor }]) {
      const query = commentsRepository(db).page({ authorId: at.userId }, filter, 51).toSQL();
      const inlined = query.sql.replace(/\$(\d+)/g, (_, n: string) => literal(query.params[Number(n) - 1]));
      // Scans and sorts priced out: a plan that still sorts is one the index cannot give in order.
      const plan = await db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_sort = off`);
        const result = (await tx.execute(sql.raw(`explain ${inlined}`))) as unknown as { rows: Record<string, string>[] };
        return result.rows.map((row) => Object.values(row)[0]).join('\n');
      });
      expect(plan, JSON.stringify(filter)).toContain('comments_inbox_idx');
      expect(plan, JSON.stringify(filter)).not.toMatch(/Sort/);
      // A later page starts where the cursor points rather than reading every newer comment first.
      if ('after' in filter) expect(plan).toMatch(/Index Cond: .*posted_at/);
    }
    // The plain inbox's one statement, first page and later, planned for any values or for these.
    for (const mode of ['force_generic_plan', 'force_custom_plan'] as const) {
      for (const [beforeAt, beforeId] of [['infinity', 2_147_483_647], [cursor.at.toISOString(), cursor.id]] as const) {
        const values = { author: at.userId, beforeAt, beforeId, size: 50, now: new Date().toISOString() };
        const plan = await preparedPlan(db, inboxPageRepository(db).statement(values), mode);
        expect(plan, `${mode} ${beforeAt}`).toContain('comments_inbox_idx');
        expect(plan, `${mode} ${beforeAt}`).toMatch(/Index Cond: .*posted_at/);
        // (A comment's few replies are sorted oldest first; the comments never are.)
        expect(plan, `${mode} ${beforeAt}`).not.toMatch(/Sort Key: .*posted_at|Seq Scan on comments/);
      }
    }
  });
},
  () => ({ demo: true }),
);
