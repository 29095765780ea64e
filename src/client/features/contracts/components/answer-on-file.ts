import type { IntlShape } from 'react-intl';
import type { SignApplicationValues, SignInfo } from '../../../../domain/api/sign';
import type { AnswerState } from './ApplicationFields';
import { answer as a, form as m } from '../messages';

/** What is on file, as the answer form shows it: masked, or in clear once revealed (`clear`); photos only as there or not. */
export function shownOnFile(
  intl: IntlShape,
  onFile: NonNullable<SignInfo['application']>,
  clear: SignApplicationValues | undefined,
): AnswerState['onFile'] {
  const photo = (present: boolean) => intl.formatMessage(present ? a.photoOnFile : a.noPhoto);
  return {
    truename: clear?.truename ?? onFile.truename,
    id_type: intl.formatMessage(m[onFile.id_type]),
    IDcard: clear?.IDcard ?? onFile.IDcard,
    id_photo_front: photo(onFile.photos.front),
    id_photo_back: photo(onFile.photos.back),
    address: clear?.address ?? onFile.address,
    mobile: clear?.mobile ?? onFile.mobile,
    facebook: clear?.facebook ?? onFile.facebook,
    monthly_words: intl.formatNumber(onFile.monthly_words),
    estimated_words: intl.formatNumber(onFile.estimated_words),
    guardian_truename: clear?.guardian_truename ?? onFile.guardian?.truename ?? '',
    guardian_email: clear?.guardian_email ?? onFile.guardian?.email ?? '',
    guardian_mobile: clear?.guardian_mobile ?? onFile.guardian?.mobile ?? '',
    guardian_IDcard: clear?.guardian_IDcard ?? onFile.guardian?.IDcard ?? '',
    guardian_id_photo: photo(onFile.photos.guardian),
  };
}
