import type { PayeeValues } from '../../../../domain/api/payee';
import { http } from '../../../lib/http';

/** The details in clear, for this answer only (the server records the view). */
export const revealPayee = (password: string, code?: string) => http.quietPost<PayeeValues>('/v1/payee.reveal', { password, code });
