import { describe, expect, it } from 'vitest';
import { countWords } from '../../../src/domain/words';

describe('countWords by language section id', () => {
  it('counts words by default', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('The quick brown fox')).toBe(4);
    expect(countWords("  It's a well-known  fact, isn't it?  ")).toBe(6);
    expect(countWords('Chapter 12: 3 moons', 1)).toBe(4);
  });
  it('7 and 11 count letter runs plus every non-letter character', () => {
    expect(countWords('abc, de!', 7)).toBe(4);
    expect(countWords('abc, de!', 11)).toBe(4);
  });
  it('21 counts space-separated tokens', () => {
    expect(countWords('a-b c,d  e', 21)).toBe(3);
  });
  it('17 counts characters other than spaces', () => {
    expect(countWords('สวัสดี ครับ', 17)).toBe([...'สวัสดีครับ'].length);
  });
});
