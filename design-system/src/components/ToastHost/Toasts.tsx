import * as React from 'react';
import { Toast, ToastBody, ToastTitle, Toaster, useId, useToastController } from '@fluentui/react-components';
import { TOAST_TIMEOUT_MS, type ToastMessage } from './toast-message';

export interface ToastsProps {
  position: 'top' | 'top-end' | 'bottom' | 'bottom-end';
  /** messages not yet shown, oldest first */
  pending: readonly ToastMessage[];
  /** the first `count` of `pending` are now in the toaster */
  onShown(count: number): void;
}

/**
 * Fluent's toaster and the toasts themselves: loaded on first use (or when the browser is idle),
 * so their code stays off a page's first load. The same message never shows twice at once: its
 * text is its id, and the toaster ignores an id it is still showing.
 */
export default function Toasts({ position, pending, onShown }: ToastsProps) {
  const toasterId = useId('toaster');
  const { dispatchToast } = useToastController(toasterId);
  // The toaster (a child) subscribes in its own effect, which runs before this one.
  React.useEffect(() => {
    if (!pending.length) return;
    for (const { intent = 'error', title, body } of pending)
      dispatchToast(
        <Toast>
          <ToastTitle>{title}</ToastTitle>
          {body && <ToastBody>{body}</ToastBody>}
        </Toast>,
        { toastId: `${intent}\u0000${title}\u0000${body ?? ''}`, intent, timeout: TOAST_TIMEOUT_MS, politeness: intent === 'error' ? 'assertive' : 'polite' },
      );
    onShown(pending.length);
  }, [pending, dispatchToast, onShown]);
  return <Toaster toasterId={toasterId} position={position} timeout={TOAST_TIMEOUT_MS} pauseOnHover pauseOnWindowBlur limit={4} />;
}
