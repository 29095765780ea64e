import * as React from 'react';
import { Button } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { Notice } from '@writers-center/design-system';
import type { ContestInfo, NovelDetail } from '../../../domain/api/novels';
import { contest as c, form as m } from './messages';

/**
 * What the novel form says above its fields: a draft restored from this device (which can be
 * discarded), the editor's rejection, the contest the new novel is created for, a newer version saved elsewhere.
 */
export function NovelFormNotices({
  restored,
  onDiscard,
  novel,
  eventId,
  eventContest,
  onReload,
}: {
  restored: boolean;
  onDiscard(): void;
  novel: NovelDetail | undefined;
  eventId: number | undefined;
  eventContest: ContestInfo | undefined;
  /** shown when the novel changed elsewhere: loads its latest version */
  onReload?: () => void;
}) {
  const intl = useIntl();
  return (
    <>
      {restored && (
        <Notice intent="info" actions={<Button onClick={onDiscard}>{intl.formatMessage(m.discardDraft)}</Button>}>
          {intl.formatMessage(m.draftRestored)}
        </Notice>
      )}
      {novel?.review_status === 'rejected' && novel.reject_reason && (
        <Notice intent="warning">{intl.formatMessage(m.rejected, { reason: novel.reject_reason })}</Notice>
      )}
      {eventId !== undefined && (
        <Notice intent={eventContest?.open ? 'info' : 'warning'}>
          {eventContest?.open
            ? intl.formatMessage(c.entering, { contest: eventContest.name })
            : intl.formatMessage(c.unavailable)}
        </Notice>
      )}
      {onReload && (
        <Notice intent="error" actions={<Button onClick={onReload}>{intl.formatMessage(m.reload)}</Button>}>
          {intl.formatMessage(m.stale)}
        </Notice>
      )}
    </>
  );
}
