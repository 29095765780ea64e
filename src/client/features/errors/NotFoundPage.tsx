import * as React from 'react';
import { ShieldProhibitedRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../lib/define-messages';
import { featureCatalogs } from '../../lib/intl';
import { EmptyState } from '@writers-center/design-system';
import { LinkButton } from '../../lib/LinkButton';

// This feature's messages in every language, loaded with the first screen that shows them.
featureCatalogs(import.meta.glob<{ default: Record<string, string> }>('./i18n/*.json'));

const messages = defineMessages({
  title: { id: 'errors.notFound.title', defaultMessage: 'The webmaster says you cannot enter this page' },
  description: { id: 'errors.notFound.description', defaultMessage: 'Check that the address is right, or go back to the home page.' },
  home: { id: 'errors.notFound.home', defaultMessage: 'Back to home' },
});

/** /404: unknown paths and pages the webmaster denies land here. */
export default function NotFoundPage() {
  const intl = useIntl();
  return (
    <EmptyState
      size="large"
      headingLevel={1}
      icon={<ShieldProhibitedRegular />}
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      actions={
        <LinkButton appearance="primary" href="/dashboard">
          {intl.formatMessage(messages.home)}
        </LinkButton>
      }
    />
  );
}
