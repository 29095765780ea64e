import * as React from 'react';
import type { ChapterConflict, ChapterSaved } from '../../../domain/api/chapters';
import { AUTOSAVE_DELAY_MS } from '../../../domain/chapter';
import { chapterDocFromText, type ChapterDoc } from '../../../domain/chapter-doc';
import { ApiCode } from '../../../domain/errors';
import { ApiError, NETWORK_ERROR, TIMEOUT_ERROR } from '../../lib/http';
import { addChapter, saveChapter, type ChapterText, type SaveCall } from './api/chapter-api';
import { chapterTextOf, sameChapterText } from './chapter-text';
import { clearLocalCopy, localCopyKey, localCopyWriter, type LocalCopy } from './local-copy';

/** What the editor says about the author's text. */
export type SaveState =
  | { kind: 'idle' }
  | { kind: 'unsaved' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'offline' }
  | { kind: 'conflict'; theirs: ChapterConflict }
  | { kind: 'deleted' }
  | { kind: 'error'; message: string };

const RETRY_MS = 10_000;
const same = sameChapterText;
const isNetwork = (err: unknown) => err instanceof ApiError && (err.code === NETWORK_ERROR || err.code === TIMEOUT_ERROR || err.code === ApiCode.Internal);

/** What a failed save leaves the editor in: offline (tried again), a conflict, a deleted chapter, or an error. */
function failedState(err: unknown): SaveState {
  if (isNetwork(err)) return { kind: 'offline' };
  if (err instanceof ApiError && err.code === ApiCode.Conflict && (err.data as ChapterConflict | undefined)?.version) return { kind: 'conflict', theirs: err.data as ChapterConflict };
  if (err instanceof ApiError && err.code === ApiCode.Forbidden) return { kind: 'deleted' };
  return { kind: 'error', message: err instanceof ApiError ? (Object.values(err.fields)[0] ?? err.desc) : String(err) };
}

/** Offline: tries again when the browser is back online, and every few seconds meanwhile. */
function useRetryWhileOffline(offline: boolean, retry: () => void) {
  React.useEffect(() => {
    if (!offline) return;
    window.addEventListener('online', retry);
    const t = window.setInterval(retry, RETRY_MS);
    return () => {
      window.removeEventListener('online', retry);
      window.clearInterval(t);
    };
  }, [offline, retry]);
}

/** Leaving with unsaved text asks first (the local copy keeps it either way). */
function useWarnBeforeLeaving(pending: boolean) {
  React.useEffect(() => {
    if (!pending) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [pending]);
}

/** The copy waits for an idle moment; leaving the page (or the editor) writes it at once. */
function useWriteCopyOnLeaving(writer: ReturnType<typeof localCopyWriter>) {
  React.useEffect(() => {
    const flush = () => void writer.settled();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flush);
      flush();
    };
  }, [writer]);
}

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
  const queue = React.useRef<Promise<unknown>>(Promise.resolve());
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

  /** One save on the queue; explicit saves throw their error, autosaves turn it into a state. */
  const perform = React.useCallback(
    (call: SaveCall, quiet: boolean): Promise<ChapterSaved | undefined> => {
      const run = async () => {
        const blocked = stateRef.current.kind;
        if (quiet && (blocked === 'conflict' || blocked === 'deleted')) return undefined;
        const text = chapterTextOf(call);
        setState({ kind: 'saving' });
        try {
          const wasNew = !chapterId.current;
          const result = chapterId.current ? await saveChapter(chapterId.current, version.current, call) : await addChapter(bookId, call);
          if (wasNew) {
            // The copy kept under the new-chapter key is stored before it is removed, so none outlives the chapter.
            await writer.settled();
            await clearLocalCopy(key());
            chapterId.current = result.original_chapter_id;
            onCreatedRef.current?.(result);
          }
          version.current = result.version;
          lastSaved.current = text;
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
    [bookId, writer, key, copyOf],
  );

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
