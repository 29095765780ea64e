import * as React from 'react';
import { useNavigate } from 'react-router-dom';
import { whenIdle } from '@writers-center/design-system';
import type { PopupEntry } from '../../../domain/api/sign';
import { dismissPopup } from './api/dismiss-popup';
import { usePopups } from './api/get-popups';

/** One popup on screen; `onDone(true)` when the author acts on it, `onDone(false)` when they close it. */
export interface PopupDialogProps {
  popup: PopupEntry;
  onDone(go: boolean): void;
}

/** Where each popup type leads. */
export function popupTarget(p: PopupEntry): string {
  switch (p.type) {
    case 1:
      return '/salaryManage';
    case 2:
      return `/signing?original_book_id=${p.original_book_id ?? ''}`;
    case 3:
      return `/mySignInfo?book_id=${p.book_id ?? p.original_book_id ?? ''}`;
    default:
      return `/mySignInfo?book_id=${p.book_id ?? p.original_book_id ?? ''}&sign=1`;
  }
}

/** The author's next local midnight: a dismissal lasts until then. */
export const nextLocalMidnight = (now = new Date()) => new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);

/** How long the popups wait for the page under them to settle, at most, in ms. */
const SETTLE_MS = 1500;

/**
 * The popups of the author's pending tasks, one at a time. The server decides which are due (from
 * the author's state and their dismissals, kept there so another browser does not repeat them);
 * closing or acting dismisses a type until the author's local midnight. They are asked for once the
 * page under them has painted and the browser is idle: opening a dialog costs a layout of the whole
 * page, which on a phone held the first screen's main thread for another 150 ms. The dialog is
 * the frame's slot that app/ fills (the contracts feature's, loaded with its words when a popup is
 * due: most visits have none).
 */
export function PopupHost({ enabled, Dialog }: { enabled: boolean; Dialog: React.ComponentType<PopupDialogProps> }) {
  const navigate = useNavigate();
  const [settled, setSettled] = React.useState(false);
  React.useEffect(() => whenIdle(() => setSettled(true), SETTLE_MS), []);
  const { data, mutate } = usePopups(enabled && settled);
  const [closed, setClosed] = React.useState<number[]>([]);
  const current = data?.list.find((p) => !closed.includes(p.type));

  if (!current) return null;
  const done = (go: boolean) => {
    setClosed((c) => [...c, current.type]);
    void dismissPopup(current.type, nextLocalMidnight())
      .catch(() => undefined)
      .then(() => mutate());
    if (go) void navigate(popupTarget(current));
  };

  return (
    <React.Suspense fallback={null}>
      <Dialog popup={current} onDone={done} />
    </React.Suspense>
  );
}
