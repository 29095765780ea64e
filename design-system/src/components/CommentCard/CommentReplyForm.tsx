import type * as React from 'react';
import { Button, Field, Spinner } from '@fluentui/react-components';
import type { CommentCardLabels } from './CommentCard.types';
import type { CommentReply } from './useCommentReply';
import { useCommentCardStyles } from './useCommentCardStyles.styles';

export interface CommentReplyFormProps {
  /** the form's id, which the reply button controls */
  id: string;
  reply: CommentReply;
  labels: Pick<CommentCardLabels, 'replyField' | 'cancelReply' | 'submitReply'>;
  validationMessage?: string;
  maxLength?: number;
  note?: React.ReactNode;
  locked: boolean;
}

/**
 * The inline reply box: Ctrl+Enter or the send button sends, Escape or cancel closes. A plain
 * textarea of the same look stands in until Fluent's comes, keeping the text, focus and selection.
 */
export function CommentReplyForm({ id, reply, labels, validationMessage, maxLength, note, locked }: CommentReplyFormProps) {
  const styles = useCommentCardStyles();
  const { Textarea, textareaRef, value, setValue, busy, close, submit, onTextareaKeyDown, pendingFocused } = reply;
  const invalid = Boolean(validationMessage);
  return (
    <form
      id={id}
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
      <Field label={labels.replyField} validationState={invalid ? 'error' : 'none'} validationMessage={validationMessage}>
        {Textarea ? (
          <Textarea
            ref={textareaRef}
            value={value}
            readOnly={busy}
            maxLength={maxLength}
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
              maxLength={maxLength}
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
      {note}
      <div className={styles.formActions}>
        <Button type="button" appearance="secondary" disabledFocusable={busy} onClick={() => !busy && close()}>
          {labels.cancelReply}
        </Button>
        <Button type="submit" appearance="primary" disabledFocusable={busy || locked} icon={busy ? <Spinner size="tiny" aria-hidden /> : undefined}>
          {labels.submitReply}
        </Button>
      </div>
    </form>
  );
}
