import * as React from 'react';
import { Toast, ToastBody, ToastTitle, Toaster, useId, useToastController } from '@fluentui/react-components';

/** The spec shows error toasts for 5 seconds (§8). */
export const TOAST_TIMEOUT_MS = 5000;

export interface ToastMessage {
  /** @default 'error' */
  intent?: 'success' | 'error' | 'warning' | 'info';
  title: string;
  body?: string;
}

const ToasterIdContext = React.createContext<string | undefined>(undefined);

export interface ToastHostProps {
  /** where the toasts appear in the viewport; @default 'top' */
  position?: 'top' | 'top-end' | 'bottom' | 'bottom-end';
  /** the subtree; `useToast()` anywhere in it shows its toasts in this host */
  children?: React.ReactNode;
}

/** Mounts one toaster for the subtree; `useToast()` below it shows messages. */
export const ToastHost = ({ position = 'top', children }: ToastHostProps) => {
  const toasterId = useId('toaster');
  return (
    <ToasterIdContext.Provider value={toasterId}>
      {children}
      <Toaster toasterId={toasterId} position={position} timeout={TOAST_TIMEOUT_MS} pauseOnHover pauseOnWindowBlur limit={4} />
    </ToasterIdContext.Provider>
  );
};
ToastHost.displayName = 'ToastHost';

/**
 * Shows a toast in the nearest ToastHost. The same message never shows twice at once: its
 * text is its id, and the toaster ignores an id it is still showing.
 */
export function useToast(): (message: ToastMessage) => void {
  const toasterId = React.useContext(ToasterIdContext);
  const { dispatchToast } = useToastController(toasterId);
  return React.useCallback(
    ({ intent = 'error', title, body }: ToastMessage) =>
      dispatchToast(
        <Toast>
          <ToastTitle>{title}</ToastTitle>
          {body && <ToastBody>{body}</ToastBody>}
        </Toast>,
        { toastId: `${intent}\u0000${title}\u0000${body ?? ''}`, intent, timeout: TOAST_TIMEOUT_MS, politeness: intent === 'error' ? 'assertive' : 'polite' },
      ),
    [dispatchToast],
  );
}
