/**
 * POST /v1/sign.autograph: the signature through a link. The link is spent (the guardian's works
 * once); the contract becomes signing_completed when every required party has signed.
 */
import { createHash } from 'node:crypto';
import { V } from '../../../../domain/schemas/messages';
import type { AutographResult } from '../../../../domain/api/sign';
import type { Db } from '../../../db/client';
import { inTransaction, type TransactionHooks } from '../../../lib/transaction';
import type { AuditOrigin } from '../../audit';
import { contractLifecycle } from '../lifecycle';
import { contractsRepository } from '../repository';
import type { ContractSettings } from '../settings';
import { waitingFor } from '../views';
import { workOf } from '../work';
import { evidenceAgainst } from './evidence';
import type { SessionRef } from './provider';
import { signaturePng } from './signature-image';
import { assertAuthorSession, assertNotAuthor, codeError, conflict, linkInvalid, type SignerClient } from './signer';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** One signature on its way in: the link it comes through, the image, who sends it and when. */
interface Signing {
  ref: SessionRef;
  png: Buffer;
  imageSha256: string;
  client: SignerClient;
  origin?: AuditOrigin;
  now: Date;
}

export async function autograph(
  db: Db,
  settings: ContractSettings,
  input: { token: string; signature: string; code?: string },
  client: SignerClient,
  origin?: AuditOrigin,
): Promise<AutographResult> {
  const png = await signaturePng(input.signature);
  const imageSha256 = sha256(png);
  const now = settings.now();
  const ref = await settings.provider.findSession(db, input.token, now);
  if (!ref) throw linkInvalid();
  const found = await contractsRepository(db).contract(ref.contractId);
  if (!found) throw linkInvalid();
  assertAuthorSession(ref, found, client);
  assertNotAuthor(ref, found, client);
  if (ref.party === 'guardian') await checkGuardianCode(db, settings, ref, input, now);
  return inTransaction(db, (tx, hooks) => sign(tx, hooks, settings, { ref, png, imageSha256, client, origin, now }));
}

/** The guardian's one-time code, checked in its own statement, committed whatever happens next: a wrong try counts. */
async function checkGuardianCode(db: Db, settings: ContractSettings, ref: SessionRef, input: { token: string; code?: string }, now: Date) {
  if (!input.code) throw codeError(V.guardianCodeRequired);
  const check = await settings.provider.checkCode(db, ref, input.code, now);
  if (check.kind === 'none') {
    // Spent meanwhile (the same signature sent twice at once): the loser is told the link was used, not to ask for a code.
    if ((await settings.provider.findSession(db, input.token, now))?.usedAt) throw conflict('sign.link.used');
    throw codeError('validation.guardianCode.expired');
  }
  if (check.kind === 'wrong') throw codeError('validation.guardianCode.wrong', { left: check.attemptsLeft });
}

/** Records the signature on the locked contract and moves it on. */
async function sign(tx: Db, hooks: TransactionHooks, settings: ContractSettings, { ref, png, imageSha256, client, origin, now }: Signing): Promise<AutographResult> {
  const r = contractsRepository(tx);
  // Locked: the author and the guardian signing at the same moment see each other's signature.
  const contract = await r.contractForUpdate(ref.contractId);
  if (!contract) throw linkInvalid();
  if (ref.usedAt) throw conflict('sign.link.used');
  if (contract.status !== 'signing' || contract.pendingChange) throw conflict('sign.notWaiting');
  const inForce = await r.signatures([contract.id]);
  if (inForce.some((s) => s.party === ref.party)) throw conflict('sign.link.used');
  const other = inForce.find((s) => s.party === (ref.party === 'author' ? 'guardian' : 'author'));
  // One drawing cannot be both people's signature.
  if (other?.imageSha256 === imageSha256) throw conflict('sign.sameSignature');
  const application = await r.application(contract.applicationId);
  if (!application) throw linkInvalid();
  const work = await workOf(tx, contract.novelId);
  const evidence = contract.minor
    ? await evidenceAgainst(tx, ref.party, other, client, contract, application, work, now)
    : null;
  const name = ref.party === 'guardian' ? (application.guardianTruename ?? '') : application.truename;
  const recorded = await settings.provider.recordSignature(
    tx,
    ref,
    {
      name,
      png,
      ip: client.ip,
      userAgent: client.userAgent,
      deviceHash: client.deviceHash,
      sessionUserId: client.userId,
      evidence: evidence?.flags.length ? evidence : null,
    },
    now,
  );
  if (!recorded) throw conflict('sign.link.used');
  const actor =
    ref.party === 'guardian' ? { kind: 'guardian' as const } : { kind: 'author' as const, id: contract.authorId };
  const after = await contractLifecycle(tx, settings, hooks).afterSignature(contract, ref.party, actor, origin, now, evidence);
  return {
    status: after.status as AutographResult['status'],
    waiting_for: waitingFor(after, await r.signatures([contract.id])),
  };
}
