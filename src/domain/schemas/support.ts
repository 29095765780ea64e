import * as yup from 'yup';
import { TICKET_MESSAGE_MAX, TICKET_TOPICS } from '../support';
import { trimmed } from './auth';
import { V } from './messages';

const message = () =>
  trimmed()
    .required(V.ticketMessageRequired)
    .test('length', { id: V.textMax, values: { max: TICKET_MESSAGE_MAX } }, (v) => !v || [...v].length <= TICKET_MESSAGE_MAX);

/** A new message to the platform (/us): a topic and up to 2000 characters. Form and server alike. */
export const ticketSchema = yup.object({
  topic: yup.string().required(V.ticketTopicRequired).oneOf([...TICKET_TOPICS], V.ticketTopicRequired),
  message: message(),
});

/** A further message in a ticket's thread. */
export const ticketReplySchema = yup.object({ message: message() });
