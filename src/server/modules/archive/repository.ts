import { and, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { archiveSettings, archives } from '../../db/schema';
import type { ArchiveKind, ArchiveStatus } from '../../../domain/archive';
import { uploadsRepository } from '../../lib/storage/uploads-repository';
import { auditArchiveRepository } from '../audit';
import { authorArchiveRepository } from '../author';
import { chapterArchiveRepository } from '../chapter';
import { commentArchiveRepository } from '../comment';
import { contractArchiveRepository } from '../contract';
import { ledgerArchiveRepository } from '../ledger';
import { notificationArchiveRepository } from '../notification';
import { novelArchiveRepository } from '../novel';
import { payeeArchiveRepository } from '../payee';
import { payoutArchiveRepository } from '../payout';
import { statsArchiveRepository } from '../stats';
import { supportArchiveRepository } from '../support';
import { deletionRepository, userArchiveRepository } from '../user';

export type ArchiveRow = typeof archives.$inferSelect;

/** The archives of one author and the rows an archive of theirs is built from; every query is scoped to them. */
export function archivesRepository(db: Db, authorId: number) {
  const mine = (id: string) => and(eq(archives.id, id), eq(archives.authorId, authorId));
  return {
    /** A new queued archive, unless one of the kind is queued or building already (then undefined). */
    async insert(row: { id: string; kind: ArchiveKind; automatic: boolean }): Promise<ArchiveRow | undefined> {
      const [created] = await db
        .insert(archives)
        .values({ ...row, authorId })
        .onConflictDoNothing({ target: [archives.authorId, archives.kind], where: sql`${archives.status} in ('queued', 'building')` })
        .returning();
      return created;
    },
    async underWay(kind: ArchiveKind): Promise<ArchiveRow | undefined> {
      const [row] = await db.select().from(archives).where(and(eq(archives.authorId, authorId), eq(archives.kind, kind), inArray(archives.status, ['queued', 'building'])));
      return row;
    },
    async find(id: string): Promise<ArchiveRow | undefined> {
      const [row] = await db.select().from(archives).where(mine(id));
      return row;
    },
    async latest(kind: ArchiveKind): Promise<ArchiveRow | undefined> {
      const [row] = await db.select().from(archives).where(and(eq(archives.authorId, authorId), eq(archives.kind, kind))).orderBy(desc(archives.createdAt), desc(archives.id)).limit(1);
      return row;
    },
    /** Moves a queued archive to building; false when it is not queued (a duplicate or retried job). */
    async start(id: string): Promise<boolean> {
      const done = await db.update(archives).set({ status: 'building', progress: 0 }).where(and(mine(id), inArray(archives.status, ['queued', 'building']))).returning({ id: archives.id });
      return done.length > 0;
    },
    async progress(id: string, progress: number): Promise<void> {
      await db.update(archives).set({ progress }).where(and(mine(id), eq(archives.status, 'building')));
    },
    async finish(id: string, outcome: { status: Extract<ArchiveStatus, 'ready' | 'failed'>; storageKey?: string; bytes?: number; finishedAt: Date; expiresAt?: Date }): Promise<void> {
      await db
        .update(archives)
        .set({ status: outcome.status, progress: outcome.status === 'ready' ? 100 : sql`${archives.progress}`, storageKey: outcome.storageKey ?? null, bytes: outcome.bytes ?? null, finishedAt: outcome.finishedAt, expiresAt: outcome.expiresAt ?? null })
        .where(mine(id));
    },
    async weekly(): Promise<boolean> {
      const [row] = await db.select({ weekly: archiveSettings.weekly }).from(archiveSettings).where(eq(archiveSettings.authorId, authorId));
      return row?.weekly ?? false;
    },
    async setWeekly(weekly: boolean): Promise<void> {
      await db.insert(archiveSettings).values({ authorId, weekly }).onConflictDoUpdate({ target: archiveSettings.authorId, set: { weekly } });
    },
    async weeklyAsked(at: Date): Promise<void> {
      await db.update(archiveSettings).set({ lastWeeklyAt: at }).where(eq(archiveSettings.authorId, authorId));
    },
  };
}

/** What the archive jobs read across authors: the weekly ones due, and the expired files to remove. */
export function archiveJobsRepository(db: Db) {
  return {
    /** Authors whose weekly archive is due, but none whose account is being deleted or erased. */
    async weeklyDue(before: Date): Promise<number[]> {
      const rows = await db
        .select({ authorId: archiveSettings.authorId })
        .from(archiveSettings)
        .where(and(eq(archiveSettings.weekly, true), or(isNull(archiveSettings.lastWeeklyAt), lte(archiveSettings.lastWeeklyAt, before))));
      const leaving = await deletionRepository(db).leaving(rows.map((r) => r.authorId));
      return rows.map((r) => r.authorId).filter((id) => !leaving.has(id));
    },
    async expired(now: Date): Promise<ArchiveRow[]> {
      return db.select().from(archives).where(and(eq(archives.status, 'ready'), isNotNull(archives.storageKey), lte(archives.expiresAt, now)));
    },
    /** Archives queued or building since before `before`: their job was lost (an instance stopped mid-build). */
    async abandon(before: Date, at: Date): Promise<number> {
      const rows = await db
        .update(archives)
        .set({ status: 'failed', finishedAt: at })
        .where(and(inArray(archives.status, ['queued', 'building']), lte(archives.createdAt, before)))
        .returning({ id: archives.id });
      return rows.length;
    },
    async markExpired(id: string): Promise<void> {
      await db.update(archives).set({ storageKey: null }).where(eq(archives.id, id));
    },
    async owner(id: string): Promise<number | undefined> {
      const [row] = await db.select({ authorId: archives.authorId }).from(archives).where(eq(archives.id, id));
      return row?.authorId;
    },
  };
}

/**
 * The rows an archive is made of, all the author's own, each read through the module that keeps it. Read-only;
 * chapter documents and their history are read a novel at a time, so a large body of work never sits in memory whole.
 */
export function archiveSourceRepository(db: Db, authorId: number) {
  const chapterRows = chapterArchiveRepository(db, authorId);
  const authorRows = authorArchiveRepository(db, authorId);
  return {
    async profile() {
      return { user: await userArchiveRepository(db, authorId).user(), author: await authorRows.author(), intros: await authorRows.intros() };
    },
    novels: novelArchiveRepository(db, authorId).novels,
    chapters: chapterRows.chapters,
    versions: chapterRows.versions,
    uploads: () => uploadsRepository(db).ofOwner(authorId, ['avatar', 'cover']),
    replies: commentArchiveRepository(db, authorId).replies,
    statsDays: statsArchiveRepository(db).days,
    ledger: ledgerArchiveRepository(db, authorId).lines,
    payouts: payoutArchiveRepository(db, authorId).payouts,
    contracts: contractArchiveRepository(db, authorId).contracts,
  };
}

/** The personal data the account holds, for "Download my data", each read through the module that keeps it. */
export function personalDataRepository(db: Db, userId: number) {
  const user = userArchiveRepository(db, userId);
  const notices = notificationArchiveRepository(db, userId);
  const support = supportArchiveRepository(db, userId);
  const payee = payeeArchiveRepository(db, userId);
  return {
    sessions: user.sessions,
    devices: user.devices,
    noticePrefs: notices.prefs,
    notices: notices.notices,
    tickets: support.tickets,
    ticketMessages: support.messages,
    applications: contractArchiveRepository(db, userId).applications,
    payee: payee.payee,
    payeeChanges: payee.changes,
    /** who read or changed the account's personal data: the audit rows about it */
    audit: auditArchiveRepository(db, userId).aboutUser,
  };
}
