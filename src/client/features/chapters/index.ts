/**
 * The chapters feature: the chapter editor, a novel's chapter list and management page, first paid
 * chapter, writing calendar. It depends on novels (through novels/index.ts); novels never imports it.
 */
export { WritingCalendarCard } from './components/WritingCalendarCard';
