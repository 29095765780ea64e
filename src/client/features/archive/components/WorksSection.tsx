import * as React from 'react';
import { Button, Spinner, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import type { ArchiveOverview } from '../../../../domain/api/archive';
import { archiveOverviewKey } from '../api/get-archive-overview';
import { requestArchive } from '../api/request-archive';
import { saveArchiveSettings } from '../api/save-archive-settings';
import { m } from '../messages';
import { useArchive } from '../useArchive';
import { ArchiveState } from './ArchiveState';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  make: { alignSelf: 'flex-start' },
});

/** The archive of everything the author owns: ask for it, watch it build, download it; the weekly archive. */
export function WorksSection({ overview }: { overview: ArchiveOverview }) {
  const intl = useIntl();
  const styles = useStyles();
  const { mutate } = useSWRConfig();
  const { archive, show } = useArchive('works', overview.works);
  const [asking, setAsking] = React.useState(false);
  const [weekly, setWeekly] = React.useState(overview.weekly);
  const underWay = archive?.status === 'queued' || archive?.status === 'building';

  const ask = async () => {
    setAsking(true);
    try {
      show((await requestArchive()).archive_id);
    } finally {
      setAsking(false);
    }
  };
  const toggle = async (next: boolean) => {
    setWeekly(next);
    try {
      await saveArchiveSettings({ weekly: next });
      void mutate(archiveOverviewKey);
    } catch {
      // The toast said why; the switch goes back to what is saved.
      setWeekly(!next);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="archive-works">
      <Text as="h2" id="archive-works" weight="semibold" size={500} className={styles.heading}>
        {intl.formatMessage(m.worksTitle)}
      </Text>
      {archive ? (
        <ArchiveState archive={archive} readyMessage={m.ready} downloadMessage={m.download} onRetry={() => void ask()} retrying={asking} />
      ) : (
        <Text className={styles.muted}>{intl.formatMessage(m.none)}</Text>
      )}
      {!underWay && archive?.status !== 'failed' && (
        <Button className={styles.make} appearance={archive ? 'secondary' : 'primary'} onClick={() => void ask()} disabled={asking} icon={asking ? <Spinner size="tiny" /> : undefined}>
          {intl.formatMessage(archive ? m.makeAgain : m.make)}
        </Button>
      )}
      <Switch checked={weekly} onChange={(_, data) => void toggle(data.checked)} label={intl.formatMessage(m.weeklyLabel)} />
      <Text className={styles.muted}>{intl.formatMessage(m.weeklyHint, { days: overview.link_days })}</Text>
    </section>
  );
}
