import * as React from 'react';
import { Button, Link, ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Notice } from '@writers-center/design-system';
import type { ArchiveStatusData } from '../../../../domain/api/archive';
import { apiBaseFor } from '../../../lib/http';
import { m } from '../messages';

const useStyles = makeStyles({
  state: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '560px' },
  muted: { color: tokens.colorNeutralForeground3 },
  download: { alignSelf: 'flex-start' },
});

/** A signed link as the API gave it: the local store's links are paths on the API's own address. */
export const downloadHref = (url: string) => (url.startsWith('/') ? `${apiBaseFor(location.hostname)}${url}` : url);

export interface ArchiveStateProps {
  archive: ArchiveStatusData;
  /** what the ready line and the download link say (the works' or the personal data's wording) */
  readyMessage: MessageDescriptor;
  downloadMessage: MessageDescriptor;
  /** asks for a new one (after a failure) */
  onRetry(): void;
  retrying: boolean;
}

/**
 * One archive where it stands: waiting, a progress bar while it builds, the download link with its expiry once
 * ready, or the failure with a retry.
 */
export function ArchiveState({ archive, readyMessage, downloadMessage, onRetry, retrying }: ArchiveStateProps) {
  const intl = useIntl();
  const styles = useStyles();
  if (archive.status === 'queued' || archive.status === 'building') {
    const share = archive.progress / 100;
    return (
      <div className={styles.state} role="status">
        <Text>{archive.status === 'queued' ? intl.formatMessage(m.queued) : intl.formatMessage(m.building, { percent: share })}</Text>
        <ProgressBar value={archive.status === 'queued' ? undefined : share} max={1} thickness="large" aria-label={intl.formatMessage(m.progressLabel)} aria-valuetext={`${archive.progress}%`} />
      </div>
    );
  }
  if (archive.status === 'failed') {
    return (
      <Notice
        intent="error"
        role="alert"
        actions={
          <Button appearance="primary" onClick={onRetry} disabled={retrying}>
            {intl.formatMessage(m.retry)}
          </Button>
        }
      >
        {intl.formatMessage(m.failed)}
      </Notice>
    );
  }
  if (archive.expired || !archive.url || !archive.expires_at) return <Text className={styles.muted}>{intl.formatMessage(m.expired)}</Text>;
  const size = intl.formatNumber((archive.bytes ?? 0) / 1_048_576, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
  return (
    <div className={styles.state}>
      <Notice intent="success" role="status">
        {intl.formatMessage(readyMessage, { size })}
      </Notice>
      <Link className={styles.download} href={downloadHref(archive.url)} download>
        {intl.formatMessage(downloadMessage)}
      </Link>
      <Text className={styles.muted}>{intl.formatMessage(m.expires, { date: intl.formatDate(archive.expires_at, { dateStyle: 'medium', timeStyle: 'short' }) })}</Text>
      {archive.automatic && <Text className={styles.muted}>{intl.formatMessage(m.automatic)}</Text>}
    </div>
  );
}
