import { defineMessages } from '../../lib/define-messages';
import { featureCatalogs } from '../../lib/intl';
import { httpMessages } from '../../lib/http-messages';

// This feature's messages in every language, loaded with the first screen that shows them.
featureCatalogs(import.meta.glob<{ default: Record<string, string> }>('./i18n/*.json'));

export const messages = defineMessages({
  menu: { id: 'layout.menu.label', defaultMessage: 'Main menu' },
  collapseMenu: { id: 'layout.menu.collapse', defaultMessage: 'Collapse menu' },
  expandMenu: { id: 'layout.menu.expand', defaultMessage: 'Expand menu' },
  footer: { id: 'layout.footer.label', defaultMessage: 'Support' },
  breadcrumb: { id: 'layout.breadcrumb.label', defaultMessage: 'Breadcrumb' },
  home: { id: 'layout.breadcrumb.home', defaultMessage: 'Home' },
  tabs: { id: 'layout.tabs.label', defaultMessage: 'Visited pages' },
  closeTab: { id: 'layout.tabs.close', defaultMessage: 'Close {page}' },
  messages: { id: 'layout.notifications.label', defaultMessage: 'Messages' },
  unread: { id: 'layout.notifications.unread', defaultMessage: 'you have unread messages' },
  account: { id: 'layout.account.label', defaultMessage: 'Account menu: {name}' },
  accountSettings: { id: 'layout.account.settings', defaultMessage: 'Account settings' },
  signOut: { id: 'layout.account.signOut', defaultMessage: 'Sign out' },
  loading: { id: 'layout.loading', defaultMessage: 'Loading…' },
  logoHome: {
    id: 'layout.logo.home',
    defaultMessage: '{brand}: go to the dashboard',
    description: 'accessible name of the side menu logo, a link home',
  },
  documentTitle: {
    id: 'layout.documentTitle',
    defaultMessage: '{page} · {brand}',
    description: 'the browser tab title: the page, then the brand',
  },
  hasError: { id: 'layout.userInfo.hasError', defaultMessage: 'Has Error' },
  screenFailed: { id: 'layout.screenFailed', defaultMessage: 'This page could not be shown.' },
  ...httpMessages,
});
