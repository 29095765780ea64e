import * as React from 'react';
import { useIntl } from 'react-intl';
import { SkipLink } from '@writers-center/design-system';
import { messages } from './messages';

/** The "skip to content" link of a page outside the portal frame; its page's `<main>` has `id="main"` and `tabIndex={-1}`. */
export function SkipToContent() {
  const intl = useIntl();
  return <SkipLink label={intl.formatMessage(messages.skipToContent)} />;
}
