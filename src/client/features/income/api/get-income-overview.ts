import useSWR from 'swr';
import type { IncomeOverview } from '../../../../domain/api/income';
import type { ApiKey } from '../../../lib/swr';

export const overviewKey: ApiKey = ['/v1/income.overview'];
/** This month so far and the eleven before, per currency and work. */
export const useIncomeOverview = () => useSWR<IncomeOverview>(overviewKey);
