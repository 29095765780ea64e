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
  /** the server version the text was based on (null for a chapter not yet saved) */
  baseVersion: number | null;
  /** when the author last typed, ms since the epoch */
  changedAt: number;
}

const DB_NAME = 'writers-center';
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
 * Writes the newest copy, one transaction at a time: while one is being
 * written, later changes wait and only the last of them is written next.
 */
export function localCopyWriter() {
  let pending: LocalCopy | undefined;
  let writing: Promise<void> | undefined;
  const flush = async () => {
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
    /** resolves once everything written so far is stored */
    settled: () => writing ?? Promise.resolve(),
  };
}
