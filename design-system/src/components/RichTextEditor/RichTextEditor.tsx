import * as React from 'react';
import { Field, mergeClasses } from '@fluentui/react-components';
import { EditorContent, useEditor } from '@tiptap/react';
import type { Editor } from '@tiptap/core';
import { fieldProps } from '../FieldBase/fieldProps';
import { chapterExtensions } from './chapterSchema';
import { FindReplace } from './findReplace';
import { CleanPaste } from './pasteHtml';
import { TextProblems, problemsKey } from './problems';
import { RichTextToolbar } from './RichTextToolbar';
import type { RichTextEditorHandle, RichTextEditorProps } from './RichTextEditor.types';
import { useRichTextEditorStyles } from './useRichTextEditorStyles.styles';

const isApple = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/**
 * The chapter's writing area: Tiptap (ProseMirror) held to the chapter schema, with its toolbar,
 * Markdown-style typing, clean paste, find-and-replace marks and rule problems in place. The editor
 * keeps the document itself: a keystroke re-renders nothing in React; the parent hears of changes
 * through `onChange` and reads the document when it needs it.
 */
export const RichTextEditor = React.forwardRef<RichTextEditorHandle, RichTextEditorProps>((props, ref) => {
  const { value, onChange, label, hint, status, validationMessage, ruleHelp, required = false, disabled = false, labels, lang, spellCheck = true, pasteHtml, problems, minHeight = '50vh', onEditor, className } = props;
  const styles = useRichTextEditorStyles();
  const onChangeRef = React.useRef(onChange);
  onChangeRef.current = onChange;
  const pasteRef = React.useRef(pasteHtml);
  pasteRef.current = pasteHtml;
  /** the text box's ARIA wiring from Fluent's Field (its label and hint ids), read by ProseMirror's attributes */
  const aria = React.useRef<Record<string, string>>({});
  const editor = useEditor(
    {
      extensions: chapterExtensions([FindReplace, TextProblems, CleanPaste.configure({ convert: (html: string) => pasteRef.current?.(html) })]),
      content: value,
      editable: !disabled,
      immediatelyRender: true,
      shouldRerenderOnTransaction: false,
      editorProps: {
        attributes: () => ({
          role: 'textbox',
          'aria-multiline': 'true',
          ...aria.current,
        }),
      },
      onUpdate: ({ editor: e }) => onChangeRef.current?.(e),
    },
    [],
  );
  const apple = React.useMemo(isApple, []);
  const invalid = !!validationMessage;

  React.useImperativeHandle(
    ref,
    () => ({
      editor,
      getDoc: () => editor.getJSON(),
      setDoc: (doc) => void editor.commands.setContent(doc, { emitUpdate: false }),
      focus: () => void editor.commands.focus(),
    }),
    [editor],
  );
  React.useEffect(() => {
    onEditor?.(editor);
    return () => onEditor?.(null);
    // Told once per editor; a new callback each render is not a new editor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor]);
  React.useEffect(() => {
    if (editor.isEditable === !disabled) return;
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);
  React.useEffect(() => {
    if (!problems) return;
    editor.view.dispatch(editor.state.tr.setMeta(problemsKey, problems).setMeta('addToHistory', false));
  }, [editor, problems]);

  return (
    <Field
      className={className}
      label={label}
      required={required}
      validationState={invalid ? 'error' : 'none'}
      validationMessage={fieldProps({ validationMessage, ruleHelp }).validationMessage}
      hint={
        hint || status ? (
          <span className={styles.hintRow}>
            {hint && <span>{hint}</span>}
            {status && <span className={styles.status}>{status}</span>}
          </span>
        ) : undefined
      }
    >
      {(field: Record<string, unknown>) => {
        const next: Record<string, string> = { 'aria-label': label, spellcheck: spellCheck ? 'true' : 'false' };
        if (lang) next.lang = lang;
        if (typeof field.id === 'string') next.id = field.id;
        if (typeof field['aria-describedby'] === 'string') next['aria-describedby'] = field['aria-describedby'];
        if (required) next['aria-required'] = 'true';
        if (invalid) next['aria-invalid'] = 'true';
        if (disabled) next['aria-disabled'] = 'true';
        if (JSON.stringify(next) !== JSON.stringify(aria.current)) {
          aria.current = next;
          // ProseMirror reads its attributes again on the next state update: one without changes.
          queueMicrotask(() => !editor.isDestroyed && editor.view.updateState(editor.state));
        }
        return (
          <div className={mergeClasses(styles.frame, invalid && styles.invalid, disabled && styles.disabled)}>
            <RichTextToolbar editor={editor} labels={labels} disabled={disabled} apple={apple} className={styles.toolbar} />
            <EditorContent editor={editor} className={styles.content} style={{ ['--wc-editor-min-height' as string]: minHeight }} />
          </div>
        );
      }}
    </Field>
  );
});
RichTextEditor.displayName = 'RichTextEditor';

export type { Editor };
