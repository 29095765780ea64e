/** The application's personal data: the ID photos sent with it, and the whole of it in clear on request. */
import { policyForSite } from '../../../../domain/limits';
import type { IdPhotoUploaded, SignApplicationValues } from '../../../../domain/api/sign';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { storeImage } from '../../../lib/storage/uploads';
import { audit, type AuditOrigin } from '../../audit';
import { contractsRepository } from '../repository';
import type { ContractSettings } from '../settings';
import { requireAuthor } from '../work';

/** POST /v1/sign.uploadIdPhoto: a private, re-encoded ID photo (same checks as the profile's). */
export async function uploadIdPhoto(
  db: Db,
  settings: ContractSettings,
  userId: number,
  file: Buffer,
  party: string,
  side: string,
  origin?: AuditOrigin,
): Promise<IdPhotoUploaded> {
  const { user } = await requireAuthor(contractsRepository(db), userId);
  const { row } = await storeImage(
    db,
    settings.storage,
    userId,
    'id_photo',
    file,
    policyForSite(user.fromSite).imageMaxBytes,
  );
  await audit(db, {
    actor: { kind: 'author', id: userId },
    action: 'id_photo.uploaded',
    subject: { kind: 'id_photo', id: row.id, userId },
    after: { party, side },
    origin,
  });
  return { upload_id: row.id };
}

/** POST /v1/sign.reveal: the work's latest application in clear (the password is checked by the route); audited as a view. */
export async function reveal(db: Db, userId: number, novelId: number, origin?: AuditOrigin): Promise<SignApplicationValues> {
  const repo = contractsRepository(db);
  await requireAuthor(repo, userId);
  if (!(await repo.novel(userId, novelId))) throw notFound('novel.notFound');
  const latest = await repo.latestApplication(userId, novelId);
  if (!latest) throw notFound('contract.application.notFound');
  await audit(db, {
    actor: { kind: 'author', id: userId },
    action: 'contract_application.revealed',
    subject: { kind: 'contract_application', id: latest.id, userId },
    origin,
  });
  const guardian = latest.minor;
  return {
    truename: latest.truename,
    IDcard: latest.idNumber,
    address: latest.address,
    mobile: latest.mobile,
    facebook: latest.socialAccount,
    guardian_truename: guardian ? latest.guardianTruename : null,
    guardian_email: guardian ? latest.guardianEmail : null,
    guardian_mobile: guardian ? latest.guardianMobile : null,
    guardian_IDcard: guardian ? latest.guardianIdNumber : null,
  };
}
