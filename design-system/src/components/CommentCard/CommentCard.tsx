import * as React from 'react';
import { mergeClasses, useId, useMergedRefs } from '@fluentui/react-components';
import type { CommentCardProps } from './CommentCard.types';
import { CommentCardActions } from './CommentCardActions';
import { CommentCardHeader } from './CommentCardHeader';
import { CommentCardReply } from './CommentCardReply';
import { CommentReplyForm } from './CommentReplyForm';
import { useCommentReply } from './useCommentReply';
import { useCommentCardStyles } from './useCommentCardStyles.styles';

/**
 * A reader's comment with its badges, the author's reply, and the author's
 * actions: reply (in an inline box), pin or unpin, delete. Escape closes the
 * reply box and gives the focus back to the reply button.
 */
export const CommentCard = React.forwardRef<HTMLElement, CommentCardProps>((props, ref) => {
  const {
    authorName,
    avatarUrl,
    initials,
    postedTime,
    postedDateTime,
    context,
    text,
    pinned = false,
    reply,
    labels,
    onReplySubmit,
    onPin,
    onUnpin,
    onDelete,
    replyOpen: replyOpenProp,
    defaultReplyOpen = false,
    onReplyOpenChange,
    replyValue,
    onReplyChange,
    replyValidationMessage,
    submitting = false,
    replyMaxLength,
    headingLevel = 3,
    quote,
    notice,
    badges,
    selection,
    extraActions,
    replyActions,
    replyNote,
    replyLocked = false,
    replied: repliedProp,
    className,
  } = props;
  const styles = useCommentCardStyles();
  const nameId = useId('comment-author-');
  const formId = useId('comment-reply-');

  const articleRef = React.useRef<HTMLElement>(null);
  const mergedRef = useMergedRefs(ref, articleRef);
  const canReply = onReplySubmit !== undefined && reply === undefined;
  const replyBox = useCommentReply(articleRef, {
    replyOpen: replyOpenProp,
    defaultReplyOpen,
    onReplyOpenChange,
    replyValue,
    onReplyChange,
    onReplySubmit,
    submitting,
    replyLocked,
    canReply,
  });
  const replied = repliedProp ?? reply !== undefined;

  return (
    <article ref={mergedRef} tabIndex={-1} aria-labelledby={nameId} className={mergeClasses(styles.root, pinned && styles.pinned, className)}>
      <CommentCardHeader
        authorName={authorName}
        avatarUrl={avatarUrl}
        initials={initials}
        postedTime={postedTime}
        postedDateTime={postedDateTime}
        context={context}
        badges={badges}
        selection={selection}
        nameId={nameId}
        headingLevel={headingLevel}
        pinned={pinned}
        replied={replied}
        labels={labels}
      />

      {notice && <p className={styles.notice}>{notice}</p>}
      {quote && <blockquote className={styles.quote}>{quote}</blockquote>}
      <p className={styles.text}>{text}</p>

      {reply && <CommentCardReply reply={reply} headingLevel={headingLevel} heading={labels.authorReply} replyActions={replyActions} />}

      {(canReply || (pinned ? onUnpin : onPin) || onDelete || extraActions) && (
        <CommentCardActions
          labels={labels}
          pinned={pinned}
          canReply={canReply}
          reply={replyBox}
          formId={formId}
          onPin={onPin}
          onUnpin={onUnpin}
          onDelete={onDelete}
          extraActions={extraActions}
        />
      )}

      {canReply && replyBox.open && (
        <CommentReplyForm
          id={formId}
          reply={replyBox}
          labels={labels}
          validationMessage={replyValidationMessage}
          maxLength={replyMaxLength}
          note={replyNote}
          locked={replyLocked}
        />
      )}
    </article>
  );
});
CommentCard.displayName = 'CommentCard';
