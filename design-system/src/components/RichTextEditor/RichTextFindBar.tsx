import * as React from 'react';
import { Button, Checkbox, Input, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular, DismissRegular } from '@fluentui/react-icons';
import { useEditorState } from '@tiptap/react';
import type { Editor } from '@tiptap/core';
import { searchState } from './findReplace';

export interface RichTextFindLabels {
  /** the bar's name, e.g. "Find and replace" */
  region: string;
  find: string;
  replaceWith: string;
  matchCase: string;
  wholeWord: string;
  previous: string;
  next: string;
  replace: string;
  replaceAll: string;
  close: string;
  /** "3 of 12", "No matches": `current` is 1-based, 0 when none is selected */
  count(current: number, total: number): string;
}

export interface RichTextFindBarProps {
  editor: Editor;
  labels: RichTextFindLabels;
  /** Escape or the close button; the search marks are cleared first */
  onClose(): void;
  /** text to look for at first (the selection, say) */
  initialText?: string;
  className?: string;
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  input: { minWidth: '12rem', flexGrow: 1, maxWidth: '20rem' },
  count: { color: tokens.colorNeutralForeground2, fontVariantNumeric: 'tabular-nums', minWidth: '6rem' },
});

/**
 * Find and replace in the editor: the matches are marked as the author types the text, Enter goes to
 * the next one (Shift+Enter the previous), "Replace all" is one step that one undo takes back.
 */
export function RichTextFindBar({ editor, labels, onClose, initialText = '', className }: RichTextFindBarProps) {
  const styles = useStyles();
  const [text, setText] = React.useState(initialText);
  const [replacement, setReplacement] = React.useState('');
  const [matchCase, setMatchCase] = React.useState(false);
  const [wholeWord, setWholeWord] = React.useState(false);
  const found = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      const s = searchState(e.state);
      return { total: s?.matches.length ?? 0, current: s && s.current >= 0 ? s.current + 1 : 0 };
    },
  });
  React.useEffect(() => {
    editor.commands.setSearch({ text, matchCase, wholeWord });
  }, [editor, text, matchCase, wholeWord]);
  React.useEffect(() => () => void (!editor.isDestroyed && editor.commands.setSearch({ text: '' })), [editor]);
  const close = () => {
    editor.commands.setSearch({ text: '' });
    onClose();
  };
  return (
    <div
      role="search"
      aria-label={labels.region}
      className={className ? `${styles.root} ${className}` : styles.root}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          close();
        }
      }}
    >
      <Input
        className={styles.input}
        aria-label={labels.find}
        placeholder={labels.find}
        value={text}
        autoFocus
        onChange={(_, data) => setText(data.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          editor.commands.findNext(event.shiftKey);
        }}
      />
      <span className={styles.count} role="status" aria-live="polite">
        {text ? labels.count(found.current, found.total) : ''}
      </span>
      <Button appearance="subtle" icon={<ArrowUpRegular />} aria-label={labels.previous} disabled={!found.total} onClick={() => editor.commands.findNext(true)} />
      <Button appearance="subtle" icon={<ArrowDownRegular />} aria-label={labels.next} disabled={!found.total} onClick={() => editor.commands.findNext()} />
      <Checkbox label={labels.matchCase} checked={matchCase} onChange={(_, data) => setMatchCase(!!data.checked)} />
      <Checkbox label={labels.wholeWord} checked={wholeWord} onChange={(_, data) => setWholeWord(!!data.checked)} />
      <Input className={styles.input} aria-label={labels.replaceWith} placeholder={labels.replaceWith} value={replacement} onChange={(_, data) => setReplacement(data.value)} />
      <Button disabled={!found.current} onClick={() => editor.commands.replaceCurrent(replacement)}>
        {labels.replace}
      </Button>
      <Button disabled={!found.total} onClick={() => editor.commands.replaceAll(replacement)}>
        {labels.replaceAll}
      </Button>
      <Button appearance="subtle" icon={<DismissRegular />} aria-label={labels.close} onClick={close} />
    </div>
  );
}
