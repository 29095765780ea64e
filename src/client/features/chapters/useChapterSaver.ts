import * as React from 'react';
import type { ChapterSaved } from '../../../domain/api/chapters';
import { AUTOSAVE_DELAY_MS } from '../../../domain/chapter';
import { chapterDocFromText, type ChapterDoc } from '../../../domain/chapter-doc';
import type { ChapterText, SaveCall } from './api/types';
import { chapterTextOf, sameChapterText as same } from './chapter-text';
import { clearLocalCopy, localCopyKey, localCopyWriter, type LocalCopy } from './local-copy';
import type { SaveState } from './save-state';
import { useSaveQueue, type SaverRefs } from './useSaveQueue';
import { useRetryWhileOffline, useWarnBeforeLeaving, useWriteCopyOnLeaving } from './useSaverGuards';

export type { SaveState };

interface Options {
  bookId: number;
  chapterId?: number;
  version?: number;
  /** the text as the server has it */
  saved: ChapterText;
  /** a new chapter got its id with the first save */
  onCreated?(saved: ChapterSaved): void;
}

/**
 * The editor's saving: a local copy on every change, an autosave a few
 * seconds after typing stops, one save at a time with the version it is
 * based on, and the states an author needs to trust it (saving, saved,
 * offline and retrying, a conflict to resolve, a deleted chapter).
 */
export function useChapterSaver({ bookId, chapterId: initialId, version: initialVersion, saved, onCreated }: Options) {
  const [state, setState] = React.useState<SaveState>({ kind: 'idle' });
  const chapterId = React.useRef(initialId);
  const version = React.useRef(initialVersion ?? 0);
  const latest = React.useRef<ChapterText>(saved);
  const lastSaved = React.useRef<ChapterText>(saved);
  const timer = React.useRef<number | undefined>(undefined);
  const stateRef = React.useRef(state);
  stateRef.current = state;
  const writer = React.useMemo(localCopyWriter, []);
  const onCreatedRef = React.useRef(onCreated);
  onCreatedRef.current = onCreated;

  const key = React.useCallback(() => localCopyKey(chapterId.current, bookId), [bookId]);
  const copyOf = React.useCallback(
    (text: ChapterText): LocalCopy => ({ key: key(), ...text, baseVersion: chapterId.current ? version.current : null, changedAt: Date.now() }),
    [key],
  );

  // The refs are the component's own, so the object holding them is made once.
  const refs = React.useMemo<SaverRefs>(() => ({ chapterId, version, latest, lastSaved, state: stateRef, onCreated: onCreatedRef }), []);
  const perform = useSaveQueue({ bookId, refs, setState, writer, key, copyOf });

  const autosave = React.useCallback(() => {
    window.clearTimeout(timer.current);
    if (same(latest.current, lastSaved.current) && chapterId.current) return;
    if (!latest.current.title && !latest.current.content) return;
    void perform({ ...latest.current, action: 'autosave' }, true);
  }, [perform]);

  /** Every change: the local copy now, the server a few seconds after typing stops. */
  const change = React.useCallback(
    (text: ChapterText) => {
      latest.current = text;
      writer.write(copyOf(text));
      setState((s) => (s.kind === 'unsaved' || s.kind === 'conflict' || s.kind === 'deleted' || s.kind === 'offline' ? s : { kind: 'unsaved' }));
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(autosave, AUTOSAVE_DELAY_MS);
    },
    [autosave, writer, copyOf],
  );

  /** An explicit save (draft, publish, schedule…) with the newest text. */
  const save = React.useCallback(
    (call: SaveCall) => {
      window.clearTimeout(timer.current);
      latest.current = chapterTextOf(call);
      return perform(call, false);
    },
    [perform],
  );

  /** The author chose in the conflict view: their text (saved over the other) or the stored one. */
  const resolve = React.useCallback(
    (choice: 'mine' | 'theirs') => {
      if (stateRef.current.kind !== 'conflict') return undefined;
      const theirs = stateRef.current.theirs;
      version.current = theirs.version;
      if (choice === 'theirs') {
        const doc = (theirs as { content_doc?: ChapterDoc }).content_doc ?? chapterDocFromText(theirs.content);
        latest.current = lastSaved.current = { ...latest.current, title: theirs.title, content: theirs.content, doc };
        void writer.settled().then(() => clearLocalCopy(key()));
        setState({ kind: 'saved', at: theirs.saved_at });
        return latest.current;
      }
      setState({ kind: 'unsaved' });
      void perform({ ...latest.current, action: 'draft' }, true);
      return latest.current;
    },
    [perform, key, writer],
  );

  /** Adopts a version the server gave (a restore, a reload) as the base of the next save. */
  const adopt = React.useCallback((next: { version: number; text: ChapterText }) => {
    version.current = next.version;
    latest.current = lastSaved.current = next.text;
    setState({ kind: 'idle' });
  }, []);

  /** The next save is based on `base` (a local copy's version). */
  const rebase = React.useCallback((base: number) => {
    if (chapterId.current) version.current = base;
  }, []);

  const retry = React.useCallback(() => void perform({ ...latest.current, action: 'autosave' }, true), [perform]);
  useRetryWhileOffline(state.kind === 'offline', retry);
  useWarnBeforeLeaving(state.kind === 'unsaved' || state.kind === 'saving' || state.kind === 'offline' || state.kind === 'conflict');
  useWriteCopyOnLeaving(writer);
  React.useEffect(() => () => window.clearTimeout(timer.current), []);

  return {
    state,
    change,
    save,
    resolve,
    adopt,
    rebase,
    /** the version the next save is based on */
    version: () => version.current,
    chapterId: () => chapterId.current,
    localKey: key,
  };
}
