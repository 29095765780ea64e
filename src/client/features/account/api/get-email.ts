import useSWR from 'swr';
import type { EmailState } from '../../../../domain/api/account-lifecycle';
import type { ApiKey } from '../../../lib/swr';

export const emailKey: ApiKey = ['/v1/user.email'];
/** The sign-in address, and a new one waiting for its link to be opened. */
export const useEmailState = () => useSWR<EmailState>(emailKey);
