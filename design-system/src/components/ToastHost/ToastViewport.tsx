import * as React from 'react';
import { Toast, ToastBody, ToastTitle, Toaster, useToastController } from '@fluentui/react-components';
import { TOAST_TIMEOUT_MS, type ToastMessage, type ToastHostProps } from './ToastHost';

export interface ToastViewportProps {
  toasterId: string;
  position: NonNullable<ToastHostProps['position']>;
  /** messages asked for and not yet shown, oldest first */
  queue: readonly ToastMessage[];
  /** the first `count` of the queue are shown */
  onShown(count: number): void;
}

/** Shows the queued messages once the toaster below is listening (it is rendered first, so its effects have run). */
function Dispatcher({ toasterId, queue, onShown }: Omit<ToastViewportProps, 'position'>) {
  const { dispatchToast } = useToastController(toasterId);
  React.useEffect(() => {
    if (queue.length === 0) return;
    for (const { intent = 'error', title, body } of queue)
      dispatchToast(
        <Toast>
          <ToastTitle>{title}</ToastTitle>
          {body && <ToastBody>{body}</ToastBody>}
        </Toast>,
        // The same message never shows twice at once: its text is its id, and the toaster ignores an id it is still showing.
        { toastId: `${intent}\u0000${title}\u0000${body ?? ''}`, intent, timeout: TOAST_TIMEOUT_MS, politeness: intent === 'error' ? 'assertive' : 'polite' },
      );
    onShown(queue.length);
  }, [queue, dispatchToast, onShown]);
  return null;
}

/** Fluent's toaster and what feeds it: loaded by ToastHost on idle or on the first toast, whichever comes first. */
export function ToastViewport({ toasterId, position, queue, onShown }: ToastViewportProps) {
  return (
    <>
      <Toaster toasterId={toasterId} position={position} timeout={TOAST_TIMEOUT_MS} pauseOnHover pauseOnWindowBlur limit={4} />
      <Dispatcher toasterId={toasterId} queue={queue} onShown={onShown} />
    </>
  );
}
