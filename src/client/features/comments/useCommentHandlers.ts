import * as React from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '@writers-center/design-system';
import type { CommentEntry, PinConflictData, ReplyEntry } from '../../../domain/api/comments';
import { ApiError } from '../../lib/http';
import { failureText } from '../../lib/http-messages';
import { errorText } from '../../lib/text-field';
import { lazySchema } from '../../lib/lazy-schema';
import { handleComments } from './api/handle-comments';
import { pinComment } from './api/pin-comment';
import { restoreComment } from './api/restore-comment';
import { sendReply } from './api/send-reply';
import { unpinComment } from './api/unpin-comment';
import type { CommentItemHandlers } from './components/CommentItem';
import type { useReplyDrafts } from './useReplyDrafts';
import { m } from './messages';

/** The reply rule, loaded on the first reply (lib/lazy-schema). */
export const replyRules = lazySchema(() => import('../../../domain/schemas/comment').then((rules) => rules.replySchema));

/** A question the inbox asks before acting (or the shortcuts' help). */
export type InboxAsk =
  | { kind: 'pin'; comment: CommentEntry; earliest: PinConflictData['earliest'] }
  | { kind: 'delete'; ids: number[] }
  | { kind: 'block'; comment: CommentEntry }
  | { kind: 'editReply'; reply: ReplyEntry }
  | { kind: 'deleteReply'; reply: ReplyEntry }
  | { kind: 'help' };

interface Options {
  drafts: ReturnType<typeof useReplyDrafts>;
  /** the list and its counts read again */
  refresh(): void;
  ask(question: InboxAsk): void;
  /** the next reply may go out at this time (ms) */
  waitUntil(at: number): void;
}

/** What a comment card's buttons do: reply (checked first), pin (asking to replace the earliest), and the rest. */
export function useCommentHandlers({ drafts, refresh, ask, waitUntil }: Options) {
  const intl = useIntl();
  const toast = useToast();
  const { setError, clear } = drafts;

  const pin = React.useCallback(
    async (comment: CommentEntry, replace?: number) => {
      try {
        await pinComment({ comment_id: comment.id, ...(replace ? { replace } : {}) });
        refresh();
      } catch (err) {
        const earliest = err instanceof ApiError && err.code === 4009 ? (err.data as PinConflictData | undefined)?.earliest : undefined;
        // Asked to replace the earliest pin: the dialog names it. Anything else is said in a toast.
        if (earliest && !replace) ask({ kind: 'pin', comment, earliest });
        else toast({ intent: 'error', title: failureText(intl, err) });
        if (replace) refresh();
      }
    },
    [intl, refresh, toast, ask],
  );

  const reply = React.useCallback(
    async (comment: CommentEntry, text: string) => {
      try {
        await (await replyRules.load())?.validate({ text });
      } catch (err) {
        setError(comment.id, errorText(intl, (err as { message: unknown }).message) ?? '');
        return false;
      }
      try {
        const result = await sendReply(comment.id, text);
        waitUntil(Date.now() + result.wait_seconds * 1000);
        clear(comment.id);
        toast({ intent: 'success', title: intl.formatMessage(m.replySent) });
        refresh();
        return true;
      } catch (err) {
        if (err instanceof ApiError && err.code === 4029) {
          const retry = (err.data as { retryAfter?: number } | undefined)?.retryAfter ?? 20;
          waitUntil(Date.now() + retry * 1000);
        } else {
          setError(comment.id, err instanceof ApiError && err.fields.text ? err.fields.text : failureText(intl, err));
        }
        return false;
      }
    },
    [intl, refresh, toast, setError, clear, waitUntil],
  );

  const handlers: CommentItemHandlers = React.useMemo(
    () => ({
      onReply: reply,
      onPin: (comment) => void pin(comment),
      onUnpin: (comment) => void unpinComment(comment.id).then(refresh),
      onDelete: (comment) => ask({ kind: 'delete', ids: [comment.id] }),
      onRestore: (comment) => void restoreComment(comment.id).then(refresh),
      onBlock: (comment) => ask({ kind: 'block', comment }),
      onHandled: (comment, handled) => void handleComments([comment.id], handled).then(refresh),
      onEditReply: (_comment, r) => ask({ kind: 'editReply', reply: r }),
      onDeleteReply: (_comment, r) => ask({ kind: 'deleteReply', reply: r }),
    }),
    [reply, pin, refresh, ask],
  );
  return { handlers, pin };
}
