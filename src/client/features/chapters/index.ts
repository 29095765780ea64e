/**
 * The chapters feature: a novel's manage page with its chapter list, the chapter editor and the
 * first paid chapter. app/ loads its screens through the route table.
 */
export { default as ManageWorkPage } from './ManageWorkPage';
export { default as ChapterEditorPage } from './ChapterEditorPage';
