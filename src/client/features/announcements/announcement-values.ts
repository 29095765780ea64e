import type { IntlShape } from 'react-intl';
import type { AnnouncementSaveBody, AnnouncementWire } from '../../../domain/api/announcements';
import type { AnnouncementKind } from '../../../domain/announcement';
import type { Locale } from '../../../domain/locales';

/** The novel select's choice for an announcement about all the author's novels. */
export const ALL_NOVELS = 'all';

/** The form's values: strings as the controls hold them; `all` is "all my novels", '' is "no day". */
export interface AnnouncementValues {
  original_book_id: string;
  kind: string;
  lang: string;
  body: string;
  starts_on: string;
  ends_on: string;
}

/** A new announcement's values (in the author's interface language), or a live one's to edit. */
export function announcementValues(lang: Locale, from?: AnnouncementWire | Partial<AnnouncementValues>): AnnouncementValues {
  if (from && 'announcement_id' in from) {
    return {
      original_book_id: from.original_book_id ? String(from.original_book_id) : ALL_NOVELS,
      kind: from.kind,
      lang: from.lang,
      body: from.body,
      starts_on: from.starts_on ?? '',
      ends_on: from.ends_on ?? '',
    };
  }
  return { original_book_id: ALL_NOVELS, kind: '', lang, body: '', starts_on: '', ends_on: '', ...from };
}

/** What announcement.save takes: an edit names the announcement; empty days are none. */
export function saveBody(values: AnnouncementValues, id?: number): AnnouncementSaveBody {
  return {
    ...(id ? { announcement_id: id } : {}),
    original_book_id: values.original_book_id && values.original_book_id !== ALL_NOVELS ? Number(values.original_book_id) : null,
    kind: values.kind as AnnouncementKind,
    lang: values.lang as Locale,
    body: values.body.trim(),
    starts_on: values.starts_on || null,
    ends_on: values.ends_on || null,
  };
}

/**
 * A day (`YYYY-MM-DD`, a calendar day with no zone) as the author reads it: "5 Jan", with the year
 * when it is not this year's.
 */
export function announcementDay(intl: IntlShape, day: string, now = new Date()): string {
  const at = Date.parse(`${day}T00:00:00Z`);
  const thisYear = new Date(at).getUTCFullYear() === now.getUTCFullYear();
  return intl.formatDate(at, { timeZone: 'UTC', day: 'numeric', month: 'short', ...(thisYear ? {} : { year: 'numeric' }) });
}
