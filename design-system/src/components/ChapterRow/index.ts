export { ChapterList, ChapterRow } from './ChapterRow';
export { CHAPTER_ROW_HEIGHTS } from './useChapterRowStyles.styles';
export type { ChapterListProps, ChapterRowDensity, ChapterRowLabels, ChapterRowProps } from './ChapterRow.types';
