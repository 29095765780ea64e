import { useIntl } from 'react-intl';
import { Notice } from '@writers-center/design-system';
import type { ChapterStatus } from '../../../../domain/chapter';
import { formatDateTime } from '../../../lib/dates';
import { editor as e } from '../messages';

/** A reason quoted inside a sentence loses its own final full stop, so the sentence has one. */
export const withoutFinalStop = (text: string) => text.trim().replace(/[.。．]+$/u, '');

export interface ChapterStatusNoticesProps {
  deleted: boolean;
  status: ChapterStatus;
  live: boolean;
  releaseAt: string | null;
  /** the review of a live chapter's edit, if one was sent */
  reviewState: string | null;
  rejectReason?: string | null;
}

/** What the author should know about the chapter before writing on: deleted, in review, refused, scheduled, live. */
export function ChapterStatusNotices({ deleted, status, live, releaseAt, reviewState, rejectReason }: ChapterStatusNoticesProps) {
  const intl = useIntl();
  if (deleted) return <Notice intent="error">{intl.formatMessage(e.isDeleted)}</Notice>;
  return (
    <>
      {reviewState === 'pending_review' && <Notice intent="info">{intl.formatMessage(e.underReview)}</Notice>}
      {reviewState === 'rejected' && rejectReason && <Notice intent="warning">{intl.formatMessage(e.rejected, { reason: withoutFinalStop(rejectReason) })}</Notice>}
      {status === 'scheduled' && releaseAt && <Notice intent="info">{intl.formatMessage(e.scheduledFor, { time: formatDateTime(releaseAt) })}</Notice>}
      {live && !reviewState && <Notice intent="info">{intl.formatMessage(e.liveNote)}</Notice>}
    </>
  );
}
