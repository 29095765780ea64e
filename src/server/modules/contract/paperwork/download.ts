import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { audit, type AuditOrigin } from '../../audit';
import { contractsRepository } from '../repository';
import type { ContractSettings } from '../settings';
import { requireAuthor } from '../work';

/** GET /v1/sign.pdf: the author's signed PDF (sealed once countersigned); every download is in the audit trail. */
export async function signedPdf(db: Db, settings: ContractSettings, userId: number, contractId: number, origin?: AuditOrigin) {
  const repo = contractsRepository(db);
  await requireAuthor(repo, userId);
  const contract = await repo.ownContract(userId, contractId);
  if (!contract) throw notFound('contract.notFound');
  if (!contract.signedPdfKey) throw notFound('contract.pdf.none');
  const key = contract.signedPdfKey;
  return db.transaction(async (tx) => {
    await audit(tx, {
      actor: { kind: 'author', id: userId },
      action: 'contract.pdf.downloaded',
      subject: { kind: 'contract', id: contract.id, userId },
      origin,
    });
    const object = await settings.storage.read('private', key);
    if (!object) throw notFound('contract.pdf.none');
    return { data: object.data, filename: `${contract.contractNo}.pdf` };
  });
}
