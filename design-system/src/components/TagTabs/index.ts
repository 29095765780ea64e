export { TagTabs } from './TagTabs';
export type { TagTabsProps, TagTab } from './TagTabs';
