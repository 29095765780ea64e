import * as React from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { TagTabs } from '@writers-center/design-system';
import { routeByKey } from '../../lib/routes';
import { useLinkNavigation } from '../../lib/useLinkNavigation';
import { selectTabs, tabAfterClosing, tabClosed, useAppDispatch, useAppSelector } from '../../session';
import { messages } from './messages';

/** The tag tabs of the pages visited in this browser tab. */
export function FrameTabs() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const onNavigate = useLinkNavigation();
  const tabs = useAppSelector(selectTabs);
  const tabItems = tabs.map((t) => ({
    key: t.path,
    href: t.path,
    label: intl.formatMessage(routeByKey(t.titleId)?.title ?? messages.home),
  }));
  return (
    <TagTabs
      label={intl.formatMessage(messages.tabs)}
      tabs={tabItems}
      selectedKey={location.pathname}
      closeLabel={(tab) => intl.formatMessage(messages.closeTab, { page: tab.label })}
      onNavigate={onNavigate}
      onClose={(tab) => {
        // Closing the page shown goes to its neighbour, as tabs do; the dashboard when none is left.
        const next = tabAfterClosing(tabs, tab.key, location.pathname);
        dispatch(tabClosed(tab.key));
        if (next !== null) navigate(next ?? '/dashboard');
      }}
    />
  );
}
