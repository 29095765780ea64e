import { and, desc, eq, getTableColumns, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { mailOutbox, type OutboxMail } from '../../db/schema';

/** What staff may read of a mail: every column but the sealed one (never decrypted for them). */
const { sealedBody: _sealed, ...readable } = getTableColumns(mailOutbox);
export type ReadableMail = Omit<OutboxMail, 'sealedBody'>;

/** Which of the outbox's mails staff read: of some statuses, to one address, of one template, before an id. */
export interface OutboxQuery {
  status?: string[];
  to?: string;
  template?: string;
  before?: number;
}

/** The mail outbox: mails queued in the transactions they report, claimed and settled by the senders. */
export function outboxRepository(db: Tx | Db) {
  return {
    /** Queues a mail; its id. */
    async add(values: typeof mailOutbox.$inferInsert): Promise<number> {
      const [row] = await db.insert(mailOutbox).values(values).returning({ id: mailOutbox.id });
      return row.id;
    },

    /** Up to `limit` mails through `query`, newest first, without their sealed copy. */
    async readable(query: OutboxQuery, limit: number): Promise<ReadableMail[]> {
      const where: SQL[] = [];
      if (query.status?.length) where.push(inArray(mailOutbox.status, query.status));
      if (query.to !== undefined) where.push(eq(mailOutbox.toAddress, query.to));
      if (query.template) where.push(eq(mailOutbox.template, query.template));
      if (query.before) where.push(lt(mailOutbox.id, query.before));
      return db
        .select(readable)
        .from(mailOutbox)
        .where(where.length ? and(...where) : undefined)
        .orderBy(desc(mailOutbox.id))
        .limit(limit);
    },

    /** How many mails each status holds (statuses without any left out). */
    async countsByStatus() {
      return db
        .select({ status: mailOutbox.status, n: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .groupBy(mailOutbox.status);
    },

    /**
     * Claims up to `batch` due mails until `leaseUntil`: pending ones whose try is due and those
     * whose sender's lease ran out. One statement with `FOR UPDATE SKIP LOCKED`, so two senders
     * never claim the same mail. The mails claimed, their tries counted.
     */
    async claimDue(now: Date, batch: number, leaseUntil: Date): Promise<OutboxMail[]> {
      const due = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          or(
            and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)),
            and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.lockedUntil, now)),
          ),
        )
        .orderBy(mailOutbox.id)
        .limit(batch)
        .for('update', { skipLocked: true });
      return db
        .update(mailOutbox)
        .set({ status: 'sending', attempts: sql`${mailOutbox.attempts} + 1`, lockedUntil: leaseUntil })
        .where(inArray(mailOutbox.id, due))
        .returning();
    },

    /**
     * Settles a claimed mail with `values`, only while the claim is still ours (it is sending,
     * on the same try): a lease that ran out may belong to another sender now.
     */
    async settle(mail: Pick<OutboxMail, 'id' | 'attempts'>, values: Partial<typeof mailOutbox.$inferInsert>) {
      await db
        .update(mailOutbox)
        .set(values)
        .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'sending'), eq(mailOutbox.attempts, mail.attempts)));
    },
  };
}
