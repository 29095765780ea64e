import * as React from 'react';
import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowUndoRegular, DismissRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import useSWR from 'swr';
import type { ChapterVersionEntry } from '../../../../domain/api/chapters';
import { diffText } from '../../../../domain/diff';
import { formatDateTime } from '../../../lib/dates';
import { getVersion, useVersions } from '../api/chapter-api';
import { history as h } from '../messages';
import { DiffView } from './DiffView';

const KIND = { autosave: h.kindAutosave, draft: h.kindDraft, publish: h.kindPublish, schedule: h.kindSchedule, restore: h.kindRestore, approved: h.kindApproved } as const;

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: { width: '100%', justifyContent: 'flex-start', textAlign: 'start', flexDirection: 'column', alignItems: 'flex-start' },
  meta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  detail: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalL },
});

/** What readers see of a live chapter whose edit is not released yet (waiting for review, or refused). */
export interface ReleasedText {
  title: string;
  content: string;
  words: number;
}

/** The list's value for the released text (versions are numbers). */
const RELEASED = 'released';

/**
 * The chapter's saved versions, and first the released text when readers see another than the
 * one being written; one picked shows its changes to the current text (a version can be restored).
 */
export function VersionHistory({
  chapterId,
  open,
  onClose,
  current,
  released,
  onRestore,
}: {
  chapterId: number;
  open: boolean;
  onClose(): void;
  current: string;
  released?: ReleasedText | null;
  onRestore(version: number): Promise<void>;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const { data, isLoading } = useVersions(open ? chapterId : undefined);
  const [picked, setPicked] = React.useState<number | typeof RELEASED | undefined>();
  const [restoring, setRestoring] = React.useState(false);
  const pickedVersion = typeof picked === 'number' ? picked : undefined;
  const { data: stored } = useSWR<ChapterVersionEntry>(pickedVersion ? ['chapterVersion', chapterId, pickedVersion] : null, () => getVersion(chapterId, pickedVersion!));
  const version = picked === RELEASED && released ? { title: released.title, content: released.content } : pickedVersion ? stored : undefined;
  const parts = React.useMemo(() => (version?.content !== undefined ? diffText(version.content, current) : []), [version?.content, current]);
  const list = data?.list ?? [];

  return (
    // Narrow for the list of two-line entries; wider once a comparison is shown.
    <OverlayDrawer open={open} position="end" size={picked ? 'medium' : 'small'} onOpenChange={(_, d) => !d.open && onClose()}>
      <DrawerHeader>
        <DrawerHeaderTitle action={<Button appearance="subtle" aria-label={intl.formatMessage(h.close)} icon={<DismissRegular />} onClick={onClose} />}>
          {intl.formatMessage(h.title)}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        {isLoading && <Spinner label={intl.formatMessage(h.loading)} />}
        {!isLoading && list.length === 0 && !released && <Text>{intl.formatMessage(h.empty)}</Text>}
        <ul className={styles.list} aria-label={intl.formatMessage(h.title)}>
          {released && (
            <li>
              <Button className={styles.item} appearance={picked === RELEASED ? 'primary' : 'subtle'} aria-pressed={picked === RELEASED} onClick={() => setPicked(RELEASED)}>
                <span>{intl.formatMessage(h.released)}</span>
                <span className={styles.meta}>{intl.formatMessage(h.releasedMeta, { words: intl.formatMessage(h.words, { count: released.words }) })}</span>
              </Button>
            </li>
          )}
          {list.map((v) => (
            <li key={v.version}>
              <Button className={styles.item} appearance={picked === v.version ? 'primary' : 'subtle'} aria-pressed={picked === v.version} onClick={() => setPicked(v.version)}>
                <span>{intl.formatMessage(h.entry, { version: v.version, time: formatDateTime(v.saved_at) })}</span>
                <span className={styles.meta}>
                  {intl.formatMessage(h.entryMeta, { kind: intl.formatMessage(KIND[v.kind] ?? h.kindDraft), words: intl.formatMessage(h.words, { count: v.words }) })}
                </span>
              </Button>
            </li>
          ))}
        </ul>
        {picked && (
          <div className={styles.detail}>
            {!version ? (
              <Spinner size="small" />
            ) : (
              <>
                <Text weight="semibold">{version.title}</Text>
                {parts.every((p) => p.kind === 'same') ? <Text>{intl.formatMessage(h.noChanges)}</Text> : <DiffView parts={parts} label={intl.formatMessage(h.compare)} />}
                {pickedVersion && (
                  <Button
                    icon={<ArrowUndoRegular />}
                    disabled={restoring}
                    onClick={async () => {
                      setRestoring(true);
                      try {
                        await onRestore(pickedVersion);
                        setPicked(undefined);
                      } finally {
                        setRestoring(false);
                      }
                    }}
                  >
                    {intl.formatMessage(h.restore)}
                  </Button>
                )}
              </>
            )}
          </div>
        )}
      </DrawerBody>
    </OverlayDrawer>
  );
}
