/** Staff actions on authors' announcements: read an author's, and withdraw one with a reason. */
import Type from 'typebox';
import { Id, ListOf, Text } from '../../../domain/api/common';
import { AnnouncementWire } from '../../../domain/api/announcements';
import { defineAction, needText } from '../../admin/registry';
import { byRow } from '../../admin/scopes';
import { authorAnnouncements, authors } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { audit } from '../audit';
import { announcementWire } from './announcements';
import { announcementsRepository } from './announcements-repository';

export const announcementActions = [
  defineAction({
    name: 'announcements.of',
    method: 'GET',
    summary: 'An author’s announcements to readers, newest first',
    role: 'editor',
    scope: byRow(authors.userId, authors.userId, 'user_id'),
    input: Type.Object({ user_id: Id('the author’s user id', 1003) }),
    output: ListOf(AnnouncementWire),
    cli: { command: 'announcements', usage: '<author user id>', input: ({ target }) => ({ user_id: Number(needText(target, 'the author’s user id')) }) },
    async run({ tx }, { user_id }) {
      return { list: (await announcementsRepository(tx).mine(user_id)).map(announcementWire) };
    },
  }),
  defineAction({
    name: 'announcements.withdraw',
    method: 'POST',
    summary: 'Withdraw an author’s announcement with the reason they will read (audited; the author is told, the reader site takes it down)',
    role: 'editor',
    scope: byRow(authorAnnouncements.id, authorAnnouncements.authorId, 'id'),
    input: Type.Object({ id: Id('announcement id', 7), reason: Text(300, 'why, shown to the author', 'Contains a link to another platform') }),
    output: AnnouncementWire,
    cli: { command: 'announcements:withdraw', usage: '<announcement id> --reason <text>', input: ({ target, flags }) => ({ id: Number(needText(target, 'the announcement id')), reason: String(flags.reason ?? '') }) },
    async run(ctx, { id, reason }) {
      const repo = announcementsRepository(ctx.tx);
      const before = await repo.one(id);
      if (!before) throw notFound('announcement.notFound');
      const row = await repo.withdraw(id, { staffId: ctx.member.id, reason }, ctx.now());
      if (!row) return announcementWire(before);
      await repo.append('announcement_withdrawn', id);
      await audit(ctx.tx, { actor: { kind: 'staff', id: ctx.member.id }, action: 'announcement.withdrawn_by_staff', subject: { kind: 'announcement', id, userId: before.authorId }, before: { status: before.status }, after: { status: 'withdrawn', reason }, origin: ctx.origin });
      await ctx.notices.notify(ctx.tx, before.authorId, { kind: 'review', template: 'notice.announcement.withdrawn', params: { reason }, link: '/mywork/announcements' });
      return announcementWire(row);
    },
  }),
];
