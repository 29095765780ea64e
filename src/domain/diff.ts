/**
 * A text diff for the chapter editor's conflict view and version history:
 * paragraphs first (Myers' algorithm), then words inside each changed
 * paragraph pair, so a 6000-word chapter with a few edits diffs in a blink.
 */
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
