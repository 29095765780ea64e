import useSWRInfinite from 'swr/infinite';
import type { NoticeEntry, NoticeKind } from '../../../../domain/api/notifications';
import { pageKey, type Page } from './types';

export interface NoticeFilter {
  kind?: NoticeKind;
  /** the notices asking for an action until it is done, or the others */
  action?: 'required' | 'other';
  limit?: number;
}

/** The author's notices, newest first, in the current language (older pages on demand). */
export const useNotices = (lang: string, filter: NoticeFilter = {}) =>
  useSWRInfinite<Page<NoticeEntry>>(pageKey('/v1/notification.list', lang, { ...filter }), { revalidateFirstPage: true });
