import * as React from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog, loadableModule, whenIdle } from '@writers-center/design-system';
import type { CommentEntry } from '../../../../domain/api/comments';
import { ApiError } from '../../../lib/http';
import { failureText } from '../../../lib/http-messages';
import { errorText } from '../../../lib/text-field';
import { blockReader } from '../api/block-reader';
import { deleteComments } from '../api/delete-comments';
import { deleteReply } from '../api/delete-reply';
import { editReply } from '../api/edit-reply';
import { replyRules, type InboxAsk } from '../useCommentHandlers';
import { PinReplaceDialog } from './PinReplaceDialog';
import { m } from '../messages';

// The delete, block, edit and shortcuts dialogs (Fluent's Dialog, RadioGroup and Textarea, with
// their focus trap and motion) load when the browser is idle or when first asked for.
const dialogs = loadableModule(() => import('./Dialogs'));

function DeleteReplyConfirm({ onConfirm, onClose }: { onConfirm(): Promise<unknown>; onClose(): void }) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage(m.deleteReplyTitle)}
      message={intl.formatMessage(m.deleteReplyMessage)}
      intent="danger"
      confirmLabel={intl.formatMessage(m.deleteConfirm)}
      cancelLabel={intl.formatMessage(m.cancel)}
      onConfirm={onConfirm}
    />
  );
}

export interface InboxDialogsProps {
  ask: InboxAsk | null;
  onClose(): void;
  pin(comment: CommentEntry, replace: number): Promise<unknown>;
  /** the list and its counts read again */
  refresh(): void;
  /** comments were deleted (the selection goes) */
  onDeleted(): void;
  /** a reader was blocked (the list of blocks is read again) */
  onBlocked(): void;
}

/** The inbox's questions: replace a pin, delete with a reason, block a reader, edit or delete a reply, the shortcuts. */
export function InboxDialogs({ ask, onClose, pin, refresh, onDeleted, onBlocked }: InboxDialogsProps) {
  const intl = useIntl();
  React.useEffect(() => whenIdle(dialogs.preload, 5000), []);
  const { BlockDialog, DeleteDialog, EditReplyDialog, ShortcutsDialog } = dialogs.useModule(ask !== null) ?? {};
  const saveReply = async (id: number, text: string) => {
    try {
      await (await replyRules.load())?.validate({ text });
    } catch (err) {
      return errorText(intl, (err as { message: unknown }).message) ?? '';
    }
    try {
      await editReply(id, text);
      refresh();
      return null;
    } catch (err) {
      return err instanceof ApiError && err.fields.text ? err.fields.text : failureText(intl, err);
    }
  };
  switch (ask?.kind) {
    case 'pin':
      return <PinReplaceDialog earliest={ask.earliest} onConfirm={() => pin(ask.comment, ask.earliest.id)} onClose={onClose} />;
    case 'delete':
      return DeleteDialog ? (
        <DeleteDialog
          count={ask.ids.length}
          onConfirm={async (reason) => {
            await deleteComments({ comment_ids: ask.ids, reason });
            onDeleted();
            refresh();
          }}
          onClose={onClose}
        />
      ) : null;
    case 'block':
      return BlockDialog ? (
        <BlockDialog
          name={ask.comment.reader_name}
          onConfirm={async (days, hidePast) => {
            await blockReader({ comment_id: ask.comment.id, days: days as 1 | 7 | 30 | null, hide_past: hidePast });
            onBlocked();
            refresh();
          }}
          onClose={onClose}
        />
      ) : null;
    case 'editReply':
      return EditReplyDialog ? <EditReplyDialog initial={ask.reply.text} onSave={(text) => saveReply(ask.reply.id, text)} onClose={onClose} /> : null;
    case 'deleteReply':
      return (
        <DeleteReplyConfirm
          onConfirm={async () => {
            await deleteReply(ask.reply.id);
            refresh();
          }}
          onClose={onClose}
        />
      );
    case 'help':
      return ShortcutsDialog ? <ShortcutsDialog onClose={onClose} /> : null;
    default:
      return null;
  }
}
