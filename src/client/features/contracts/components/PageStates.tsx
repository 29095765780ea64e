import * as React from 'react';
import { useIntl } from 'react-intl';
import { EmptyState, ErrorState, SkeletonText } from '@writers-center/design-system';
import { commonMessages } from '../../../lib/common-messages';
import { failureText } from '../../../lib/http-messages';
import { LinkButton } from '../../../lib/LinkButton';
import { page as m } from '../messages';

/** Loading and failure of a contract screen, the same on each. */
export function Loading() {
  const intl = useIntl();
  return <SkeletonText label={intl.formatMessage(commonMessages.loading)} lines={6} />;
}

export function LoadFailed({ error, retry }: { error: unknown; retry(): void }) {
  const intl = useIntl();
  return (
    <ErrorState
      title={intl.formatMessage(m.loadFailed)}
      description={failureText(intl, error)}
      retryLabel={intl.formatMessage(commonMessages.retry)}
      onRetry={retry}
      headingLevel={2}
    />
  );
}

/** No work named in the address: where to choose one. */
export function NoBook() {
  const intl = useIntl();
  return (
    <EmptyState
      title={intl.formatMessage(m.noBook)}
      description={intl.formatMessage(m.noBookBody)}
      headingLevel={2}
      actions={
        <LinkButton appearance="primary" href="/mywork">
          {intl.formatMessage(m.toMyWorks)}
        </LinkButton>
      }
    />
  );
}
