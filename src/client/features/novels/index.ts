/**
 * The novels feature: an author's novels, their forms, covers, contests and facts. Other features
 * import only from here; it imports no other feature's inside (chapters depends on it, not the reverse).
 */
export { useNovel, NOVEL_PATH } from './api/get-novel';
export { NOVELS_PATH, useNovels } from './api/get-novels';
export { setNovelStatus } from './api/novel-actions';
export { NovelFacts } from './components/NovelFacts';
export { nextChapterPath } from './paths';
export { form as novelFormMessages, list as novelListMessages, manage as novelManageMessages } from './messages';
export { NovelForm } from './components/NovelForm';
