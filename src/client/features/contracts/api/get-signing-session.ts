import type { SigningSession } from '../../../../domain/api/sign';
import { http } from '../../../lib/http';

/** What the signing page shows, by the link's token (no sign-in). */
export const getSigningSession = (token: string) => http.quietGet<SigningSession>('/v1/sign.session', { token });
