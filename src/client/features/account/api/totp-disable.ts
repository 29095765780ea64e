import type { TotpDisabled } from '../../../../domain/api/two-factor';
import { http } from '../../../lib/http';

/** Turns two-factor sign-in off with the password and a code; the form shows a 4001's fields. */
export const totpDisable = (password: string, code: string) => http.quietPost<TotpDisabled>('/v1/user.totpDisable', { password, code });
