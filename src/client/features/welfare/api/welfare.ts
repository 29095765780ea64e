import useSWR from 'swr';
import type { WelfareApplyRequest, WelfareClaimWire, WelfarePrograms } from '../../../../domain/api/welfare';
import { http } from '../../../lib/http';
import type { ApiKey } from '../../../lib/swr';

export const programsKey: ApiKey = ['/v1/welfare.programs'];
export const claimsKey: ApiKey = ['/v1/welfare.claims'];

/** The site's programs with live progress from the author's releases. */
export const useWelfarePrograms = () => useSWR<WelfarePrograms>(programsKey);
/** Applications and grants, newest first. */
export const useWelfareClaims = () => useSWR<{ list: WelfareClaimWire[] }>(claimsKey);
/** Applies to a program (the request layer tells the author why a refusal happened). */
export const applyWelfare = (body: WelfareApplyRequest) => http.post<WelfareClaimWire>('/v1/welfare.apply', body);
