import * as React from 'react';
import type { FormikHelpers } from 'formik';
import { chapterDocFromText } from '../../../domain/chapter-doc';
import type { ChapterDeskDetail, ChapterText } from './api/types';

/** The chapter's text as the server gave it (a new chapter's is empty). */
export const serverText = (chapter: ChapterDeskDetail | undefined): ChapterText => ({
  title: chapter?.title ?? '',
  content: chapter?.content ?? '',
  doc: chapter?.content_doc ?? chapterDocFromText(chapter?.content ?? ''),
  note_before: chapter?.note_before ?? null,
  note_after: chapter?.note_after ?? null,
});

/**
 * The text as typed, ahead of the form by up to the text field's pause: every action and save reads
 * `latest`. `onChange` hears of every change (the saver's local copy and autosave).
 */
export function useChapterText(initial: ChapterText, onChange: (text: ChapterText) => void) {
  const latest = React.useRef<ChapterText>(initial);
  /** how many times a text came from outside the fields: the text field's key */
  const [generation, setGeneration] = React.useState(0);
  /** The notes as typed, for the fields (the text itself is the editor's). */
  const [notes, setNotes] = React.useState({ note_before: initial.note_before ?? null, note_after: initial.note_after ?? null });
  /** hands over what was typed since the last pause (set by the text field) */
  const flush = React.useRef<(() => void) | undefined>(undefined);

  const typed = (text: Partial<ChapterText>) => {
    latest.current = { ...latest.current, ...text };
    onChange(latest.current);
  };
  /** Text from outside the fields: shown, and the base of what comes next. */
  const replace = (form: FormikHelpers<ChapterText>, text: ChapterText, reset: boolean) => {
    // The editor shows what was typed; another document replaces it (and any hand-over still pending).
    if (JSON.stringify(text.doc) !== JSON.stringify(latest.current.doc) || text.content !== latest.current.content) setGeneration((g) => g + 1);
    // Notes the new text does not carry (a copy kept before notes existed) stay as they are.
    const next: ChapterText = {
      ...text,
      note_before: text.note_before !== undefined ? text.note_before : (latest.current.note_before ?? null),
      note_after: text.note_after !== undefined ? text.note_after : (latest.current.note_after ?? null),
    };
    latest.current = next;
    setNotes({ note_before: next.note_before ?? null, note_after: next.note_after ?? null });
    if (reset) form.resetForm({ values: next });
    else void form.setValues(next, false);
  };
  /** A note typed: shown in its field and handed on. */
  const noteTyped = (change: Partial<typeof notes>) => {
    setNotes((n) => ({ ...n, ...change }));
    typed(change);
  };
  /** The document being written, for the preview and the text field. */
  const doc = () => latest.current.doc ?? chapterDocFromText(latest.current.content);
  return { latest, generation, notes, flush, typed, replace, noteTyped, doc };
}
