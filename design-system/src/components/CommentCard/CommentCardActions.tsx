import { Button } from '@fluentui/react-components';
import { ArrowReplyRegular, DeleteRegular, PinOffRegular, PinRegular } from '@fluentui/react-icons';
import type { CommentCardLabels, CommentCardProps } from './CommentCard.types';
import type { CommentReply } from './useCommentReply';
import { useCommentCardStyles } from './useCommentCardStyles.styles';

export type CommentCardActionsProps = Pick<CommentCardProps, 'onPin' | 'onUnpin' | 'onDelete' | 'extraActions'> & {
  labels: Pick<CommentCardLabels, 'actions' | 'reply' | 'pin' | 'unpin' | 'delete'>;
  pinned: boolean;
  canReply: boolean;
  /** the reply box's state; its button opens the box, or moves the focus into it when open */
  reply: Pick<CommentReply, 'open' | 'setOpen' | 'replyButtonRef' | 'textareaRef'>;
  /** the id of the reply box's form */
  formId: string;
};

/** The author's actions on a comment: reply, pin or unpin, delete, and the caller's own. */
export function CommentCardActions({ labels, pinned, canReply, reply, formId, onPin, onUnpin, onDelete, extraActions }: CommentCardActionsProps) {
  const styles = useCommentCardStyles();
  const { open, setOpen, replyButtonRef, textareaRef } = reply;
  return (
    <div role="group" aria-label={labels.actions} className={styles.actions}>
      {canReply && (
        <Button
          ref={replyButtonRef}
          appearance="subtle"
          icon={<ArrowReplyRegular />}
          aria-expanded={open}
          aria-controls={open ? formId : undefined}
          onClick={() => (open ? textareaRef.current?.focus() : setOpen(true))}
        >
          {labels.reply}
        </Button>
      )}
      {pinned && onUnpin && (
        <Button appearance="subtle" icon={<PinOffRegular />} onClick={onUnpin}>
          {labels.unpin}
        </Button>
      )}
      {!pinned && onPin && (
        <Button appearance="subtle" icon={<PinRegular />} onClick={onPin}>
          {labels.pin}
        </Button>
      )}
      {onDelete && (
        <Button appearance="subtle" icon={<DeleteRegular />} className={styles.danger} onClick={onDelete}>
          {labels.delete}
        </Button>
      )}
      {extraActions}
    </div>
  );
}
