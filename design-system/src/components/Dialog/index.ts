export { Dialog } from './Dialog';
export type { DialogProps } from './Dialog';
export { useReturnFocus } from './useReturnFocus';
