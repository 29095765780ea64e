import type { NoticePref } from '../../../../domain/api/notifications';
import { http } from '../../../lib/http';

/** Sets one kind's preference; answers every kind's, as they now stand. */
export const saveMailPref = (pref: NoticePref) => http.post<{ list: NoticePref[] }>('/v1/notification.prefs', pref);
