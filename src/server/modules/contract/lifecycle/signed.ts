import type { Contract, SignatureEvidence } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import type { AuditOrigin } from '../../audit';
import { settleNotices } from '../../notification';
import { record, type Actor, type Change } from '../change';
import { CONTRACT_NOTICES, contractNotice } from '../notices';
import { contractDocument } from '../paperwork';
import { assertContractMove } from '../transitions';
import { requiredParties } from '../views';
import { workOf } from '../work';
import { signatureRecords, storedForThisChange, unsignedPdf } from './files';

/**
 * After a signature: when every required party (the author, and the guardian of a minor) has
 * signed, signing → signing_completed and the signed PDF is rendered; the platform countersigns
 * later. Answers the contract as it now is.
 */
export async function afterSignature(
  change: Change,
  contract: Contract,
  party: 'author' | 'guardian',
  actor: Actor,
  origin: AuditOrigin | undefined,
  now: Date,
  evidence: SignatureEvidence | null = null,
) {
  const { tx, repo, settings } = change;
  const work = await workOf(tx, contract.novelId);
  await repo.addEvent({
    applicationId: contract.applicationId,
    contractId: contract.id,
    kind: party === 'guardian' ? 'guardian_signed' : 'signed',
    at: now,
    actor,
  });
  await record(
    change,
    'contract',
    contract.id,
    contract.authorId,
    actor,
    `contract.signed.${party}`,
    origin,
    evidence?.flags.length ? { evidence: { ...evidence } } : undefined,
  );
  if (party === 'author') await settleNotices(tx, contract.authorId, CONTRACT_NOTICES.signNow);
  else await settings.notices.notify(tx, contract.authorId, contractNotice.guardianSigned(work));
  const signed = new Set((await repo.signatures([contract.id])).map((s) => s.party));
  if (!requiredParties(contract).every((p) => signed.has(p))) return contract;
  assertContractMove(contract.status, 'signing_completed');
  const application = await repo.application(contract.applicationId);
  if (!application || !contract.terms) throw notFound();
  const doc = contractDocument({
    contract,
    terms: contract.terms,
    application,
    author: work,
    title: work.title,
    lang: contract.lang,
  });
  const out = await settings.paperwork.signed(doc, await signatureRecords(change, contract), await unsignedPdf(change, contract));
  const key = await storedForThisChange(change, out.pdf);
  const row = await repo.updateContract(contract.id, {
    status: 'signing_completed',
    signedAt: now,
    signedPdfKey: key,
    signedSha256Before: out.sha256Before,
    signedSha256After: out.sha256After,
    updatedAt: now,
  });
  await settings.notices.notify(tx, contract.authorId, contractNotice.signed(work));
  return row;
}
