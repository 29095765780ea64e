import { describe, expect, it } from 'vitest';
import { forbiddenInContent, forbiddenInTitle, titleAfterNumber } from '../../../src/domain/chapter';

describe('chapter characters', () => {
  it('finds Chinese characters, emoji and special symbols in content, with line and column', () => {
    const text = 'The harbour was quiet.\nShe smiled 😀 and wrote 月 on the ★ map.';
    expect(forbiddenInContent(text)).toEqual([
      { char: '😀', kind: 'emoji', line: 2, column: 12 },
      { char: '月', kind: 'chinese', line: 2, column: 24 },
      { char: '★', kind: 'special', line: 2, column: 33 },
    ]);
  });

  it('lets ordinary prose through in every script, with its punctuation and line breaks', () => {
    const prose = '“Wait,” she said — «attends» — ¿qué? Привет! สวัสดี. Xin chào… 50 % — €12.\n\n\tNext line.';
    expect(forbiddenInContent(prose)).toEqual([]);
  });

  it('allows Han in the Chinese section only', () => {
    expect(forbiddenInContent('第一章 月光', 17)).toEqual([]);
    expect(forbiddenInContent('月光', 1)).toHaveLength(2);
  });

  it('reports an emoji once, with its skin tone and joiners', () => {
    expect(forbiddenInContent('Hi 👩🏽‍💻!').map((f) => f.kind)).toEqual(['emoji', 'emoji']);
  });

  it('finds invisible and control characters', () => {
    expect(forbiddenInContent('a\u200bb\u0007c').map((f) => f.kind)).toEqual(['special', 'special']);
  });

  it('allows titles of letters, digits and ordinary punctuation only', () => {
    expect(forbiddenInTitle('Chapter 12: The Lamp’s Return (Part 2)')).toEqual([]);
    expect(forbiddenInTitle('Glava 1 — Начало!')).toEqual([]);
    expect(forbiddenInTitle('The <b>Lamp</b> #1').map((f) => f.char)).toEqual(['<', '>', '<', '/', '>', '#']);
    expect(forbiddenInTitle('Lamp 🔥')).toEqual([{ char: '🔥', kind: 'emoji', line: 1, column: 6 }]);
    expect(forbiddenInTitle('月光', 17)).toEqual([]);
  });
});

describe('a chapter title after its number', () => {
  it('drops a leading number that repeats the chapter own, in any wording', () => {
    expect(titleAfterNumber('Chapter 299: The Open Door', 299)).toBe('The Open Door');
    expect(titleAfterNumber('Kapitel 5 – Heimkehr', 5)).toBe('Heimkehr');
    expect(titleAfterNumber('第5章：归来', 5)).toBe('归来');
    expect(titleAfterNumber('Ch. 07. Rain', 7)).toBe('Rain');
    expect(titleAfterNumber('Chapter 12', 12)).toBe('');
  });

  it('keeps titles whose number is another or part of the words', () => {
    expect(titleAfterNumber('Chapter 3: The Open Door', 4)).toBe('Chapter 3: The Open Door');
    expect(titleAfterNumber('The 5 Doors', 5)).toBe('The 5 Doors');
    expect(titleAfterNumber('5 Doors', 5)).toBe('5 Doors');
    expect(titleAfterNumber('The Open Door', 5)).toBe('The Open Door');
  });
});
