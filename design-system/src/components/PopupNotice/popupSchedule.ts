/**
 * When a popup notification may be shown: once a day per type
 * unless closed; a dismissal lasts until the next local midnight. Pure: the
 * caller stores the dismissals (e.g. in local storage) and passes the time.
 */

/** The popup types: 1 supplementary collection info, 2 apply for a contract, 3 add information, 4 go for signature. */
export type PopupType = 1 | 2 | 3 | 4;

/** When each type was last dismissed: an ISO-8601 instant (`toISOString()`) or a local calendar date `YYYY-MM-DD`. */
export type PopupDismissals = Partial<Record<PopupType, string>>;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The local calendar day of a dismissal, as a comparable number (yyyymmdd); undefined when unreadable. */
function localDay(value: Date): number {
  return value.getFullYear() * 10000 + (value.getMonth() + 1) * 100 + value.getDate();
}

function dismissalDay(iso: string): number | undefined {
  const dateOnly = DATE_ONLY.exec(iso);
  if (dateOnly) return Number(dateOnly[1]) * 10000 + Number(dateOnly[2]) * 100 + Number(dateOnly[3]);
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? undefined : localDay(at);
}

/**
 * Whether the popup of `type` should be shown at `now`: yes, unless it was
 * dismissed earlier on the same local day (the dismissal ends at midnight).
 * An unreadable record never hides a popup.
 */
export function shouldShowPopup(type: PopupType, now: Date | number, dismissals: PopupDismissals): boolean {
  const record = dismissals[type];
  if (!record) return true;
  const day = dismissalDay(record);
  if (day === undefined) return true;
  return day !== localDay(new Date(now));
}

/** The dismissals after the author closed the popup of `type` at `now`. */
export function recordPopupDismissal(type: PopupType, now: Date | number, dismissals: PopupDismissals): PopupDismissals {
  return { ...dismissals, [type]: new Date(now).toISOString() };
}

/** When the current dismissal of `type` ends (the next local midnight), or undefined if it is not dismissed at `now`. */
export function popupDismissedUntil(type: PopupType, now: Date | number, dismissals: PopupDismissals): Date | undefined {
  if (shouldShowPopup(type, now, dismissals)) return undefined;
  const at = new Date(now);
  return new Date(at.getFullYear(), at.getMonth(), at.getDate() + 1);
}
