import * as React from 'react';
import { loadable } from '../../utils/loadable';
import { whenIdle } from '../../utils/idle';
import { useControllable } from '../../utils/useControllable';
import type { CommentCardProps } from './CommentCard.types';

// Fluent's Textarea (about 4 KiB gzip) comes when the page is idle or a reply is first opened: an
// inbox of cards shows none until the author answers one.
const replyTextarea = loadable<React.ComponentProps<typeof import('./ReplyTextarea').Textarea>>(() =>
  import('./ReplyTextarea').then((module) => ({ default: module.Textarea })),
);

const isPromise = (value: unknown): value is Promise<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

export type CommentReplyOptions = Pick<
  CommentCardProps,
  'replyOpen' | 'onReplyOpenChange' | 'replyValue' | 'onReplyChange' | 'onReplySubmit'
> & {
  defaultReplyOpen: boolean;
  submitting: boolean;
  replyLocked: boolean;
  /** the card takes replies (a submit handler and no reply yet) */
  canReply: boolean;
};

/**
 * The reply box's state: open or closed, its text, sending; the focus moved into the box when it
 * opens and back to the reply button (or the card) when it closes.
 */
export function useCommentReply(articleRef: React.RefObject<HTMLElement | null>, options: CommentReplyOptions) {
  const { replyOpen, defaultReplyOpen, onReplyOpenChange, replyValue, onReplyChange, onReplySubmit, submitting, replyLocked, canReply } = options;
  const replyButtonRef = React.useRef<HTMLButtonElement>(null);
  const textareaRef = React.useRef<HTMLTextAreaElement>(null);

  const [open, setOpen] = useControllable(replyOpen, defaultReplyOpen, onReplyOpenChange);
  const [value, setValue] = useControllable(replyValue, '', onReplyChange);
  const [pending, setPending] = React.useState(false);
  const busy = submitting || pending;

  const mounted = React.useRef(true);
  React.useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  React.useEffect(() => (canReply ? whenIdle(replyTextarea.preload) : undefined), [canReply]);
  const Textarea = replyTextarea.useComponent(open);

  // The box takes the focus when it opens (not on first render, so a page of cards does not jump),
  // and keeps it when Fluent's box takes the stand-in's place.
  const wasOpen = React.useRef(open);
  React.useEffect(() => {
    if (open && !wasOpen.current) textareaRef.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const pendingFocused = React.useRef<{ start: number; end: number } | null>(null);
  React.useLayoutEffect(() => {
    const kept = pendingFocused.current;
    if (!Textarea || !kept) return;
    pendingFocused.current = null;
    textareaRef.current?.focus();
    textareaRef.current?.setSelectionRange(kept.start, kept.end);
  }, [Textarea]);

  const close = React.useCallback(() => {
    setOpen(false);
    // Hand the focus back to where the author came from.
    requestAnimationFrame(() => (replyButtonRef.current ?? articleRef.current)?.focus());
  }, [setOpen, articleRef]);

  const submit = () => {
    if (busy || replyLocked || !onReplySubmit) return;
    const done = (result: unknown) => {
      if (result === false || !mounted.current) return;
      setValue('');
      close();
    };
    const result = onReplySubmit(value);
    if (isPromise(result)) {
      setPending(true);
      result.then(
        (r) => {
          if (mounted.current) setPending(false);
          done(r);
        },
        () => {
          if (mounted.current) setPending(false);
        },
      );
    } else {
      done(result);
    }
  };

  const onTextareaKeyDown = (e: React.KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      submit();
    }
  };

  return { open, setOpen, value, setValue, busy, Textarea, replyButtonRef, textareaRef, pendingFocused, close, submit, onTextareaKeyDown };
}

export type CommentReply = ReturnType<typeof useCommentReply>;
