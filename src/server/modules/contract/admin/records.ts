/** Staff actions that read contracts: the list, and one contract with its evidence (audited as a view). */
import Type from 'typebox';
import { CONTRACT_STATUSES, SIGNATURE_FLAGS } from '../../../../domain/contract';
import { brandNameOfSite } from '../../../../domain/brand-names';
import { contracts, type ContractSignature } from '../../../db/schema';
import { ListOf } from '../../../admin/wire';
import { defineAction } from '../../../admin/registry';
import { byRow } from '../../../admin/scopes';
import { inScope } from '../../../admin/review-queue';
import { notFound } from '../../../lib/errors';
import { audit } from '../../audit';
import { contractsRepository } from '../repository';
import { contractView } from '../views';
import { workOf } from '../work';
import { contractRef, statuses } from './inputs';
import { inScopeOf } from './scope';
import { ContractDetail, ContractEntry, ContractIdRequest, ContractListQuery } from './wire';

/** The flagged signatures in force, for staff to review before countersigning. */
const signingEvidence = (signatures: ContractSignature[]) =>
  signatures
    .filter((s) => s.evidence && s.evidence.flags.length > 0 && (s.party === 'author' || s.party === 'guardian'))
    .map((s) => ({
      party: s.party as 'author' | 'guardian',
      signed_at: s.signedAt.toISOString(),
      flags: s.evidence!.flags as (typeof SIGNATURE_FLAGS)[number][],
      seconds_apart: s.evidence!.seconds_apart,
    }));

export const listContracts = defineAction({
  name: 'contract.list',
  method: 'GET',
  summary: 'Contracts (?status=unsigned,signing,signing_completed,contract_completed,copyright_expired; default all)',
  role: 'editor',
  scope: 'listed',
  input: Type.Object(ContractListQuery),
  output: ListOf(ContractEntry),
  cli: { command: 'contracts', usage: '[--status unsigned,signing,signing_completed,contract_completed,copyright_expired]' },
  async run(ctx, { status }) {
    const scope = inScope(ctx);
    const rows = await contractsRepository(ctx.tx).staffContracts(statuses(status, CONTRACT_STATUSES, CONTRACT_STATUSES), scope);
    return {
      list: rows.map(({ contract: c, title, penName, flagged }) => ({
        id: c.id,
        contract_no: c.contractNo,
        book_id: c.novelId,
        title,
        user_id: c.authorId,
        pen_name: penName ?? '',
        status: c.status as (typeof CONTRACT_STATUSES)[number],
        minor: c.minor,
        type: c.terms?.type ?? null,
        pending_change: Boolean(c.pendingChange),
        evidence_flagged: Boolean(flagged),
        prepared_at: c.preparedAt?.toISOString() ?? null,
        signed_at: c.signedAt?.toISOString() ?? null,
        completed_at: c.completedAt?.toISOString() ?? null,
        expires_at: c.expiresAt?.toISOString() ?? null,
      })),
    };
  },
});

export const showContract = defineAction({
  name: 'contract.show',
  method: 'GET',
  summary: 'One contract: terms, parties (masked), history and the documents’ hashes (the view is in the audit trail)',
  role: 'editor',
  scope: byRow(contracts.id, contracts.authorId, 'contract_id'),
  input: ContractIdRequest,
  output: ContractDetail,
  cli: { command: 'contract:show', usage: '<contract id>', input: (args) => ({ contract_id: contractRef(args) }) },
  async run(ctx, { contract_id }) {
    const { tx } = ctx;
    const repo = contractsRepository(tx);
    const contract = await repo.contract(contract_id);
    if (!contract) throw notFound('contract.notFound');
    await inScopeOf(ctx, tx, contract.authorId);
    const application = await repo.application(contract.applicationId);
    if (!application) throw notFound('contract.notFound');
    const work = await workOf(tx, contract.novelId);
    const [signatures, events] = await Promise.all([repo.signatures([contract.id]), repo.events([application.id])]);
    await audit(tx, {
      actor: { kind: 'staff', id: ctx.member.id },
      action: 'contract.viewed',
      subject: { kind: 'contract', id: contract.id, userId: contract.authorId },
      origin: ctx.origin,
    });
    return {
      contract: contractView({ contract, title: work.title, application, signatures, events, viewer: 'staff', platformName: brandNameOfSite(work.fromSite) }),
      application_id: application.id,
      user_id: contract.authorId,
      pen_name: work.penName,
      lang: contract.lang,
      unsigned_sha256: contract.unsignedSha256,
      signed_sha256_before: contract.signedSha256Before,
      signed_sha256_after: contract.signedSha256After,
      sealed_sha256: contract.sealedSha256,
      end_reason: contract.endReason,
      signing_evidence: signingEvidence(signatures),
    };
  },
});
