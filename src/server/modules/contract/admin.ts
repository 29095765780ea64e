/**
 * Staff actions on contracts (the back office's registry: each one is a /admin/v1 route, a CLI
 * command and an OpenAPI entry): the editor's queue of applications, approve / reject / ask for
 * information, prepare, change the terms, countersign, end, show; and running the expiry now.
 * Editors act on their own authors' applications and contracts, admins on all.
 */
import Type from 'typebox';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { APPLICATION_STATUSES, CONTRACT_STATUSES, SIGNATURE_FLAGS, reviewDay, type ApplicationField } from '../../../domain/contract';
import { policyForSite } from '../../../domain/limits';
import { contractTermsSchema } from '../../../domain/schemas/sign';
import type { Db } from '../../db/client';
import {
  authors,
  contractApplications,
  contractSignatures,
  contracts,
  novels,
  staff,
  users,
  type Contract,
  type ContractSignature,
  type StoredTerms,
} from '../../db/schema';
import { ListOf } from '../../admin/wire';
import { defineAction, flagText, needText, type ActionContext, type CliArgs } from '../../admin/registry';
import { byRow } from '../../admin/scopes';
import { inScope, reviewQueue } from '../../admin/review-queue';
import { ValidationError, forbidden, notFound } from '../../lib/errors';
import { validate } from '../../lib/validate';
import { audit } from '../audit';
import { contractLifecycle, expireContracts, type Actor } from './lifecycle';
import { contractNotice } from './notices';
import { contractsRepository } from './repository';
import { notNow } from './transitions';
import { contractView } from './views';
import { workOf } from './work';
import { brandNameOfSite } from '../../../domain/brand-names';
import {
  ApplicationEntry,
  ApplicationIdRequest,
  ApplicationInfoRequest,
  ApplicationListQuery,
  ApplicationRejectRequest,
  ApplicationReviewed,
  ChangeTypeRequest,
  ContractChanged,
  ContractDetail,
  ContractEndRequest,
  ContractEntry,
  ContractIdRequest,
  ContractListQuery,
  CountersignRequest,
  ExpireRun,
  PrepareRequest,
} from './wire';

const OPEN = ['pending', 'info_requested'];

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
const statuses = <T extends string>(value: string | undefined, known: readonly T[], fallback: readonly string[]) => {
  const list = value
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [...fallback];
  return list.filter((s): s is T => (known as readonly string[]).includes(s));
};
const staffActor = (ctx: ActionContext): Actor => ({ kind: 'staff', id: ctx.member.id });

/** 4003 unless the member is an admin or the author's editor. */
async function inScopeOf(ctx: Pick<ActionContext, 'member'>, tx: Db, authorId: number) {
  if (ctx.member.role === 'admin') return;
  const [row] = await tx.select({ editorId: authors.editorId }).from(authors).where(eq(authors.userId, authorId)).limit(1);
  if (row?.editorId !== ctx.member.id) throw forbidden();
}

/** A contract, locked for the rest of the action's transaction, in the member's scope. */
async function onContract<R>(
  ctx: ActionContext,
  id: number,
  change: (lifecycle: ReturnType<typeof contractLifecycle>, contract: Contract, now: Date) => Promise<R>,
): Promise<R> {
  const contract = await contractsRepository(ctx.tx).contractForUpdate(id);
  if (!contract) throw notFound('contract.notFound');
  await inScopeOf(ctx, ctx.tx, contract.authorId);
  return change(contractLifecycle(ctx.tx, ctx.contracts, ctx), contract, ctx.now());
}

const changed = (c: Contract) => ({
  contract_id: c.id,
  contract_no: c.contractNo,
  status: c.status as (typeof CONTRACT_STATUSES)[number],
  terms: c.terms ?? null,
  pending_change: Boolean(c.pendingChange),
  expires_at: c.expiresAt?.toISOString() ?? null,
});

/** The editor's terms, checked by the domain's rules (4001 per field). */
async function checkedTerms(terms: StoredTerms): Promise<StoredTerms> {
  const clean = await validate(contractTermsSchema, terms);
  return {
    type: clean.type as StoredTerms['type'],
    revenue_share: clean.revenue_share,
    term_years: clean.term_years,
    first_paid_chapter: clean.first_paid_chapter ?? null,
  };
}

/**
 * Approve and reject go through the review queue like every other reviewable thing: scope,
 * "still waiting", the notice and the audit entry in the decision's transaction. The move itself
 * is checked by the applications' transitions (approving one that waits for the author's
 * information answers 4009).
 */
const applications = reviewQueue({
  subject: 'contract_application',
  row: contractApplications.id,
  notFoundMessage: 'contract.application.notFound',
  async load(tx, id) {
    const [row] = await tx
      .select({ application: contractApplications, editorId: authors.editorId, title: novels.title })
      .from(contractApplications)
      .innerJoin(novels, eq(novels.id, contractApplications.novelId))
      .leftJoin(authors, eq(authors.userId, contractApplications.authorId))
      .where(eq(contractApplications.id, id))
      .limit(1);
    if (!row) return null;
    return {
      id,
      authorUserId: row.application.authorId,
      editorId: row.editorId,
      waiting: OPEN.includes(row.application.status),
      application: row.application,
      work: { bookId: row.application.novelId, title: row.title },
      reapplyAfter: null as Date | null,
    };
  },
  async approve(tx, item, ctx) {
    const contract = await contractLifecycle(tx, ctx.contracts, ctx).approve(item.application, staffActor(ctx), ctx.now());
    return { application_id: item.id, status: 'approved' as const, contract_id: contract.id, contract_no: contract.contractNo };
  },
  async reject(tx, item, reason, ctx) {
    const row = await contractLifecycle(tx, ctx.contracts, ctx).reject(item.application, reason, staffActor(ctx), ctx.now());
    item.reapplyAfter = row.reapplyAfter;
    return { application_id: item.id, status: 'rejected' as const, contract_id: null, contract_no: null };
  },
  approvedNotice: (item) => contractNotice.approved(item.work),
  rejectedNotice: (item, reason) => contractNotice.rejected(item.work, reason, item.reapplyAfter ?? new Date()),
});

const idOf = (what: string) => (args: CliArgs) => {
  const value = needText(args.target, what);
  if (!/^\d+$/.test(value)) throw new Error(`Missing ${what}: the id is a number. See: npm run admin -- help`);
  return Number(value);
};
const applicationRef = idOf('the application id');
const contractRef = idOf('the contract id');
const numberFlag = (value: string | boolean | undefined) =>
  typeof value === 'string' && value !== '' ? Number(value) : undefined;

export const contractActions = [
  defineAction({
    name: 'contract.applications',
    method: 'GET',
    summary:
      'Contract applications waiting for review (?status=pending,info_requested,approved,rejected); editors see their own authors’',
    role: 'editor',
    scope: 'listed',
    input: Type.Object(ApplicationListQuery),
    output: ListOf(ApplicationEntry),
    cli: { command: 'contract:applications', usage: '[--status pending,info_requested,approved,rejected]' },
    async run(ctx, { status }) {
      const scope = inScope(ctx);
      const now = ctx.now();
      const where: SQL[] = [inArray(contractApplications.status, statuses(status, APPLICATION_STATUSES, OPEN))];
      if (scope !== undefined) where.push(eq(authors.editorId, scope));
      const rows = await ctx.tx
        .select({
          application: contractApplications,
          title: novels.title,
          words: novels.wordCount,
          penName: authors.penName,
          editor: staff.name,
          fromSite: users.fromSite,
          contractId: contracts.id,
        })
        .from(contractApplications)
        .innerJoin(novels, eq(novels.id, contractApplications.novelId))
        .innerJoin(users, eq(users.id, contractApplications.authorId))
        .leftJoin(authors, eq(authors.userId, contractApplications.authorId))
        .leftJoin(staff, eq(staff.id, contractApplications.editorId))
        .leftJoin(contracts, eq(contracts.applicationId, contractApplications.id))
        .where(and(...where))
        .orderBy(asc(contractApplications.submittedAt));
      return {
        list: rows.map(({ application: a, title, words, penName, editor, fromSite, contractId }) => ({
          id: a.id,
          book_id: a.novelId,
          title,
          words,
          user_id: a.authorId,
          pen_name: penName ?? '',
          status: a.status as (typeof APPLICATION_STATUSES)[number],
          minor: a.minor,
          editor,
          submitted_at: a.submittedAt.toISOString(),
          review_day: Math.max(1, reviewDay(a.submittedAt, a.reviewedAt ?? now)),
          review_days: policyForSite(fromSite).signingReviewDays,
          info_request: a.status === 'info_requested' ? a.infoRequest : null,
          info_fields: a.status === 'info_requested' ? (a.infoFields as ApplicationField[]) : [],
          reject_reason: a.rejectReason,
          contract_id: contractId,
        })),
      };
    },
  }),
  defineAction({
    name: 'application.approve',
    method: 'POST',
    summary: 'Approve a contract application: its contract is created (unsigned) for you to prepare',
    role: 'editor',
    scope: byRow(contractApplications.id, contractApplications.authorId, 'application_id'),
    input: ApplicationIdRequest,
    output: ApplicationReviewed,
    cli: {
      command: 'application:approve',
      usage: '<application id>',
      input: (args) => ({ application_id: applicationRef(args) }),
    },
    run: (ctx, { application_id }) => applications.approve(ctx, application_id),
  }),
  defineAction({
    name: 'application.reject',
    method: 'POST',
    summary:
      'Reject a contract application with the reason the author reads; the work may apply again after the site’s waiting time',
    role: 'editor',
    scope: byRow(contractApplications.id, contractApplications.authorId, 'application_id'),
    input: ApplicationRejectRequest,
    output: ApplicationReviewed,
    cli: {
      command: 'application:reject',
      usage: '<application id> --reason TEXT',
      input: (args) => ({ application_id: applicationRef(args), reason: needText(args.flags.reason, '--reason') }),
    },
    run: (ctx, { application_id, reason }) => applications.reject(ctx, application_id, reason),
  }),
  defineAction({
    name: 'application.requestInfo',
    method: 'POST',
    summary:
      'Ask the author to add information to a pending application (they see popup 3 and a notice); `fields` names what they give again, the rest is kept',
    role: 'editor',
    scope: byRow(contractApplications.id, contractApplications.authorId, 'application_id'),
    input: ApplicationInfoRequest,
    output: ApplicationReviewed,
    cli: {
      command: 'application:request-info',
      usage: '<application id> --note TEXT [--fields truename,id_photo_front,…]',
      input: (args) => ({
        application_id: applicationRef(args),
        note: needText(args.flags.note, '--note'),
        ...(typeof args.flags.fields === 'string'
          ? { fields: args.flags.fields.split(',').map((f) => f.trim()).filter(Boolean) as ApplicationField[] }
          : {}),
      }),
    },
    async run(ctx, { application_id, note, fields }) {
      const { tx } = ctx;
      const text = note.trim();
      if (!text) throw new ValidationError({ note: { id: 'admin.reason.required' } });
      const application = await contractsRepository(tx).applicationForUpdate(application_id);
      if (!application) throw notFound('contract.application.notFound');
      await inScopeOf(ctx, tx, application.authorId);
      const row = await contractLifecycle(tx, ctx.contracts, ctx).requestInfo(
        application,
        text,
        fields ?? [],
        staffActor(ctx),
        ctx.origin,
        ctx.now(),
      );
      return { application_id: row.id, status: 'info_requested' as const, contract_id: null, contract_no: null };
    },
  }),
  defineAction({
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
      const where: SQL[] = [inArray(contracts.status, statuses(status, CONTRACT_STATUSES, CONTRACT_STATUSES))];
      if (scope !== undefined) where.push(eq(authors.editorId, scope));
      const rows = await ctx.tx
        .select({
          contract: contracts,
          title: novels.title,
          penName: authors.penName,
          flagged: sql<boolean>`exists (select 1 from ${contractSignatures} where ${contractSignatures.contractId} = ${contracts.id} and ${contractSignatures.voidedAt} is null and ${contractSignatures.evidence} is not null)`,
        })
        .from(contracts)
        .innerJoin(novels, eq(novels.id, contracts.novelId))
        .leftJoin(authors, eq(authors.userId, contracts.authorId))
        .where(and(...where))
        .orderBy(desc(contracts.id));
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
  }),
  defineAction({
    name: 'contract.prepare',
    method: 'POST',
    summary:
      'Prepare an approved application’s contract (type, revenue share, term, first paid chapter) in the author’s language: it opens for signing',
    role: 'editor',
    scope: byRow(contracts.id, contracts.authorId, 'contract_id'),
    input: PrepareRequest,
    output: ContractChanged,
    cli: {
      command: 'contract:prepare',
      usage: '<contract id> --type exclusive|non_exclusive --share PERCENT --years N [--first-paid CHAPTER]',
      input: (args) => ({
        contract_id: contractRef(args),
        type: needText(args.flags.type, '--type') as 'exclusive',
        revenue_share: Number(needText(args.flags.share, '--share')),
        term_years: Number(needText(args.flags.years, '--years')),
        ...(numberFlag(args.flags['first-paid']) !== undefined
          ? { first_paid_chapter: numberFlag(args.flags['first-paid'])! }
          : {}),
      }),
    },
    async run(ctx, input) {
      const terms = await checkedTerms({
        type: input.type,
        revenue_share: input.revenue_share,
        term_years: input.term_years,
        first_paid_chapter: input.first_paid_chapter ?? null,
      });
      return changed(
        await onContract(ctx, input.contract_id, (lifecycle, contract, now) =>
          lifecycle.prepare(contract, terms, staffActor(ctx), ctx.origin, now),
        ),
      );
    },
  }),
  defineAction({
    name: 'contract.changeType',
    method: 'POST',
    summary:
      'Change the terms (the type, and what goes with it) of a contract being signed: the author must accept or decline; signatures given so far are void',
    role: 'editor',
    scope: byRow(contracts.id, contracts.authorId, 'contract_id'),
    input: ChangeTypeRequest,
    output: ContractChanged,
    cli: {
      command: 'contract:change-type',
      usage: '<contract id> --type exclusive|non_exclusive [--share PERCENT] [--years N] [--first-paid CHAPTER] [--note TEXT]',
      input: (args) => {
        const share = numberFlag(args.flags.share);
        const years = numberFlag(args.flags.years);
        const firstPaid = numberFlag(args.flags['first-paid']);
        const note = flagText(args.flags.note);
        return {
          contract_id: contractRef(args),
          type: needText(args.flags.type, '--type') as 'exclusive',
          ...(share !== undefined ? { revenue_share: share } : {}),
          ...(years !== undefined ? { term_years: years } : {}),
          ...(firstPaid !== undefined ? { first_paid_chapter: firstPaid } : {}),
          ...(note ? { note } : {}),
        };
      },
    },
    async run(ctx, input) {
      return changed(
        await onContract(ctx, input.contract_id, async (lifecycle, contract, now) => {
          const from = contract.terms;
          if (contract.status !== 'signing' || !from) throw notNow('contract.move.notAllowed');
          const to = await checkedTerms({
            type: input.type,
            revenue_share: input.revenue_share ?? from.revenue_share,
            term_years: input.term_years ?? from.term_years,
            first_paid_chapter: input.first_paid_chapter !== undefined ? input.first_paid_chapter : from.first_paid_chapter,
          });
          return lifecycle.changeType(contract, to, input.note?.trim() || null, staffActor(ctx), ctx.origin, now);
        }),
      );
    },
  }),
  defineAction({
    name: 'contract.countersign',
    method: 'POST',
    summary:
      'Countersign a contract every party has signed: the PDF gets the platform’s signature and seal, and the term starts. When the signatures carry evidence (contract.show), only with evidence_reviewed',
    role: 'editor',
    scope: byRow(contracts.id, contracts.authorId, 'contract_id'),
    input: CountersignRequest,
    output: ContractChanged,
    cli: {
      command: 'contract:countersign',
      usage: '<contract id> [--evidence-reviewed]',
      input: (args) => ({ contract_id: contractRef(args), evidence_reviewed: args.flags['evidence-reviewed'] === true }),
    },
    // Rendering and sealing the PDF take long: done before the contract is locked, then checked
    // against the contract as it is under the lock.
    async prepare(ctx, { contract_id, evidence_reviewed }) {
      const contract = await contractsRepository(ctx.db).contract(contract_id);
      if (!contract) throw notFound('contract.notFound');
      await inScopeOf(ctx, ctx.db, contract.authorId);
      return contractLifecycle(ctx.db, ctx.contracts, ctx).sealForCountersignature(contract, ctx.now(), { evidenceReviewed: evidence_reviewed === true });
    },
    run: async (ctx, { contract_id }, sealed) =>
      changed(await onContract(ctx, contract_id, (lifecycle, contract) => lifecycle.countersign(contract, staffActor(ctx), ctx.origin, sealed))),
  }),
  defineAction({
    name: 'contract.end',
    method: 'POST',
    summary: 'End a completed contract before its term, with the reason the author reads (copyright_expired)',
    role: 'editor',
    scope: byRow(contracts.id, contracts.authorId, 'contract_id'),
    input: ContractEndRequest,
    output: ContractChanged,
    cli: {
      command: 'contract:end',
      usage: '<contract id> --reason TEXT',
      input: (args) => ({ contract_id: contractRef(args), reason: needText(args.flags.reason, '--reason') }),
    },
    async run(ctx, { contract_id, reason }) {
      const text = reason.trim();
      if (!text) throw new ValidationError({ reason: { id: 'admin.reason.required' } });
      return changed(
        await onContract(ctx, contract_id, (lifecycle, contract, now) =>
          lifecycle.end(contract, text, staffActor(ctx), ctx.origin, now),
        ),
      );
    },
  }),
  defineAction({
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
  }),
  defineAction({
    name: 'contract.expireDue',
    method: 'POST',
    summary: 'Expire the contracts whose term has ended now, instead of waiting for the hourly job (admin)',
    role: 'admin',
    input: Type.Object({}),
    output: ExpireRun,
    cli: { command: 'contracts:expire' },
    async run(ctx) {
      const run = await expireContracts(ctx.tx, ctx.contracts);
      return { expired: run.expired.length, contracts: run.expired };
    },
  }),
];
