import { describe, expect, it } from 'vitest';
import { countWords, paragraphCounter } from '../../../src/domain/words';

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

describe('paragraphCounter', () => {
  const pieces = ['The', 'lamp', "isn't", 'well-known,', '12', 'สวัสดี', 'ครับ', 'déjà', 'vu!', '—', '😀', 'a-b', 'c,d', ' ', '  ', '\n', '\n\n', '\r\n', '\t'];
  /** a small seeded generator, so a failure repeats */
  const random = (seed: number) => () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);

  it.each([1, 7, 11, 17, 21])('matches countWords after every edit (section %i)', (section) => {
    const next = random(section);
    const pick = () => pieces[Math.floor(next() * pieces.length)];
    const counter = paragraphCounter(section);
    let text = '';
    for (let edit = 0; edit < 400; edit++) {
      const at = Math.floor(next() * (text.length + 1));
      text = next() < 0.8 ? text.slice(0, at) + pick() + (next() < 0.5 ? ' ' : '') + text.slice(at) : text.slice(0, at) + text.slice(at + 1 + Math.floor(next() * 8));
      expect(counter(text)).toBe(countWords(text, section));
    }
  });
});
