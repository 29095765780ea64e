import type { TotpSetup } from '../../../../domain/api/two-factor';
import { http } from '../../../lib/http';

/** A new authenticator key after the password again (none for an account without one); the form shows a 4001's fields, so no toast. */
export const totpSetup = (password?: string) => http.quietPost<TotpSetup>('/v1/user.totpSetup', password === undefined ? {} : { password });
