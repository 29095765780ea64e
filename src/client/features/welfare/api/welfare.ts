import useSWR from 'swr';
import type { WelfareApplyRequest, WelfareClaimWire } from '../../../../domain/api/welfare';
import { http } from '../../../lib/http';
import type { ApiKey } from '../../../lib/swr';

export const claimsKey: ApiKey = ['/v1/welfare.claims'];

/** Applications and grants, newest first. */
export const useWelfareClaims = () => useSWR<{ list: WelfareClaimWire[] }>(claimsKey);
/** Applies to a program (the request layer tells the author why a refusal happened). */
export const applyWelfare = (body: WelfareApplyRequest) => http.post<WelfareClaimWire>('/v1/welfare.apply', body);
