import * as React from 'react';
import { useId } from '@fluentui/react-components';
import { whenIdle } from '../../utils/idle';
import type { ToastViewportProps } from './ToastViewport';

/** The spec shows error toasts for 5 seconds (§8). */
export const TOAST_TIMEOUT_MS = 5000;

export interface ToastMessage {
  /** @default 'error' */
  intent?: 'success' | 'error' | 'warning' | 'info';
  title: string;
  body?: string;
}

type Show = (message: ToastMessage) => void;
const ShowToastContext = React.createContext<Show>(() => undefined);

export interface ToastHostProps {
  /** where the toasts appear in the viewport; @default 'top' */
  position?: 'top' | 'top-end' | 'bottom' | 'bottom-end';
  /** the subtree; `useToast()` anywhere in it shows its toasts in this host */
  children?: React.ReactNode;
}

const loadViewport = () => import('./ToastViewport');

/**
 * Mounts one toaster for the subtree; `useToast()` below it shows messages. The toaster itself
 * (Fluent's, with its motion and focus handling) arrives once the page is idle, or with the
 * first toast if that comes sooner: a toast asked for before then waits for it, none is lost,
 * and a network that fails later still has its toaster.
 */
export const ToastHost = ({ position = 'top', children }: ToastHostProps) => {
  const toasterId = useId('toaster');
  const [Viewport, setViewport] = React.useState<React.ComponentType<ToastViewportProps>>();
  const [queue, setQueue] = React.useState<readonly ToastMessage[]>([]);
  const load = React.useCallback(() => {
    void loadViewport().then((m) => setViewport(() => m.ToastViewport));
  }, []);
  React.useEffect(() => whenIdle(load, 2000), [load]);
  const show = React.useCallback<Show>(
    (message) => {
      setQueue((q) => [...q, message]);
      load();
    },
    [load],
  );
  const onShown = React.useCallback((count: number) => setQueue((q) => q.slice(count)), []);
  return (
    <ShowToastContext.Provider value={show}>
      {children}
      {Viewport && <Viewport toasterId={toasterId} position={position} queue={queue} onShown={onShown} />}
    </ShowToastContext.Provider>
  );
};
ToastHost.displayName = 'ToastHost';

/**
 * Shows a toast in the nearest ToastHost. The same message never shows twice at once: its
 * text is its id, and the toaster ignores an id it is still showing.
 */
export function useToast(): (message: ToastMessage) => void {
  return React.useContext(ShowToastContext);
}
