import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { supportTickets, uploads } from '../../db/schema';
import { uploadFile, type StoredFile } from '../../lib/storage/uploads';

/**
 * An erased account's support conversations: no law keeps them, so the tickets go with their
 * messages, and the screenshots the author sent; answers the screenshots' files.
 */
export async function eraseTicketsOf(db: Db | Tx, userId: number): Promise<StoredFile[]> {
  await db.delete(supportTickets).where(eq(supportTickets.userId, userId));
  const shots = await db.delete(uploads).where(and(eq(uploads.ownerId, userId), eq(uploads.kind, 'screenshot'))).returning();
  return shots.map(uploadFile);
}
