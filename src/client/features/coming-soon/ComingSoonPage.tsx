import * as React from 'react';
import { WrenchRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../lib/define-messages';
import { EmptyState, useBrand } from '@writers-center/design-system';
import { useCurrentRoute } from '../layout';
import { LinkButton } from '../../lib/LinkButton';

const messages = defineMessages({
  title: { id: 'comingSoon.title', defaultMessage: '{page} is coming soon' },
  description: {
    id: 'comingSoon.description',
    defaultMessage: 'We are building this part of {brand}. Everything you already have is safe.',
  },
  back: { id: 'comingSoon.back', defaultMessage: 'Go to the dashboard' },
});

/** An honest empty state for a route whose screen is not built yet. */
export default function ComingSoonPage() {
  const intl = useIntl();
  const brand = useBrand().brand.name;
  const route = useCurrentRoute();
  const page = route ? intl.formatMessage(route.title) : '';
  return (
    <EmptyState
      headingLevel={1}
      icon={<WrenchRegular />}
      title={intl.formatMessage(messages.title, { page })}
      description={intl.formatMessage(messages.description, { brand })}
      actions={<LinkButton href="/dashboard">{intl.formatMessage(messages.back)}</LinkButton>}
    />
  );
}
