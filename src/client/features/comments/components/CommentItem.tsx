import * as React from 'react';
import { Badge, Button, Checkbox } from '@fluentui/react-components';
import { ArrowUndoRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { CommentCard } from '@writers-center/design-system';
import type { CommentEntry } from '../../../../domain/api/comments';
import { REPLY_MAX_CHARS, RESTORABLE_STATES } from '../../../../domain/comment';
import { m } from '../messages';
import { ReplyCountdown, useSecondsLeft } from './ReplyCountdown';
import { cardLabels, commentContext } from './comment-words';
import { LiveCommentActions, ReplyActions, type CommentItemHandlers } from './CommentItemActions';

export type { CommentItemHandlers };

/** One comment of the inbox: the design system's card with the inbox's own badges, actions and reply rules. */
export const CommentItem = React.memo(function CommentItem({
  comment,
  active,
  selected,
  onSelect,
  replyOpen,
  onReplyOpenChange,
  draft,
  onDraftChange,
  replyError,
  waitUntil,
  handlers,
}: {
  comment: CommentEntry;
  active: boolean;
  selected: boolean;
  onSelect(id: number, selected: boolean): void;
  replyOpen: boolean;
  onReplyOpenChange(id: number, open: boolean): void;
  draft: string;
  onDraftChange(id: number, text: string): void;
  replyError?: string;
  /** when the next reply may be sent (ms) */
  waitUntil: number;
  handlers: CommentItemHandlers;
}) {
  const intl = useIntl();
  const seconds = useSecondsLeft(waitUntil);
  const live = comment.state === 'live';
  const reply = comment.replies.at(-1);
  const time = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  const context = commentContext(intl, comment);

  return (
    <CommentCard
      authorName={comment.reader_name}
      postedTime={time(comment.posted_at)}
      postedDateTime={comment.posted_at}
      context={`${context} · ${intl.formatMessage(m.likes, { count: comment.likes })}`}
      text={comment.text}
      quote={comment.quote ?? undefined}
      pinned={Boolean(comment.pinned_at)}
      replied={Boolean(reply) || Boolean(comment.handled_at)}
      reply={reply ? { text: reply.text, time: reply.edited_at ? intl.formatMessage(m.edited, { time: time(reply.created_at) }) : time(reply.created_at), dateTime: reply.created_at } : undefined}
      notice={comment.removed_reason ? intl.formatMessage(m.removedOn, { reason: comment.removed_reason, date: time(comment.removed_at ?? comment.posted_at) }) : undefined}
      badges={
        <>
          {comment.reader_blocked && (
            <Badge appearance="tint" color="danger" size="small">
              {intl.formatMessage(m.blockedBadge)}
            </Badge>
          )}
        </>
      }
      labels={cardLabels(intl, comment, reply)}
      selection={
        <Checkbox
          checked={selected}
          onChange={(_, data) => onSelect(comment.id, data.checked === true)}
          aria-label={intl.formatMessage(m.select, { name: comment.reader_name })}
        />
      }
      className={active ? 'wc-comment-active' : undefined}
      onReplySubmit={live ? (text) => handlers.onReply(comment, text) : undefined}
      replyOpen={replyOpen}
      onReplyOpenChange={(open) => onReplyOpenChange(comment.id, open)}
      replyValue={draft}
      onReplyChange={(text) => onDraftChange(comment.id, text)}
      replyValidationMessage={replyError}
      replyMaxLength={REPLY_MAX_CHARS}
      replyLocked={seconds > 0}
      replyNote={<ReplyCountdown seconds={seconds} />}
      onPin={live ? () => handlers.onPin(comment) : undefined}
      onUnpin={live ? () => handlers.onUnpin(comment) : undefined}
      onDelete={live ? () => handlers.onDelete(comment) : undefined}
      replyActions={reply && live ? <ReplyActions comment={comment} reply={reply} handlers={handlers} /> : undefined}
      extraActions={
        live ? (
          <LiveCommentActions comment={comment} replied={Boolean(reply)} handlers={handlers} />
        ) : RESTORABLE_STATES.includes(comment.state) ? (
          <Button appearance="subtle" icon={<ArrowUndoRegular />} onClick={() => handlers.onRestore(comment)}>
            {intl.formatMessage(m.restore)}
          </Button>
        ) : undefined
      }
    />
  );
});
