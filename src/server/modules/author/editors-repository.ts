import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staff } from '../../db/schema';

/** Staff as authors see them: the editors they may choose, and names in their audit trail. */
export function editorsRepository(db: Db) {
  return {
    /** Editors an author can choose from, by name; disabled ones come too, for the caller to leave out. */
    async editors() {
      return db
        .select({ id: staff.id, name: staff.name, languages: staff.languages, disabledAt: staff.disabledAt })
        .from(staff)
        .where(and(eq(staff.role, 'editor'), eq(staff.system, 0)))
        .orderBy(staff.name);
    },

    /** The editor of this id, if an author may choose them. */
    async editor(id: number) {
      const [editor] = await db
        .select({ id: staff.id })
        .from(staff)
        .where(and(eq(staff.id, id), eq(staff.role, 'editor'), eq(staff.system, 0)))
        .limit(1);
      return editor;
    },

    /** Staff members' names, for the audit trail. */
    async staffNames(ids: number[]) {
      return db.select({ id: staff.id, name: staff.name, system: staff.system }).from(staff).where(inArray(staff.id, ids));
    },
  };
}
