import { Badge, Button, Checkbox, Text, Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular, ArrowUndoRegular, PinOffRegular, PinRegular, ReOrderDotsVerticalRegular } from '@fluentui/react-icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useIntl } from 'react-intl';
import type { QueueEntry } from '../queue-order';
import { m } from '../messages';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    listStyle: 'none',
  },
  dragging: { boxShadow: tokens.shadow16, zIndex: 1, position: 'relative' },
  flagged: { border: `1px solid ${tokens.colorStatusDangerBorder1}` },
  handle: { cursor: 'grab', touchAction: 'none', alignSelf: 'start' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  title: { overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground2 },
  release: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  problem: { color: tokens.colorStatusDangerForeground1 },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

export interface QueueItemProps {
  entry: QueueEntry;
  index: number;
  count: number;
  timeZone: string;
  /** the queue was changed here and its dates are not back yet */
  replanning: boolean;
  onMove(from: number, to: number): void;
  onPull(): void;
  onPin(): void;
  onUnpin(): void;
  onSilent(silent: boolean): void;
}

/** When a queued chapter goes out, in the cadence's zone with the zone named; "no slot" without a date. */
function ReleaseText({ entry, timeZone, replanning }: Pick<QueueItemProps, 'entry' | 'timeZone' | 'replanning'>) {
  const intl = useIntl();
  const styles = useStyles();
  if (replanning && !entry.pinned) return <Text className={styles.muted}>{intl.formatMessage(m.replanning)}</Text>;
  if (!entry.release_at) return <Text weight="semibold">{intl.formatMessage(m.noSlot)}</Text>;
  const date = intl.formatDate(entry.release_at, { timeZone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
  return (
    <span className={styles.release}>
      <Text weight="semibold" data-release-at={entry.release_at}>
        {intl.formatMessage(m.releaseAt, { date, zone: timeZone.replace(/_/g, ' ') })}
      </Text>
      {entry.pinned && (
        <Badge appearance="outline" icon={<PinRegular />}>
          {intl.formatMessage(m.pinned)}
        </Badge>
      )}
    </span>
  );
}

/** One queued chapter: its handle (drag, or space and the arrow keys), when it goes out, and what can be done with it. */
export function QueueItem({ entry, index, count, timeZone, replanning, onMove, onPull, onPin, onUnpin, onSilent }: QueueItemProps) {
  const intl = useIntl();
  const styles = useStyles();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: entry.original_chapter_id });
  const name = intl.formatMessage(m.chapterName, { code: entry.chapter_code, title: entry.title });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={mergeClasses(styles.row, isDragging && styles.dragging, !!entry.problem && styles.flagged)}
      aria-label={name}
    >
      <Button ref={setActivatorNodeRef} appearance="subtle" className={styles.handle} icon={<ReOrderDotsVerticalRegular />} {...attributes} {...listeners} aria-label={intl.formatMessage(m.handle, { title: name })} />
      <div className={styles.body}>
        <Text className={styles.title}>{name}</Text>
        <ReleaseText entry={entry} timeZone={timeZone} replanning={replanning} />
        <Text size={200} className={styles.muted}>
          {intl.formatMessage(m.words, { words: entry.words })}
        </Text>
        {entry.problem && (
          <Text className={styles.problem} role="note">
            {entry.problem}
          </Text>
        )}
        <div className={styles.actions}>
          <Tooltip content={intl.formatMessage(m.moveUp)} relationship="description">
            <Button size="small" icon={<ArrowUpRegular />} disabledFocusable={index === 0} onClick={() => onMove(index, index - 1)} aria-label={intl.formatMessage(m.moveUpNamed, { title: name })} />
          </Tooltip>
          <Tooltip content={intl.formatMessage(m.moveDown)} relationship="description">
            <Button size="small" icon={<ArrowDownRegular />} disabledFocusable={index === count - 1} onClick={() => onMove(index, index + 1)} aria-label={intl.formatMessage(m.moveDownNamed, { title: name })} />
          </Tooltip>
          {entry.pinned ? (
            <Button size="small" icon={<PinOffRegular />} onClick={onUnpin}>
              {intl.formatMessage(m.unpin)}
            </Button>
          ) : (
            <Button size="small" icon={<PinRegular />} onClick={onPin}>
              {intl.formatMessage(m.pin)}
            </Button>
          )}
          <Button size="small" icon={<ArrowUndoRegular />} onClick={onPull}>
            {intl.formatMessage(m.pull)}
          </Button>
          <Checkbox checked={entry.silent} onChange={(_, d) => onSilent(!!d.checked)} label={intl.formatMessage(m.silent)} />
        </div>
      </div>
    </li>
  );
}
