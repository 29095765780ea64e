import useSWR from 'swr';
import type { PopupEntry } from '../../../../domain/api/sign';
import type { ApiKey } from '../../../lib/swr';

export const popupsKey: ApiKey = ['/v1/author.popupList'];
/** The author's pending popups, from their real state. */
export const usePopups = (enabled: boolean) =>
  useSWR<{ list: PopupEntry[] }>(enabled ? popupsKey : null, { revalidateOnFocus: false });
