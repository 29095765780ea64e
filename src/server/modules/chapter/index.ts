/** The chapter module's public face: what the app assembles and what other modules may use. */
export { chapterActions } from './admin';
export { appendDrafts } from './chapter-store';
export { RELEASE_JOB, releaseDueChapters } from './release-job';
export { default as chapterRoutes } from './routes';
