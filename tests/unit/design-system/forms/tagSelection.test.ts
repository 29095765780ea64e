import { describe, expect, it } from 'vitest';
import { tagSelectionProblems, toggleTag, type TagCategory } from '../../../../design-system/src/components/TagPicker';

const categories: TagCategory[] = [
  { id: 'genre', name: 'Genre', starred: true, labels: ['romance', 'fantasy', 'urban'].map((id) => ({ id, name: id })) },
  { id: 'setting', name: 'Setting', starred: false, labels: ['modern', 'historical', 'campus'].map((id) => ({ id, name: id })) },
  { id: 'lead', name: 'Lead', starred: true, labels: ['strong-female', 'ceo', 'werewolf'].map((id) => ({ id, name: id })) },
];

describe('tagSelectionProblems', () => {
  it('finds nothing wrong with one or two labels where needed', () => {
    expect(tagSelectionProblems(categories, { genre: ['romance'], lead: ['ceo', 'werewolf'] })).toEqual({ overLimit: [], starredEmpty: [] });
  });

  it('names the starred categories without a label', () => {
    expect(tagSelectionProblems(categories, {})).toEqual({ overLimit: [], starredEmpty: ['genre', 'lead'] });
    expect(tagSelectionProblems(categories, undefined).starredEmpty).toEqual(['genre', 'lead']);
    expect(tagSelectionProblems(categories, { genre: [], setting: ['modern'] }).starredEmpty).toEqual(['genre', 'lead']);
  });

  it('names the categories with more than two labels', () => {
    expect(tagSelectionProblems(categories, { genre: ['romance', 'fantasy', 'urban'], lead: ['ceo'], setting: ['modern', 'historical', 'campus'] })).toEqual({
      overLimit: ['genre', 'setting'],
      starredEmpty: [],
    });
  });

  it('counts each known label once and ignores labels the category does not have', () => {
    expect(tagSelectionProblems(categories, { genre: ['romance', 'romance', 'romance'], lead: ['gone', 'ceo'] })).toEqual({ overLimit: [], starredEmpty: [] });
    expect(tagSelectionProblems(categories, { genre: ['gone'], lead: ['ceo'] }).starredEmpty).toEqual(['genre']);
  });

  it('takes another limit', () => {
    expect(tagSelectionProblems(categories, { genre: ['romance', 'fantasy'], lead: ['ceo'] }, 1).overLimit).toEqual(['genre']);
  });
});

describe('toggleTag', () => {
  const genre = categories[0];
  it('adds and removes labels, in the category’s order', () => {
    const one = toggleTag({}, genre, 'urban');
    expect(one).toEqual({ genre: ['urban'] });
    expect(toggleTag(one, genre, 'romance')).toEqual({ genre: ['romance', 'urban'] });
    expect(toggleTag({ genre: ['romance', 'urban'] }, genre, 'romance')).toEqual({ genre: ['urban'] });
  });

  it('never goes over the limit and keeps other categories', () => {
    expect(toggleTag({ genre: ['romance', 'urban'], lead: ['ceo'] }, genre, 'fantasy')).toEqual({ genre: ['romance', 'urban'], lead: ['ceo'] });
  });
});
