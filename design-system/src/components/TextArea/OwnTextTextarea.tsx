import * as React from 'react';
import { renderTextarea_unstable, useTextareaStyles_unstable, useTextarea_unstable, type TextareaProps } from '@fluentui/react-components';

/**
 * Fluent's Textarea, styled and wired to its Field the same way, but leaving
 * the text to the browser: `defaultValue` is the starting text and a
 * keystroke renders nothing (Fluent's own Textarea keeps the text in state and
 * re-renders on every keystroke, which with 6000 words costs a frame).
 */
export const OwnTextTextarea = React.forwardRef<HTMLTextAreaElement, TextareaProps>((props, ref) => {
  const state = useTextarea_unstable(props, ref);
  const { onChange } = props;
  state.textarea.value = undefined;
  state.textarea.defaultValue = props.defaultValue;
  state.textarea.onChange = onChange && ((event: React.ChangeEvent<HTMLTextAreaElement>) => onChange(event, { value: event.target.value }));
  useTextareaStyles_unstable(state);
  return renderTextarea_unstable(state);
});
OwnTextTextarea.displayName = 'OwnTextTextarea';
