/**
 * A text diff for the chapter editor's conflict view and version history:
 * paragraphs first (Myers' algorithm), then words inside each changed
 * paragraph pair, so a 6000-word chapter with a few edits diffs in a blink.
 */
import { CHAPTER_MARKS, SCENE_BREAK_TEXT, normalizeChapterDoc, type ChapterDoc, type ParagraphNode } from './chapter-doc';

export type DiffPart = { kind: 'same' | 'added' | 'removed'; text: string };

/** Myers' O((N+M)·D) shortest edit script over two sequences; undefined when D exceeds `maxEdits`. */
function myers(a: readonly string[], b: readonly string[], maxEdits: number): DiffPart[] | undefined {
  const n = a.length;
  const m = b.length;
  const max = Math.min(n + m, maxEdits);
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  for (let d = 0; d <= max; d++) {
    trace.push(v.slice());
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) return backtrack(trace, a, b, offset, x, y, d);
    }
  }
  return undefined;
}

function backtrack(trace: Int32Array[], a: readonly string[], b: readonly string[], offset: number, x: number, y: number, d: number): DiffPart[] {
  const parts: DiffPart[] = [];
  for (; d > 0; d--) {
    const v = trace[d];
    const k = x - y;
    const prevK = k === -d || (k !== d && v[offset + k - 1] < v[offset + k + 1]) ? k + 1 : k - 1;
    const prevX = v[offset + prevK];
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      parts.push({ kind: 'same', text: a[--x] });
      y--;
    }
    if (x === prevX) parts.push({ kind: 'added', text: b[--y] });
    else parts.push({ kind: 'removed', text: a[--x] });
  }
  while (x > 0 && y > 0) {
    parts.push({ kind: 'same', text: a[--x] });
    y--;
  }
  return parts.reverse();
}

/** Joins neighbours of the same kind. */
function merge(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  for (const p of parts) {
    const last = out[out.length - 1];
    if (last && last.kind === p.kind) last.text += p.text;
    else out.push({ ...p });
  }
  return out;
}

const paragraphs = (text: string) => text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
const words = (text: string) => text.match(/\s+|[^\s]+/g) ?? [];

/** The changes from `before` to `after`, as runs of same, removed and added text. */
export function diffText(before: string, after: string, maxEdits = 2000): DiffPart[] {
  if (before === after) return before ? [{ kind: 'same', text: before }] : [];
  const lines = myers(paragraphs(before), paragraphs(after), maxEdits) ?? [
    { kind: 'removed' as const, text: before },
    { kind: 'added' as const, text: after },
  ];
  const out: DiffPart[] = [];
  // A removed run followed by an added run is an edited paragraph: show its words.
  for (let i = 0; i < lines.length; i++) {
    const removed: string[] = [];
    const added: string[] = [];
    while (lines[i]?.kind === 'removed') removed.push(lines[i++].text);
    while (lines[i]?.kind === 'added') added.push(lines[i++].text);
    if (removed.length && added.length) {
      const inner = myers(words(removed.join('')), words(added.join('')), maxEdits);
      out.push(...(inner ?? [{ kind: 'removed', text: removed.join('') }, { kind: 'added', text: added.join('') }]));
    } else {
      if (removed.length) out.push({ kind: 'removed', text: removed.join('') });
      if (added.length) out.push({ kind: 'added', text: added.join('') });
    }
    if (i < lines.length) out.push(lines[i]);
  }
  return merge(out);
}

/** How many words a diff adds and removes. */
export function diffStats(parts: DiffPart[]): { added: number; removed: number } {
  const count = (kind: DiffPart['kind']) => parts.filter((p) => p.kind === kind).reduce((n, p) => n + (p.text.match(/\S+/g)?.length ?? 0), 0);
  return { added: count('added'), removed: count('removed') };
}

/** A paragraph whose text is unchanged but whose formatting is not: what it was and what it is. */
export type FormattedPart = { kind: 'formatted'; text: string; before: string[]; after: string[] };
/** A document diff: text changes as `diffText` gives them, and paragraphs whose formatting alone changed. */
export type DocDiffPart = DiffPart | FormattedPart;

interface DocUnit {
  /** the paragraph's text and a line break, as `diffText` diffs lines */
  text: string;
  /** every formatting detail: runs with their marks, centring, quoting; equal keys look the same */
  key: string;
  /** the formatting in words, for the view: bold, italic, underline, strike, center, quote */
  format: string[];
}

function docUnits(doc: ChapterDoc): DocUnit[] {
  const units: DocUnit[] = [];
  const paragraph = (p: ParagraphNode, quoted: boolean) => {
    const runs = p.content ?? [];
    const marks = new Set(runs.flatMap((r) => (r.marks ?? []).map((m) => m.type)));
    const centred = p.attrs?.textAlign === 'center';
    const format = [...CHAPTER_MARKS.filter((m) => marks.has(m)), ...(centred ? ['center'] : []), ...(quoted ? ['quote'] : [])];
    const key = JSON.stringify([runs.map((r) => [r.text, (r.marks ?? []).map((m) => m.type)]), centred, quoted]);
    units.push({ text: `${runs.map((r) => r.text).join('')}\n`, key, format });
  };
  for (const block of doc.content) {
    if (block.type === 'paragraph') paragraph(block, false);
    else if (block.type === 'horizontalRule') units.push({ text: `${SCENE_BREAK_TEXT}\n`, key: 'hr', format: [] });
    else block.content.forEach((p) => paragraph(p, true));
  }
  return units;
}

/**
 * The changes from one chapter document to another: paragraphs added, removed or edited (words inside an
 * edited one), and paragraphs with the same text whose formatting changed (italic added, centred, quoted).
 */
export function diffChapterDocs(before: ChapterDoc, after: ChapterDoc, maxEdits = 2000): DocDiffPart[] {
  const a = docUnits(normalizeChapterDoc(before));
  const b = docUnits(normalizeChapterDoc(after));
  const lines = myers(
    a.map((u) => u.text),
    b.map((u) => u.text),
    maxEdits,
  );
  if (!lines) return diffText(a.map((u) => u.text).join(''), b.map((u) => u.text).join(''), maxEdits);
  const out: DocDiffPart[] = [];
  let i = 0;
  let j = 0;
  for (let k = 0; k < lines.length; k++) {
    if (lines[k].kind === 'same') {
      const [x, y] = [a[i++], b[j++]];
      out.push(x.key === y.key ? { kind: 'same', text: x.text } : { kind: 'formatted', text: x.text, before: x.format, after: y.format });
      continue;
    }
    const removed: string[] = [];
    const added: string[] = [];
    for (; lines[k]?.kind === 'removed'; k++) removed.push(a[i++].text);
    for (; lines[k]?.kind === 'added'; k++) added.push(b[j++].text);
    k--;
    out.push(...diffText(removed.join(''), added.join(''), maxEdits));
  }
  // Neighbouring runs of one kind read as one; each formatted paragraph stays its own.
  const merged: DocDiffPart[] = [];
  for (const part of out) {
    const last = merged[merged.length - 1];
    if (last && last.kind === part.kind && part.kind !== 'formatted') last.text += part.text;
    else merged.push({ ...part });
  }
  return merged;
}
