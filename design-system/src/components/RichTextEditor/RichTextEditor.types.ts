import type { Editor, JSONContent } from '@tiptap/core';
import type { TextProblem } from './problems';

/** A document in the chapter schema, in ProseMirror's JSON shape (what `editor.getJSON()` gives). */
export type RichTextDoc = JSONContent;

/** The toolbar's words (the design system has none of its own). */
export interface RichTextLabels {
  /** the toolbar's name, e.g. "Formatting" */
  toolbar: string;
  bold: string;
  italic: string;
  underline: string;
  strike: string;
  /** inserts a scene break */
  sceneBreak: string;
  quote: string;
  center: string;
  undo: string;
  redo: string;
}

export interface RichTextEditorProps {
  /** the starting document; to show another one later, call `setDoc` or give the editor a new `key` */
  value: RichTextDoc;
  /** every change of the document (typing, formatting, paste, undo); read the document with `editor.getJSON()` */
  onChange?(editor: Editor): void;
  /** the field's visible label; also the name of the text box */
  label: string;
  /** help under the field */
  hint?: string | React.ReactElement;
  /** shown at the end of the hint row (a live word count, say) */
  status?: React.ReactNode;
  /** the translated error; the field is then in its error state */
  validationMessage?: string;
  /** where the rule behind an error is explained, shown after it as a link */
  ruleHelp?: { href: string; label: string };
  required?: boolean;
  /** read-only and dimmed; @default false */
  disabled?: boolean;
  /** the toolbar's words */
  labels: RichTextLabels;
  /** BCP 47 language of the text (the novel's language), for the spelling checker and hyphenation */
  lang?: string;
  /** the browser's spelling checker; @default true */
  spellCheck?: boolean;
  /** turns pasted HTML into a document in the chapter schema (clean paste); undefined: ProseMirror's parser */
  pasteHtml?(html: string): RichTextDoc | undefined;
  /** places to mark as breaking a rule */
  problems?: readonly TextProblem[];
  /** the least height of the writing area, a CSS length; @default '50vh' */
  minHeight?: string;
  /** called once the editor exists (and with null when it goes) */
  onEditor?(editor: Editor | null): void;
  className?: string;
}

/** What the parent can do with the editor. */
export interface RichTextEditorHandle {
  /** the Tiptap editor (for the find bar and the toolbar); null before it is made */
  editor: Editor | null;
  /** the document now */
  getDoc(): RichTextDoc;
  /** replaces the document (a restore, a recovered copy); undo goes back to the one before */
  setDoc(doc: RichTextDoc): void;
  focus(): void;
}
