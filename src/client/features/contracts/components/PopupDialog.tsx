import { useIntl } from 'react-intl';
import { PopupNotice, type PopupType } from '@writers-center/design-system';
import type { PopupEntry } from '../../../../domain/api/sign';
import { popups as m } from '../messages';

const ACTIONS = { 1: m.action1, 2: m.action2, 3: m.action3, 4: m.action4 } as const;

/** One popup on screen; `onDone(true)` when the author acts on it, `onDone(false)` when they close it. */
export default function PopupDialog({ popup, onDone }: { popup: PopupEntry; onDone(go: boolean): void }) {
  const intl = useIntl();
  return (
    <PopupNotice
      open
      type={popup.type as PopupType}
      title={popup.title}
      content={popup.content}
      actionLabel={intl.formatMessage(ACTIONS[popup.type as PopupType])}
      onAction={() => onDone(true)}
      closeLabel={intl.formatMessage(m.close)}
      onClose={() => onDone(false)}
      lockText={(seconds) => intl.formatMessage(m.lock, { seconds })}
    />
  );
}
