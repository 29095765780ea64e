import type { ScreenName } from '../lib/routes';

/**
 * The module of each screen, under `src/client/features` (without `.tsx`). Data rather than
 * `import()` calls, so the build can tell which files a page needs (scripts/prerender.mjs writes
 * them into the page's document as modulepreload links).
 */
export const SCREEN_MODULES = {
  login: 'auth/LoginPage',
  forgotPassword: 'auth/ForgotPasswordPage',
  resetPassword: 'auth/ResetPasswordPage',
  verifyEmail: 'auth/VerifyEmailPage',
  notFound: 'errors/NotFoundPage',
  terms: 'legal/TermsPage',
  policy: 'legal/PolicyPage',
  dashboard: 'dashboard/DashboardPage',
  myWorks: 'novels/MyWorksPage',
  manageWork: 'chapters/ManageWorkPage',
  importChapters: 'import/ImportPage',
  addBook: 'novels/AddBookPage',
  editBook: 'novels/EditBookPage',
  contests: 'novels/ContestsPage',
  chapterEditor: 'chapters/ChapterEditorPage',
  newsAnnounce: 'messages/NewsAnnouncePage',
  announceCenter: 'messages/AnnounceCenterPage',
  signing: 'contracts/SigningPage',
  signInfo: 'contracts/SignInfoPage',
  mySignUp: 'contracts/MySignUpPage',
  esign: 'contracts/EsignPage',
  verify: 'contracts/VerifyPage',
  income: 'income/IncomePage',
  payeeInfo: 'payee/PayeeInfoPage',
  payouts: 'payout/PayoutsPage',
  welfare: 'welfare/WelfarePage',
  welfareClaims: 'welfare/ClaimsPage',
  comments: 'comments/CommentsPage',
  contact: 'support/ContactPage',
  dataCenter: 'data-center/DataCenterPage',
  chapterData: 'data-center/ChapterDataPage',
  help: 'help/HelpCenterPage',
  benefits: 'benefits/BenefitsPage',
  account: 'account/AccountPage',
} as const satisfies Record<ScreenName, string>;

/** The frame around every signed-in screen. */
export const FRAME_MODULE = 'layout/PortalLayout';

/**
 * What only the frame shows, loaded when it is due rather than with the frame (the popup dialog).
 * The router's entry names them, but no public page shows them: the build plans the frame's chunk
 * as if the frame loaded them itself, so what they share with the frame stays in its one file.
 */
export const FRAME_ON_DEMAND = ['contracts/lazy'] as const;
