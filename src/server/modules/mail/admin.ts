/** Staff read the mail outbox: what was sent, what waits (no SMTP, or a retry), what failed and why. */
import Type from 'typebox';
import { ValidationError } from '../../lib/errors';
import { defineAction, flagText } from '../../admin/registry';
import { audit } from '../audit';
import { listOutbox, outboxCounts, OUTBOX_STATUSES, type OutboxStatus, type ReadableMail } from './outbox';
import { OutboxPage, OutboxQuery, type OutboxEntry } from './wire';

export const outboxEntry = (m: ReadableMail): OutboxEntry => ({
  id: m.id,
  to: m.toAddress,
  template: m.template,
  lang: m.lang,
  subject: m.subject,
  text: m.textBody,
  html: m.htmlBody,
  status: m.status,
  attempts: m.attempts,
  next_attempt_at: m.nextAttemptAt.toISOString(),
  last_error: m.lastError,
  created_at: m.createdAt.toISOString(),
  sent_at: m.sentAt?.toISOString() ?? null,
});

export function parseStatuses(raw: string | undefined): OutboxStatus[] | undefined {
  const list = raw?.split(',').map((s) => s.trim()).filter(Boolean);
  if (!list?.length) return undefined;
  if (list.some((s) => !(OUTBOX_STATUSES as readonly string[]).includes(s))) throw new ValidationError({ status: { id: 'validation.invalid' } });
  return list as OutboxStatus[];
}

export const mailActions = [
  defineAction({
    name: 'mail.outbox',
    method: 'GET',
    summary: 'The mail outbox, newest first (admin): every mail with its text (live links redacted), status, tries and last error; every read is audited',
    role: 'admin',
    input: Type.Object(OutboxQuery),
    output: OutboxPage,
    cli: {
      command: 'mail',
      usage: '[--status pending,sending,sent,failed] [--to EMAIL] [--limit N] | mail <id>   (--json prints each mail whole)',
      input({ target, flags }) {
        if (target !== undefined && !/^\d+$/.test(target)) throw new Error('mail <id>: the id is a number (see: npm run admin -- help)');
        const limit = target ? 1 : flagText(flags.limit) ? Number(flags.limit) : undefined;
        if (limit !== undefined && (!Number.isInteger(limit) || limit < 1 || limit > 500)) throw new Error('--limit must be a whole number from 1 to 500');
        return {
          ...(flagText(flags.status) ? { status: flagText(flags.status)! } : {}),
          ...(flagText(flags.to) ? { to: flagText(flags.to)! } : {}),
          ...(target ? { before: Number(target) + 1 } : {}),
          ...(limit ? { limit } : {}),
        };
      },
      print({ list }, { target, out }) {
        if (target) {
          const mail = list[0];
          if (!mail || mail.id !== Number(target)) throw new Error(`No mail ${target} in the outbox`);
          out.log(`#${mail.id} ${mail.status} (${mail.attempts} tries)${mail.last_error ? ` last error: ${mail.last_error}` : ''}`);
          out.log(`To: ${mail.to}\nSubject: ${mail.subject}\nLanguage: ${mail.lang}\nCreated: ${mail.created_at}${mail.sent_at ? `\nSent: ${mail.sent_at}` : ''}\n\n${mail.text}`);
          return;
        }
        if (!list.length) out.log('Nothing to show.');
        else out.table(list.map((m) => ({ id: m.id, to: m.to, template: m.template, lang: m.lang, status: m.status, tries: m.attempts, created: m.created_at, subject: m.subject, error: m.last_error ?? '' })));
      },
    },
    async run({ tx, smtp, member, origin }, { status, to, template, before, limit }) {
      const statuses = parseStatuses(status);
      const rows = await listOutbox(tx, { status: statuses, to, template: template || undefined, before, limit });
      // Mails are personal data (addresses, names, what happened to an account): who read which is recorded.
      await audit(tx, {
        actor: { kind: 'staff', id: member.id },
        action: 'mail.outbox_read',
        subject: { kind: 'mail_outbox', id: rows.length === 1 ? rows[0].id : 'list' },
        after: { mails: rows.map((r) => r.id), filter: { status: status ?? null, recipient: to ?? null, template: template ?? null, before: before ?? null } },
        origin,
      });
      return { list: rows.map(outboxEntry), counts: await outboxCounts(tx), smtp };
    },
  }),
];
