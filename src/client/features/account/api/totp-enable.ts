import type { TotpEnabled } from '../../../../domain/api/two-factor';
import { http } from '../../../lib/http';

/** Turns two-factor sign-in on with the app's first code; answers the recovery codes, shown once. */
export const totpEnable = (code: string) => http.quietPost<TotpEnabled>('/v1/user.totpEnable', { code });
