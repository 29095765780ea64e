import useSWR from 'swr';
import type { PopupEntry } from '../../../../domain/api/sign';
import { http } from '../../../lib/http';
import type { ApiKey } from '../../../lib/swr';

export const popupsKey: ApiKey = ['/v1/author.popupList'];
/** The author's pending popups, from their real state. */
export const usePopups = (enabled: boolean) =>
  useSWR<{ list: PopupEntry[] }>(enabled ? popupsKey : null, { revalidateOnFocus: false });

/** Closed until the author's next local midnight, on every browser. */
export const dismissPopup = (type: number, until: Date) =>
  http.post<unknown>('/v1/author.popupDismiss', { type, until: until.toISOString() });
