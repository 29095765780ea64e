import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { OutboxMail } from '../../db/schema';
import { deliverable } from './outbox';
import { outboxRepository } from './outbox-repository';

/** What the sender needs of nodemailer (tests may pass their own). */
export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string; html: string; headers?: Record<string, string> }): Promise<unknown>;
  close?(): void;
}

export const SENDER = {
  /** rows claimed per round */
  batch: 20,
  /** how long a claim lasts: a sender that dies mid-send gives its rows back after this */
  leaseMs: 5 * 60_000,
  /** tries before a mail is marked failed */
  maxAttempts: 8,
  /** the wait after the first failure; it doubles after each, up to `maxDelayMs` */
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
} as const;

/** The wait before try `attempts + 1`: 30 s, 1 min, 2 min… up to an hour. */
export const retryDelayMs = (attempts: number) => Math.min(SENDER.maxDelayMs, SENDER.baseDelayMs * 2 ** Math.max(0, attempts - 1));

/**
 * Claims due rows for this sender: one statement, `FOR UPDATE SKIP LOCKED`, so senders on
 * several instances never claim the same row; each claim is a lease (`locked_until`), so a
 * row whose sender died is claimed again once the lease runs out.
 */
export async function claimDue(db: Db, now = new Date(), batch: number = SENDER.batch): Promise<OutboxMail[]> {
  return outboxRepository(db).claimDue(now, batch, new Date(now.getTime() + SENDER.leaseMs));
}

/** SMTP's 5xx answers are final (no such mailbox, refused): trying again will not help. */
function isPermanent(err: unknown): boolean {
  const code = (err as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** An error as staff read it: SMTP's answer, one line, bounded. */
function describe(err: unknown): string {
  const e = err as { responseCode?: number; response?: string; code?: string; message?: string };
  const text = e.response ?? e.message ?? String(err);
  return `${e.code ? `${e.code}: ` : ''}${text}`.replace(/\s+/g, ' ').slice(0, 500);
}

export interface DeliveryRound {
  sent: number[];
  retried: number[];
  failed: number[];
}

/**
 * A mail the recipient may turn off carries RFC 8058's one-click headers: the mail client POSTs
 * `List-Unsubscribe=One-Click` to the address, with no sign-in and no page in between.
 */
export function unsubscribeHeaders(mail: Pick<OutboxMail, 'listUnsubscribe'>): Record<string, string> {
  if (!mail.listUnsubscribe) return {};
  return { 'List-Unsubscribe': `<${mail.listUnsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** Sends what is due now through `transport`: each row ends sent, pending again with a later try, or failed. */
export async function deliverDue(db: Db, transport: MailTransport, from: string, now = new Date()): Promise<DeliveryRound> {
  const round: DeliveryRound = { sent: [], retried: [], failed: [] };
  const claimed = await claimDue(db, now);
  const outbox = outboxRepository(db);
  for (const mail of claimed) {
    // Only the claim we hold may settle the row (a lease that ran out may belong to another sender now).
    try {
      await transport.sendMail({
        from,
        to: mail.toAddress,
        subject: mail.subject,
        ...deliverable(mail),
        headers: { 'Content-Language': mail.lang, 'X-Writers-Center-Mail': `${mail.template}/${mail.id}`, ...unsubscribeHeaders(mail) },
      });
      // Delivered, its live links are the recipient's alone: the sealed copy goes.
      await outbox.settle(mail, { status: 'sent', sentAt: new Date(), lockedUntil: null, lastError: null, sealedBody: null });
      round.sent.push(mail.id);
    } catch (err) {
      const giveUp = isPermanent(err) || mail.attempts >= SENDER.maxAttempts;
      await outbox.settle(mail, {
        status: giveUp ? 'failed' : 'pending',
        lockedUntil: null,
        lastError: describe(err),
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(mail.attempts)),
        ...(giveUp ? { sealedBody: null } : {}),
      });
      (giveUp ? round.failed : round.retried).push(mail.id);
    }
  }
  return round;
}

export interface MailSettings {
  /** smtp://user:pass@host:587 or smtps://…; without it mails stay in the outbox */
  smtpUrl?: string;
  /** the From of every mail */
  from: string;
  /** how often the outbox is read; default 5 s */
  intervalMs?: number;
}

export const DEFAULT_MAIL_FROM = 'Writers’ Center <no-reply@writers-center.test>';

/** nodemailer over SMTP, with time-outs so a stuck server cannot hold the sender. */
export async function smtpTransport(smtpUrl: string): Promise<MailTransport> {
  const { default: nodemailer } = await import('nodemailer');
  return nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 } as Parameters<typeof nodemailer.createTransport>[0]);
}

/**
 * Delivers the outbox now and then every `intervalMs` (every instance may run it: claims never
 * overlap). Returns the stop function for the app's close.
 */
export function startMailSender(db: Db, settings: MailSettings & { smtpUrl: string }, log: FastifyBaseLogger, transport?: MailTransport): () => Promise<void> {
  let current: Promise<void> | undefined;
  let stopped = false;
  const ready = transport ? Promise.resolve(transport) : smtpTransport(settings.smtpUrl);
  const run = async () => {
    try {
      const t = await ready;
      // Rounds until the due rows are all handled (a full batch may have left more).
      for (let i = 0; i < 50 && !stopped; i++) {
        const round = await deliverDue(db, t, settings.from);
        if (round.retried.length || round.failed.length) log.warn({ retried: round.retried, failed: round.failed }, 'mail delivery failed');
        if (round.sent.length + round.retried.length + round.failed.length < SENDER.batch) break;
      }
    } catch (err) {
      log.error({ err }, 'mail sender failed');
    } finally {
      current = undefined;
    }
  };
  const tick = () => {
    if (current || stopped) return;
    current = run();
  };
  tick();
  const timer = setInterval(tick, settings.intervalMs ?? 5_000);
  timer.unref();
  // Stopping waits for a round in progress, so the database is not closed under it.
  return async () => {
    stopped = true;
    clearInterval(timer);
    await current;
    await ready.then((t) => t.close?.()).catch(() => undefined);
  };
}
