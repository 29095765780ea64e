/**
 * Staff actions on applications: the editor's queue, approve, reject and ask the author for
 * information. Editors act on their own authors' applications, admins on all.
 */
import Type from 'typebox';
import { APPLICATION_STATUSES, reviewDay, type ApplicationField } from '../../../../domain/contract';
import { policyForSite } from '../../../../domain/limits';
import { contractApplications } from '../../../db/schema';
import { ListOf } from '../../../admin/wire';
import { defineAction, needText } from '../../../admin/registry';
import { byRow } from '../../../admin/scopes';
import { inScope, reviewQueue } from '../../../admin/review-queue';
import { ValidationError, notFound } from '../../../lib/errors';
import { contractLifecycle } from '../lifecycle';
import { contractNotice } from '../notices';
import { contractsRepository } from '../repository';
import { applicationRef, statuses } from './inputs';
import { inScopeOf, staffActor } from './scope';
import { ApplicationEntry, ApplicationIdRequest, ApplicationInfoRequest, ApplicationListQuery, ApplicationRejectRequest, ApplicationReviewed } from './wire';

const OPEN = ['pending', 'info_requested'];

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
    const row = await contractsRepository(tx).applicationForReview(id);
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

export const listApplications = defineAction({
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
    const rows = await contractsRepository(ctx.tx).staffApplications(statuses(status, APPLICATION_STATUSES, OPEN), scope);
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
});

export const approveApplication = defineAction({
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
});

export const rejectApplication = defineAction({
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
});

export const requestApplicationInfo = defineAction({
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
});
