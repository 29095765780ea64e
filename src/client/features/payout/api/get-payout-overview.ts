import useSWR from 'swr';
import type { PayoutOverview } from '../../../../domain/api/payout';
import type { ApiKey } from '../../../lib/swr';

export const payoutOverviewKey: ApiKey = ['/v1/payout.overview'];

/** Balances against each threshold, any hold, and every month's close. */
export const usePayoutOverview = () => useSWR<PayoutOverview>(payoutOverviewKey);
