/** Staff read the audit trail by subject (a kind and id, or the author whose data it is). */
import Type from 'typebox';
import { Id, IsoTime, ListOf, Nullable, Text } from '../../../domain/api/common';
import { defineAction, flagText } from '../../admin/registry';
import { auditEntries } from './audit';
import { IdCursor } from '../../../domain/api/cursor';

const Entry = Type.Object({
  id: Id('entry id', 301),
  actor_kind: Type.String({ examples: ['staff'] }),
  actor_id: Nullable(Type.Integer()),
  action: Type.String({ examples: ['id_card.viewed'] }),
  subject_kind: Type.String({ examples: ['id_card'] }),
  subject_id: Type.String(),
  subject_user_id: Nullable(Type.Integer()),
  before: Nullable(Type.Record(Type.String(), Type.Unknown(), { description: 'values before, by field (secrets redacted)' })),
  after: Nullable(Type.Record(Type.String(), Type.Unknown(), { description: 'values after, by field (secrets redacted)' })),
  request_id: Nullable(Type.String()),
  address: Nullable(Type.String()),
  created_at: IsoTime(),
});


export const auditActions = [
  defineAction({
    name: 'audit.query',
    method: 'GET',
    summary: 'The audit trail by subject (kind and id) or by the author whose data it is, newest first, 50 at a time',
    role: 'admin',
    input: Type.Object({
      subject_kind: Type.Optional(Text(40, 'registration, intro, novel, chapter_update, id_card, profile, staff, announcement, …', 'id_card')),
      subject_id: Type.Optional(Text(64, 'its id', '4f1c')),
      user_id: Type.Optional(Id('the author whose data it is', 7)),
      cursor: Type.Optional(IdCursor('bigint', 'the last id of the previous page', 280)),
    }),
    output: ListOf(Entry),
    cli: {
      command: 'audit',
      usage: '[--user <user id>] [--subject KIND] [--id ID] [--cursor N]',
      input: ({ flags }) => ({
        ...(flagText(flags.subject) ? { subject_kind: flagText(flags.subject)! } : {}),
        ...(flagText(flags.id) ? { subject_id: flagText(flags.id)! } : {}),
        ...(flagText(flags.user) ? { user_id: Number(flags.user) } : {}),
        ...(flagText(flags.cursor) ? { cursor: Number(flags.cursor) } : {}),
      }),
    },
    async run({ tx }, input) {
      const rows = await auditEntries(tx, { subjectKind: input.subject_kind, subjectId: input.subject_id, subjectUserId: input.user_id }, input.cursor);
      return {
        list: rows.map((r) => ({
          id: r.id,
          actor_kind: r.actorKind,
          actor_id: r.actorId,
          action: r.action,
          subject_kind: r.subjectKind,
          subject_id: r.subjectId,
          subject_user_id: r.subjectUserId,
          before: r.before ?? null,
          after: r.after ?? null,
          request_id: r.requestId,
          address: r.address,
          created_at: r.createdAt.toISOString(),
        })),
      };
    },
  }),
];
