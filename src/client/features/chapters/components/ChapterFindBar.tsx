import * as React from 'react';
import { useIntl } from 'react-intl';
import type { Editor, RichTextFindLabels } from '@writers-center/design-system/rich-text';
import { desk as d } from '../messages';
import { richText } from './ChapterTextField';

/** Find and replace over the chapter text, in the author's language; its code comes with the editor's. */
export function ChapterFindBar({ editor, onClose }: { editor: Editor; onClose(): void }) {
  const intl = useIntl();
  const FindBar = richText.useModule(true)?.RichTextFindBar;
  const labels = React.useMemo<RichTextFindLabels>(
    () => ({
      region: intl.formatMessage(d.findReplace),
      find: intl.formatMessage(d.find),
      replaceWith: intl.formatMessage(d.replaceWith),
      matchCase: intl.formatMessage(d.matchCase),
      wholeWord: intl.formatMessage(d.wholeWord),
      previous: intl.formatMessage(d.previous),
      next: intl.formatMessage(d.next),
      replace: intl.formatMessage(d.replace),
      replaceAll: intl.formatMessage(d.replaceAll),
      close: intl.formatMessage(d.closeFind),
      count: (current, total) => intl.formatMessage(d.matches, { current, total }),
    }),
    [intl],
  );
  // What was selected when the bar opened is what the author looks for first.
  const [initialText] = React.useState(() => editor.state.doc.textBetween(editor.state.selection.from, editor.state.selection.to, ' '));
  if (!FindBar) return null;
  return (
    <FindBar
      editor={editor}
      labels={labels}
      initialText={initialText}
      onClose={() => {
        onClose();
        editor.commands.focus();
      }}
    />
  );
}
