import * as React from 'react';
import { Toolbar, ToolbarButton, ToolbarDivider, ToolbarToggleButton, type ToolbarProps } from '@fluentui/react-components';
import {
  ArrowRedoRegular,
  ArrowUndoRegular,
  LineHorizontal1Regular,
  TextAlignCenterRegular,
  TextBoldRegular,
  TextItalicRegular,
  TextQuoteRegular,
  TextStrikethroughRegular,
  TextUnderlineRegular,
} from '@fluentui/react-icons';
import { useEditorState } from '@tiptap/react';
import type { Editor } from '@tiptap/core';
import { redoDepth, undoDepth } from '@tiptap/pm/history';
import type { RichTextLabels } from './RichTextEditor.types';

export interface RichTextToolbarProps {
  editor: Editor;
  labels: RichTextLabels;
  /** every button unavailable; @default false */
  disabled?: boolean;
  /** Apple keyboards show ⌘ for Ctrl in the shortcuts announced; @default false */
  apple?: boolean;
  className?: string;
}

type Toggle = 'bold' | 'italic' | 'underline' | 'strike' | 'quote' | 'center';

/** What each toggle does, its icon and its shortcut (as `aria-keyshortcuts` spells it). */
const TOGGLES: { name: Toggle; icon: React.ReactElement; keys: string; run(editor: Editor): boolean }[] = [
  { name: 'italic', icon: <TextItalicRegular />, keys: 'I', run: (e) => e.chain().focus().toggleItalic().run() },
  { name: 'bold', icon: <TextBoldRegular />, keys: 'B', run: (e) => e.chain().focus().toggleBold().run() },
  { name: 'underline', icon: <TextUnderlineRegular />, keys: 'U', run: (e) => e.chain().focus().toggleUnderline().run() },
  { name: 'strike', icon: <TextStrikethroughRegular />, keys: 'Shift+X', run: (e) => e.chain().focus().toggleStrike().run() },
  { name: 'quote', icon: <TextQuoteRegular />, keys: 'Shift+B', run: (e) => e.chain().focus().toggleBlockquote().run() },
  {
    name: 'center',
    icon: <TextAlignCenterRegular />,
    keys: 'Shift+E',
    run: (e) => (e.isActive({ textAlign: 'center' }) ? e.chain().focus().unsetTextAlign().run() : e.chain().focus().setTextAlign('center').run()),
  },
];

const activeToggles = (editor: Editor): Toggle[] =>
  (
    [
      ['bold', editor.isActive('bold')],
      ['italic', editor.isActive('italic')],
      ['underline', editor.isActive('underline')],
      ['strike', editor.isActive('strike')],
      ['quote', editor.isActive('blockquote')],
      ['center', editor.isActive({ textAlign: 'center' })],
    ] as const
  )
    .filter(([, on]) => on)
    .map(([name]) => name);

/**
 * The formatting toolbar: one tab stop (arrow keys move between the buttons, Fluent's toolbar), each
 * toggle says whether it is on (`aria-pressed`) and which keys do the same. It re-renders only when
 * what it shows changes, not on every keystroke.
 */
export function RichTextToolbar({ editor, labels, disabled = false, apple = false, className }: RichTextToolbarProps) {
  const state = useEditorState({
    editor,
    // Read from the history's depth, not by a dry run of the commands: this runs on every keystroke.
    selector: ({ editor: e }) => ({ on: activeToggles(e).join(' '), undo: undoDepth(e.state) > 0, redo: redoDepth(e.state) > 0 }),
  });
  const on = state.on ? (state.on.split(' ') as Toggle[]) : [];
  const mod = apple ? 'Meta' : 'Control';
  const onChecked: ToolbarProps['onCheckedValueChange'] = (_, data) => {
    const toggle = TOGGLES.find((t) => t.name === data.name);
    toggle?.run(editor);
  };
  return (
    <Toolbar aria-label={labels.toolbar} className={className} size="small" checkedValues={Object.fromEntries(on.map((name) => [name, [name]]))} onCheckedValueChange={onChecked}>
      {TOGGLES.map((t, i) => (
        <React.Fragment key={t.name}>
          {i === 4 && <ToolbarDivider />}
          <ToolbarToggleButton
            name={t.name}
            value={t.name}
            icon={t.icon}
            appearance="subtle"
            aria-label={labels[t.name]}
            aria-keyshortcuts={`${mod}+${t.keys}`}
            disabled={disabled}
          />
        </React.Fragment>
      ))}
      <ToolbarButton icon={<LineHorizontal1Regular />} appearance="subtle" aria-label={labels.sceneBreak} disabled={disabled} onClick={() => editor.chain().focus().setHorizontalRule().run()} />
      <ToolbarDivider />
      <ToolbarButton icon={<ArrowUndoRegular />} appearance="subtle" aria-label={labels.undo} aria-keyshortcuts={`${mod}+Z`} disabled={disabled || !state.undo} onClick={() => editor.chain().focus().undo().run()} />
      <ToolbarButton
        icon={<ArrowRedoRegular />}
        appearance="subtle"
        aria-label={labels.redo}
        aria-keyshortcuts={apple ? 'Meta+Shift+Z' : 'Control+Y'}
        disabled={disabled || !state.redo}
        onClick={() => editor.chain().focus().redo().run()}
      />
    </Toolbar>
  );
}
