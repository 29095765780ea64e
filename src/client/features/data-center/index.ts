/** The data-center feature: a novel's and a chapter's reading figures. app/ loads its screens through the route table. */
export { default as DataCenterPage } from './DataCenterPage';
export { default as ChapterDataPage } from './ChapterDataPage';
