import type { RewardApplicationWire, RewardApplyRequest } from '../../../../domain/api/payout';
import { http } from '../../../lib/http';

/** Applies for a month's reward; the form shows a 4001's fields and a 4009's words itself. */
export const applyReward = (body: RewardApplyRequest) => http.quietPost<RewardApplicationWire>('/v1/reward.apply', body);
