import { http } from '../../../lib/http';
import { settle, type ReadResult } from './types';

export const markAnnouncementRead = async (id: number) => settle(await http.post<ReadResult>('/v1/notification.announcementRead', { id }));
