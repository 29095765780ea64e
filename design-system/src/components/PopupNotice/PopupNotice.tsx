import * as React from 'react';
import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
  useId,
} from '@fluentui/react-components';
import { Dialog } from '../Dialog';
import { DocumentAddRegular, PersonInfoRegular, SignatureRegular, WalletRegular } from '@fluentui/react-icons';
import type { PopupType } from './popupSchedule';
import type { PopupNoticeProps } from './PopupNotice.types';

/** The portal's popup click lock. */
export const POPUP_LOCK_MS = 5000;

/** One icon per popup type, so the types differ by more than their text. */
export const POPUP_TYPE_ICONS: Readonly<Record<PopupType, React.ComponentType<{ className?: string }>>> = {
  1: WalletRegular,
  2: DocumentAddRegular,
  3: PersonInfoRegular,
  4: SignatureRegular,
};

const useStyles = makeStyles({
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  badge: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '40px',
    height: '40px',
    borderRadius: tokens.borderRadiusCircular,
    fontSize: '24px',
    color: tokens.colorBrandForeground1,
    backgroundColor: tokens.colorBrandBackground2,
    '@media (forced-colors: active)': { color: 'CanvasText', outline: '1px solid CanvasText' },
  },
  content: { overflowWrap: 'anywhere', whiteSpace: 'pre-line' },
  actions: { alignSelf: 'center' },
  countdown: {
    margin: 0,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground2,
    fontVariantNumeric: 'tabular-nums',
  },
});

/** Ticks until the lock is over; mounted with the surface, so each opening starts a new lock. */
function useLock(lockMs: number, clock: () => number) {
  const [openedAt] = React.useState(clock);
  const [now, setNow] = React.useState(openedAt);
  const remaining = openedAt + lockMs - now;
  const locked = remaining > 0;
  React.useEffect(() => {
    if (!locked) return;
    const timer = setInterval(() => setNow(clock()), 200);
    return () => clearInterval(timer);
  }, [locked, clock]);
  return { locked, secondsLeft: Math.max(0, Math.ceil(remaining / 1000)) };
}

function PopupNoticeBody(props: PopupNoticeProps & { contentId: string }) {
  const { contentId, type, title, content, actionLabel, onAction, closeLabel, onClose, lockMs = POPUP_LOCK_MS, lockText, clock = Date.now } = props;
  const styles = useStyles();
  const countdownId = useId('popup-countdown-');
  const { locked, secondsLeft } = useLock(lockMs, clock);
  const Icon = POPUP_TYPE_ICONS[type];
  return (
    <DialogBody>
      <DialogTitle className={styles.title}>
        <span className={styles.badge} aria-hidden>
          <Icon />
        </span>
        {title}
      </DialogTitle>
      <DialogContent id={contentId} className={styles.content}>{content}</DialogContent>
      {locked && (
        <DialogActions position="start" className={styles.actions}>
          <p id={countdownId} className={styles.countdown}>
            {lockText(secondsLeft)}
          </p>
        </DialogActions>
      )}
      <DialogActions>
        <Button appearance="secondary" onClick={onClose}>
          {closeLabel}
        </Button>
        <Button
          appearance="primary"
          disabledFocusable={locked}
          aria-describedby={locked ? countdownId : undefined}
          onClick={() => !locked && onAction()}
        >
          {actionLabel}
        </Button>
      </DialogActions>
    </DialogBody>
  );
}

/**
 * A popup notification: a modal notice with one action and a close button. The
 * action is unavailable for `lockMs` after it opens while a countdown says when
 * it will be, so it is not taken by a stray click; closing (the button or
 * Escape) is never locked, so nobody is held in front of a notice they do not
 * want. Whether to open it at all is decided with `shouldShowPopup`.
 */
export const PopupNotice = (props: PopupNoticeProps) => {
  const { open, type, onClose, mountNode } = props;
  const contentId = useId('popup-content-');
  return (
    <Dialog
      open={open}
      modalType="alert"
      onOpenChange={(_, data) => {
        if (!data.open) onClose();
      }}
    >
      <DialogSurface mountNode={mountNode} aria-describedby={contentId} data-popup-type={type}>
        <PopupNoticeBody {...props} contentId={contentId} />
      </DialogSurface>
    </Dialog>
  );
};
PopupNotice.displayName = 'PopupNotice';
