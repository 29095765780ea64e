import useSWR from 'swr';
import type { UserCenter } from '../../../../domain/api-types';
import type { ApiKey } from '../../../lib/swr';

export const userCenterKey: ApiKey = ['/v1/notification.usercenter'];

/** Unread messages; refreshed every minute and on focus. */
export function useUserCenter(enabled: boolean) {
  return useSWR<UserCenter>(enabled ? userCenterKey : null, { refreshInterval: 60_000 });
}
