import type { ContractStatus } from '../../../../domain/contract';
import type { VerifyResult, VerifyWarning } from '../../../../domain/api/sign';
import type { Db } from '../../../db/client';
import type { Contract } from '../../../db/schema';
import { translate } from '../../../lib/i18n';
import type { ContractSettings } from '../settings';
import { sameTerms } from '../terms';
import { contractsRepository } from '../repository';
import { sha256Hex } from './documents';

/**
 * POST /v1/sign.verify: is this PDF one the platform sealed, unaltered, and whose? (no personal
 * data beyond the pen name). A genuine document of a contract no longer in force as written
 * (ended, expired, replaced by new terms) carries a warning with its date and reason.
 */
export async function verifyPdf(db: Db, settings: ContractSettings, bytes: Buffer, lang?: string): Promise<VerifyResult> {
  const sha256 = sha256Hex(bytes);
  const outcome = await settings.paperwork.verify(bytes);
  const found = await contractsRepository(db).sealedWith(sha256, ['contract_completed', 'copyright_expired']);
  return {
    sealed: outcome.sealed,
    intact: outcome.intact,
    ours: outcome.ours,
    known: Boolean(found),
    contract_no: found?.contract.contractNo ?? outcome.contractNo ?? null,
    pen_name: found?.penName ?? null,
    work_title: found?.title ?? null,
    signed_at: found?.contract.signedAt?.toISOString() ?? null,
    sealed_at: outcome.signedAt
      ? new Date(outcome.signedAt).toISOString()
      : (found?.contract.completedAt?.toISOString() ?? null),
    status: (found?.contract.status as ContractStatus | undefined) ?? null,
    warning: found ? await verifyWarning(db, found.contract, lang) : null,
    sha256,
  };
}

/**
 * Why a sealed contract no longer stands as written: a later contract for the same work now in
 * force under other terms, or its own end (by staff, with the reason the author was told) or
 * expiry. Null while it is in force.
 */
async function verifyWarning(db: Db, contract: Contract, lang: string | undefined): Promise<VerifyResult['warning']> {
  const warning = (kind: VerifyWarning, at: Date, reason: string | null) => ({
    kind,
    at: at.toISOString(),
    reason,
    text: translate(lang, `sign.verify.warning.${kind}`, { date: at.toISOString().slice(0, 10), reason: reason ?? '' }),
  });
  const later = await contractsRepository(db).laterCompleted(contract.novelId, contract.id);
  if (later?.terms && contract.terms && !sameTerms(later.terms, contract.terms))
    return warning('terms_changed', later.completedAt ?? later.updatedAt, null);
  if (contract.status !== 'copyright_expired') return null;
  const at = contract.endedAt ?? contract.updatedAt;
  return contract.endReason ? warning('ended', at, contract.endReason) : warning('expired', at, null);
}
