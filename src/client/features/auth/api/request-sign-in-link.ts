import type { SignInLinkRequest } from '../../../../domain/api/session';
import { http } from '../../../lib/http';

/**
 * While sign-in is slowed down: mails the account a one-time sign-in link (answered alike whether or
 * not anything was sent). The page shows every outcome itself, so this call never toasts.
 */
export const requestSignInLink = (body: SignInLinkRequest) => http.quietPost<void>('/v1/user.signin_link_request', body);
