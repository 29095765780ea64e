/** The author's ID photo: stored privately, and every upload and view of it audited. */
import type { Db } from '../../db/client';
import { policyForSite } from '../../../domain/limits';
import { notFound } from '../../lib/errors';
import type { Storage } from '../../lib/storage/storage';
import { readUpload, removeUpload, storeImage } from '../../lib/storage/uploads';
import { authorsRepository } from './authors-repository';
import { audit, type AuditOrigin } from '../audit';
import { requireSigned } from './service';

/** POST /v1/author.uploadUserCard: the ID photo, stored privately. */
export async function uploadIdCard(db: Db, storage: Storage, userId: number, file: Buffer, origin?: AuditOrigin) {
  const author = await requireSigned(db, userId);
  const fromSite = await authorsRepository(db).siteOf(userId);
  const { row } = await storeImage(db, storage, userId, 'id_card', file, policyForSite(fromSite).imageMaxBytes);
  await db.transaction(async (tx) => {
    await authorsRepository(tx).updateProfile(userId, { idCardUploadId: row.id });
    await audit(tx, {
      actor: { kind: 'author', id: userId },
      action: 'id_card.uploaded',
      subject: { kind: 'id_card', id: row.id, userId },
      origin,
    });
  });
  if (author.idCardUploadId) await removeUpload(db, storage, author.idCardUploadId);
  return { uploaded_at: row.createdAt.toISOString() };
}

/** The author's own ID photo (never public). */
export async function ownIdCard(db: Db, storage: Storage, userId: number, origin?: AuditOrigin) {
  const author = await authorsRepository(db).find(userId);
  if (!author?.idCardUploadId) throw notFound();
  const uploadId = author.idCardUploadId;
  return db.transaction(async (tx) => {
    await audit(tx, {
      actor: { kind: 'author', id: userId },
      action: 'id_card.viewed',
      subject: { kind: 'id_card', id: uploadId, userId },
      origin,
    });
    return readUpload(tx, storage, uploadId);
  });
}
