import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@writers-center/design-system';
import type { PinConflictData } from '../../../../domain/api/comments';
import { m } from '../messages';

/** Pinning a fourth comment: names the earliest pinned one it will replace, and asks. */
export function PinReplaceDialog({ earliest, onConfirm, onClose }: { earliest: PinConflictData['earliest']; onConfirm(): Promise<unknown>; onClose(): void }) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage(m.pinReplaceTitle)}
      message={intl.formatMessage(m.pinReplaceMessage, { name: earliest.reader_name, text: earliest.text })}
      confirmLabel={intl.formatMessage(m.pinReplaceConfirm)}
      cancelLabel={intl.formatMessage(m.cancel)}
      onConfirm={onConfirm}
    />
  );
}
