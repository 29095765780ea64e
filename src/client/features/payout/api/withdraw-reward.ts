import type { RewardApplicationWire } from '../../../../domain/api/payout';
import { http } from '../../../lib/http';

/** Withdraws a pending application (its chance comes back). */
export const withdrawReward = (id: number) => http.post<RewardApplicationWire>('/v1/reward.withdraw', { id });
