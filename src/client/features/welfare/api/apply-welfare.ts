import type { WelfareApplyRequest, WelfareClaimWire } from '../../../../domain/api/welfare';
import { http } from '../../../lib/http';

/** Applies to a program (the request layer tells the author why a refusal happened). */
export const applyWelfare = (body: WelfareApplyRequest) => http.post<WelfareClaimWire>('/v1/welfare.apply', body);
