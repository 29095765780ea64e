import * as React from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { PopupNotice, type PopupType } from '@writers-center/design-system';
import type { PopupEntry } from '../../../../domain/api/sign';
import { dismissPopup, usePopups } from '../api/popups';
import { popups as m } from '../messages';

/** Where each popup type leads (spec §4). */
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

/** The author's next local midnight: a dismissal lasts until then (spec §4). */
export const nextLocalMidnight = (now = new Date()) => new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);

const ACTIONS = { 1: m.action1, 2: m.action2, 3: m.action3, 4: m.action4 } as const;

/**
 * The popups of the author's pending tasks, one at a time. The server decides which are due (from
 * the author's state and their dismissals, kept there so another browser does not repeat them);
 * closing or acting dismisses a type until the author's local midnight.
 */
export function PopupHost({ enabled }: { enabled: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { data, mutate } = usePopups(enabled);
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
    <PopupNotice
      open
      type={current.type as PopupType}
      title={current.title}
      content={current.content}
      actionLabel={intl.formatMessage(ACTIONS[current.type as PopupType])}
      onAction={() => done(true)}
      closeLabel={intl.formatMessage(m.close)}
      onClose={() => done(false)}
      lockText={(seconds) => intl.formatMessage(m.lock, { seconds })}
    />
  );
}
