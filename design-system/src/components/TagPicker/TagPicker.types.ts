import type { FieldBaseProps } from '../FieldBase';

export interface TagLabel {
  id: string;
  name: string;
}

export interface TagCategory {
  id: string;
  name: string;
  /** a starred category needs at least one label */
  starred: boolean;
  labels: readonly TagLabel[];
}

/** The chosen label ids per category id. */
export type TagSelection = Readonly<Record<string, readonly string[]>>;

export interface TagPickerProps extends FieldBaseProps<TagSelection> {
  /** the categories, in order, each with its labels to choose from */
  categories: readonly TagCategory[];
  /** the most labels a category takes; @default 2 */
  maxPerCategory?: number;
  /** a hint under a category's name, e.g. "Choose 1 or 2" or "1 of 2 chosen"; undefined shows none */
  categoryHint?(category: TagCategory, selectedCount: number): string | undefined;
  /** why a full category's other labels are disabled, e.g. "You chose 2. Remove one to choose another." */
  limitReason(category: TagCategory, max: number): string;
  /** the note naming the starred categories that still need a label, e.g. "Still needed: Genre, Lead" */
  missingStarredText?(categories: readonly TagCategory[]): string;
  /** read after a starred category's name (its star is an icon), e.g. "needs at least one label" */
  starredLabel: string;
}

export interface TagSelectionProblems {
  /** ids of categories with more labels than allowed */
  overLimit: string[];
  /** ids of starred categories with no label */
  starredEmpty: string[];
}
