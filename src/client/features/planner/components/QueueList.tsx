import * as React from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useIntl } from 'react-intl';
import { moveEntry, updateEntry, pullEntry, type QueueEntry } from '../queue-order';
import { m } from '../messages';
import { PinDialog } from './PinDialog';
import { QueueItem } from './QueueItem';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** What a screen reader hears while a chapter is moved with the keyboard or the pointer, in the author's language. */
function useAnnouncements(queue: readonly QueueEntry[]): Announcements {
  const intl = useIntl();
  return React.useMemo(() => {
    const title = (id: UniqueIdentifier) => queue.find((c) => c.original_chapter_id === id)?.title ?? '';
    const position = (id: UniqueIdentifier | undefined) => queue.findIndex((c) => c.original_chapter_id === id) + 1;
    return {
      onDragStart: ({ active }) => intl.formatMessage(m.dragStart, { title: title(active.id), position: position(active.id), count: queue.length }),
      onDragOver: ({ active, over }) => (over ? intl.formatMessage(m.dragOver, { title: title(active.id), position: position(over.id), count: queue.length }) : undefined),
      onDragEnd: ({ active, over }) => (over ? intl.formatMessage(m.dragEnd, { title: title(active.id), position: position(over.id), count: queue.length }) : undefined),
      onDragCancel: ({ active }) => intl.formatMessage(m.dragCancel, { title: title(active.id) }),
    };
  }, [intl, queue]);
}

/**
 * The queue in release order: reordered by dragging, by the keyboard on a chapter's handle (space,
 * the arrow keys, space) or by its Move up and Move down buttons; each chapter can be pinned, made
 * silent or taken back to the drafts. Every change is the whole new queue, handed to `onChange`.
 */
export function QueueList({ queue, timeZone, replanning, onChange }: { queue: QueueEntry[]; timeZone: string; replanning: boolean; onChange(queue: QueueEntry[]): void }) {
  const intl = useIntl();
  const styles = useStyles();
  const [pinning, setPinning] = React.useState<QueueEntry | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const announcements = useAnnouncements(queue);
  const ids = queue.map((c) => c.original_chapter_id);
  const move = (from: number, to: number) => {
    if (to >= 0 && to < queue.length && from !== to) onChange(moveEntry(queue, from, to));
  };
  const dropped = ({ active, over }: DragEndEvent) => {
    if (over) move(ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
  };

  if (!queue.length) return <Text className={styles.muted}>{intl.formatMessage(m.queueEmpty)}</Text>;
  return (
    <>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dropped} accessibility={{ announcements, screenReaderInstructions: { draggable: intl.formatMessage(m.dragInstructions) } }}>
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol className={styles.list} aria-label={intl.formatMessage(m.queueTitle)}>
            {queue.map((entry, index) => (
              <QueueItem
                key={entry.original_chapter_id}
                entry={entry}
                index={index}
                count={queue.length}
                timeZone={timeZone}
                replanning={replanning}
                onMove={move}
                onPull={() => onChange(pullEntry(queue, entry.original_chapter_id))}
                onPin={() => setPinning(entry)}
                onUnpin={() => onChange(updateEntry(queue, entry.original_chapter_id, { pinned: false }))}
                onSilent={(silent) => onChange(updateEntry(queue, entry.original_chapter_id, { silent }))}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <PinDialog
        title={pinning ? intl.formatMessage(m.chapterName, { code: pinning.chapter_code, title: pinning.title }) : null}
        timeZone={timeZone}
        initial={pinning?.release_at ?? null}
        onCancel={() => setPinning(null)}
        onPin={(at) => {
          if (pinning) onChange(updateEntry(queue, pinning.original_chapter_id, { pinned: true, release_at: at }));
          setPinning(null);
        }}
      />
    </>
  );
}
