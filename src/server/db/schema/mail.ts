import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, encryptedText } from './columns';

/**
 * Every mail the product sends, written in the transaction of the change it reports (so a
 * change never commits without its mail, nor a mail without its change). The sender delivers
 * rows through SMTP when one is configured; without one they wait here, readable by staff.
 * The mail is rendered when queued, in the recipient's language, so what staff read is what
 * is (or would be) sent, except the live links: a mail whose links carry a token (sign-in,
 * verification, reset, signing) is stored with those links redacted, and the mail as sent is
 * kept encrypted in `sealed_body` for the sender alone, dropped once it is delivered or given up.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    /** the template's name, e.g. 'verify_email' */
    template: text('template').notNull(),
    lang: text('lang').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** the mail with its live links, `{ text, html }` as JSON, encrypted; null when it has no secret link, or once sent or failed */
    sealedBody: encryptedText('mail_outbox', 'sealed_body'),
    /** 'pending' (waiting or between tries) | 'sending' (claimed by a sender until `locked_until`) | 'sent' | 'failed' (gave up) */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** not tried before this time (retries back off) */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** a claim's lease: a sender that died mid-send gives the row back when it runs out */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    /** the last delivery error (SMTP's answer), for staff */
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** a non-essential mail's one-click unsubscribe address (its List-Unsubscribe header); null for essential mail */
    listUnsubscribe: text('list_unsubscribe'),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt), index('mail_outbox_to_idx').on(t.toAddress)],
);

export type OutboxMail = typeof mailOutbox.$inferSelect;
