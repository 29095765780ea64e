/** Every staff action, from the features' own `admin.ts` (a new feature adds one line here). */
import { authorActions } from '../modules/author';
import { chapterActions } from '../modules/chapter';
import { novelActions } from '../modules/novel';
import { staffActions } from '../modules/staff';
import { notificationActions } from '../modules/notification';
import { auditActions } from '../modules/audit';
import { mailActions } from '../modules/mail';
import { contractActions } from '../modules/contract';
import { platformActions } from '../modules/platform';
import { incomeActions } from '../modules/income';
import { payoutActions } from '../modules/payout';
import { welfareActions } from '../modules/welfare';
import { commentActions } from '../modules/comment';
import { supportActions } from '../modules/support';
import { statsActions } from '../modules/stats';
import { helpActions } from '../modules/help';
import { releaseFeedActions } from '../modules/release-feed';
import { announcementActions } from '../modules/planner';
import { twoFactorActions, userActions } from '../modules/user';
import { keyActions } from './keys-actions';
import type { StaffAction } from './registry';

export const STAFF_ACTIONS: readonly StaffAction[] = [...staffActions, ...authorActions, ...novelActions, ...chapterActions, ...notificationActions, ...auditActions, ...mailActions, ...contractActions, ...platformActions, ...incomeActions, ...payoutActions, ...welfareActions, ...commentActions, ...supportActions, ...statsActions, ...helpActions, ...releaseFeedActions, ...userActions, ...twoFactorActions, ...keyActions, ...announcementActions] as unknown as readonly StaffAction[];
