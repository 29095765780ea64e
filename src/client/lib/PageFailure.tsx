import * as React from 'react';
import { useIntl } from 'react-intl';
import { ErrorState } from '@writers-center/design-system';
import { ApiCode } from '../../domain/errors';
import { ApiError } from './http';
import { commonMessages } from './common-messages';
import { failureText } from './http-messages';
import { LinkButton } from './LinkButton';

/** The server answered that the thing asked for does not exist (or is not the author's). */
export const isMissing = (error: unknown) => error instanceof ApiError && error.code === ApiCode.NotFound;

export interface PageFailureProps {
  /** why the page has nothing: undefined when the address itself names nothing (a bad id) */
  error?: unknown;
  /** the page's heading when what the address names does not exist, e.g. "This novel does not exist or is not yours" */
  missingTitle: string;
  /** the page's heading when it could not be loaded, e.g. "This novel could not be loaded" */
  failedTitle: string;
  /** the way out, e.g. My Works */
  backHref: string;
  backLabel: string;
  /** loads again; offered only for a failure that may pass */
  onRetry(): void;
}

/**
 * A page whose subject cannot be shown says so once: one heading, the reason under it only when
 * it adds something (the connection, the server), and "Try again" only for what may come back.
 * Its look-up is quiet (no toast): this is where the failure is shown.
 */
export function PageFailure({ error, missingTitle, failedTitle, backHref, backLabel, onRetry }: PageFailureProps) {
  const intl = useIntl();
  const gone = error === undefined || isMissing(error);
  const reason = gone ? undefined : failureText(intl, error);
  return (
    <ErrorState
      headingLevel={1}
      title={gone ? missingTitle : failedTitle}
      description={reason}
      retryLabel={gone ? undefined : intl.formatMessage(commonMessages.retry)}
      onRetry={gone ? undefined : onRetry}
      actions={
        <LinkButton appearance={gone ? 'primary' : 'secondary'} href={backHref}>
          {backLabel}
        </LinkButton>
      }
    />
  );
}
