export { TagPicker } from './TagPicker';
export type { TagCategory, TagLabel, TagPickerProps, TagSelection, TagSelectionProblems } from './TagPicker.types';
export { selectedLabelIds, tagSelectionProblems, toggleTag } from './tagSelection';
