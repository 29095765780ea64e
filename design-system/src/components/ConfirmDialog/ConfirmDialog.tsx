import * as React from 'react';
import { whenIdle } from '../../utils/idle';
import { loadable } from '../../utils/loadable';

export interface ConfirmDialogProps {
  /** whether the dialog is shown (controlled) */
  open: boolean;
  /** asked to close (cancel, Escape, or after a confirmation settled) */
  onOpenChange(open: boolean): void;
  /** the question, e.g. "Delete this chapter?" */
  title: string;
  /** what happens, e.g. "A deleted chapter cannot be edited." */
  message: React.ReactNode;
  /** the confirm button's text, e.g. "Delete" */
  confirmLabel: string;
  /** the cancel button's text, e.g. "Cancel" */
  cancelLabel: string;
  /** 'danger' for what cannot be undone: red confirm button, warning icon, focus on Cancel; @default 'default' */
  intent?: 'default' | 'danger';
  /**
   * Cancel has the focus when the dialog opens, so a hurried Enter keeps things as they are: for
   * what is hard to take back without being destructive (moving the first paid chapter, marking
   * a novel finished). @default true for 'danger', false otherwise
   */
  focusCancel?: boolean;
  /**
   * The caller's own pending state: spinner on the confirm button, both
   * buttons unavailable. When given, the caller also closes the dialog.
   * Without it the dialog tracks the promise `onConfirm` returns.
   */
  confirming?: boolean;
  /**
   * Called by the confirm button. If it returns a promise the dialog stays
   * open and busy until it settles, then closes when it resolves and stays
   * open (for another try) when it rejects: report the error yourself.
   */
  onConfirm?(): void | Promise<unknown>;
  /** called by the cancel button and Escape, before `onOpenChange(false)` */
  onCancel?(): void;
  /** where the dialog is mounted; @default document.body */
  mountNode?: HTMLElement | null;
}

const view = loadable(() => import('./ConfirmDialogView'));

/**
 * Asks before doing something: an alertdialog with a confirm and a cancel
 * button. The safe button gets the focus for 'danger' and with `focusCancel`, the confirm button otherwise.
 *
 * The dialog's code (Fluent's Dialog, its motion and portal) is not part of the page that shows
 * the question's trigger: it is fetched once the page is idle, or when a dialog first opens.
 */
export const ConfirmDialog = (props: ConfirmDialogProps) => {
  React.useEffect(() => whenIdle(view.preload, 5000), []);
  // Once in, the dialog stays mounted (closed), so it can animate out and in again.
  const View = view.useComponent(props.open);
  return View ? <View {...props} /> : null;
};
ConfirmDialog.displayName = 'ConfirmDialog';
