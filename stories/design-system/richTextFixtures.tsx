import * as React from 'react';
import { useIntl } from 'react-intl';
import type { RichTextDoc, RichTextFindLabels, RichTextLabels } from '@writers-center/design-system/rich-text';

/** The toolbar's words as the portal passes them (English catalog messages: the toolbar's language shows). */
export const TOOLBAR_LABELS: RichTextLabels = {
  toolbar: 'Formatting',
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  strike: 'Strikethrough',
  sceneBreak: 'Scene break',
  quote: 'Quotation',
  center: 'Centre the paragraph',
  undo: 'Undo',
  redo: 'Redo',
};

/** The find bar's words, its count from the portal's catalog in the toolbar's language. */
export function useFindLabels(): RichTextFindLabels {
  const intl = useIntl();
  return React.useMemo(
    () => ({
      region: intl.formatMessage({ id: 'chapter.desk.findReplace' }),
      find: intl.formatMessage({ id: 'chapter.desk.find' }),
      replaceWith: intl.formatMessage({ id: 'chapter.desk.replaceWith' }),
      matchCase: intl.formatMessage({ id: 'chapter.desk.matchCase' }),
      wholeWord: intl.formatMessage({ id: 'chapter.desk.wholeWord' }),
      previous: intl.formatMessage({ id: 'chapter.desk.previous' }),
      next: intl.formatMessage({ id: 'chapter.desk.next' }),
      replace: intl.formatMessage({ id: 'chapter.desk.replace' }),
      replaceAll: intl.formatMessage({ id: 'chapter.desk.replaceAll' }),
      close: intl.formatMessage({ id: 'chapter.desk.closeFind' }),
      count: (current, total) => intl.formatMessage({ id: 'chapter.desk.matches' }, { current, total }),
    }),
    [intl],
  );
}

const p = (...runs: (string | [string, ...string[]])[]): RichTextDoc => ({
  type: 'paragraph',
  content: runs.map((r) => (typeof r === 'string' ? { type: 'text', text: r } : { type: 'text', text: r[0], marks: r.slice(1).map((type) => ({ type })) })),
});

/** A chapter's opening with every part of the schema: italics, bold, underline, strike, a quote, a scene break, a centred line. */
export const SAMPLE_CHAPTER: RichTextDoc = {
  type: 'doc',
  content: [
    p('The harbour bell rang twice before the lamplighter came down the hill, and ', ['nobody', 'italic'], ' in Saltmere remembered it ringing twice before.'),
    p('Wren counted the boats. ', ['Eleven.', 'bold'], ' There had been twelve at dusk, and the ', ['missing', 'underline'], ' one was her father’s — ', ['or so she told herself', 'strike'], ' she was sure of it.'),
    { type: 'blockquote', content: [p('“When the bell rings twice, the sea has taken what it was owed.”')] },
    { type: 'horizontalRule' },
    { type: 'paragraph', attrs: { textAlign: 'center' }, content: [{ type: 'text', text: 'Morning' }] },
    p('By morning the lamp in the window had gone out, and the lamplighter’s debt was due.'),
  ],
};
