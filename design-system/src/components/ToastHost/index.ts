export { ToastHost, useToast, TOAST_TIMEOUT_MS } from './ToastHost';
export type { ToastHostProps, ToastMessage } from './ToastHost';
