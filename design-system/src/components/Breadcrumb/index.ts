export { Breadcrumb } from './Breadcrumb';
export type { BreadcrumbProps, BreadcrumbEntry } from './Breadcrumb';
