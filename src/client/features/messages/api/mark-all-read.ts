import type { ReadAllRequest } from '../../../../domain/api/notifications';
import { http } from '../../../lib/http';
import { settle, type ReadResult } from './types';

/** "Mark all as read" of one tab: the author's notices (of the kind shown, if filtered), or the news. */
export const markAllRead = async (request: ReadAllRequest) => settle(await http.post<ReadResult>('/v1/notification.readAll', request));
