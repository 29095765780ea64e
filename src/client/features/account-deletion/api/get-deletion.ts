import useSWR from 'swr';
import type { DeletionState } from '../../../../domain/api/account-lifecycle';
import type { ApiKey } from '../../../lib/swr';

export const deletionKey: ApiKey = ['/v1/user.deletion'];
/** The account's pending deletion, if any. */
export const useDeletion = () => useSWR<DeletionState>(deletionKey);
