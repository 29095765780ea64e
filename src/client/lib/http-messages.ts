import type { IntlShape } from 'react-intl';
import { defineMessages } from './define-messages';
import { ApiError, NETWORK_ERROR, TIMEOUT_ERROR } from './http';

export const httpMessages = defineMessages({
  network: { id: 'http.error.network', defaultMessage: 'Cannot reach the server. Check your connection and try again.' },
  timeout: { id: 'http.error.timeout', defaultMessage: 'The server took too long to answer. Please try again.' },
  server: { id: 'http.error.server', defaultMessage: 'Something went wrong on our side. Please try again later.' },
});

/** What a failed call says to the author: the server's translated desc, or why there is none. */
export function failureText(intl: IntlShape, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === NETWORK_ERROR) return intl.formatMessage(httpMessages.network);
    if (error.code === TIMEOUT_ERROR) return intl.formatMessage(httpMessages.timeout);
    if (error.desc) return error.desc;
  }
  return intl.formatMessage(httpMessages.server);
}
