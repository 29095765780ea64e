import {
  ArrowSyncCircleRegular,
  CheckmarkCircleRegular,
  CircleRegular,
  ClockRegular,
  DismissCircleRegular,
  InfoRegular,
  PinRegular,
  WarningRegular,
} from '@fluentui/react-icons';
import type { StatusFamilies, StatusFamily, StatusTone, StatusToneStyle } from './StatusBadge.types';

/** The tone of every status, family by family. */
export const STATUS_TONES: { readonly [F in StatusFamily]: Readonly<Record<StatusFamilies[F], StatusTone>> } = {
  review: {
    unreviewed: 'neutral',
    pending: 'pending',
    underReview: 'progress',
    passed: 'success',
    rejected: 'danger',
    vettingFailed: 'danger',
  },
  work: {
    draft: 'neutral',
    updating: 'progress',
    updated: 'info',
    finished: 'success',
    released: 'success',
    deleted: 'danger',
    scheduled: 'pending',
  },
  updatedContent: {
    pendingReview: 'pending',
    rejected: 'danger',
    deleted: 'danger',
    suspended: 'warning',
  },
  contract: {
    unsigned: 'neutral',
    signing: 'progress',
    signingCompleted: 'success',
    contractCompleted: 'success',
    copyrightExpired: 'warning',
  },
  commentReply: { replied: 'success', unreplied: 'pending' },
  commentPin: { pinned: 'highlight', unpinned: 'neutral' },
};

/** Fluent Badge colour and icon of each tone. */
export const TONE_STYLES: Readonly<Record<StatusTone, StatusToneStyle>> = {
  neutral: { color: 'informative', icon: CircleRegular },
  info: { color: 'informative', icon: InfoRegular },
  progress: { color: 'brand', icon: ArrowSyncCircleRegular },
  pending: { color: 'warning', icon: ClockRegular },
  success: { color: 'success', icon: CheckmarkCircleRegular },
  warning: { color: 'severe', icon: WarningRegular },
  danger: { color: 'danger', icon: DismissCircleRegular },
  highlight: { color: 'brand', icon: PinRegular },
};

/** The tone of one status. */
export function statusTone<F extends StatusFamily>(family: F, status: StatusFamilies[F]): StatusTone {
  return (STATUS_TONES[family] as Record<string, StatusTone>)[status] ?? 'neutral';
}

/** The statuses of a family, in the portal's order (for filters and stories). */
export function statusesOf<F extends StatusFamily>(family: F): ReadonlyArray<StatusFamilies[F]> {
  return Object.keys(STATUS_TONES[family]) as Array<StatusFamilies[F]>;
}
