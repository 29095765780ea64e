import { describe, expect, it } from 'vitest';
import { diffStats, diffText, type DiffPart } from '../../../src/domain/diff';

const apply = (parts: DiffPart[], side: 'before' | 'after') => parts.filter((p) => p.kind === 'same' || p.kind === (side === 'before' ? 'removed' : 'added')).map((p) => p.text).join('');

describe('diffText', () => {
  it('rebuilds both texts from its parts', () => {
    const before = 'The lamp was blue.\nWren counted the shelves.\nNobody came.';
    const after = 'The lamp was green.\nWren counted the shelves twice.\nNobody came.\nThe end.';
    const parts = diffText(before, after);
    expect(apply(parts, 'before')).toBe(before);
    expect(apply(parts, 'after')).toBe(after);
  });

  it('shows the changed words of an edited paragraph, not the whole paragraph', () => {
    const parts = diffText('one two three four', 'one two THREE four');
    expect(parts.filter((p) => p.kind !== 'same')).toEqual([
      { kind: 'removed', text: 'three' },
      { kind: 'added', text: 'THREE' },
    ]);
    expect(diffStats(parts)).toEqual({ added: 1, removed: 1 });
  });

  it('handles empty sides and identical texts', () => {
    expect(diffText('', '')).toEqual([]);
    expect(diffText('same', 'same')).toEqual([{ kind: 'same', text: 'same' }]);
    expect(diffText('', 'new text')).toEqual([{ kind: 'added', text: 'new text' }]);
    expect(diffText('old text', '')).toEqual([{ kind: 'removed', text: 'old text' }]);
  });

  it('diffs a 6000-word chapter with a few edits and stays exact', () => {
    const base = Array.from({ length: 300 }, (_, i) => `Paragraph ${i} ${'word '.repeat(19).trim()}`).join('\n');
    const edited = base.replace('Paragraph 10 ', 'Paragraph ten ').replace('Paragraph 250 ', '');
    const parts = diffText(base, edited);
    expect(apply(parts, 'before')).toBe(base);
    expect(apply(parts, 'after')).toBe(edited);
    expect(diffStats(parts)).toEqual({ added: 1, removed: 3 });
  });
});
