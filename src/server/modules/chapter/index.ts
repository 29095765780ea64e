/** The chapter module's public face: what the app assembles and what other modules may use. */
export { chapterActions } from './admin';
export { appendDrafts } from './chapter-store';
export { RELEASE_JOB, releaseDueChapters } from './release-job';
export { default as chapterRoutes } from './routes';
export { liveContentColumns, draftContentColumns, textContentColumns, textDraftColumns, versionContentColumns } from './chapter-content';
/** Chapter writes for other modules (e.g. manuscript import): every content write derives text and HTML from the document. */
export { chapterService, type ChapterService, type SaveBody, type SaveRequest } from './service';
