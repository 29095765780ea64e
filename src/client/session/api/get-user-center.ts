import * as React from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { UserCenter } from '../../../domain/api/session';
import type { ApiKey } from '../../lib/swr';
import { apiBaseFor } from '../../lib/http';

export const userCenterKey: ApiKey = ['/v1/notification.usercenter'];

/** Polling when no live stream is open (a browser without EventSource, or a proxy that cuts it). */
const POLL_MS = 60_000;

/** One stream per tab, however many screens ask for the count. */
const shared = { source: null as EventSource | null, users: 0, live: false, listeners: new Set<(live: boolean) => void>() };

function setLive(live: boolean) {
  shared.live = live;
  shared.listeners.forEach((l) => l(live));
}

/**
 * Hears the server's live unread count (Server-Sent Events; the token cookie signs the stream in)
 * and puts it in the cache at once. Returns whether the stream is open.
 */
function useUnreadStream(enabled: boolean): boolean {
  const { mutate } = useSWRConfig();
  const [live, setLocal] = React.useState(shared.live);
  React.useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    shared.listeners.add(setLocal);
    if (shared.users++ === 0) {
      const source = new EventSource(`${apiBaseFor(location.hostname)}/v1/notification.stream`, { withCredentials: true });
      source.addEventListener('unread', (event) => {
        setLive(true);
        const { unread_num } = JSON.parse((event as MessageEvent<string>).data) as { unread_num: number };
        void mutate(userCenterKey, { message_center: { unread_num } } satisfies UserCenter, { revalidate: false });
      });
      // EventSource reconnects by itself; meanwhile the count is polled.
      source.onerror = () => setLive(false);
      shared.source = source;
    }
    return () => {
      shared.listeners.delete(setLocal);
      if (--shared.users === 0) {
        shared.source?.close();
        shared.source = null;
        setLive(false);
      }
    };
  }, [enabled, mutate]);
  return live;
}

/** Unread messages: live from the server's stream, polled every minute while it is not open, and on focus. */
export function useUserCenter(enabled: boolean) {
  const live = useUnreadStream(enabled);
  return useSWR<UserCenter>(enabled ? userCenterKey : null, { refreshInterval: live ? 0 : POLL_MS });
}
