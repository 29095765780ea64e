import { http } from '../../../lib/http';
import { settle, type ReadResult } from './types';

export const markNoticesRead = async (ids: number[]) => settle(await http.post<ReadResult>('/v1/notification.read', { ids }));
