import * as React from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
  makeStyles,
  mergeClasses,
  tokens,
  useId,
} from '@fluentui/react-components';
import { WarningRegular } from '@fluentui/react-icons';

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

const useStyles = makeStyles({
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  titleIcon: {
    flexShrink: 0,
    fontSize: '24px',
    color: tokens.colorStatusDangerForeground1,
    '@media (forced-colors: active)': { color: 'CanvasText' },
  },
  message: { overflowWrap: 'anywhere' },
  danger: {
    backgroundColor: tokens.colorStatusDangerBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { backgroundColor: tokens.colorStatusDangerBackground3Hover, color: tokens.colorNeutralForegroundOnBrand },
    ':hover:active': { backgroundColor: tokens.colorStatusDangerBackground3Pressed, color: tokens.colorNeutralForegroundOnBrand },
  },
});

const isPromise = (value: unknown): value is Promise<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

/**
 * Asks before doing something: an alertdialog with a confirm and a cancel
 * button. The safe button gets the focus for 'danger', the confirm button otherwise.
 */
export const ConfirmDialog = (props: ConfirmDialogProps) => {
  const {
    open,
    onOpenChange,
    title,
    message,
    confirmLabel,
    cancelLabel,
    intent = 'default',
    confirming,
    onConfirm,
    onCancel,
    mountNode,
  } = props;
  const styles = useStyles();
  const messageId = useId('confirm-message-');
  const confirmRef = React.useRef<HTMLButtonElement>(null);
  const [pending, setPending] = React.useState(false);
  const busy = confirming === true || pending;

  const mounted = React.useRef(true);
  React.useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Fluent focuses the first button (Cancel); for a harmless action move on to
  // Confirm. This effect runs after the Dialog's own, which is a child.
  React.useEffect(() => {
    if (open && intent === 'default') confirmRef.current?.focus();
  }, [open, intent]);

  React.useEffect(() => {
    if (!open) setPending(false);
  }, [open]);

  const cancel = () => {
    if (busy) return;
    onCancel?.();
    onOpenChange(false);
  };

  const confirm = () => {
    if (busy) return;
    const result = onConfirm?.();
    if (isPromise(result)) {
      setPending(true);
      result.then(
        () => {
          if (!mounted.current) return;
          setPending(false);
          onOpenChange(false);
        },
        () => {
          if (mounted.current) setPending(false);
        },
      );
    } else if (confirming === undefined) {
      onOpenChange(false);
    }
  };

  return (
    <Dialog
      open={open}
      modalType="alert"
      onOpenChange={(_, data) => {
        if (!data.open) cancel();
      }}
    >
      <DialogSurface mountNode={mountNode} aria-describedby={messageId} aria-busy={busy || undefined}>
        <DialogBody>
          <DialogTitle className={intent === 'danger' ? styles.title : undefined}>
            {intent === 'danger' && <WarningRegular className={styles.titleIcon} aria-hidden />}
            {title}
          </DialogTitle>
          <DialogContent id={messageId} className={styles.message}>
            {message}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" disabledFocusable={busy} onClick={cancel}>
              {cancelLabel}
            </Button>
            <Button
              ref={confirmRef}
              appearance="primary"
              disabledFocusable={busy}
              icon={busy ? <Spinner size="tiny" aria-hidden /> : undefined}
              className={mergeClasses(intent === 'danger' && !busy && styles.danger)}
              onClick={confirm}
            >
              {confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};
ConfirmDialog.displayName = 'ConfirmDialog';
