import { isMinor } from '../../../../domain/contract';
import type { Contract, StoredTerms } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import type { AuditOrigin } from '../../audit';
import { record, type Actor, type Change } from '../change';
import { contractNotice } from '../notices';
import { assertContractMove } from '../transitions';
import { workOf } from '../work';
import { renderUnsigned } from './files';
import { issueGuardianLink } from './guardian-link';

/**
 * unsigned → signing: the terms, in the author's language, rendered into the unsigned PDF; for
 * a minor the guardian's link is made and mailed. The author is asked to sign now.
 */
export async function prepare(
  change: Change,
  contract: Contract,
  terms: StoredTerms,
  actor: Actor,
  origin: AuditOrigin | undefined,
  now: Date,
) {
  const { tx, repo, settings } = change;
  assertContractMove(contract.status, 'signing');
  const application = await repo.application(contract.applicationId);
  if (!application) throw notFound();
  const work = await workOf(tx, contract.novelId);
  // The guardian signs while the author is under 18 on the day the contract is prepared.
  const minor = application.minor && Boolean(application.guardianEmail) && isMinor(work.birthDate, now);
  const ready = { ...contract, minor, lang: work.lang };
  const pdf = await renderUnsigned(change, ready, terms, application, work, now);
  const row = await repo.updateContract(contract.id, {
    status: 'signing',
    terms,
    minor,
    lang: work.lang,
    preparedAt: now,
    preparedBy: actor.id ?? null,
    unsignedPdfKey: pdf.key,
    unsignedSha256: pdf.sha256,
    updatedAt: now,
  });
  await issueGuardianLink(change, row, application, work, now);
  await repo.addEvent({ applicationId: application.id, contractId: contract.id, kind: 'prepared', at: now, actor });
  await settings.notices.notify(tx, contract.authorId, contractNotice.signNow(work));
  await record(change, 'contract', contract.id, contract.authorId, actor, 'contract.prepared', origin, { ...terms });
  return row;
}
