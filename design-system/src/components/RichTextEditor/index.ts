/**
 * The rich-text chapter editor. Not exported from the package's index: it carries Tiptap and
 * ProseMirror (tens of KB), so the portal imports it from `@writers-center/design-system/rich-text`
 * only in the chapter editor's chunks, and no other page loads it.
 */
export { RichTextEditor } from './RichTextEditor';
export type { RichTextDoc, RichTextEditorHandle, RichTextEditorProps, RichTextLabels } from './RichTextEditor.types';
export { RichTextToolbar, type RichTextToolbarProps } from './RichTextToolbar';
export { FindReplace, findMatches, searchKey, searchState, type SearchMatch, type SearchQuery } from './findReplace';
export { TextProblems, blockOffsetToPos, problemsKey, type TextProblem } from './problems';
export { chapterExtensions, SCENE_BREAK_LINE } from './chapterSchema';
export { CleanPaste } from './pasteHtml';
export type { Editor } from '@tiptap/core';
export { RichTextFindBar, type RichTextFindBarProps, type RichTextFindLabels } from './RichTextFindBar';
export { ReaderPreview, type ReaderPreviewLabels, type ReaderPreviewProps } from '../ReaderPreview';
