import type { SignInLinkLogin, TokenResponse } from '../../../../domain/api/session';
import { http } from '../../../lib/http';

/** A mailed sign-in link's token, traded for a session; the page shows every outcome itself, so no toast. */
export const signInWithLink = (body: SignInLinkLogin) => http.quietPost<TokenResponse>('/v1/user.signin_link', body);
