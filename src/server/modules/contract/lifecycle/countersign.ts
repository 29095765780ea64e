/**
 * The platform's countersignature: the PDF with every signature and the platform's, sealed and
 * stored before the contract is locked (`sealForCountersignature`, the staff action's `prepare`),
 * then checked against the locked row (`countersign`); the term starts.
 */
import { brandNameOfSite } from '../../../../domain/brand-names';
import type { Contract } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import type { AuditOrigin } from '../../audit';
import { record, type Actor, type Change } from '../change';
import { contractNotice } from '../notices';
import { contractDocument, sha256Hex } from '../paperwork';
import { assertContractMove, notNow } from '../transitions';
import { workOf } from '../work';
import { replaced, signatureRecords, storedForThisChange, unsignedPdf } from './files';

/**
 * What countersigning needs that is slow to make (the PDF with every signature, sealed and stored),
 * made before the contract is locked; `basis` is the contract's `updatedAt` it was made from.
 */
export interface Countersignature {
  now: Date;
  basis: Date;
  key: string;
  sha256Before: string;
  sha256After: string;
  sealedSha256: string;
  evidenceReviewed: boolean;
}

/** `years` after `from`, same day and time (29 February becomes 1 March). */
export function addYears(from: Date, years: number): Date {
  const d = new Date(from.getTime());
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d;
}

/**
 * The countersigned PDF of a contract every party has signed: rendered with every signature and
 * the platform's, sealed under the platform's certificate and stored, before the contract is
 * locked (rendering and sealing take long; nothing waits on the row meanwhile). Reads only.
 */
export async function sealForCountersignature(
  change: Change,
  contract: Contract,
  now: Date,
  options: { evidenceReviewed?: boolean } = {},
): Promise<Countersignature> {
  const { tx, repo, settings } = change;
  assertContractMove(contract.status, 'contract_completed');
  // Signatures that share a network, device or moment are a question for a person, not a formality.
  const flagged = (await repo.signatures([contract.id])).some((s) => (s.evidence?.flags.length ?? 0) > 0);
  if (flagged && !options.evidenceReviewed) throw notNow('contract.countersign.reviewEvidence');
  const application = await repo.application(contract.applicationId);
  if (!application || !contract.terms) throw notFound();
  const work = await workOf(tx, contract.novelId);
  const doc = contractDocument({
    contract,
    terms: contract.terms,
    application,
    author: work,
    title: work.title,
    lang: contract.lang,
  });
  const signatures = [
    ...(await signatureRecords(change, contract)),
    { role: 'platform' as const, name: doc.platformName, image: null, signedAt: now, ip: '', userAgent: '' },
  ];
  const out = await settings.paperwork.signed(doc, signatures, await unsignedPdf(change, contract));
  const sealed = await settings.paperwork.seal(out.pdf, `Countersigned by ${doc.platformName}: ${contract.contractNo}`);
  return {
    now,
    basis: contract.updatedAt,
    key: await storedForThisChange(change, sealed),
    sha256Before: out.sha256Before,
    sha256After: out.sha256After,
    sealedSha256: sha256Hex(sealed),
    evidenceReviewed: flagged,
  };
}

/**
 * signing_completed → contract_completed with the PDF `sealForCountersignature` made from this
 * contract as it still is (locked by the caller); the term starts. A contract changed since
 * answers 4009, and the new PDF goes.
 */
export async function countersign(
  change: Change,
  contract: Contract,
  actor: Actor,
  origin: AuditOrigin | undefined,
  sealed: Countersignature,
) {
  const { tx, repo, settings } = change;
  assertContractMove(contract.status, 'contract_completed');
  if (contract.updatedAt.getTime() !== sealed.basis.getTime() || !contract.terms) throw notNow('contract.move.notAllowed');
  const { now } = sealed;
  const work = await workOf(tx, contract.novelId);
  await repo.addSignature({ contractId: contract.id, party: 'platform', signerName: brandNameOfSite(work.fromSite), imageKey: null, signedAt: now });
  const row = await repo.updateContract(contract.id, {
    status: 'contract_completed',
    completedAt: now,
    countersignedBy: actor.id ?? null,
    expiresAt: addYears(now, contract.terms.term_years),
    signedPdfKey: sealed.key,
    signedSha256Before: sealed.sha256Before,
    signedSha256After: sealed.sha256After,
    sealedSha256: sealed.sealedSha256,
    updatedAt: now,
  });
  replaced(change, contract.signedPdfKey);
  await repo.addEvent({
    applicationId: contract.applicationId,
    contractId: contract.id,
    kind: 'countersigned',
    at: now,
    actor,
  });
  await settings.notices.notify(tx, contract.authorId, contractNotice.completed(work));
  await record(change, 'contract', contract.id, contract.authorId, actor, 'contract.countersigned', origin, {
    sealed_sha256: row.sealedSha256,
    evidence_reviewed: sealed.evidenceReviewed,
  });
  return row;
}
