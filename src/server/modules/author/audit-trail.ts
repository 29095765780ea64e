/** The author's own audit trail: who viewed or changed their sensitive data, as the author may see it. */
import type { Db } from '../../db/client';
import { auditEntries } from '../audit';
import { authorsRepository } from './authors-repository';
import { editorsRepository } from './editors-repository';

const PAGE = 50;

/** A page of the trail, newest first: actors named only as the author may know them (their editor, staff, the platform). */
export async function auditTrailPage(db: Db, userId: number, cursor: number | undefined) {
  const rows = await auditEntries(db, { subjectUserId: userId }, cursor, PAGE + 1);
  const page = rows.slice(0, PAGE);
  const staffIds = [...new Set(page.filter((r) => r.actorKind === 'staff' && r.actorId !== null).map((r) => r.actorId!))];
  const members = staffIds.length ? await editorsRepository(db).staffNames(staffIds) : [];
  const editorId = await authorsRepository(db).editorIdOf(userId);
  return {
    list: page.map((r) => {
      const member = members.find((m) => m.id === r.actorId);
      const actor =
        r.actorKind === 'author' && r.actorId === userId
          ? ('you' as const)
          : r.actorKind === 'staff'
            ? member && member.id === editorId
              ? ('editor' as const)
              : ('staff' as const)
            : r.actorKind === 'platform'
              ? ('platform' as const)
              : ('system' as const);
      return { id: r.id, actor, actor_name: actor === 'editor' || actor === 'staff' ? (member?.system ? null : (member?.name ?? null)) : null, action: r.action, subject: r.subjectKind, created_at: r.createdAt.toISOString() };
    }),
    next_cursor: rows.length > PAGE ? page[page.length - 1].id : null,
  };
}
