import type { TotpDisabled } from '../../../../domain/api/two-factor';
import { http } from '../../../lib/http';

/** Turns two-factor sign-in off with the password (none for an account without one) and a code; the form shows a 4001's fields. */
export const totpDisable = (password: string | undefined, code: string) => http.quietPost<TotpDisabled>('/v1/user.totpDisable', password === undefined ? { code } : { password, code });
