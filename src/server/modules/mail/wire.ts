/** Back-office wire shapes of the mail outbox (staff only, so they live beside the module, not in src/domain). */
import Type, { type Static } from 'typebox';
import { Count, Id, IsoTime, Nullable } from '../../../domain/api/common';
import { EMAIL_MAX_CHARS } from '../../../domain/api/session';
import { IdCursor } from '../../../domain/api/cursor';

export const OutboxQuery = {
  status: Type.Optional(Type.String({ maxLength: 100, pattern: '^[a-z, ]*$', description: 'comma-separated: pending, sending, sent, failed (default all)', examples: ['pending,failed'] })),
  to: Type.Optional(Type.String({ maxLength: EMAIL_MAX_CHARS, description: 'only mails to this address', examples: ['demo@writers-center.test'] })),
  template: Type.Optional(Type.String({ maxLength: 64, pattern: '^[a-z_]*$', description: 'verify_email, password_reset or signup_existing', examples: ['password_reset'] })),
  before: Type.Optional(IdCursor('integer', 'only mails with a smaller id (the next page, newest first)', 120)),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, description: 'at most this many (default 50)', examples: [50] })),
};

export const OutboxEntry = Type.Object({
  id: Id('outbox id', 17),
  to: Type.String({ examples: ['demo@writers-center.test'] }),
  template: Type.String({ examples: ['password_reset'] }),
  lang: Type.String({ description: 'the language it is written in', examples: ['de'] }),
  subject: Type.String({ examples: ['Choose a new password'] }),
  text: Type.String({ description: 'the plain-text part, as sent', examples: ['Hello,\n\n…'] }),
  html: Type.String({ description: 'the HTML part, as sent', examples: ['<!doctype html>…'] }),
  status: Type.String({ description: 'pending (no SMTP, or waiting for its next try), sending, sent or failed', examples: ['pending'] }),
  attempts: Count('delivery tries so far', 0),
  next_attempt_at: IsoTime('not tried before this time'),
  last_error: Nullable(Type.String({ description: 'the last delivery error', examples: ['451 4.3.0 try again later'] })),
  created_at: IsoTime(),
  sent_at: Nullable(IsoTime()),
});
export type OutboxEntry = Static<typeof OutboxEntry>;

export const OutboxPage = Type.Object({
  list: Type.Array(OutboxEntry),
  counts: Type.Object({ pending: Count(), sending: Count(), sent: Count(), failed: Count() }, { description: 'mails per status in the whole outbox' }),
  smtp: Type.Boolean({ description: 'whether this server delivers through SMTP (SMTP_URL); without it mails stay pending here' }),
});
export type OutboxPage = Static<typeof OutboxPage>;
