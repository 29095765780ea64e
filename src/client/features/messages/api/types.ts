import { mutate as mutateGlobal } from 'swr';
import type { ApiKey } from '../../../lib/swr';
import { userCenterKey } from '../../../session';

export interface Page<T> {
  list: T[];
  next_cursor: number | null;
}

export const pageKey =
  (path: string, lang: string, filter: Record<string, string | number> = {}) =>
  (index: number, previous: Page<unknown> | null): ApiKey | null => {
    if (previous && previous.next_cursor === null) return null;
    return [path, { lang, ...filter, ...(index > 0 && previous?.next_cursor ? { cursor: previous.next_cursor } : {}) }];
  };

export type ReadResult = { updated: number; unread_num: number };

/** After any read, the top bar's dot shows the server's new count at once. */
export const settle = async (result: ReadResult) => {
  await mutateGlobal(userCenterKey, { message_center: { unread_num: result.unread_num } }, { revalidate: false });
  return result;
};
