import type { MessageDescriptor } from 'react-intl';
import { defineMessages } from './define-messages';
import type { BrandPage } from './brand-pages';
import type { NovelSummary } from '../../domain/api/novels';

/**
 * Every route of the portal. `screen` names the screen that renders it;
 * `menu` puts it in the side menu; `roles` is the meta the route filter reads.
 */
export type Access = 'guest' | 'public' | 'private';
export type Role = 'admin' | 'author' | 'applicant';
export type ScreenName =
  | 'login'
  | 'forgotPassword'
  | 'resetPassword'
  | 'verifyEmail'
  | 'notFound'
  | 'terms'
  | 'policy'
  | 'dashboard'
  | 'myWorks'
  | 'manageWork'
  | 'importChapters'
  | 'addBook'
  | 'editBook'
  | 'contests'
  | 'chapterEditor'
  | 'newsAnnounce'
  | 'announceCenter'
  | 'signing'
  | 'signInfo'
  | 'mySignUp'
  | 'esign'
  | 'verify'
  | 'payeeInfo'
  | 'income'
  | 'payouts'
  | 'comments'
  | 'contact'
  | 'welfare'
  | 'welfareClaims'
  | 'dataCenter'
  | 'chapterData'
  | 'help'
  | 'benefits'
  | 'account'
  | 'accountDelete'
  | 'emailConfirm'
  | 'emailUndo'
  | 'accountArchive'
  | 'releasePlanner'
  | 'authorAnnouncements';

export type MenuIcon =
  | 'dashboard'
  | 'works'
  | 'comments'
  | 'contract'
  | 'rewards'
  | 'welfare'
  | 'data'
  | 'messages'
  | 'benefits'
  | 'contest'
  | 'help'
  | 'contact';

export interface RouteDef {
  key: string;
  /** react-router pattern; `?` marks an optional segment */
  path: string;
  title: MessageDescriptor;
  access: Access;
  screen: ScreenName;
  /** meta roles; a route without roles is open to every signed-in user */
  roles?: readonly Role[];
  /**
   * `external`: the menu opens this page of the brand's own site (lib/brand-pages.ts) instead of the route;
   * `roles`: who sees the entry, when fewer than may open the route
   */
  menu?: { icon: MenuIcon; order: number; external?: BrandPage; roles?: readonly Role[] };
  /** the query parameters the screen reads */
  query?: readonly string[];
  /** the menu entry to highlight when this route is shown */
  parent?: string;
  /**
   * the page this route is an in-page tab of: it has that page's heading, tag tab and breadcrumb
   * (a tab of one page is not another page)
   */
  tabOf?: string;
  /** where links to this route as a whole lead (its menu entry, a breadcrumb), when not its own path */
  landing?: string;
}

/** Where a link to the route as a whole leads: its landing page, or its own path. */
export const landingOf = (route: Pick<RouteDef, 'path' | 'landing'>): string => route.landing ?? route.path;

/** The author's own notices: where the bell, the dashboard's "Open messages" and the Messages menu entry lead. */
export const MESSAGES_PATH = '/messageCenter/announceCenter';

/** The account's own settings (password, sessions, mail): where the avatar menu's "Account settings" leads. */
export const ACCOUNT_PATH = '/account';
/** The author's archives and "Download my data", linked from the account page. */
export const ACCOUNT_ARCHIVE_PATH = '/account/archive';

/** Deleting the account, and undoing a pending deletion: where signing in leads while one is pending. */
export const ACCOUNT_DELETE_PATH = '/account/delete';

/** A novel's release planner: its cadence, its queue of chapters and the buffer they make. */
export const plannerPath = (bookId: number) => `/mywork/planner/${bookId}`;
/** The welfare programs and the author's progress in them. */
export const WELFARE_PATH = '/welfareManage';

/** The author's announcements to readers; `book` (and `kind`) open a new one about that novel. */
export const ANNOUNCEMENTS_PATH = '/mywork/announcements';
export const announcementsPath = (bookId?: number, kind?: string) =>
  bookId ? `${ANNOUNCEMENTS_PATH}?${new URLSearchParams({ book: String(bookId), ...(kind ? { kind } : {}) }).toString()}` : ANNOUNCEMENTS_PATH;

/** The path of the chapter editor for a novel's next chapter: the code the server gives out next (codes are never reused). */
export const nextChapterPath = (novel: Pick<NovelSummary, 'original_book_id' | 'next_chapter_code'>) => `/mywork/addchapter/${novel.original_book_id}/${novel.next_chapter_code}`;

export const titles = defineMessages({
  login: { id: 'route.login', defaultMessage: 'Sign in' },
  forgotPassword: { id: 'route.forgotPassword', defaultMessage: 'Forgot password' },
  resetPassword: { id: 'route.resetPassword', defaultMessage: 'New password' },
  verifyEmail: { id: 'route.verifyEmail', defaultMessage: 'Verify email' },
  notFound: { id: 'route.notFound', defaultMessage: 'Page not found' },
  terms: { id: 'route.terms', defaultMessage: 'Terms of Use' },
  policy: { id: 'route.policy', defaultMessage: 'Privacy Policy' },
  dashboard: { id: 'route.dashboard', defaultMessage: 'Dashboard' },
  mywork: { id: 'route.mywork', defaultMessage: 'My Works' },
  manageWork: { id: 'route.manageWork', defaultMessage: 'Manage Novel' },
  importChapters: { id: 'route.importChapters', defaultMessage: 'Import Chapters' },
  addChapter: { id: 'route.addChapter', defaultMessage: 'Write Chapter' },
  editBook: { id: 'route.editBook', defaultMessage: 'Edit Novel' },
  signing: { id: 'route.signing', defaultMessage: 'Contract Application' },
  addBook: { id: 'route.addBook', defaultMessage: 'Create Novel' },
  signInfo: { id: 'route.signInfo', defaultMessage: 'My Signed Information' },
  esign: { id: 'route.esign', defaultMessage: 'Sign a contract' },
  verify: { id: 'route.verify', defaultMessage: 'Verify a contract' },
  salary: { id: 'route.salary', defaultMessage: 'Rewards' },
  salaryInfo: { id: 'route.salaryInfo', defaultMessage: 'Payee Information' },
  welfare: { id: 'route.welfare', defaultMessage: 'Welfare' },
  data: { id: 'route.data', defaultMessage: 'Novel Data' },
  comments: { id: 'route.comments', defaultMessage: 'Comments' },
  news: { id: 'route.news', defaultMessage: 'Messages' },
  announcements: { id: 'route.announcements', defaultMessage: 'Notices' },
  benefits: { id: 'route.benefits', defaultMessage: 'Writer Benefits' },
  contest: { id: 'route.contest', defaultMessage: 'Contests' },
  help: { id: 'route.help', defaultMessage: 'Help Center' },
  contact: { id: 'route.contact', defaultMessage: 'Contact Us' },
  account: { id: 'route.account', defaultMessage: 'Account Settings' },
  accountDelete: { id: 'route.accountDelete', defaultMessage: 'Delete My Account' },
  emailConfirm: { id: 'route.emailConfirm', defaultMessage: 'Confirm Your New Email' },
  emailUndo: { id: 'route.emailUndo', defaultMessage: 'Restore Your Email' },
  accountArchive: { id: 'route.accountArchive', defaultMessage: 'Take Everything With You' },
  releasePlanner: { id: 'route.releasePlanner', defaultMessage: 'Release Planner' },
  authorAnnouncements: { id: 'route.authorAnnouncements', defaultMessage: 'Announcements' },
});

const AUTHOR: readonly Role[] = ['author'];
const EVERY_AUTHOR: readonly Role[] = ['author', 'applicant'];


export const routes: readonly RouteDef[] = [
  { key: 'login', path: '/login', title: titles.login, access: 'guest', screen: 'login' },
  { key: 'forgotPassword', path: '/forgot-password', title: titles.forgotPassword, access: 'guest', screen: 'forgotPassword' },
  // Mailed links open whether or not the browser is signed in.
  {
    key: 'resetPassword',
    path: '/reset-password',
    title: titles.resetPassword,
    access: 'public',
    screen: 'resetPassword',
    query: ['token'],
  },
  {
    key: 'verifyEmail',
    path: '/verify-email',
    title: titles.verifyEmail,
    access: 'public',
    screen: 'verifyEmail',
    query: ['token'],
  },
  // The sign-in address's change: the new address's link, and the old address's undo link.
  { key: 'emailConfirm', path: '/account/email-confirm', title: titles.emailConfirm, access: 'public', screen: 'emailConfirm', query: ['token'] },
  { key: 'emailUndo', path: '/account/email-undo', title: titles.emailUndo, access: 'public', screen: 'emailUndo', query: ['token'] },
  { key: 'notFound', path: '/404', title: titles.notFound, access: 'private', screen: 'notFound' },
  { key: 'terms', path: '/terms', title: titles.terms, access: 'public', screen: 'terms' },
  { key: 'policy', path: '/policy', title: titles.policy, access: 'public', screen: 'policy' },
  // The signing service's page (framed by the signing dialog; a guardian opens it from the mail) and the public check of a sealed PDF.
  { key: 'esign', path: '/esign/:token', title: titles.esign, access: 'public', screen: 'esign' },
  { key: 'verify', path: '/verify', title: titles.verify, access: 'public', screen: 'verify' },
  {
    key: 'dashboard',
    path: '/dashboard',
    title: titles.dashboard,
    access: 'private',
    screen: 'dashboard',
    roles: EVERY_AUTHOR,
    menu: { icon: 'dashboard', order: 1 },
  },
  {
    key: 'mywork',
    path: '/mywork',
    title: titles.mywork,
    access: 'private',
    screen: 'myWorks',
    roles: AUTHOR,
    menu: { icon: 'works', order: 2 },
  },
  {
    key: 'manageWork',
    path: '/mywork/manageworks/:original_book_id',
    title: titles.manageWork,
    access: 'private',
    screen: 'manageWork',
    roles: AUTHOR,
    parent: 'mywork',
  },
  {
    key: 'releasePlanner',
    path: '/mywork/planner/:original_book_id',
    title: titles.releasePlanner,
    access: 'private',
    screen: 'releasePlanner',
    roles: AUTHOR,
    parent: 'mywork',
  },
  {
    key: 'authorAnnouncements',
    path: ANNOUNCEMENTS_PATH,
    title: titles.authorAnnouncements,
    access: 'private',
    screen: 'authorAnnouncements',
    roles: AUTHOR,
    query: ['book', 'kind'],
    parent: 'mywork',
  },
  {
    key: 'importChapters',
    path: '/mywork/import',
    title: titles.importChapters,
    access: 'private',
    screen: 'importChapters',
    roles: AUTHOR,
    query: ['book'],
    parent: 'mywork',
  },
  // /mywork/addchapter/{original_book_id}/{next_chapter_code}[/{prev_chapter_title}] and
  // /mywork/addchapter/{original_chapter_id}[/{next_chapter_code}] share one pattern; the screen tells them apart by segment count.
  {
    key: 'addChapter',
    path: '/mywork/addchapter/:id/:next_chapter_code?/:prev_chapter_title?',
    title: titles.addChapter,
    access: 'private',
    screen: 'chapterEditor',
    roles: AUTHOR,
    parent: 'mywork',
  },
  {
    key: 'editBook',
    path: '/mywork/editbook/:original_book_id/:section_id?/:is_edit?',
    title: titles.editBook,
    access: 'private',
    screen: 'editBook',
    roles: AUTHOR,
    parent: 'mywork',
  },
  {
    key: 'addBook',
    path: '/addbook/:event_id?',
    title: titles.addBook,
    access: 'private',
    screen: 'addBook',
    roles: AUTHOR,
    parent: 'mywork',
  },
  {
    key: 'comments',
    path: '/commentManage',
    title: titles.comments,
    access: 'private',
    screen: 'comments',
    roles: AUTHOR,
    menu: { icon: 'comments', order: 3 },
  },
  {
    key: 'signing',
    path: '/signing',
    title: titles.signing,
    access: 'private',
    screen: 'signing',
    roles: AUTHOR,
    query: ['original_book_id'],
    parent: 'signUp',
  },
  {
    key: 'signUp',
    path: '/mySignUp',
    title: titles.signInfo,
    access: 'private',
    screen: 'mySignUp',
    roles: AUTHOR,
    menu: { icon: 'contract', order: 4 },
  },
  {
    key: 'signInfo',
    path: '/mySignInfo',
    title: titles.signInfo,
    access: 'private',
    screen: 'signInfo',
    roles: AUTHOR,
    query: ['book_id'],
    parent: 'signUp',
  },
  {
    key: 'salary',
    path: '/salaryManage',
    title: titles.salary,
    access: 'private',
    screen: 'income',
    roles: AUTHOR,
    menu: { icon: 'rewards', order: 5 },
  },
  {
    key: 'salary2',
    path: '/salaryManage2',
    title: titles.salary,
    access: 'private',
    screen: 'payouts',
    roles: AUTHOR,
    parent: 'salary',
    tabOf: 'salary',
  },
  {
    key: 'salaryInfo',
    path: '/salaryManage/salaryManageInfo',
    title: titles.salaryInfo,
    access: 'private',
    screen: 'payeeInfo',
    roles: AUTHOR,
    parent: 'salary',
    tabOf: 'salary',
  },
  {
    key: 'welfare',
    path: WELFARE_PATH,
    title: titles.welfare,
    access: 'private',
    screen: 'welfare',
    roles: AUTHOR,
    menu: { icon: 'welfare', order: 6 },
  },
  {
    key: 'welfare2',
    path: '/welfareManage2',
    title: titles.welfare,
    access: 'private',
    screen: 'welfareClaims',
    roles: AUTHOR,
    parent: 'welfare',
    tabOf: 'welfare',
  },
  {
    key: 'data',
    path: '/dataCenter',
    title: titles.data,
    access: 'private',
    screen: 'dataCenter',
    roles: AUTHOR,
    menu: { icon: 'data', order: 7 },
  },
  {
    key: 'data2',
    path: '/dataCenter2',
    title: titles.data,
    access: 'private',
    screen: 'chapterData',
    roles: AUTHOR,
    parent: 'data',
    tabOf: 'data',
  },
  // Messages are every account's: an applicant reads the notice of their review (a rejection
  // included) from the bell and the dashboard; the menu still shows an applicant only Dashboard and Contact.
  // The message center opens on the author's own notices; the platform's news is its second tab.
  {
    key: 'news',
    path: '/messageCenter/newsAnnounce',
    title: titles.news,
    access: 'private',
    screen: 'newsAnnounce',
    roles: EVERY_AUTHOR,
    menu: { icon: 'messages', order: 8, roles: AUTHOR },
    landing: MESSAGES_PATH,
  },
  {
    key: 'announcements',
    path: MESSAGES_PATH,
    title: titles.announcements,
    access: 'private',
    screen: 'announceCenter',
    roles: EVERY_AUTHOR,
    parent: 'news',
    tabOf: 'news',
  },
  {
    key: 'benefits',
    path: '/authorWelfare',
    title: titles.benefits,
    access: 'private',
    screen: 'benefits',
    roles: AUTHOR,
    menu: { icon: 'benefits', order: 9, external: 'benefits' },
  },
  {
    key: 'contest',
    path: '/authorContest',
    title: titles.contest,
    access: 'private',
    screen: 'contests',
    roles: AUTHOR,
    menu: { icon: 'contest', order: 10, external: 'contests' },
  },
  { key: 'help', path: '/helpCenter', title: titles.help, access: 'private', screen: 'help', roles: EVERY_AUTHOR, query: ['article', 'q'] },
  {
    key: 'contact',
    path: '/us',
    title: titles.contact,
    access: 'private',
    screen: 'contact',
    roles: EVERY_AUTHOR,
    menu: { icon: 'contact', order: 11 },
  },
  // Every signed-in account has a password, sessions and mail: reached from the avatar menu, not the side menu.
  { key: 'account', path: ACCOUNT_PATH, title: titles.account, access: 'private', screen: 'account', query: ['tab'] },
  { key: 'accountDelete', path: ACCOUNT_DELETE_PATH, title: titles.accountDelete, access: 'private', screen: 'accountDelete' },
  { key: 'accountArchive', path: ACCOUNT_ARCHIVE_PATH, title: titles.accountArchive, access: 'private', screen: 'accountArchive' },
];

export const routeByKey = (key: string) => routes.find((r) => r.key === key);

/** The page a route belongs to: the one it is an in-page tab of, or itself. */
export const pageOf = (route: RouteDef): RouteDef => (route.tabOf ? (routeByKey(route.tabOf) ?? route) : route);
