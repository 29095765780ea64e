import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Append-only: who did what to whom, written in the transaction of every staff action, every view
 * of a private file and every change to personal, payee or contract data. Secrets never enter it
 * (values are redacted before they are written).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** staff, author, system or platform */
    actorKind: text('actor_kind').notNull(),
    actorId: integer('actor_id'),
    action: text('action').notNull(),
    /** what was acted on: registration, intro, novel, chapter, id_card, profile, … */
    subjectKind: text('subject_kind').notNull(),
    subjectId: text('subject_id').notNull(),
    /** the author whose data it is, so they can see who touched it */
    subjectUserId: integer('subject_user_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    requestId: text('request_id'),
    address: text('address'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_subject_idx').on(t.subjectKind, t.subjectId), index('audit_subject_user_idx').on(t.subjectUserId, t.createdAt)],
);
