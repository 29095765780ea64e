import type { ScreenLoaders } from '../lib/screen-loader';
import { accountScreens } from '../features/account';
import { announcementsScreens } from '../features/announcements';
import { accountDeletionScreens } from '../features/account-deletion';
import { emailChangeScreens } from '../features/email-change';
import { archiveScreens } from '../features/archive';
import { authScreens } from '../features/auth';
import { benefitsScreens } from '../features/benefits';
import { chaptersScreens } from '../features/chapters';
import { commentsScreens } from '../features/comments';
import { contractsScreens } from '../features/contracts';
import { dashboardScreens } from '../features/dashboard';
import { dataCenterScreens } from '../features/data-center';
import { errorsScreens } from '../features/errors';
import { helpScreens } from '../features/help';
import { importScreens } from '../features/import';
import { incomeScreens } from '../features/income';
import { legalScreens } from '../features/legal';
import { messagesScreens } from '../features/messages';
import { novelsScreens } from '../features/novels';
import { payeeScreens } from '../features/payee';
import { payoutScreens } from '../features/payout';
import { plannerScreens } from '../features/planner';
import { supportScreens } from '../features/support';
import { welfareScreens } from '../features/welfare';

/**
 * Every screen of the route table (lib/routes.ts) by name, as its feature offers it: adding a
 * screen touches its feature's index.ts and the route table. The build reads the same loaders'
 * modules from the features' index files (scripts/screen-modules.mjs) to name each page's files.
 */
export const SCREEN_LOADERS = {
  ...authScreens,
  ...errorsScreens,
  ...legalScreens,
  ...dashboardScreens,
  ...novelsScreens,
  ...chaptersScreens,
  ...importScreens,
  ...messagesScreens,
  ...contractsScreens,
  ...incomeScreens,
  ...payeeScreens,
  ...payoutScreens,
  ...welfareScreens,
  ...commentsScreens,
  ...supportScreens,
  ...dataCenterScreens,
  ...helpScreens,
  ...benefitsScreens,
  ...accountScreens,
  ...accountDeletionScreens,
  ...emailChangeScreens,
  ...archiveScreens,
  ...plannerScreens,
  ...announcementsScreens,
} satisfies Required<ScreenLoaders>;
