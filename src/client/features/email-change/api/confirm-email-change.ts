import { http } from '../../../lib/http';

/** Opens the link mailed to the new address; the page shows every failure itself. */
export const confirmEmailChange = (token: string) => http.quietPost<void>('/v1/user.emailChangeConfirm', { token });
