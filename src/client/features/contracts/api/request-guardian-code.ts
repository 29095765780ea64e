import type { GuardianCodeSent } from '../../../../domain/api/sign';
import { http } from '../../../lib/http';

/** The guardian's one-time code, mailed to the address their link went to. */
export const requestGuardianCode = (token: string) => http.quietPost<GuardianCodeSent>('/v1/sign.guardianCode', { token });
