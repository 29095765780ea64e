import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { contractApplications, contracts, uploads } from '../../db/schema';
import { uploadFile, type StoredFile } from '../../lib/storage/uploads';

/**
 * An erased account's contract applications that never became a contract (pending, rejected or
 * waiting for information): no law keeps them, so they go with their history and the ID photos
 * only they name. An application behind a contract stays with it, as the contract's record.
 * Answers the photos' files.
 */
export async function eraseOpenApplicationsOf(db: Db | Tx, authorId: number): Promise<StoredFile[]> {
  const signed = db.select({ id: contracts.applicationId }).from(contracts).where(eq(contracts.authorId, authorId));
  const gone = await db
    .delete(contractApplications)
    .where(and(eq(contractApplications.authorId, authorId), notInArray(contractApplications.id, signed)))
    .returning({ front: contractApplications.idPhotoFront, back: contractApplications.idPhotoBack, guardian: contractApplications.guardianIdPhoto });
  const photos = gone.flatMap((row) => [row.front, row.back, row.guardian]).filter((id): id is string => Boolean(id));
  if (!photos.length) return [];
  const kept = await db
    .select({ front: contractApplications.idPhotoFront, back: contractApplications.idPhotoBack, guardian: contractApplications.guardianIdPhoto })
    .from(contractApplications)
    .where(eq(contractApplications.authorId, authorId));
  const stillNamed = new Set(kept.flatMap((row) => [row.front, row.back, row.guardian]));
  const orphans = photos.filter((id) => !stillNamed.has(id));
  if (!orphans.length) return [];
  const rows = await db.delete(uploads).where(and(inArray(uploads.id, orphans), eq(uploads.ownerId, authorId))).returning();
  return rows.map(uploadFile);
}
