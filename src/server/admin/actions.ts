/** Every staff action, from the features' own `admin.ts` (a new feature adds one line here). */
import { authorActions } from '../modules/author/admin';
import { chapterActions } from '../modules/chapter/admin';
import { novelActions } from '../modules/novel/admin';
import { staffActions } from '../modules/staff/admin';
import { notificationActions } from '../modules/notification/admin';
import { auditActions } from '../modules/audit/admin';
import { mailActions } from '../modules/mail/admin';
import { contractActions } from '../modules/contract/admin';
import { platformActions } from '../modules/platform/admin';
import { incomeActions } from '../modules/income/admin';
import { payoutActions } from '../modules/payout/admin';
import { welfareActions } from '../modules/welfare/admin';
import { commentActions } from '../modules/comment/admin';
import { supportActions } from '../modules/support/admin';
import { statsActions } from '../modules/stats/admin';
import { helpActions } from '../modules/help/admin';
import { keyActions } from './keys-actions';
import type { StaffAction } from './registry';

export const STAFF_ACTIONS: readonly StaffAction[] = [...staffActions, ...authorActions, ...novelActions, ...chapterActions, ...notificationActions, ...auditActions, ...mailActions, ...contractActions, ...platformActions, ...incomeActions, ...payoutActions, ...welfareActions, ...commentActions, ...supportActions, ...statsActions, ...helpActions, ...keyActions] as unknown as readonly StaffAction[];
