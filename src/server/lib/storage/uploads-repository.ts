import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';

/** The rows of uploaded files: who owns each, what kind it is, where its file is kept. */
export function uploadsRepository(db: Db) {
  return {
    /** Records an upload; the row recorded. */
    async add(values: typeof uploads.$inferInsert) {
      const [row] = await db.insert(uploads).values(values).returning();
      return row;
    },

    /** Deletes the upload's row; the row deleted, if there was one. */
    async remove(id: string) {
      const [row] = await db.delete(uploads).where(eq(uploads.id, id)).returning();
      return row;
    },

    /** The upload of this id, if there is one. */
    async byId(id: string) {
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
      return row;
    },

    /** The uploads of these ids. */
    async byIds(ids: string[]) {
      return db.select().from(uploads).where(inArray(uploads.id, ids));
    },

    /** The user's uploads of these kinds, oldest first. */
    async ofOwner(ownerId: number, kinds: string[]) {
      return db.select().from(uploads).where(and(eq(uploads.ownerId, ownerId), inArray(uploads.kind, kinds))).orderBy(asc(uploads.createdAt));
    },

    /** The upload of this id when the user uploaded it as this kind. */
    async owned(id: string, ownerId: number, kind: string) {
      const [row] = await db
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(eq(uploads.id, id), eq(uploads.ownerId, ownerId), eq(uploads.kind, kind)));
      return row;
    },
  };
}
