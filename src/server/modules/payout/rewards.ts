import type { Db } from '../../db/client';
import { REWARD_CHANCES_PER_YEAR, previousMonthOf, rewardChancesReset, rewardMonths, type RewardStatus } from '../../../domain/payout';
import { money } from '../../../domain/money';
import { ApiCode } from '../../../domain/errors';
import type { RewardApplicationWire, RewardApplyRequest, RewardInfo } from '../../../domain/api/payout';
import { AppError, ValidationError, notFound } from '../../lib/errors';
import { audit, type AuditOrigin } from '../audit';
import { rewardsRepository } from './rewards-repository';

/** Contract statuses under which a work may apply for a monthly reward. */
const SIGNED = ['signing_completed', 'contract_completed'];

/** Applications (not withdrawn) made in `year`: each used one of that year's chances. */
const used = (db: Db, userId: number, year: number) => rewardsRepository(db).used(userId, year);

/** Monthly reward applications (/salaryManage2): "{nums} chances left", apply, withdraw. */
export function rewardService(db: Db, now: () => Date = () => new Date()) {
  const rewards = rewardsRepository(db);
  async function signedWorks(userId: number) {
    return rewards.signedWorks(userId, SIGNED);
  }

  async function list(userId: number): Promise<RewardApplicationWire[]> {
    const rows = await rewards.ofAuthor(userId, 100);
    return rows.map(({ a, title, amount, currency }) => ({
      id: a.id,
      original_book_id: a.novelId,
      title,
      month: a.month,
      status: a.status as RewardStatus,
      reason: a.reason,
      amount: amount === null || currency === null ? null : money(amount, currency),
      created_at: a.createdAt.toISOString(),
      decided_at: a.decidedAt?.toISOString() ?? null,
    }));
  }

  return {
    /** GET /v1/reward.info */
    async info(userId: number): Promise<RewardInfo> {
      const at = now();
      return {
        chances_left: Math.max(0, REWARD_CHANCES_PER_YEAR - (await used(db, userId, at.getUTCFullYear()))),
        chances_per_year: REWARD_CHANCES_PER_YEAR,
        resets_on: rewardChancesReset(at),
        default_month: previousMonthOf(at),
        months: rewardMonths(at),
        works: await signedWorks(userId),
        list: await list(userId),
      };
    },

    /** POST /v1/reward.apply: one chance, for a signed work and a recent complete month. */
    async apply(userId: number, input: RewardApplyRequest, origin: AuditOrigin): Promise<RewardApplicationWire> {
      const at = now();
      const year = at.getUTCFullYear();
      const work = await rewards.work(userId, input.original_book_id);
      if (!work) throw notFound();
      if (!(await signedWorks(userId)).some((w) => w.original_book_id === work.id)) throw new ValidationError({ original_book_id: { id: 'reward.notSigned' } });
      if (!rewardMonths(at).includes(input.month)) throw new ValidationError({ month: { id: 'reward.month' } });
      const id = await db.transaction(async (tx) => {
        // One application at a time per author: the count and the insert cannot interleave.
        const inTx = rewardsRepository(tx);
        await inTx.lockAuthor(0x57435241, userId);
        if ((await used(tx, userId, year)) >= REWARD_CHANCES_PER_YEAR) throw new AppError(ApiCode.Conflict, 'reward.noChances', { date: rewardChancesReset(at) });
        const dup = await inTx.applied(work.id, input.month);
        if (dup) throw new AppError(ApiCode.Conflict, 'reward.applied');
        const row = await inTx.add({ authorId: userId, novelId: work.id, month: input.month, year, createdAt: at });
        await audit(tx, { actor: { kind: 'author', id: userId }, action: 'reward.applied', subject: { kind: 'reward_application', id: row.id, userId }, after: { original_book_id: work.id, month: input.month }, origin });
        return row.id;
      });
      return (await list(userId)).find((a) => a.id === id)!;
    },

    /** POST /v1/reward.withdraw: a pending application gives its chance back. */
    async withdraw(userId: number, id: number, origin: AuditOrigin): Promise<RewardApplicationWire> {
      const row = await rewards.ofAuthorById(userId, id);
      if (!row) throw notFound();
      if (row.status !== 'pending') throw new AppError(ApiCode.Conflict, 'reward.notPending');
      await db.transaction(async (tx) => {
        // Conditional: an editor deciding at the same moment holds the row, and whoever commits
        // first wins; the other finds it no longer pending.
        const withdrawn = await rewardsRepository(tx).withdraw(id, now());
        if (!withdrawn) throw new AppError(ApiCode.Conflict, 'reward.notPending');
        await audit(tx, { actor: { kind: 'author', id: userId }, action: 'reward.withdrawn', subject: { kind: 'reward_application', id, userId }, origin });
      });
      return (await list(userId)).find((a) => a.id === id)!;
    },
  };
}
