import * as React from 'react';
import { Badge, Button, Checkbox } from '@fluentui/react-components';
import { ArrowUndoRegular, CheckmarkRegular, DeleteRegular, EditRegular, PersonProhibitedRegular } from '@fluentui/react-icons';
import { useIntl, type IntlShape } from 'react-intl';
import { CommentCard } from '@writers-center/design-system';
import type { CommentEntry, ReplyEntry } from '../../../../domain/api/comments';
import { titleAfterNumber } from '../../../../domain/chapter';
import { REPLY_MAX_CHARS, RESTORABLE_STATES } from '../../../../domain/comment';
import { m } from '../messages';
import { ReplyCountdown, useSecondsLeft } from './ReplyCountdown';

/** A title that starts with its own number ("Chapter 299: …") is shown after the number once. */
function chapterContext(intl: IntlShape, book: string, code: number, fullTitle: string) {
  const title = titleAfterNumber(fullTitle, code);
  return title ? intl.formatMessage(m.contextChapter, { book, code, title }) : intl.formatMessage(m.contextChapterNumber, { book, code });
}

export interface CommentItemHandlers {
  onReply(comment: CommentEntry, text: string): Promise<boolean>;
  onPin(comment: CommentEntry): void;
  onUnpin(comment: CommentEntry): void;
  onDelete(comment: CommentEntry): void;
  onRestore(comment: CommentEntry): void;
  onBlock(comment: CommentEntry): void;
  onHandled(comment: CommentEntry, handled: boolean): void;
  onEditReply(comment: CommentEntry, reply: ReplyEntry): void;
  onDeleteReply(comment: CommentEntry, reply: ReplyEntry): void;
}

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
  const book = comment.book_title;
  const context =
    comment.type === 'review'
      ? intl.formatMessage(m.contextReview, { book })
      : comment.type === 'paragraph' && comment.paragraph
        ? intl.formatMessage(m.contextParagraph, { book, code: comment.chapter_code ?? 0, paragraph: comment.paragraph })
        : chapterContext(intl, book, comment.chapter_code ?? 0, comment.chapter_title ?? '');

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
      labels={{
        reply: intl.formatMessage(m.reply),
        pin: intl.formatMessage(m.pin),
        unpin: intl.formatMessage(m.unpin),
        delete: intl.formatMessage(m.delete),
        replyField: intl.formatMessage(m.replyField),
        submitReply: intl.formatMessage(m.sendReply),
        cancelReply: intl.formatMessage(m.cancel),
        pinned: intl.formatMessage(m.pinnedBadge),
        replied: intl.formatMessage(reply || !comment.handled_at ? m.repliedBadge : m.handledBadge),
        unreplied: intl.formatMessage(m.unrepliedBadge),
        authorReply: intl.formatMessage(m.yourReply),
        actions: intl.formatMessage(m.actions),
      }}
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
      replyActions={
        reply && live ? (
          <>
            <Button size="small" appearance="subtle" icon={<EditRegular />} onClick={() => handlers.onEditReply(comment, reply)}>
              {intl.formatMessage(m.editReply)}
            </Button>
            <Button size="small" appearance="subtle" icon={<DeleteRegular />} onClick={() => handlers.onDeleteReply(comment, reply)}>
              {intl.formatMessage(m.deleteReply)}
            </Button>
          </>
        ) : undefined
      }
      extraActions={
        live ? (
          <>
            {!reply && (
              <Button appearance="subtle" icon={<CheckmarkRegular />} onClick={() => handlers.onHandled(comment, !comment.handled_at)}>
                {intl.formatMessage(comment.handled_at ? m.unmarkHandled : m.markHandled)}
              </Button>
            )}
            {!comment.reader_blocked && (
              <Button appearance="subtle" icon={<PersonProhibitedRegular />} onClick={() => handlers.onBlock(comment)}>
                {intl.formatMessage(m.block)}
              </Button>
            )}
          </>
        ) : RESTORABLE_STATES.includes(comment.state) ? (
          <Button appearance="subtle" icon={<ArrowUndoRegular />} onClick={() => handlers.onRestore(comment)}>
            {intl.formatMessage(m.restore)}
          </Button>
        ) : undefined
      }
    />
  );
});
