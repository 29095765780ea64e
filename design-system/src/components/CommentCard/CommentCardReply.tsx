import type * as React from 'react';
import type { CommentAuthorReply } from './CommentCard.types';
import { useCommentCardStyles } from './useCommentCardStyles.styles';

export interface CommentCardReplyProps {
  reply: CommentAuthorReply;
  /** the level of the reader's name; the reply's heading is one below */
  headingLevel: 2 | 3 | 4;
  /** the reply's heading, e.g. "Your reply" */
  heading: string;
  replyActions?: React.ReactNode;
}

/** The author's reply under the comment, with its own actions. */
export function CommentCardReply({ reply, headingLevel, heading, replyActions }: CommentCardReplyProps) {
  const styles = useCommentCardStyles();
  const ReplyHeading = `h${Math.min(headingLevel + 1, 6)}` as 'h3' | 'h4' | 'h5';
  return (
    <div className={styles.reply}>
      <ReplyHeading className={styles.replyHeading}>{heading}</ReplyHeading>
      <p className={styles.text}>{reply.text}</p>
      {reply.time && (
        <span className={styles.sub}>
          <time dateTime={reply.dateTime}>{reply.time}</time>
        </span>
      )}
      {replyActions && <div className={styles.replyActions}>{replyActions}</div>}
    </div>
  );
}
