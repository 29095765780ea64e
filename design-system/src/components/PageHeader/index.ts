export { PageHeader } from './PageHeader';
export type { PageHeaderProps, PageHeaderMetaItem } from './PageHeader';
