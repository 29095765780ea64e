/**
 * The editor's copy in the browser (IndexedDB), written on every change and
 * offered back after a crash, a closed tab or a failed save. IndexedDB
 * rather than localStorage: a 6000-word chapter per open chapter fits, and
 * writes do not block typing.
 */
export interface LocalCopy {
  /** `chapter:<id>`, or `new:<book id>` before the chapter has an id */
  key: string;
  title: string;
  content: string;
  /** the chapter's document (copies kept before the rich editor have only `content`) */
  doc?: import('../../../domain/chapter-doc').ChapterDoc;
  note_before?: string | null;
  note_after?: string | null;
  /** the server version the text was based on (null for a chapter not yet saved) */
  baseVersion: number | null;
  /** when the author last typed, ms since the epoch */
  changedAt: number;
}

import { whenIdle } from '@writers-center/design-system';

const DB_NAME = 'writers-center';
/** the latest a change waits for the browser to be idle before its copy is written */
const COPY_IDLE_MS = 500;
const STORE = 'chapter-copies';

let opening: Promise<IDBDatabase | undefined> | undefined;

function openDb(): Promise<IDBDatabase | undefined> {
  opening ??= new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(undefined);
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'key' });
    req.onsuccess = () => resolve(req.result);
    // Private modes may refuse storage: the editor still works, only without the copy.
    req.onerror = () => resolve(undefined);
  });
  return opening;
}

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | undefined> {
  const db = await openDb();
  if (!db) return undefined;
  return new Promise((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const req = act(tx.objectStore(STORE));
    tx.oncomplete = () => resolve(req.result);
    tx.onerror = () => reject(tx.error);
  });
}

export const localCopyKey = (chapterId: number | undefined, bookId: number) => (chapterId ? `chapter:${chapterId}` : `new:${bookId}`);

export const readLocalCopy = (key: string) => run<LocalCopy | undefined>('readonly', (s) => s.get(key) as IDBRequest<LocalCopy | undefined>).catch(() => undefined);
export const clearLocalCopy = (key: string) => run('readwrite', (s) => s.delete(key)).catch(() => undefined);

/**
 * Writes the newest copy once the browser is idle (so a keystroke's frame
 * never waits for a 36 KB structured clone), one transaction at a time:
 * changes made meanwhile replace each other and only the last is written.
 */
export function localCopyWriter(idleMs = COPY_IDLE_MS) {
  let pending: LocalCopy | undefined;
  let writing: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  const flush = async () => {
    await new Promise<void>((resolve) => {
      wake = resolve;
      whenIdle(resolve, idleMs);
    });
    wake = undefined;
    while (pending) {
      const copy = pending;
      pending = undefined;
      await run('readwrite', (s) => s.put(copy)).catch(() => undefined);
    }
    writing = undefined;
  };
  return {
    write(copy: LocalCopy) {
      pending = copy;
      writing ??= flush();
    },
    /** writes what is pending now, without waiting for idle; resolves once everything is stored */
    settled: () => {
      wake?.();
      return writing ?? Promise.resolve();
    },
  };
}
