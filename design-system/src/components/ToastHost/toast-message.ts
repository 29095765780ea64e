/** Error toasts show for 5 seconds. */
export const TOAST_TIMEOUT_MS = 5000;

export interface ToastMessage {
  /** @default 'error' */
  intent?: 'success' | 'error' | 'warning' | 'info';
  title: string;
  body?: string;
}
