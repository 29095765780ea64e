import * as React from 'react';
import { Button, Field, Spinner, mergeClasses, useId, useMergedRefs } from '@fluentui/react-components';
import { AvatarPicture } from '../AvatarMenu/AvatarPicture';
import { ArrowReplyRegular, DeleteRegular, PinOffRegular, PinRegular } from '@fluentui/react-icons';
import { StatusBadge } from '../StatusBadge';
import type { CommentCardProps } from './CommentCard.types';
import { useCommentCardStyles } from './useCommentCardStyles.styles';
import { loadable } from '../../utils/loadable';
import { whenIdle } from '../../utils/idle';

// Fluent's Textarea (about 4 KiB gzip) comes when the page is idle or a reply is first opened: an
// inbox of cards shows none until the author answers one.
const replyTextarea = loadable<React.ComponentProps<typeof import('./ReplyTextarea').Textarea>>(() =>
  import('./ReplyTextarea').then((module) => ({ default: module.Textarea })),
);

const isPromise = (value: unknown): value is Promise<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

/** A value that is controlled when `value` is given and kept here otherwise. */
function useControllable<T>(value: T | undefined, initial: T, onChange?: (next: T) => void): [T, (next: T) => void] {
  const [own, setOwn] = React.useState(initial);
  const current = value === undefined ? own : value;
  const set = React.useCallback(
    (next: T) => {
      if (value === undefined) setOwn(next);
      onChange?.(next);
    },
    [value, onChange],
  );
  return [current, set];
}

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
  const Heading = `h${headingLevel}` as const;
  const ReplyHeading = `h${Math.min(headingLevel + 1, 6)}` as 'h3' | 'h4' | 'h5';

  const articleRef = React.useRef<HTMLElement>(null);
  const mergedRef = useMergedRefs(ref, articleRef);
  const replyButtonRef = React.useRef<HTMLButtonElement>(null);
  const textareaRef = React.useRef<HTMLTextAreaElement>(null);

  const [open, setOpen] = useControllable(replyOpenProp, defaultReplyOpen, onReplyOpenChange);
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

  const canReply = onReplySubmit !== undefined && reply === undefined;
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
  }, [setOpen]);

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

  const replied = repliedProp ?? reply !== undefined;
  const invalid = Boolean(replyValidationMessage);
  const onTextareaKeyDown = (e: React.KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <article ref={mergedRef} tabIndex={-1} aria-labelledby={nameId} className={mergeClasses(styles.root, pinned && styles.pinned, className)}>
      <div className={styles.header}>
        {selection}
        <AvatarPicture src={avatarUrl} name={authorName} initials={initials} size={32} color="neutral" />
        <div className={styles.who}>
          <Heading id={nameId} className={styles.name}>
            {authorName}
          </Heading>
          <span className={styles.sub}>
            <time dateTime={postedDateTime}>{postedTime}</time>
            {context && <span>{context}</span>}
          </span>
        </div>
        <div className={styles.badges}>
          {pinned && <StatusBadge family="commentPin" status="pinned" label={labels.pinned} size="small" />}
          <StatusBadge
            family="commentReply"
            status={replied ? 'replied' : 'unreplied'}
            label={replied ? labels.replied : labels.unreplied}
            size="small"
          />
          {badges}
        </div>
      </div>

      {notice && <p className={styles.notice}>{notice}</p>}
      {quote && <blockquote className={styles.quote}>{quote}</blockquote>}
      <p className={styles.text}>{text}</p>

      {reply && (
        <div className={styles.reply}>
          <ReplyHeading className={styles.replyHeading}>{labels.authorReply}</ReplyHeading>
          <p className={styles.text}>{reply.text}</p>
          {reply.time && (
            <span className={styles.sub}>
              <time dateTime={reply.dateTime}>{reply.time}</time>
            </span>
          )}
          {replyActions && <div className={styles.replyActions}>{replyActions}</div>}
        </div>
      )}

      {(canReply || (pinned ? onUnpin : onPin) || onDelete || extraActions) && (
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
      )}

      {canReply && open && (
        <form
          id={formId}
          className={styles.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && !busy) {
              e.preventDefault();
              e.stopPropagation();
              close();
            }
          }}
        >
          <Field label={labels.replyField} validationState={invalid ? 'error' : 'none'} validationMessage={replyValidationMessage}>
            {Textarea ? (
              <Textarea
                ref={textareaRef}
                value={value}
                readOnly={busy}
                maxLength={replyMaxLength}
                resize="vertical"
                onChange={(_, data) => setValue(data.value)}
                onKeyDown={onTextareaKeyDown}
              />
            ) : (
              (fieldProps) => (
                <textarea
                  {...fieldProps}
                  ref={textareaRef}
                  className={styles.textareaPending}
                  data-code-loading=""
                  value={value}
                  readOnly={busy}
                  maxLength={replyMaxLength}
                  onChange={(e) => setValue(e.target.value)}
                  onKeyDown={onTextareaKeyDown}
                  // (Chrome blurs a focused box as it is taken out; React ignores events during its commit.)
                  onBlur={() => (pendingFocused.current = null)}
                  onSelect={(e) => (pendingFocused.current = { start: e.currentTarget.selectionStart, end: e.currentTarget.selectionEnd })}
                  onFocus={(e) => (pendingFocused.current = { start: e.target.selectionStart, end: e.target.selectionEnd })}
                />
              )
            )}
          </Field>
          {replyNote}
          <div className={styles.formActions}>
            <Button type="button" appearance="secondary" disabledFocusable={busy} onClick={() => !busy && close()}>
              {labels.cancelReply}
            </Button>
            <Button type="submit" appearance="primary" disabledFocusable={busy || replyLocked} icon={busy ? <Spinner size="tiny" aria-hidden /> : undefined}>
              {labels.submitReply}
            </Button>
          </div>
        </form>
      )}
    </article>
  );
});
CommentCard.displayName = 'CommentCard';
