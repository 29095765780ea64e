import { describe, expect, it } from 'vitest';
import { canTransition, containsChapterContent, contestTakes, titleWordsOk, uncapitalisedWords } from '../../../src/domain/novel';

describe('novel rules', () => {
  it('wants every word of a title capitalised, leaving digits and caseless scripts alone', () => {
    expect(uncapitalisedWords('The Moonlit Heir')).toEqual([]);
    expect(uncapitalisedWords('The moonlit Heir of 2 Cities')).toEqual(['moonlit', 'of']);
    expect(uncapitalisedWords('月光 的 继承人')).toEqual([]);
    expect(uncapitalisedWords('"Quoted" Title')).toEqual([]);
  });

  it('counts title words with the section’s rule, at both bounds', () => {
    const range = { min: 1, max: 20 };
    expect(titleWordsOk('', range)).toBe(false);
    expect(titleWordsOk('One', range)).toBe(true);
    expect(titleWordsOk(Array(20).fill('Word').join(' '), range)).toBe(true);
    expect(titleWordsOk(Array(21).fill('Word').join(' '), range)).toBe(false);
  });

  it('allows only the transitions of the lifecycle', () => {
    expect(canTransition('draft', 'released')).toBe(true);
    expect(canTransition('draft', 'deleted')).toBe(true);
    expect(canTransition('released', 'deleted')).toBe(false);
    expect(canTransition('deleted', 'draft')).toBe(false);
    expect(canTransition('finished', 'updating')).toBe(true);
  });

  it('finds chapter content in a book intro', () => {
    expect(containsChapterContent('A tale of two sisters.\nChapter 1 The harbour')).toBe(true);
    expect(containsChapterContent('第 1 章 月光')).toBe(true);
    const chapter = 'the rain had not stopped for three days when the lighthouse keeper finally opened the letter from the capital and read it twice';
    expect(containsChapterContent(`An intro. ${chapter.slice(0, 90)}`, [chapter])).toBe(true);
    expect(containsChapterContent('A quiet story about a lighthouse keeper who reads letters from the capital.', [chapter])).toBe(false);
  });
});

describe('which contests take a novel', () => {
  const contest = { open: true, section_id: null, category_id: 2 };
  it('only open ones of its language and its category: a Fantasy novel is not offered a Romance sprint', () => {
    expect(contestTakes(contest, { section_id: 1, category_id: 2 })).toBe(true);
    expect(contestTakes(contest, { section_id: 1, category_id: 1 })).toBe(false);
    expect(contestTakes({ ...contest, category_id: null }, { section_id: 1, category_id: 1 })).toBe(true);
    expect(contestTakes({ ...contest, section_id: 15 }, { section_id: 1, category_id: 2 })).toBe(false);
    expect(contestTakes({ ...contest, open: false }, { section_id: 1, category_id: 2 })).toBe(false);
  });
  it('does not hold a form without a category chosen yet to one', () => {
    expect(contestTakes(contest, { section_id: 1 })).toBe(true);
  });
});
