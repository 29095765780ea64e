import * as React from 'react';
import type { localCopyWriter } from './local-copy';

const RETRY_MS = 10_000;

/** Offline: tries again when the browser is back online, and every few seconds meanwhile. */
export function useRetryWhileOffline(offline: boolean, retry: () => void) {
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
export function useWarnBeforeLeaving(pending: boolean) {
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
export function useWriteCopyOnLeaving(writer: ReturnType<typeof localCopyWriter>) {
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
