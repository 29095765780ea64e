import * as React from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { ChapterVersionEntry } from '../../../../domain/api/chapters';
import { formatDateTime } from '../../../lib/dates';
import { RELEASED, type ReleasedText, type Stored } from '../useVersionComparison';
import { history as h } from '../messages';

const KIND = {
  autosave: h.kindAutosave,
  draft: h.kindDraft,
  publish: h.kindPublish,
  schedule: h.kindSchedule,
  restore: h.kindRestore,
  approved: h.kindApproved,
} as const;

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: { width: '100%', justifyContent: 'flex-start', textAlign: 'start', flexDirection: 'column', alignItems: 'flex-start' },
  meta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  // On the picked entry's brand background the grey would not be readable: the button's own colour.
  metaPicked: { color: 'inherit', fontSize: tokens.fontSizeBase200 },
});

/** The released text (when readers see another than the one being written), then the saved versions: one is picked to compare. */
export function VersionList({
  released,
  list,
  picked,
  onPick,
}: {
  released?: ReleasedText | null;
  list: readonly Pick<ChapterVersionEntry, 'version' | 'saved_at' | 'kind' | 'words'>[];
  picked: Stored | undefined;
  onPick(side: Stored): void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <ul className={styles.list} aria-label={intl.formatMessage(h.title)}>
      {released && (
        <li>
          <Button
            className={styles.item}
            appearance={picked === RELEASED ? 'primary' : 'subtle'}
            aria-pressed={picked === RELEASED}
            onClick={() => onPick(RELEASED)}
          >
            <span>{intl.formatMessage(h.released)}</span>
            <span className={picked === RELEASED ? styles.metaPicked : styles.meta}>
              {intl.formatMessage(h.releasedMeta, { words: intl.formatMessage(h.words, { count: released.words }) })}
            </span>
          </Button>
        </li>
      )}
      {list.map((v) => (
        <li key={v.version}>
          <Button
            className={styles.item}
            appearance={picked === v.version ? 'primary' : 'subtle'}
            aria-pressed={picked === v.version}
            onClick={() => onPick(v.version)}
          >
            <span>{intl.formatMessage(h.entry, { version: v.version, time: formatDateTime(v.saved_at) })}</span>
            <span className={picked === v.version ? styles.metaPicked : styles.meta}>
              {intl.formatMessage(h.entryMeta, {
                kind: intl.formatMessage(KIND[v.kind] ?? h.kindDraft),
                words: intl.formatMessage(h.words, { count: v.words }),
              })}
            </span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
