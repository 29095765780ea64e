import type * as React from 'react';
import type { PopupType } from './popupSchedule';

export interface PopupNoticeProps {
  /** whether the popup is shown (controlled); the lock starts when it opens */
  open: boolean;
  /** 1 supplementary collection info, 2 apply for a contract, 3 add information, 4 go for signature; each has its own icon */
  type: PopupType;
  /** the popup's heading, as the server sends it */
  title: string;
  /** the popup's text, as the server sends it */
  content: React.ReactNode;
  /** e.g. "Apply now" */
  actionLabel: string;
  /** the action button: the caller navigates (e.g. to /signing) and records the dismissal */
  onAction(): void;
  /** e.g. "Close" */
  closeLabel: string;
  /** the close button and Escape, never locked: the caller records the dismissal (see `recordPopupDismissal`) */
  onClose(): void;
  /** how long the action stays unavailable after the popup opens, in ms (closing is never locked); @default 5000 */
  lockMs?: number;
  /** the countdown shown while locked, e.g. (s) => `You can continue in ${s} s` */
  lockText(secondsLeft: number): string;
  /** the clock, in ms since the epoch; stories and tests pass a fixed one; @default Date.now */
  clock?(): number;
  /** where the dialog is mounted; @default document.body */
  mountNode?: HTMLElement | null;
}
