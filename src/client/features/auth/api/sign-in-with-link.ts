import type { SignInLinkLogin } from '../../../../domain/api/session';
import type { LoginAnswer } from '../../../../domain/api/two-factor';
import { http } from '../../../lib/http';

/** A mailed sign-in link's token, traded for a session (or, two-factor sign-in on, the code's challenge); the page shows every outcome itself, so no toast. */
export const signInWithLink = (body: SignInLinkLogin) => http.quietPost<LoginAnswer>('/v1/user.signin_link', body);
