import useSWR from 'swr';
import type { NoticePref } from '../../../../domain/api/notifications';
import type { ApiKey } from '../../../lib/swr';

export const mailPrefsKey: ApiKey = ['/v1/notification.prefs'];
/** Per kind of notice: whether it also comes by mail (in the portal it always does). */
export const useMailPrefs = () => useSWR<{ list: NoticePref[] }>(mailPrefsKey);
