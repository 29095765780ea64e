/**
 * The novels feature: the author's novel list, the create and edit pages and the contests. app/
 * loads its screens through the route table; the novel form and the words other screens share live
 * in components/novel.
 */
export { default as MyWorksPage } from './MyWorksPage';
export { default as AddBookPage } from './AddBookPage';
export { default as EditBookPage } from './EditBookPage';
export { default as ContestsPage } from './ContestsPage';
