import { Extension } from '@tiptap/core';
import type { Node as PMNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';

/**
 * A place in the text that breaks a rule: the top-level block (0-based), the offset in that block's
 * text (UTF-16 units; a block quote's paragraphs are joined by a blank line, "\n\n", as in the
 * chapter's plain text) and how many units it covers.
 */
export interface TextProblem {
  block: number;
  offset: number;
  length: number;
  /** said to assistive technology and shown on hover */
  message?: string;
}

export const problemsKey = new PluginKey<DecorationSet>('chapterProblems');

/** The document position of an offset in a top-level block's text, or undefined past its end. */
export function blockOffsetToPos(doc: PMNode, block: number, offset: number): number | undefined {
  if (block < 0 || block >= doc.childCount) return undefined;
  let pos = 0;
  for (let i = 0; i < block; i++) pos += doc.child(i).nodeSize;
  const node = doc.child(block);
  if (node.isTextblock) return offset <= node.content.size ? pos + 1 + offset : undefined;
  // A quote: its paragraphs' texts, each followed by the two characters of a blank line.
  let left = offset;
  let inner = pos + 1;
  for (let i = 0; i < node.childCount; i++) {
    const child = node.child(i);
    if (left <= child.content.size) return inner + 1 + left;
    left -= child.content.size + 2;
    if (left < 0) return undefined;
    inner += child.nodeSize;
  }
  return undefined;
}

function decorate(doc: PMNode, problems: readonly TextProblem[]) {
  const found: Decoration[] = [];
  for (const p of problems) {
    const from = blockOffsetToPos(doc, p.block, p.offset);
    const to = blockOffsetToPos(doc, p.block, p.offset + Math.max(1, p.length));
    if (from === undefined || to === undefined || to <= from) continue;
    found.push(Decoration.inline(from, to, { class: 'wc-text-problem', ...(p.message ? { title: p.message, 'aria-description': p.message } : {}) }));
  }
  return DecorationSet.create(doc, found);
}

/**
 * Marks the places the content rules refuse (a character the site does not allow) where they are. The
 * marks move with the text as it is edited, until the next set of problems replaces them.
 */
export const TextProblems = Extension.create({
  name: 'chapterProblems',
  addProseMirrorPlugins() {
    return [
      new Plugin<DecorationSet>({
        key: problemsKey,
        state: {
          init: () => DecorationSet.empty,
          apply(tr, set) {
            const next = tr.getMeta(problemsKey) as readonly TextProblem[] | undefined;
            if (next) return decorate(tr.doc, next);
            return tr.docChanged ? set.map(tr.mapping, tr.doc) : set;
          },
        },
        props: { decorations: (state) => problemsKey.getState(state) },
      }),
    ];
  },
});
