import { and, asc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { commentCounts, commentReplies, comments, users, type CommentRow } from '../../db/schema';
import type { CommentCounts, CommentListQuery } from '../../../domain/api/comments';
import { REMOVED_STATES, RESTORABLE_STATES } from '../../../domain/comment';

/** The comments a count or an inbox page looks at: the author's, and a novel, chapter or search. */
export interface CommentScope {
  authorId: number;
  novelId?: number | null;
  chapterId?: number | null;
  /** text searched in the comment, the reader's name and the quote */
  q?: string | null;
}

/** The inbox's filters over a scope, and the (time, id) the page starts after. */
export type CommentFilter = Pick<CommentListQuery, 'view' | 'type' | 'pinned' | 'reply'> & {
  after?: { at: Date; id: number } | null;
};

/** Pins of one novel are decided one at a time (the lock's first key; the novel is the second). */
const PIN_LOCK = 0x57c0;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function scopeOf(scope: CommentScope): SQL[] {
  const where: SQL[] = [eq(comments.authorId, scope.authorId)];
  if (scope.novelId) where.push(eq(comments.novelId, scope.novelId));
  if (scope.chapterId) where.push(eq(comments.chapterId, scope.chapterId));
  const q = scope.q?.trim();
  if (q) {
    const pattern = `%${likeEscape(q)}%`;
    where.push(
      or(
        sql`${comments.text} ilike ${pattern}`,
        sql`${comments.readerName} ilike ${pattern}`,
        sql`${comments.quote} ilike ${pattern}`,
      )!,
    );
  }
  return where;
}

/** Readers' comments on authors' novels: the inbox, the author's and staff's changes, ingestion. */
export function commentsRepository(db: Db) {
  return { ...commentRows(db), ...commentChanges(db), ...inboxReads(db), ...ingestRows(db) };
}

/** One comment or a novel's pinned ones, as the author's and staff's changes read them first. */
function commentRows(db: Db) {
  return {
    /** One of the author's comments (another author's reads as none). */
    async own(authorId: number, id: number): Promise<CommentRow | undefined> {
      const [row] = await db
        .select()
        .from(comments)
        .where(and(eq(comments.id, id), eq(comments.authorId, authorId)));
      return row;
    },
    /** The author's comments among `ids` (others' are left out). */
    async ownMany(authorId: number, ids: readonly number[]): Promise<CommentRow[]> {
      return db
        .select()
        .from(comments)
        .where(and(inArray(comments.id, [...ids]), eq(comments.authorId, authorId)));
    },
    /** The comment of this id, whoever's it is. */
    async byId(id: number): Promise<CommentRow | undefined> {
      const [row] = await db.select().from(comments).where(eq(comments.id, id));
      return row;
    },
    /** The comment's state, locked until the transaction ends. */
    async stateForUpdate(id: number) {
      const [row] = await db.select({ state: comments.state }).from(comments).where(eq(comments.id, id)).for('update');
      return row;
    },
    /** Takes the novel's pin lock until the transaction ends, so its pins are decided one at a time. */
    async lockPins(novelId: number) {
      await db.execute(sql`select pg_advisory_xact_lock(${PIN_LOCK}, ${novelId})`);
    },
    /** When the comment was pinned (null when it is not). */
    async pinnedAt(id: number) {
      const [row] = await db.select({ pinnedAt: comments.pinnedAt }).from(comments).where(eq(comments.id, id));
      return row;
    },
    /** The novel's pinned live comments, earliest pinned first. */
    async pinned(novelId: number) {
      return db
        .select({
          id: comments.id,
          externalId: comments.externalId,
          readerName: comments.readerName,
          text: comments.text,
          pinnedAt: comments.pinnedAt,
        })
        .from(comments)
        .where(and(eq(comments.novelId, novelId), eq(comments.state, 'live'), isNotNull(comments.pinnedAt)))
        .orderBy(asc(comments.pinnedAt), asc(comments.id));
    },
  };
}

/** The author's and staff's changes: pins, replies, deletions, handling and hidden readers. */
function commentChanges(db: Db) {
  return {
    /** Pins the comment at `at`, or unpins it with null. */
    async setPinned(id: number, at: Date | null) {
      await db.update(comments).set({ pinnedAt: at }).where(eq(comments.id, id));
    },
    /** Records a reply to the comment at `at`. */
    async setReplied(id: number, at: Date) {
      await db.update(comments).set({ repliedAt: at }).where(eq(comments.id, id));
    },
    /** Sets the comment's reply time to its latest live reply's (null when none is left). */
    async refreshReplied(id: number) {
      await db
        .update(comments)
        .set({
          repliedAt: sql`(select max(${commentReplies.createdAt}) from ${commentReplies} where ${commentReplies.commentId} = ${id} and ${commentReplies.deletedAt} is null)`,
        })
        .where(eq(comments.id, id));
    },
    /** Deletes those of `ids` still live, with the author's reason; the ones deleted. */
    async deleteLive(ids: number[], removedReason: string, at: Date) {
      return db
        .update(comments)
        .set({ state: 'deleted', removedReason, removedAt: at, pinnedAt: null })
        .where(and(inArray(comments.id, ids), eq(comments.state, 'live')))
        .returning({ id: comments.id, novelId: comments.novelId, externalId: comments.externalId });
    },
    /** Brings the comment back when it is still in a restorable state; the comment restored, if it was. */
    async restore(id: number) {
      const [row] = await db
        .update(comments)
        .set({ state: 'live', removedReason: null, removedAt: null })
        .where(and(eq(comments.id, id), inArray(comments.state, [...RESTORABLE_STATES])))
        .returning({ id: comments.id });
      return row;
    },
    /** Marks the comments handled at `at` (or takes the mark off with null); the ones changed. */
    async setHandled(ids: number[], at: Date | null) {
      return db
        .update(comments)
        .set({ handledAt: at })
        .where(and(inArray(comments.id, ids), at ? isNull(comments.handledAt) : isNotNull(comments.handledAt)))
        .returning({ id: comments.id });
    },
    /** Removes the comment as staff when it is live or removed by the author, the vetting or a block; the comment removed, if it was. */
    async removeByStaff(id: number, at: Date) {
      const [row] = await db
        .update(comments)
        .set({ state: 'staff_removed', removedReason: 'comment.removed.staff', removedAt: at, pinnedAt: null })
        .where(and(eq(comments.id, id), inArray(comments.state, ['live', ...RESTORABLE_STATES])))
        .returning({ id: comments.id });
      return row;
    },
    /** Hides the reader's live comments on the author's novels; the ones hidden. */
    async hideReaders(authorId: number, readerId: string, removedReason: string, at: Date) {
      return db
        .update(comments)
        .set({ state: 'hidden', removedReason, removedAt: at, pinnedAt: null })
        .where(and(eq(comments.authorId, authorId), eq(comments.readerId, readerId), eq(comments.state, 'live')))
        .returning({ id: comments.id });
    },
    /** Shows again the reader's comments a block hid for `removedReason`; the ones shown. */
    async showReaders(authorId: number, readerId: string, removedReason: string) {
      return db
        .update(comments)
        .set({ state: 'live', removedReason: null, removedAt: null })
        .where(
          and(
            eq(comments.authorId, authorId),
            eq(comments.readerId, readerId),
            eq(comments.state, 'hidden'),
            eq(comments.removedReason, removedReason),
          ),
        )
        .returning({ id: comments.id });
    },
  };
}

/** How many of the comments a search matches each of the inbox's filters holds (the search's own scan). */
async function countMatches(db: Db, scope: CommentScope): Promise<CommentCounts> {
  const live = sql`${comments.state} = 'live'`;
  const where = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const [counts] = await db
    .select({
      all: where(live),
      unreplied: where(sql`${live} and ${comments.repliedAt} is null and ${comments.handledAt} is null`),
      replied: where(sql`${live} and ${comments.repliedAt} is not null`),
      pinned: where(sql`${live} and ${comments.pinnedAt} is not null`),
      unpinned: where(sql`${live} and ${comments.pinnedAt} is null`),
      review: where(sql`${live} and ${comments.type} = 'review'`),
      chapter: where(sql`${live} and ${comments.type} = 'chapter'`),
      paragraph: where(sql`${live} and ${comments.type} = 'paragraph'`),
      removed: where(inArray(comments.state, [...REMOVED_STATES])),
    })
    .from(comments)
    .where(and(...scopeOf(scope)));
  return counts as CommentCounts;
}

/** The inbox: its counts and its pages. */
function inboxReads(db: Db) {
  return {
    /**
     * How many comments each of the inbox's filters holds over `scope`: added up from the counts the
     * database keeps per novel and chapter (comment_counts), or, for a search, counted over its matches.
     */
    async counts(scope: CommentScope): Promise<CommentCounts> {
      if (scope.q?.trim()) return countMatches(db, scope);
      const where: SQL[] = [eq(commentCounts.authorId, scope.authorId)];
      if (scope.novelId) where.push(eq(commentCounts.novelId, scope.novelId));
      if (scope.chapterId) where.push(eq(commentCounts.chapterId, scope.chapterId));
      const total = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
      const [sums] = await db
        .select({
          all: total(commentCounts.live),
          unreplied: total(commentCounts.unreplied),
          replied: total(commentCounts.replied),
          pinned: total(commentCounts.pinned),
          review: total(commentCounts.review),
          chapter: total(commentCounts.chapter),
          paragraph: total(commentCounts.paragraph),
          removed: total(commentCounts.removed),
        })
        .from(commentCounts)
        .where(and(...where));
      return { ...sums, unpinned: sums.all - sums.pinned };
    },
    /**
     * An inbox page: up to `limit` comments of `scope` through `filter`, newest first. From the
     * comments alone (the inbox index gives them in order): joined before the limit, a planner with
     * stale statistics joins every row first.
     */
    page(scope: CommentScope, filter: CommentFilter, limit: number) {
      const where = scopeOf(scope);
      where.push(filter.view === 'removed' ? inArray(comments.state, [...REMOVED_STATES]) : eq(comments.state, 'live'));
      if (filter.type && filter.type !== 'all') where.push(eq(comments.type, filter.type));
      if (filter.pinned === 'pinned') where.push(isNotNull(comments.pinnedAt));
      if (filter.pinned === 'unpinned') where.push(isNull(comments.pinnedAt));
      if (filter.reply === 'unreplied') where.push(isNull(comments.repliedAt), isNull(comments.handledAt));
      if (filter.reply === 'replied') where.push(isNotNull(comments.repliedAt));
      if (filter.after) {
        const { at, id } = filter.after;
        // One row comparison, which the index starts its scan at; the same test as an OR reads every
        // newer comment first.
        where.push(sql`(${comments.postedAt}, ${comments.id}) < (${at.toISOString()}::timestamptz, ${id})`);
      }
      return db
        .select()
        .from(comments)
        .where(and(...where))
        // NULLS LAST as the inbox index is built (a column's DESC means NULLS FIRST): a different null
        // order cannot read the index in order, and the whole inbox is sorted for each page.
        .orderBy(sql`${comments.postedAt} desc nulls last`, sql`${comments.id} desc nulls last`)
        .limit(limit);
    },
  };
}

/** What the platform's ingestion writes: new comments, and those the reader site took back. */
function ingestRows(db: Db) {
  return {
    /** Stores new comments, each once by the platform's id; the ones stored. */
    async insertNew(rows: (typeof comments.$inferInsert)[]) {
      return db.insert(comments).values(rows).onConflictDoNothing({ target: comments.externalId }).returning({
        id: comments.id,
        authorId: comments.authorId,
        novelId: comments.novelId,
        type: comments.type,
        state: comments.state,
        removedReason: comments.removedReason,
      });
    },
    /** The comments of these platform ids, with their author's site. */
    async authorSites(externalIds: string[]) {
      return db
        .select({ externalId: comments.externalId, fromSite: users.fromSite })
        .from(comments)
        .innerJoin(users, eq(users.id, comments.authorId))
        .where(inArray(comments.externalId, externalIds));
    },
    /** Marks the comments of these platform ids retracted by their readers; the ones changed. */
    async retract(externalIds: string[], at: Date) {
      return db
        .update(comments)
        .set({ state: 'retracted', removedAt: at, removedReason: 'comment.removed.retracted', pinnedAt: null })
        .where(and(inArray(comments.externalId, externalIds), sql`${comments.state} <> 'retracted'`))
        .returning({ id: comments.id });
    },
  };
}
