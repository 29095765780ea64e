import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { archiveSettings, archives } from '../../db/schema';
import type { StoredFile } from '../../lib/storage/uploads';

/**
 * An erased account's archives: the weekly setting (so no job builds another) and every archive
 * row go; answers the archives' files, for removal once the erasure is committed.
 */
export async function eraseArchivesOf(db: Db | Tx, authorId: number): Promise<StoredFile[]> {
  await db.delete(archiveSettings).where(eq(archiveSettings.authorId, authorId));
  const gone = await db.delete(archives).where(eq(archives.authorId, authorId)).returning({ key: archives.storageKey });
  return gone.flatMap(({ key }) => (key ? [{ visibility: 'private' as const, key }] : []));
}
