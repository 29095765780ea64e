import { useIntl } from 'react-intl';
import { StatusBadge, type StatusOf } from '@writers-center/design-system';
import type { ReviewStatus } from '../../domain/author';
import type { ChapterSummary } from '../../domain/api/chapters';
import type { NovelSummary } from '../../domain/api/novels';
import { defineMessages } from './define-messages';

/** Review states as the design system's badge statuses. */
export const REVIEW_BADGE: Record<ReviewStatus, StatusOf<'review'>> = {
  unreviewed: 'unreviewed',
  pending: 'pending',
  under_review: 'underReview',
  passed: 'passed',
  rejected: 'rejected',
  vetting_failed: 'vettingFailed',
};

export const reviewStatus = defineMessages({
  unreviewed: { id: 'review.unreviewed', defaultMessage: 'Unreviewed' },
  pending: { id: 'review.pending', defaultMessage: 'Pending review' },
  under_review: { id: 'review.underReview', defaultMessage: 'Under review' },
  passed: { id: 'review.passed', defaultMessage: 'Passed' },
  rejected: { id: 'review.rejected', defaultMessage: 'Rejected' },
  vetting_failed: { id: 'review.vettingFailed', defaultMessage: 'Vetting failed' },
});

/** Novel and chapter statuses; "scheduled" is a chapter waiting for its release time. */
export const workStatus = defineMessages({
  draft: { id: 'status.work.draft', defaultMessage: 'Draft' },
  updating: { id: 'status.work.updating', defaultMessage: 'Updating' },
  updated: { id: 'status.work.updated', defaultMessage: 'Updated' },
  finished: { id: 'status.work.finished', defaultMessage: 'Finished' },
  released: { id: 'status.work.released', defaultMessage: 'Released' },
  deleted: { id: 'status.work.deleted', defaultMessage: 'Deleted' },
  scheduled: { id: 'status.work.scheduled', defaultMessage: 'Scheduled' },
});
export type WorkBadgeStatus = ChapterSummary['status'] | NovelSummary['status'];

export function ReviewBadge({ status, size }: { status: ReviewStatus; size?: 'small' | 'medium' }) {
  const intl = useIntl();
  return (
    <StatusBadge family="review" status={REVIEW_BADGE[status]} label={intl.formatMessage(reviewStatus[status])} size={size} />
  );
}

export function WorkBadge({ status, size }: { status: WorkBadgeStatus; size?: 'small' | 'medium' }) {
  const intl = useIntl();
  return <StatusBadge family="work" status={status} label={intl.formatMessage(workStatus[status])} size={size} />;
}
