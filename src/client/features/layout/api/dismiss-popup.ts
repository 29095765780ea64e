import { http } from '../../../lib/http';

/** Closed until the author's next local midnight, on every browser. */
export const dismissPopup = (type: number, until: Date) =>
  http.post<unknown>('/v1/author.popupDismiss', { type, until: until.toISOString() });
