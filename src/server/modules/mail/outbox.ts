import { and, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox, type OutboxMail } from '../../db/schema';
import type { Tx } from '../chapter/chapter-store';
import { normalizeLocale } from '../../../domain/locales';
import { renderMail, type MailParams, type MailTemplate } from './templates';

export interface QueuedMail {
  to: string;
  template: MailTemplate;
  params: MailParams;
  /** the recipient's language (any tag the product accepts; unknown ones fall back to English) */
  lang: string;
}

/**
 * Queues a mail in the caller's transaction: it commits with the change it reports, or not at
 * all. The sender (sender.ts) delivers it once SMTP is configured; until then it waits here.
 */
export async function queueMail(tx: Tx | Db, mail: QueuedMail): Promise<number> {
  const lang = normalizeLocale(mail.lang);
  const { subject, text, html } = renderMail(mail.template, mail.params, lang);
  const [row] = await tx
    .insert(mailOutbox)
    .values({ toAddress: mail.to.trim().toLowerCase(), template: mail.template, lang, subject, textBody: text, htmlBody: html })
    .returning({ id: mailOutbox.id });
  return row.id;
}

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export interface OutboxFilter {
  status?: OutboxStatus[];
  to?: string;
  template?: string;
  /** rows with a smaller id (newest first, paging backwards) */
  before?: number;
  limit?: number;
}

/** The outbox, newest first: what staff read (the back-office route and `npm run admin -- mail`). */
export async function listOutbox(db: Db, filter: OutboxFilter = {}): Promise<OutboxMail[]> {
  const where: SQL[] = [];
  if (filter.status?.length) where.push(inArray(mailOutbox.status, filter.status));
  if (filter.to) where.push(eq(mailOutbox.toAddress, filter.to.trim().toLowerCase()));
  if (filter.template) where.push(eq(mailOutbox.template, filter.template));
  if (filter.before) where.push(lt(mailOutbox.id, filter.before));
  return db
    .select()
    .from(mailOutbox)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(Math.min(Math.max(filter.limit ?? 50, 1), 500));
}

/** Counts per status, for the back office's summary line. */
export async function outboxCounts(db: Db): Promise<Record<OutboxStatus, number>> {
  const rows = await db.select({ status: mailOutbox.status, n: sql<number>`count(*)::int` }).from(mailOutbox).groupBy(mailOutbox.status);
  const counts = { pending: 0, sending: 0, sent: 0, failed: 0 };
  for (const r of rows) if (r.status in counts) counts[r.status as OutboxStatus] = Number(r.n);
  return counts;
}
