import { Extension, type JSONContent } from '@tiptap/core';
import { Fragment, Slice } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';

export const pasteKey = new PluginKey('chapterPaste');

/**
 * Pasted HTML goes through the caller's normaliser (the same one imports use), which returns a
 * document in the chapter schema; the pasted part is opened at both ends, so its first and last
 * paragraphs join the line they land in, as in a word processor. Without a normaliser, or when it
 * answers nothing, ProseMirror's own parser (held to the schema) takes the paste.
 */
export const CleanPaste = Extension.create<{ convert?: (html: string) => JSONContent | undefined }>({
  name: 'chapterPaste',
  addOptions: () => ({ convert: undefined }),
  addProseMirrorPlugins() {
    const convert = () => this.options.convert;
    return [
      new Plugin({
        key: pasteKey,
        props: {
          handlePaste(view, event) {
            const html = event.clipboardData?.getData('text/html');
            const to = convert();
            if (!html || !to) return false;
            const doc = to(html);
            if (!doc?.content?.length) return false;
            const fragment = Fragment.fromArray(doc.content.map((node) => view.state.schema.nodeFromJSON(node)));
            view.dispatch(view.state.tr.replaceSelection(Slice.maxOpen(fragment)).scrollIntoView().setMeta('paste', true).setMeta('uiEvent', 'paste'));
            return true;
          },
        },
      }),
    ];
  },
});
