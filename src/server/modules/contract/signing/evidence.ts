import { SIGNATURES_APART_MIN_MS, type SignatureFlag } from '../../../../domain/contract';
import type { Db } from '../../../db/client';
import type { Contract, ContractApplication, ContractSignature, SignatureEvidence } from '../../../db/schema';
import type { Work } from '../work';
import { contractsRepository } from '../repository';
import type { SignerClient } from './signer';

/** What this signature shares with the other party's, as flags for staff. */
export async function evidenceAgainst(
  tx: Db,
  party: 'author' | 'guardian',
  other: ContractSignature | undefined,
  client: SignerClient,
  contract: Contract,
  application: ContractApplication,
  work: Work,
  now: Date,
): Promise<SignatureEvidence | null> {
  const flags = new Set<SignatureFlag>();
  if (other) {
    if (client.ip && other.ip && client.ip === other.ip) flags.add('same_ip');
    if (client.deviceHash && other.deviceHash && client.deviceHash === other.deviceHash) flags.add('same_device');
    if (client.userAgent && other.userAgent && client.userAgent === other.userAgent) flags.add('same_user_agent');
    if (Math.abs(now.getTime() - other.signedAt.getTime()) < SIGNATURES_APART_MIN_MS) flags.add('within_a_minute');
  }
  // The guardian's device is one the author signs in from.
  const guardianDevice = party === 'guardian' ? client.deviceHash : (other?.deviceHash ?? null);
  if (guardianDevice) {
    if (await contractsRepository(tx).authorDevice(contract.authorId, guardianDevice)) flags.add('author_device');
  }
  const guardianEmail = application.guardianEmail?.trim().toLowerCase();
  const authorEmails = [work.accountEmail, work.contactEmail].filter(Boolean).map((e) => e!.trim().toLowerCase());
  if (guardianEmail && authorEmails.includes(guardianEmail)) flags.add('guardian_email_is_author');
  if (!other && flags.size === 0) return null;
  return {
    flags: [...flags],
    seconds_apart: other ? Math.round(Math.abs(now.getTime() - other.signedAt.getTime()) / 100) / 10 : null,
  };
}
