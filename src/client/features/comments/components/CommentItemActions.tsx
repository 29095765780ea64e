import * as React from 'react';
import { Button } from '@fluentui/react-components';
import { CheckmarkRegular, DeleteRegular, EditRegular, PersonProhibitedRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import type { CommentEntry, ReplyEntry } from '../../../../domain/api/comments';
import { m } from '../messages';

/** What the inbox does with a comment, given to every card. */
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

/** Under the author's reply: edit it, or delete it. */
export function ReplyActions({
  comment,
  reply,
  handlers,
}: {
  comment: CommentEntry;
  reply: ReplyEntry;
  handlers: CommentItemHandlers;
}) {
  const intl = useIntl();
  return (
    <>
      <Button size="small" appearance="subtle" icon={<EditRegular />} onClick={() => handlers.onEditReply(comment, reply)}>
        {intl.formatMessage(m.editReply)}
      </Button>
      <Button size="small" appearance="subtle" icon={<DeleteRegular />} onClick={() => handlers.onDeleteReply(comment, reply)}>
        {intl.formatMessage(m.deleteReply)}
      </Button>
    </>
  );
}

/** A live comment's actions beside the card's own: mark it handled (when not replied to), block its reader. */
export function LiveCommentActions({
  comment,
  replied,
  handlers,
}: {
  comment: CommentEntry;
  replied: boolean;
  handlers: CommentItemHandlers;
}) {
  const intl = useIntl();
  return (
    <>
      {!replied && (
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
  );
}
