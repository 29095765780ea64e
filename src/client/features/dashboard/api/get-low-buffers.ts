import useSWR from 'swr';
import type { LowBuffers } from '../../../../domain/api/planner';
import type { ApiKey } from '../../../lib/swr';

/** The author's novels whose release queue runs dry within a week (the dashboard's warnings). */
export const useLowBuffers = () => useSWR<LowBuffers>(['/v1/planner.lowBuffers', {}] as ApiKey);
