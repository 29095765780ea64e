import { Extension } from '@tiptap/core';
import { closeHistory } from '@tiptap/pm/history';
import type { Node as PMNode } from '@tiptap/pm/model';
import { Plugin, PluginKey, TextSelection, type EditorState, type Transaction } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';

export interface SearchQuery {
  /** the text looked for; empty finds nothing */
  text: string;
  /** only where the letters' case is the same; @default false */
  matchCase?: boolean;
  /** only whole words (not "lantern" inside "lanterns"); @default false */
  wholeWord?: boolean;
}

export interface SearchMatch {
  from: number;
  to: number;
}

interface SearchState {
  query: SearchQuery;
  matches: SearchMatch[];
  /** the match the author is on, -1 for none */
  current: number;
  decorations: DecorationSet;
}

export const searchKey = new PluginKey<SearchState>('chapterSearch');

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Letters, marks and digits of any script: what a "whole word" may not continue into. */
const WORD_CHAR = /[\p{L}\p{M}\p{N}_]/u;

/** Every match in the document, in order; a match never spans two paragraphs. */
export function findMatches(doc: PMNode, query: SearchQuery): SearchMatch[] {
  if (!query.text) return [];
  const re = new RegExp(escapeRe(query.text), query.matchCase ? 'gu' : 'giu');
  const matches: SearchMatch[] = [];
  doc.descendants((node, pos) => {
    if (!node.isTextblock) return true;
    // The block's text with one position per character, as ProseMirror counts them (text only: no inline nodes).
    const text = node.textContent;
    for (const m of text.matchAll(re)) {
      const start = m.index;
      const end = start + m[0].length;
      if (m[0].length === 0) continue;
      if (query.wholeWord && ((start > 0 && WORD_CHAR.test(text[start - 1]) && WORD_CHAR.test(text[start])) || (end < text.length && WORD_CHAR.test(text[end]) && WORD_CHAR.test(text[end - 1])))) continue;
      matches.push({ from: pos + 1 + start, to: pos + 1 + end });
    }
    return false;
  });
  return matches;
}

function decorate(doc: PMNode, matches: SearchMatch[], current: number) {
  return DecorationSet.create(
    doc,
    matches.map((m, i) => Decoration.inline(m.from, m.to, { class: i === current ? 'wc-search-match wc-search-current' : 'wc-search-match' })),
  );
}

function build(doc: PMNode, query: SearchQuery, near: number): SearchState {
  const matches = findMatches(doc, query);
  const current = matches.length ? Math.max(0, matches.findIndex((m) => m.to >= near)) : -1;
  return { query, matches, current, decorations: decorate(doc, matches, current) };
}

const EMPTY: SearchQuery = { text: '' };

type SearchMeta = { query: SearchQuery } | { current: number };

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    chapterSearch: {
      /** looks for a text; the matches are marked in the editor */
      setSearch: (query: SearchQuery) => ReturnType;
      /** moves to the next (or previous) match and selects it */
      findNext: (backwards?: boolean) => ReturnType;
      /** replaces the match the author is on */
      replaceCurrent: (replacement: string) => ReturnType;
      /** replaces every match in one step, which one undo takes back */
      replaceAll: (replacement: string) => ReturnType;
    };
  }
}

/** The search state of an editor: the query, its matches and which one is current. */
export const searchState = (state: EditorState): SearchState | undefined => searchKey.getState(state);

/**
 * Find and replace: matches are decorations (the text itself is untouched), found again as the text
 * changes; "replace all" is one transaction with the undo history closed before it, so one undo
 * brings every match back and nothing typed before it.
 */
export const FindReplace = Extension.create({
  name: 'chapterSearch',
  addProseMirrorPlugins() {
    return [
      new Plugin<SearchState>({
        key: searchKey,
        state: {
          init: (_, state) => build(state.doc, EMPTY, 0),
          apply(tr, value, _old, state) {
            const meta = tr.getMeta(searchKey) as SearchMeta | undefined;
            if (meta && 'query' in meta) return build(state.doc, meta.query, state.selection.from);
            if (meta && 'current' in meta) return { ...value, current: meta.current, decorations: decorate(state.doc, value.matches, meta.current) };
            if (!tr.docChanged || !value.query.text) return value;
            return build(state.doc, value.query, state.selection.from);
          },
        },
        props: { decorations: (state) => searchKey.getState(state)?.decorations },
      }),
    ];
  },
  addCommands() {
    const select = (tr: Transaction, match: SearchMatch | undefined, current: number) => {
      if (!match) return;
      tr.setSelection(TextSelection.create(tr.doc, match.from, match.to)).scrollIntoView();
      tr.setMeta(searchKey, { current });
    };
    return {
      setSearch:
        (query) =>
        ({ tr, dispatch }) => {
          if (dispatch) tr.setMeta(searchKey, { query }).setMeta('addToHistory', false);
          return true;
        },
      findNext:
        (backwards = false) =>
        ({ state, tr, dispatch }) => {
          const search = searchKey.getState(state);
          if (!search?.matches.length) return false;
          const n = search.matches.length;
          const next = search.current < 0 ? 0 : (search.current + (backwards ? n - 1 : 1)) % n;
          if (dispatch) select(tr.setMeta('addToHistory', false), search.matches[next], next);
          return true;
        },
      replaceCurrent:
        (replacement) =>
        ({ state, tr, dispatch }) => {
          const search = searchKey.getState(state);
          const match = search?.matches[search.current];
          if (!search || !match) return false;
          if (dispatch) {
            closeHistory(tr);
            if (replacement) tr.insertText(replacement, match.from, match.to);
            else tr.delete(match.from, match.to);
          }
          return true;
        },
      replaceAll:
        (replacement) =>
        ({ state, tr, dispatch }) => {
          const search = searchKey.getState(state);
          if (!search?.matches.length) return false;
          if (dispatch) {
            closeHistory(tr);
            // From the end, so each replacement leaves the earlier positions where they were.
            for (const match of [...search.matches].reverse()) {
              if (replacement) tr.insertText(replacement, match.from, match.to);
              else tr.delete(match.from, match.to);
            }
          }
          return true;
        },
    };
  },
});
