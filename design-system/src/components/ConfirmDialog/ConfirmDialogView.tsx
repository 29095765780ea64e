import * as React from 'react';
import {
  Button,
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
import { Dialog } from '../Dialog';
import { WarningRegular } from '@fluentui/react-icons';
import type { ConfirmDialogProps } from './ConfirmDialog';

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

/** ConfirmDialog's dialog, loaded the first time one opens (ConfirmDialog.tsx). */
const ConfirmDialogView = (props: ConfirmDialogProps) => {
  const {
    open,
    onOpenChange,
    title,
    message,
    confirmLabel,
    cancelLabel,
    intent = 'default',
    focusCancel = intent === 'danger',
    confirming,
    onConfirm,
    onCancel,
    mountNode,
  } = props;
  const styles = useStyles();
  const messageId = useId('confirm-message-');
  const confirmRef = React.useRef<HTMLButtonElement>(null);
  const cancelRef = React.useRef<HTMLButtonElement>(null);
  const [pending, setPending] = React.useState(false);
  const busy = confirming === true || pending;

  const mounted = React.useRef(true);
  React.useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // The safe choice first for what is hard to undo, the action otherwise. Fluent focuses the
  // first focusable element itself; this effect runs after the Dialog's own, which is a child.
  React.useEffect(() => {
    if (open) (focusCancel ? cancelRef : confirmRef).current?.focus();
  }, [open, focusCancel]);

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
            <Button ref={cancelRef} appearance="secondary" disabledFocusable={busy} onClick={cancel}>
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
ConfirmDialogView.displayName = 'ConfirmDialogView';

export default ConfirmDialogView;
