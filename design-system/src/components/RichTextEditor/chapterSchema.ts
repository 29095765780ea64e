import { InputRule, type AnyExtension } from '@tiptap/core';
import Blockquote from '@tiptap/extension-blockquote';
import Bold from '@tiptap/extension-bold';
import Document from '@tiptap/extension-document';
import HorizontalRule from '@tiptap/extension-horizontal-rule';
import Italic from '@tiptap/extension-italic';
import Paragraph from '@tiptap/extension-paragraph';
import Strike from '@tiptap/extension-strike';
import Text from '@tiptap/extension-text';
import TextAlign from '@tiptap/extension-text-align';
import Underline from '@tiptap/extension-underline';
import { UndoRedo } from '@tiptap/extensions';
import { TextSelection } from '@tiptap/pm/state';

/** `***`, `* * *`, `---` and the like alone on a line: how authors write a scene break in plain text. */
export const SCENE_BREAK_LINE = /^([*#~\-_=·•◇◆])(\s*\1){2,}$/;

/**
 * A scene break from Markdown-style typing: `***` (or `---`) alone on a line becomes one when the line
 * ends (Enter) or when a space follows it. Tiptap's own rule fires on the third `-` already, which
 * turned an author's dashes into a rule before they could write `---ever`.
 */
const SceneBreak = HorizontalRule.extend({
  addInputRules() {
    return [
      new InputRule({
        find: /^(\*\*\*|---|___)\s$/,
        handler: ({ state, range }) => {
          const $from = state.doc.resolve(range.from);
          if ($from.parent.type.name !== 'paragraph' || $from.depth !== 1) return null;
          const { tr } = state;
          const start = $from.before();
          tr.replaceWith(start, $from.after(), [this.type.create(), state.schema.nodes.paragraph.create()]);
          tr.setSelection(TextSelection.create(tr.doc, start + 2));
        },
      }),
    ];
  },
  addKeyboardShortcuts() {
    return {
      Enter: ({ editor }) => {
        const { state } = editor;
        const { $from, empty } = state.selection;
        if (!empty || $from.depth !== 1 || $from.parent.type.name !== 'paragraph') return false;
        if ($from.parentOffset !== $from.parent.content.size || !SCENE_BREAK_LINE.test($from.parent.textContent.trim())) return false;
        const start = $from.before();
        return editor
          .chain()
          .command(({ tr }) => {
            tr.replaceWith(start, $from.after(), [this.type.create(), state.schema.nodes.paragraph.create()]);
            tr.setSelection(TextSelection.create(tr.doc, start + 2));
            return true;
          })
          .run();
      },
    };
  },
});

/** Strike also on Ctrl/Cmd+Shift+X, where word processors put it (Tiptap's own is Shift+S). */
const StrikeWithX = Strike.extend({
  addKeyboardShortcuts() {
    return { 'Mod-Shift-s': () => this.editor.commands.toggleStrike(), 'Mod-Shift-x': () => this.editor.commands.toggleStrike() };
  },
});

/** `> ` at the start of a paragraph quotes it (Tiptap's rule); a quote holds paragraphs only, as a chapter's does. */
const Quote = Blockquote.extend({ content: 'paragraph+' });

/**
 * Exactly the chapter schema (src/domain/chapter-doc.ts): paragraphs (optionally centred), scene
 * breaks, block quotes of paragraphs; bold, italic, underline, strike. Nothing else can be typed or
 * pasted, so what the editor holds is already a chapter.
 */
export function chapterExtensions(extra: AnyExtension[] = []): AnyExtension[] {
  return [
    Document,
    Paragraph,
    Text,
    Bold,
    Italic,
    Underline,
    StrikeWithX,
    SceneBreak,
    Quote,
    TextAlign.configure({ types: ['paragraph'], alignments: ['center'], defaultAlignment: null }),
    UndoRedo,
    ...extra,
  ];
}
