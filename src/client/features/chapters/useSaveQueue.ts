import * as React from 'react';
import { useSWRConfig } from 'swr';
import type { ChapterSaved } from '../../../domain/api/chapters';
import { goalKey } from '../../components/writing-goal/api/get-writing-goal';
import { addChapter } from './api/add-chapter';
import { saveChapter } from './api/save-chapter';
import type { ChapterText, SaveCall } from './api/types';
import { chapterTextOf, sameChapterText as same } from './chapter-text';
import { clearLocalCopy, type LocalCopy, type localCopyWriter } from './local-copy';
import { failedState, type SaveState } from './save-state';

/** What the saver knows between renders, shared with its queue. */
export interface SaverRefs {
  chapterId: React.RefObject<number | undefined>;
  /** the version the next save is based on */
  version: React.RefObject<number>;
  /** the newest text typed */
  latest: React.RefObject<ChapterText>;
  /** the text the server has */
  lastSaved: React.RefObject<ChapterText>;
  state: React.RefObject<SaveState>;
  onCreated: React.RefObject<((saved: ChapterSaved) => void) | undefined>;
}

/**
 * One save at a time, each based on the version the one before it left; explicit saves throw
 * their error, autosaves turn it into a state. A first save creates the chapter, and its copy
 * kept under the new-chapter key goes.
 */
export function useSaveQueue({
  bookId,
  refs,
  setState,
  writer,
  key,
  copyOf,
}: {
  bookId: number;
  refs: SaverRefs;
  setState(state: SaveState): void;
  writer: ReturnType<typeof localCopyWriter>;
  key(): string;
  copyOf(text: ChapterText): LocalCopy;
}) {
  const queue = React.useRef<Promise<unknown>>(Promise.resolve());
  const { mutate } = useSWRConfig();
  return React.useCallback(
    (call: SaveCall, quiet: boolean): Promise<ChapterSaved | undefined> => {
      const { chapterId, version, latest, lastSaved } = refs;
      const run = async () => {
        const blocked = refs.state.current.kind;
        if (quiet && (blocked === 'conflict' || blocked === 'deleted')) return undefined;
        const text = chapterTextOf(call);
        setState({ kind: 'saving' });
        try {
          const wasNew = !chapterId.current;
          const result = chapterId.current
            ? await saveChapter(chapterId.current, version.current, call)
            : await addChapter(bookId, call);
          if (wasNew) {
            // The copy kept under the new-chapter key is stored before it is removed, so none outlives the chapter.
            await writer.settled();
            await clearLocalCopy(key());
            chapterId.current = result.original_chapter_id;
            refs.onCreated.current?.(result);
          }
          version.current = result.version;
          lastSaved.current = text;
          // The words this save brought count toward the novel's goal: its indicator and panel look again.
          void mutate(goalKey(bookId));
          if (same(latest.current, text)) {
            await writer.settled();
            if (same(latest.current, text)) await clearLocalCopy(key());
          }
          // Typed while this save was under way: not saved yet, and its copy is under the chapter's key.
          if (same(latest.current, text)) setState({ kind: 'saved', at: result.saved_at });
          else {
            writer.write(copyOf(latest.current));
            setState({ kind: 'unsaved' });
          }
          return result;
        } catch (err) {
          setState(failedState(err));
          if (!quiet) throw err;
          return undefined;
        }
      };
      const next = queue.current.then(run, run);
      queue.current = next.catch(() => undefined);
      return next;
    },
    [bookId, refs, setState, writer, key, copyOf, mutate],
  );
}
