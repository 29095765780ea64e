import useSWR from 'swr';
import type { PayoutOverview, RewardApplicationWire, RewardApplyRequest, RewardInfo } from '../../../../domain/api/payout';
import { http } from '../../../lib/http';
import type { ApiKey } from '../../../lib/swr';

export const payoutOverviewKey: ApiKey = ['/v1/payout.overview'];
export const rewardInfoKey: ApiKey = ['/v1/reward.info'];

/** Balances against each threshold, any hold, and every month's close. */
export const usePayoutOverview = () => useSWR<PayoutOverview>(payoutOverviewKey);
/** Chances left, the months and works that may apply, and past applications. */
export const useRewardInfo = () => useSWR<RewardInfo>(rewardInfoKey);

/** Applies for a month's reward; the form shows a 4001's fields and a 4009's words itself. */
export const applyReward = (body: RewardApplyRequest) => http.quietPost<RewardApplicationWire>('/v1/reward.apply', body);
/** Withdraws a pending application (its chance comes back). */
export const withdrawReward = (id: number) => http.post<RewardApplicationWire>('/v1/reward.withdraw', { id });
