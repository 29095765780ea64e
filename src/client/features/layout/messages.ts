import { defineMessages } from '../../lib/define-messages';

export const messages = defineMessages({
  language: { id: 'layout.language.label', defaultMessage: 'Language' },
  languageCurrent: { id: 'layout.language.current', defaultMessage: 'Language: {language}' },
  languageSwitched: { id: 'layout.language.switched', defaultMessage: 'Language switched' },
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
  signOut: { id: 'layout.account.signOut', defaultMessage: 'Sign out' },
  loading: { id: 'layout.loading', defaultMessage: 'Loading…' },
  hasError: { id: 'layout.userInfo.hasError', defaultMessage: 'Has Error' },
  network: { id: 'http.error.network', defaultMessage: 'Cannot reach the server. Check your connection and try again.' },
  timeout: { id: 'http.error.timeout', defaultMessage: 'The server took too long to answer. Please try again.' },
  server: { id: 'http.error.server', defaultMessage: 'Something went wrong on our side. Please try again later.' },
});
