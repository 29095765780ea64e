import { describe, expect, it } from 'vitest';
import { isChapterLine, lengthFlags, suggestedSplit } from '../../../src/domain/manuscript-import';

describe('chapter marker lines', () => {
  it('knows "Chapter N" in the portal’s languages', () => {
    for (const line of ['Chapter 12', 'CHAPTER IV: The Bell', 'Capítulo 3', 'Capitulo 7 — El puerto', 'Bab 5', 'Глава 2. Маяк', 'ตอนที่ 4', 'บทที่ 10 ท่าเรือ', 'Kabanata 8', 'Chapitre 1 : Le port', 'Chương 9', 'Kapitel 6', '第十二章 灯塔', '第3章'])
      expect(isChapterLine(line), line).toBe(true);
  });

  it('does not take prose for a marker', () => {
    for (const line of ['Chapter and verse were quoted.', 'The chapter ended.', 'Babak 2', 'Kapitelweise', '第一次见面', ''])
      expect(isChapterLine(line), line).toBe(false);
  });
});

describe('length flags', () => {
  const range = { min: 500, max: 3000 };
  it('suggests merging a short chapter with the next, the last one with the previous', () => {
    expect(lengthFlags(120, [120], range, 0, 3)).toEqual([{ kind: 'too_short', suggestion: { action: 'merge_next' } }]);
    expect(lengthFlags(120, [120], range, 2, 3)).toEqual([{ kind: 'too_short', suggestion: { action: 'merge_previous' } }]);
    expect(lengthFlags(120, [120], range, 0, 1)).toEqual([]);
  });

  it('suggests splitting a long chapter at the paragraph nearest its middle', () => {
    expect(lengthFlags(4000, [1000, 1000, 1500, 500], range, 0, 1)).toEqual([{ kind: 'too_long', suggestion: { action: 'split', split_at: 2 } }]);
    expect(suggestedSplit([100, 3000, 100])).toBe(1);
    expect(lengthFlags(2000, [2000], range, 0, 1)).toEqual([]);
  });
});
