import * as React from 'react';
import type { ToastMessage } from './toast-message';
import type { ToastsProps } from './Toasts';

export { TOAST_TIMEOUT_MS, type ToastMessage } from './toast-message';

const loadToasts = () => import('./Toasts');
const ShowToastContext = React.createContext<(message: ToastMessage) => void>(() => undefined);

export interface ToastHostProps {
  /** where the toasts appear in the viewport; @default 'top' */
  position?: 'top' | 'top-end' | 'bottom' | 'bottom-end';
  /** the subtree; `useToast()` anywhere in it shows its toasts in this host */
  children?: React.ReactNode;
}

/**
 * Mounts one toaster for the subtree; `useToast()` below it shows messages. The toaster's code
 * loads on the first message, or earlier when the browser is idle (so a message about a lost
 * connection still finds it); messages sent before it is in wait and show in order.
 */
export const ToastHost = ({ position = 'top', children }: ToastHostProps) => {
  const [pending, setPending] = React.useState<readonly ToastMessage[]>([]);
  const [Toasts, setToasts] = React.useState<React.ComponentType<ToastsProps>>();
  const loading = React.useRef(false);
  const load = React.useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    loadToasts().then(
      (module) => setToasts(() => module.default),
      () => (loading.current = false), // offline: the next message tries again
    );
  }, []);
  React.useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') return;
    const idle = window.requestIdleCallback(load, { timeout: 5000 });
    return () => window.cancelIdleCallback(idle);
  }, [load]);
  React.useEffect(() => {
    if (pending.length) load();
  }, [pending, load]);
  const show = React.useCallback((message: ToastMessage) => setPending((list) => [...list, message]), []);
  const onShown = React.useCallback((count: number) => setPending((list) => list.slice(count)), []);
  return (
    <ShowToastContext.Provider value={show}>
      {children}
      {Toasts && <Toasts position={position} pending={pending} onShown={onShown} />}
    </ShowToastContext.Provider>
  );
};
ToastHost.displayName = 'ToastHost';

/** Shows a toast in the nearest ToastHost (the same message never shows twice at once). */
export function useToast(): (message: ToastMessage) => void {
  return React.useContext(ShowToastContext);
}
