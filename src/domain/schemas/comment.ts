import * as yup from 'yup';
import { DELETE_REASONS, REPLY_MAX_CHARS } from '../comment';
import { trimmed } from './auth';
import { V } from './messages';

/** A reply to a reader: not empty, at most 2000 characters. Form and server alike. */
export const replySchema = yup.object({
  text: trimmed()
    .required(V.replyRequired)
    .test('length', { id: V.textMax, values: { max: REPLY_MAX_CHARS } }, (v) => !v || [...v].length <= REPLY_MAX_CHARS),
});

/** Deleting a reader's comment names a reason from the short list. */
export const deleteCommentSchema = yup.object({
  reason: yup.string().required(V.reasonRequired).oneOf([...DELETE_REASONS], V.reasonRequired),
});
