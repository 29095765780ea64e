import useSWR from 'swr';
import type { WelfareClaimWire } from '../../../../domain/api/welfare';
import type { ApiKey } from '../../../lib/swr';

export const claimsKey: ApiKey = ['/v1/welfare.claims'];

/** Applications and grants, newest first. */
export const useWelfareClaims = () => useSWR<{ list: WelfareClaimWire[] }>(claimsKey);
