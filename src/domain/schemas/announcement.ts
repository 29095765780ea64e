import * as yup from 'yup';
import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_KINDS } from '../announcement';
import { LOCALES } from '../locales';
import { isPlanDay } from '../release-plan';
import { trimmed } from './auth';
import { V } from './messages';

/** A day field of the form: empty, or a real calendar day as `YYYY-MM-DD`. */
const day = () => yup.string().test('day', V.invalid, (v) => !v || isPlanDay(v));

/**
 * An announcement to readers (/mywork/announcements), on the server's limits: a kind, the language
 * it is written in, a body of at most ANNOUNCEMENT_BODY_MAX characters, and optional first and last
 * days, the last not before the first. A hiatus pauses releases for its days, so it asks for both.
 * `original_book_id` is a novel's id, or `all` for all the author's novels.
 */
export const announcementSchema = yup.object({
  original_book_id: yup.string().defined().test('novel', V.invalid, (v) => v === 'all' || /^[1-9]\d*$/.test(v)),
  kind: yup.string().required(V.announcementKindRequired).oneOf([...ANNOUNCEMENT_KINDS], V.announcementKindRequired),
  lang: yup.string().required(V.announcementLangRequired).oneOf([...LOCALES], V.announcementLangRequired),
  body: trimmed()
    .required(V.announcementBodyRequired)
    .test('length', { id: V.textMax, values: { max: ANNOUNCEMENT_BODY_MAX } }, (v) => !v || [...v].length <= ANNOUNCEMENT_BODY_MAX),
  starts_on: day().when('kind', { is: 'hiatus', then: (s) => s.required(V.announcementHiatusDates) }),
  ends_on: day()
    .when('kind', { is: 'hiatus', then: (s) => s.required(V.announcementHiatusDates) })
    .test('order', V.announcementEndsBeforeStart, function (v) {
      const from = this.parent.starts_on as string | undefined;
      return !v || !from || v >= from;
    }),
});
export type AnnouncementFormValues = yup.InferType<typeof announcementSchema>;
