/** Staff actions on payouts and monthly rewards: close a month, pay, fail, review rewards. */
import Type from 'typebox';
import { Id, ListOf, MoneyWire, OneOf, Text } from '../../../domain/api/common';
import { Month } from '../../../domain/api/income';
import { PayoutWire, RewardApplicationWire } from '../../../domain/api/payout';
import { currencyExponent, isCurrency, money, type Money } from '../../../domain/money';
import { minorFromMajor } from '../../../domain/ledger';
import { PAYOUT_STATUSES } from '../../../domain/payout';
import { rewardApplications, type payouts } from '../../db/schema';
import { ValidationError } from '../../lib/errors';
import { defineAction, flagText, needText } from '../../admin/registry';
import { LocalizedInput, perLanguage, withEnglish } from '../../admin/localized-text';
import { inLanguage } from '../novel';
import { byRow } from '../../admin/scopes';
import { inScope, reviewQueue } from '../../admin/review-queue';
import { audit } from '../audit';
import { appendLedgerLines } from '../ledger';
import { majorText } from '../../../domain/money';
import { CLOSE_FAILURES, closeMonth, refreshHolds } from './close';
import { markFailed, markPaid } from './settle';
import { toPayoutWire } from './service';
import { payoutsRepository } from './payouts-repository';
import { rewardsRepository } from './rewards-repository';

const idOf = (target: string | undefined, what: string) => Number(needText(target, what));
const today = (now: Date) => now.toISOString().slice(0, 10);

const StaffPayout = Type.Object({
  ...PayoutWire.properties,
  failure_reasons: Type.Union([Type.Null(), Type.Record(Type.String(), Type.String())], { description: 'the failure reason in every language it was written in' }),
  account_email: Type.String(),
});
const staffPayout = (p: typeof payouts.$inferSelect, email: string) => ({ ...toPayoutWire(p, 'en'), failure_reasons: p.failureReason, account_email: email });

/** The reward review queue; an approval carries its amount, so each decision builds its own. */
const rewardReviews = (amount?: Money) =>
  reviewQueue({
    subject: 'reward_application',
    row: rewardApplications.id,
    async load(tx, id) {
      const row = await rewardsRepository(tx).forReview(id);
      return row ? { id, authorUserId: row.a.authorId, editorId: row.editorId, waiting: row.a.status === 'pending', title: row.title, month: row.a.month, novelId: row.a.novelId } : null;
    },
    async approve(tx, item, ctx) {
      if (!amount) throw new ValidationError({ amount: { id: 'validation.required' } });
      const now = ctx.now();
      const { ids } = await appendLedgerLines(tx, [
        { authorId: item.authorUserId, novelId: item.novelId, kind: 'reward', day: today(now), amount, source: 'staff', reason: item.month, createdBy: ctx.member.id },
      ]);
      await rewardsRepository(tx).approve(item.id, { ledgerLineId: ids[0], decidedBy: ctx.member.id, decidedAt: now });
      return { id: item.id, status: 'approved' as const, amount, line_id: ids[0] };
    },
    async reject(tx, item, reason, ctx) {
      await rewardsRepository(tx).reject(item.id, { reason, decidedBy: ctx.member.id, decidedAt: ctx.now() });
      return { id: item.id, status: 'rejected' as const };
    },
    approvedNotice: (item) => ({ kind: 'payout', template: 'notice.reward.approved', params: { title: item.title, month: item.month, amount: amount ? `${majorText(amount)} ${amount.currency}` : '' }, link: '/salaryManage2' }),
    rejectedNotice: (item, reason) => ({ kind: 'payout', template: 'notice.reward.rejected', params: { title: item.title, month: item.month, reason }, link: '/salaryManage2' }),
  });

export const payoutActions = [
  defineAction({
    name: 'payout.close',
    method: 'POST',
    summary: 'Close a month (default the previous one): balances at or over the threshold become payouts (held while payee details are missing or cooling off), smaller ones roll over',
    role: 'admin',
    input: Type.Object({ month: Type.Optional(Month()) }),
    output: Type.Object({
      month: Month(),
      pending: Type.Integer(),
      held: Type.Integer(),
      rolled_over: Type.Integer(),
      failed: Type.Array(Type.Object({ author_id: Type.Integer(), currency: Type.String(), reason: OneOf(CLOSE_FAILURES) }), {
        description: 'authors and currencies skipped (balance past the ceiling, or an error), each in the audit log; everyone else was closed',
      }),
    }),
    cli: { command: 'payout:close', usage: '[--month YYYY-MM]', input: ({ flags }) => (flagText(flags.month) ? { month: flagText(flags.month)! } : {}) },
    async run(ctx, input) {
      const { tx } = ctx;
      // The close and its audit row commit together (the close's own transaction nests as a savepoint).
      const report = await closeMonth(tx, ctx.now(), input.month);
      await audit(tx, { actor: { kind: 'staff', id: ctx.member.id }, action: 'payout.closed', subject: { kind: 'month', id: report.month }, after: { ...report }, origin: ctx.origin });
      return report;
    },
  }),
  defineAction({
    name: 'payout.list',
    method: 'GET',
    summary: 'Payouts by status (default pending and held), newest first',
    role: 'admin',
    input: Type.Object({ status: Type.Optional(Type.String({ description: 'comma-separated: pending,held,paid,failed,rolled_over' })) }),
    output: ListOf(StaffPayout),
    cli: { command: 'payouts', usage: '[--status pending,held,paid,failed,rolled_over]', input: ({ flags }) => (flagText(flags.status) ? { status: flagText(flags.status)! } : {}) },
    async run(ctx, { status }) {
      await refreshHolds(ctx.tx, ctx.now());
      const states = status ? status.split(',').map((s) => s.trim()).filter((s) => (PAYOUT_STATUSES as readonly string[]).includes(s)) : ['pending', 'held'];
      const rows = await payoutsRepository(ctx.tx).withEmails(states, 500);
      return { list: rows.map(({ p, email }) => staffPayout(p, email)) };
    },
  }),
  defineAction({
    name: 'payout.pay',
    method: 'POST',
    summary: 'Record a pending payout as paid, with the bank’s or PayPal’s reference (a held payout cannot be paid)',
    role: 'admin',
    input: Type.Object({ payout_id: Id('the payout', 31), reference: Text(100, 'the transfer’s reference', 'TRX-2026-10-0042') }),
    output: PayoutWire,
    cli: { command: 'payout:pay', usage: '<payout id> --reference TEXT', input: ({ target, flags }) => ({ payout_id: idOf(target, 'the payout id'), reference: needText(flags.reference, '--reference') }) },
    async run(ctx, input) {
      const { tx } = ctx;
      const now = ctx.now();
      // Only this payout's author: a hold that has just ended is released before the payment.
      const owner = await payoutsRepository(tx).owner(input.payout_id);
      if (owner) await refreshHolds(tx, now, owner.authorId);
      const { after: p } = await markPaid(tx, input.payout_id, { reference: input.reference, staffId: ctx.member.id, now });
      await audit(tx, { actor: { kind: 'staff', id: ctx.member.id }, action: 'payout.paid', subject: { kind: 'payout', id: p.id, userId: p.authorId }, after: { reference: p.reference }, origin: ctx.origin });
      await ctx.notices.notify(tx, p.authorId, { kind: 'payout', template: 'notice.payout.paid', params: { month: p.month, amount: `${majorText(money(p.amountMinor, p.currency))} ${p.currency}` }, link: '/salaryManage2' });
      return toPayoutWire(p, 'en');
    },
  }),
  defineAction({
    name: 'payout.fail',
    method: 'POST',
    summary: 'Record a payout as failed with the reason the author reads, per language with English as the fallback: its money returns to the balance by a reversing ledger line',
    role: 'admin',
    input: Type.Object({
      payout_id: Id('the payout', 31),
      reasons: LocalizedInput('what the author reads', { en: 'The bank returned the transfer: account closed', de: 'Die Bank hat die Überweisung zurückgeschickt: Konto aufgelöst' }, 500),
    }),
    output: StaffPayout,
    cli: {
      command: 'payout:fail',
      usage: '<payout id> --reason-en TEXT [--reason-de TEXT …]',
      input: ({ target, flags }) => ({ payout_id: idOf(target, 'the payout id'), reasons: perLanguage(flags, 'reason') }),
    },
    async run(ctx, input) {
      const { tx } = ctx;
      const now = ctx.now();
      const reasons = withEnglish(input.reasons, 'reasons', 'admin.payout.reasonEnglish');
      const { after: failed } = await markFailed(tx, input.payout_id, { reasons, staffId: ctx.member.id, now });
      const author = await payoutsRepository(tx).author(failed.authorId);
      await audit(tx, { actor: { kind: 'staff', id: ctx.member.id }, action: 'payout.failed', subject: { kind: 'payout', id: failed.id, userId: failed.authorId }, after: { reasons, reversal_line_id: failed.reversalLineId }, origin: ctx.origin });
      // The notice keeps its words: the reason in the author's language as it stands now.
      await ctx.notices.notify(tx, failed.authorId, { kind: 'payout', template: 'notice.payout.failed', params: { month: failed.month, reason: inLanguage(reasons, author?.lang ?? 'en').text }, link: '/salaryManage2' });
      return staffPayout(failed, author?.email ?? '');
    },
  }),
  defineAction({
    name: 'reward.applications',
    method: 'GET',
    summary: 'Monthly reward applications waiting for a decision (an editor sees their own authors’)',
    role: 'editor',
    scope: 'listed',
    input: Type.Object({}),
    output: ListOf(Type.Object({ ...RewardApplicationWire.properties, account_email: Type.String() })),
    cli: { command: 'rewards', usage: '' },
    async run(ctx) {
      const scope = inScope(ctx);
      const rows = await rewardsRepository(ctx.tx).pending(scope);
      return {
        list: rows.map(({ a, title, email }) => ({
          id: a.id,
          original_book_id: a.novelId,
          title,
          month: a.month,
          status: 'pending' as const,
          reason: null,
          amount: null,
          created_at: a.createdAt.toISOString(),
          decided_at: null,
          account_email: email,
        })),
      };
    },
  }),
  defineAction({
    name: 'reward.approve',
    method: 'POST',
    summary: 'Approve a monthly reward application with its amount: a reward ledger line the author sees',
    role: 'editor',
    scope: byRow(rewardApplications.id, rewardApplications.authorId, 'id'),
    input: Type.Object({ id: Id('the application', 7), amount: Text(20, 'in major units', '25.00'), currency: Type.String({ pattern: '^[A-Z]{3}$', examples: ['USD'] }) }),
    output: Type.Object({ id: Id('the application', 7), status: Type.Literal('approved'), amount: MoneyWire, line_id: Id('the reward line', 5014) }),
    cli: { command: 'reward:approve', usage: '<application id> --amount 25.00 --currency USD', input: ({ target, flags }) => ({ id: idOf(target, 'the application id'), amount: needText(flags.amount, '--amount'), currency: needText(flags.currency, '--currency') }) },
    async run(ctx, input) {
      if (!isCurrency(input.currency)) throw new ValidationError({ currency: { id: 'validation.invalid' } });
      const minor = minorFromMajor(input.amount, currencyExponent(input.currency));
      if (minor === null || minor <= 0) throw new ValidationError({ amount: { id: 'validation.invalid' } });
      return rewardReviews(money(minor, input.currency)).approve(ctx, input.id);
    },
  }),
  defineAction({
    name: 'reward.reject',
    method: 'POST',
    summary: 'Reject a monthly reward application with the reason the author reads (the chance stays used)',
    role: 'editor',
    scope: byRow(rewardApplications.id, rewardApplications.authorId, 'id'),
    input: Type.Object({ id: Id('the application', 7), reason: Text(500, 'what the author reads', 'Fewer than 20 updates that month') }),
    output: Type.Object({ id: Id('the application', 7), status: Type.Literal('rejected') }),
    cli: { command: 'reward:reject', usage: '<application id> --reason TEXT', input: ({ target, flags }) => ({ id: idOf(target, 'the application id'), reason: needText(flags.reason, '--reason') }) },
    run: (ctx, { id, reason }) => rewardReviews().reject(ctx, id, reason),
  }),
];

