import type { TagCategory, TagSelection, TagSelectionProblems } from './TagPicker.types';

/** The category's chosen labels that exist in it, each once, in the category's order. */
export function selectedLabelIds(category: TagCategory, value: TagSelection | undefined): string[] {
  const chosen = new Set(value?.[category.id] ?? []);
  return category.labels.filter((l) => chosen.has(l.id)).map((l) => l.id);
}

/**
 * What is wrong with a tag selection (one or two labels per
 * category, starred categories at least one), for a Yup test and the picker.
 */
export function tagSelectionProblems(categories: readonly TagCategory[], value: TagSelection | undefined, max = 2): TagSelectionProblems {
  const overLimit: string[] = [];
  const starredEmpty: string[] = [];
  for (const category of categories) {
    const count = selectedLabelIds(category, value).length;
    if (count > max) overLimit.push(category.id);
    if (category.starred && count === 0) starredEmpty.push(category.id);
  }
  return { overLimit, starredEmpty };
}

/** The selection with one label toggled; refuses to go over `max`. */
export function toggleTag(value: TagSelection | undefined, category: TagCategory, labelId: string, max = 2): TagSelection {
  const current = selectedLabelIds(category, value);
  const next = current.includes(labelId) ? current.filter((id) => id !== labelId) : current.length < max ? [...current, labelId] : current;
  const ordered = category.labels.map((l) => l.id).filter((id) => next.includes(id));
  return { ...value, [category.id]: ordered };
}
