import * as React from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@fluentui/react-components';
import {
  AlertRegular,
  BookRegular,
  ChatRegular,
  DataBarVerticalRegular,
  DocumentSignatureRegular,
  GiftRegular,
  HeartRegular,
  HomeRegular,
  MoneyRegular,
  PersonSupportRegular,
  SignOutRegular,
  TrophyRegular,
  BookAddRegular,
} from '@fluentui/react-icons';
import {
  AvatarMenu,
  EmptyState,
  LanguageSelector,
  useBrand,
  type AvatarMenuItem,
  type AvatarMenuProps,
  type Brand,
  type BreadcrumbEntry,
  type FooterLink,
  type LanguageOption,
  type LanguageSelectorProps,
  type SideMenuItem,
  type TagTab,
} from '@writers-center/design-system';
import { LOCALES, LOCALE_NAMES, type Locale } from '../../src/domain/locales';
import { translateArgs } from '../support/translate-args';

/*
 * Shared copy for the design-system stories. Every label is an exact English
 * catalog message, so the toolbar's language switch shows real translations.
 */

/** The portal's side menu, in menu order, with the icons the portal uses. */
export const MENU_ITEMS: readonly SideMenuItem[] = [
  { key: 'dashboard', label: 'Dashboard', href: '/dashboard', icon: <HomeRegular /> },
  { key: 'mywork', label: 'My Works', href: '/mywork', icon: <BookRegular /> },
  { key: 'comments', label: 'Comments', href: '/commentManage', icon: <ChatRegular /> },
  { key: 'signUp', label: 'My Signed Information', href: '/mySignUp', icon: <DocumentSignatureRegular /> },
  { key: 'salary', label: 'Rewards', href: '/salaryManage', icon: <MoneyRegular /> },
  { key: 'welfare', label: 'Welfare', href: '/welfareManage', icon: <HeartRegular /> },
  { key: 'data', label: 'Novel Data', href: '/dataCenter', icon: <DataBarVerticalRegular /> },
  { key: 'news', label: 'Messages', href: '/messageCenter/announceCenter', icon: <AlertRegular /> },
  { key: 'benefits', label: 'Writer Benefits', href: 'https://writers-center.test/benefits', external: true, icon: <GiftRegular /> },
  { key: 'contest', label: 'Contests', href: 'https://writers-center.test/contests', external: true, icon: <TrophyRegular /> },
  { key: 'contact', label: 'Contact Us', href: '/us', icon: <PersonSupportRegular /> },
];

/** What an applicant (not yet a signed author) sees. */
export const APPLICANT_MENU_ITEMS: readonly SideMenuItem[] = MENU_ITEMS.filter((i) => i.key === 'dashboard' || i.key === 'contact');

export const FOOTER_LINKS: readonly FooterLink[] = [
  { key: 'help', label: 'Help Center', href: '/helpCenter' },
  { key: 'contact', label: 'Contact Us', href: '/us' },
];

export const CRUMBS: readonly BreadcrumbEntry[] = [
  { key: 'home', label: 'Home', href: '/dashboard' },
  { key: 'mywork', label: 'My Works', href: '/mywork' },
  { key: 'manageWork', label: 'Manage Novel', href: '/mywork/manageworks/1024' },
];

export const VISITED_TABS: readonly TagTab[] = [
  { key: '/dashboard', label: 'Dashboard', href: '/dashboard' },
  { key: '/mywork', label: 'My Works', href: '/mywork' },
  { key: '/mywork/manageworks/1024', label: 'Manage Novel', href: '/mywork/manageworks/1024' },
];

export const ACCOUNT_ITEMS: readonly AvatarMenuItem[] = [{ key: 'signOut', label: 'Sign out', icon: <SignOutRegular /> }];

/** The eleven interface languages, each named in its own language. */
export const LANGUAGE_OPTIONS: readonly LanguageOption[] = LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] }));

/** The accessible name of a tag tab's close button. */
export const closeTabLabel = (tab: TagTab) => `Close ${tab.label}`;

/** Keeps the story iframe where it is when a link is clicked (what the portal's router does). */
export const preventNavigation = (_item: unknown, event: React.MouseEvent<HTMLAnchorElement>) => event.preventDefault();

/** An English catalog message in the toolbar's language, for play functions' role queries. */
export const inLocale = (globals: Record<string, unknown>, english: string): string =>
  translateArgs(english, ((globals.locale as Locale | undefined) ?? 'en') as Locale);

/** Escapes a string for use inside a RegExp. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The language selector's trigger name, as the portal builds it: "Language: English". */
export function useLanguageTriggerLabel(options: readonly LanguageOption[], value: string): string {
  const intl = useIntl();
  const language = options.find((o) => o.value === value)?.label ?? value;
  return intl.formatMessage({ id: 'layout.language.current', defaultMessage: 'Language: {language}' }, { language });
}

/** The avatar menu's trigger name, as the portal builds it: "Account menu: Mara Quill". */
export function useAccountLabel(name: string): string {
  const intl = useIntl();
  return intl.formatMessage({ id: 'layout.account.label', defaultMessage: 'Account menu: {name}' }, { name });
}

/** The language selector as the portal's top bar shows it: its value follows the toolbar language. */
export function ToolbarLanguageSelector({ label, onChange }: { label: string; onChange?(value: string): void }) {
  const intl = useIntl();
  const triggerLabel = useLanguageTriggerLabel(LANGUAGE_OPTIONS, intl.locale);
  return (
    <LanguageSelector label={label} triggerLabel={triggerLabel} options={LANGUAGE_OPTIONS} value={intl.locale} onChange={onChange ?? (() => {})} />
  );
}

/** The avatar menu as the portal's top bar shows it, named from the catalog. */
export function ToolbarAvatarMenu({ name, items, onSelect }: { name: string; items: readonly AvatarMenuItem[]; onSelect?(key: string): void }) {
  return <AvatarMenu name={name} label={useAccountLabel(name)} items={items} onSelect={onSelect ?? (() => {})} />;
}

/**
 * AvatarMenu with its trigger named from the catalog ("Account menu: {name}"),
 * for stories' render functions (hooks there would run outside the IntlProvider).
 */
export function CatalogAvatarMenu(props: AvatarMenuProps) {
  return <AvatarMenu {...props} label={useAccountLabel(props.name)} />;
}

/** LanguageSelector whose trigger name, unless given, comes from the catalog ("Language: {language}"). */
export function CatalogLanguageSelector(props: LanguageSelectorProps) {
  const triggerLabel = useLanguageTriggerLabel(props.options, props.value);
  return <LanguageSelector {...props} triggerLabel={props.triggerLabel || triggerLabel} />;
}

/** My Works before the first novel, as the portal shows it (its texts are the catalog's, so every locale reads them). */
export function FirstNovelPage({ title, description, action }: { title: string; description: string; action: string }) {
  return <EmptyState headingLevel={1} icon={<BookAddRegular />} title={title} description={description} actions={<Button appearance="primary">{action}</Button>} />;
}

/**
 * The brand in force, for `AllSites` stories: landmarks repeated once per brand
 * need a name of their own (axe `landmark-unique`).
 */
export function PerBrand({ children }: { children(brand: Brand): React.ReactNode }) {
  const { brand } = useBrand();
  return <>{children(brand)}</>;
}

/** A label made unique per brand, e.g. "Main menu (Inkwell)". */
export const brandLabel = (label: string, brand: Brand) => `${label} (${brand.name})`;
