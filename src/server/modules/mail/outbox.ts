import type { Db, Tx } from '../../db/client';
import type { OutboxMail } from '../../db/schema';
import { normalizeLocale } from '../../../domain/locales';
import { brandNameOfSite } from '../../../domain/brand-names';
import { redactLink, redactedParams, renderMail, type MailParams, type MailTemplate } from './templates';
import { outboxRepository, type ReadableMail } from './outbox-repository';

export interface QueuedMail {
  to: string;
  template: MailTemplate;
  params: MailParams;
  /** the recipient's language (any tag the product accepts; unknown ones fall back to English) */
  lang: string;
  /**
   * The site of the account the mail is about (`users.from_site`; a guardian's mail, the author's):
   * the mail speaks and signs in that site's brand.
   */
  site: number | null;
  /**
   * A mail the recipient may turn off (a notice they asked to get by mail): the signed one-click
   * address that turns it off, in its List-Unsubscribe header and footer. Essential mail (security,
   * password, payouts, answers to the author's own requests) has none.
   */
  unsubscribe?: string;
}

/**
 * Queues a mail in the caller's transaction: it commits with the change it reports, or not at
 * all. The sender (sender.ts) delivers it once SMTP is configured; until then it waits here.
 * Live links are stored redacted; the mail as sent is sealed (encrypted) for the sender.
 */
export async function queueMail(tx: Tx | Db, mail: QueuedMail): Promise<number> {
  const lang = normalizeLocale(mail.lang);
  const brand = brandNameOfSite(mail.site);
  const sent = renderMail(mail.template, mail.params, lang, brand, mail.unsubscribe);
  const redacted = redactedParams(mail.template, mail.params);
  // The unsubscribe link acts for its owner too: staff read it redacted.
  const shownUnsubscribe = mail.unsubscribe ? redactLink(mail.unsubscribe) : undefined;
  const shown = redacted || mail.unsubscribe ? renderMail(mail.template, redacted ?? mail.params, lang, brand, shownUnsubscribe) : sent;
  return outboxRepository(tx).add({
    toAddress: mail.to.trim().toLowerCase(),
    template: mail.template,
    lang,
    subject: shown.subject,
    textBody: shown.text,
    htmlBody: shown.html,
    sealedBody: redacted || mail.unsubscribe ? JSON.stringify({ text: sent.text, html: sent.html }) : null,
    listUnsubscribe: mail.unsubscribe ?? null,
  });
}

/** The parts the sender sends: the sealed mail with its live links when there is one, else what is stored. */
export function deliverable(row: Pick<OutboxMail, 'textBody' | 'htmlBody' | 'sealedBody'>): { text: string; html: string } {
  if (!row.sealedBody) return { text: row.textBody, html: row.htmlBody };
  const sealed = JSON.parse(row.sealedBody) as { text: string; html: string };
  return { text: sealed.text, html: sealed.html };
}

export type { ReadableMail };

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
export async function listOutbox(db: Db, filter: OutboxFilter = {}): Promise<ReadableMail[]> {
  return outboxRepository(db).readable(
    { status: filter.status, to: filter.to ? filter.to.trim().toLowerCase() : undefined, template: filter.template, before: filter.before },
    Math.min(Math.max(filter.limit ?? 50, 1), 500),
  );
}

/** Counts per status, for the back office's summary line. */
export async function outboxCounts(db: Db): Promise<Record<OutboxStatus, number>> {
  const rows = await outboxRepository(db).countsByStatus();
  const counts = { pending: 0, sending: 0, sent: 0, failed: 0 };
  for (const r of rows) if (r.status in counts) counts[r.status as OutboxStatus] = Number(r.n);
  return counts;
}
