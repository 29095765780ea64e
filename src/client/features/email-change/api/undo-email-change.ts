import { http } from '../../../lib/http';

/** Opens the undo link mailed to the old address; the page shows every failure itself. */
export const undoEmailChange = (token: string) => http.quietPost<void>('/v1/user.emailChangeUndo', { token });
