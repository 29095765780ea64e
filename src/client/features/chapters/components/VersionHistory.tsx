import * as React from 'react';
import { Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUndoRegular, DismissRegular } from '@fluentui/react-icons';
import { ErrorState, Select } from '@writers-center/design-system';
import { useIntl } from 'react-intl';
import useSWR from 'swr';
import type { ChapterVersionEntry } from '../../../../domain/api/chapters';
import type { ChapterDoc } from '../../../../domain/chapter-doc';
import { diffChapterDocs, diffStats, diffText, type DocDiffPart } from '../../../../domain/diff';
import { formatDateTime } from '../../../lib/dates';
import { comparedParts, getVersion, useChapterCompare, useVersions } from '../api/chapter-api';
import { editor as e, history as h } from '../messages';
import { DiffView } from './DiffView';

const KIND = { autosave: h.kindAutosave, draft: h.kindDraft, publish: h.kindPublish, schedule: h.kindSchedule, restore: h.kindRestore, approved: h.kindApproved } as const;

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: { width: '100%', justifyContent: 'flex-start', textAlign: 'start', flexDirection: 'column', alignItems: 'flex-start' },
  meta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  // On the picked entry's brand background the grey would not be readable: the button's own colour.
  metaPicked: { color: 'inherit', fontSize: tokens.fontSizeBase200 },
  detail: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalL },
});

/** What readers see of a live chapter whose edit is not released yet (waiting for review, or refused). */
export interface ReleasedText {
  title: string;
  content: string;
  words: number;
  /** its document, when the chapter has one: formatting changes are then compared too */
  doc?: ChapterDoc | null;
}

/** The list's value for the released text (versions are numbers). */
const RELEASED = 'released';
/** The other side's value for the text in the editor, saved or not. */
const NOW = 'now';
type Stored = number | typeof RELEASED;
type Side = Stored | typeof NOW;

/** A comparison as the view shows it, whichever side computed it. */
interface Shown {
  title: string;
  parts: DocDiffPart[];
  added: number;
  removed: number;
  formatted: number;
}

/** The summary figures of a diff computed here (the server sends its own). */
function summarise(title: string, parts: DocDiffPart[]): Shown {
  const text = parts.filter((p) => p.kind !== 'formatted');
  return { title, parts, ...diffStats(text), formatted: parts.length - text.length };
}

/**
 * The chapter's saved versions, and first the released text when readers see another than the one being
 * written. One picked is compared with the current text in the editor, or with another stored side chosen
 * under "Compare with" (the server compares those, formatting included); a saved version can be restored.
 */
export function VersionHistory({
  chapterId,
  open,
  onClose,
  current,
  currentDoc,
  released,
  onRestore,
}: {
  chapterId: number;
  open: boolean;
  onClose(): void;
  current: string;
  /** the editor's document for `current`, when it holds one: formatting changes are then compared too */
  currentDoc?: ChapterDoc;
  released?: ReleasedText | null;
  onRestore(version: number): Promise<void>;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const { data, isLoading } = useVersions(open ? chapterId : undefined);
  const [picked, setPicked] = React.useState<Stored | undefined>();
  const [other, setOther] = React.useState<Side>(NOW);
  const [restoring, setRestoring] = React.useState(false);
  const list = data?.list ?? [];
  const pickedVersion = typeof picked === 'number' ? picked : undefined;
  const withNow = picked !== undefined && other === NOW;

  // With the editor's text: the picked side is read and compared here, unsaved changes included.
  const stored = useSWR<ChapterVersionEntry>(withNow && pickedVersion ? ['chapterVersion', chapterId, pickedVersion] : null, () => getVersion(chapterId, pickedVersion!));
  const source = picked === RELEASED && released ? { title: released.title, content: released.content, doc: released.doc } : stored.data && { ...stored.data, doc: stored.data.content_doc };
  const local = React.useMemo(() => {
    if (!withNow || source?.content === undefined) return undefined;
    const parts = source.doc && currentDoc ? diffChapterDocs(source.doc, currentDoc) : diffText(source.content, current);
    return summarise(source.title, parts);
  }, [withNow, source?.title, source?.content, source?.doc, current, currentDoc]);

  // Two stored sides: the server compares them.
  const remote = useChapterCompare(chapterId, withNow ? undefined : picked, other === NOW ? undefined : other);
  const fromServer = React.useMemo(() => remote.data && { title: remote.data.from.title, parts: comparedParts(remote.data.parts), added: remote.data.added, removed: remote.data.removed, formatted: remote.data.formatted }, [remote.data]);

  const shown: Shown | undefined = withNow ? local : fromServer;
  const failed = withNow ? stored.error : remote.error;
  const retry = () => void (withNow ? stored.mutate() : remote.mutate());

  const sideName = (side: Side) =>
    side === NOW ? intl.formatMessage(h.now) : side === RELEASED ? intl.formatMessage(h.released) : intl.formatMessage(h.version, { version: side });
  const pick = (side: Stored) => {
    setPicked(side);
    if (other === side) setOther(NOW);
  };
  const others: Side[] = [NOW, ...(released && picked !== RELEASED ? [RELEASED as Side] : []), ...list.map((v) => v.version).filter((v) => v !== picked)];

  return (
    // Narrow for the list of two-line entries; wider once a comparison is shown.
    <OverlayDrawer open={open} position="end" size={picked !== undefined ? 'medium' : 'small'} onOpenChange={(_, d) => !d.open && onClose()}>
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
              <Button className={styles.item} appearance={picked === RELEASED ? 'primary' : 'subtle'} aria-pressed={picked === RELEASED} onClick={() => pick(RELEASED)}>
                <span>{intl.formatMessage(h.released)}</span>
                <span className={picked === RELEASED ? styles.metaPicked : styles.meta}>{intl.formatMessage(h.releasedMeta, { words: intl.formatMessage(h.words, { count: released.words }) })}</span>
              </Button>
            </li>
          )}
          {list.map((v) => (
            <li key={v.version}>
              <Button className={styles.item} appearance={picked === v.version ? 'primary' : 'subtle'} aria-pressed={picked === v.version} onClick={() => pick(v.version)}>
                <span>{intl.formatMessage(h.entry, { version: v.version, time: formatDateTime(v.saved_at) })}</span>
                <span className={picked === v.version ? styles.metaPicked : styles.meta}>
                  {intl.formatMessage(h.entryMeta, { kind: intl.formatMessage(KIND[v.kind] ?? h.kindDraft), words: intl.formatMessage(h.words, { count: v.words }) })}
                </span>
              </Button>
            </li>
          ))}
        </ul>
        {picked !== undefined && (
          <div className={styles.detail}>
            <Select
              name="compare-with"
              label={intl.formatMessage(h.compareWith)}
              value={String(other)}
              onChange={(value) => setOther(value === NOW || value === RELEASED ? value : Number(value))}
              options={others.map((side) => ({ value: String(side), label: sideName(side) }))}
            />
            {failed && !shown ? (
              <ErrorState title={intl.formatMessage(h.compareFailed)} retryLabel={intl.formatMessage(e.retry)} onRetry={retry} />
            ) : !shown ? (
              <Spinner size="small" label={intl.formatMessage(h.comparing)} />
            ) : (
              <>
                <Text weight="semibold">{shown.title}</Text>
                {shown.parts.every((p) => p.kind === 'same') ? (
                  <Text>{intl.formatMessage(withNow ? h.noChanges : h.noDifferences)}</Text>
                ) : (
                  <>
                    <Text>{intl.formatMessage(h.summary, { added: shown.added, removed: shown.removed, formatted: shown.formatted })}</Text>
                    <DiffView parts={shown.parts} label={withNow ? intl.formatMessage(h.compare) : intl.formatMessage(h.compareBetween, { from: sideName(picked), to: sideName(other) })} />
                  </>
                )}
              </>
            )}
            {pickedVersion && (
              <Button
                icon={<ArrowUndoRegular />}
                disabled={restoring}
                onClick={async () => {
                  setRestoring(true);
                  try {
                    await onRestore(pickedVersion);
                    setPicked(undefined);
                    setOther(NOW);
                  } finally {
                    setRestoring(false);
                  }
                }}
              >
                {intl.formatMessage(h.restore)}
              </Button>
            )}
          </div>
        )}
      </DrawerBody>
    </OverlayDrawer>
  );
}
