import { GUARDIAN_CODE_TTL_MS } from '../../../../domain/contract';
import type { GuardianCodeSent } from '../../../../domain/api/sign';
import type { Db } from '../../../db/client';
import { tooFrequent } from '../../../lib/errors';
import { audit, type AuditOrigin } from '../../audit';
import { queueMail } from '../../mail';
import { contractsRepository } from '../repository';
import type { ContractSettings } from '../settings';
import { maskEmail } from '../views';
import { workOf } from '../work';
import { assertNotAuthor, conflict, linkInvalid, type SignerClient } from './signer';

/**
 * POST /v1/sign.guardianCode: a one-time code mailed to the guardian's address (the one their
 * link went to), to sign with; a new one at most every minute, a few per link.
 */
export async function guardianCode(
  db: Db,
  settings: ContractSettings,
  token: string,
  client: Pick<SignerClient, 'userId'>,
  origin?: AuditOrigin,
): Promise<GuardianCodeSent> {
  const now = settings.now();
  return db.transaction(async (tx) => {
    const r = contractsRepository(tx);
    const ref = await settings.provider.findSession(tx, token, now);
    if (!ref || ref.party !== 'guardian') throw linkInvalid();
    const contract = await r.contract(ref.contractId);
    const application = contract ? await r.application(contract.applicationId) : null;
    if (!contract || !application?.guardianEmail) throw linkInvalid();
    assertNotAuthor(ref, contract, client);
    if (ref.usedAt) throw conflict('sign.link.used');
    if (contract.status !== 'signing' || contract.pendingChange) throw conflict('sign.notWaiting');
    const issued = await settings.provider.issueCode(tx, ref, now);
    if (issued.kind === 'wait') throw tooFrequent(Math.ceil(issued.retryAfterMs / 1000));
    if (issued.kind === 'exhausted') throw conflict('sign.code.exhausted');
    const work = await workOf(tx, contract.novelId);
    await queueMail(tx, {
      to: application.guardianEmail,
      template: 'guardian_code',
      lang: work.lang,
      site: work.fromSite,
      params: { code: issued.code, author: work.penName, minutes: GUARDIAN_CODE_TTL_MS / 60_000 },
    });
    await audit(tx, {
      actor: { kind: 'system' },
      action: 'contract.guardian_code.sent',
      subject: { kind: 'contract', id: contract.id, userId: contract.authorId },
      origin,
    });
    return {
      sent_to: maskEmail(application.guardianEmail),
      expires_at: issued.expiresAt.toISOString(),
      resend_after: issued.resendAfter.toISOString(),
    };
  });
}
