import useSWR from 'swr';
import type { TotpStatus } from '../../../../domain/api/two-factor';
import type { ApiKey } from '../../../lib/swr';

export const totpStatusKey: ApiKey = ['/v1/user.totpStatus'];
/** Whether sign-in asks for an authenticator code, since when, and how many recovery codes are left. */
export const useTotpStatus = () => useSWR<TotpStatus>(totpStatusKey);
