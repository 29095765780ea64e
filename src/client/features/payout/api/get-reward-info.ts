import useSWR from 'swr';
import type { RewardInfo } from '../../../../domain/api/payout';
import type { ApiKey } from '../../../lib/swr';

export const rewardInfoKey: ApiKey = ['/v1/reward.info'];

/** Chances left, the months and works that may apply, and past applications. */
export const useRewardInfo = () => useSWR<RewardInfo>(rewardInfoKey);
