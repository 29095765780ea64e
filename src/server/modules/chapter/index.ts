/** The chapter module's public face: what the app assembles and what other modules may use. */
import type { AppModule } from '../../lib/app-module';
import chapterRoutes from './routes';
export { chapterActions } from './admin';
export { appendDrafts } from './chapter-store';
/** An author's archive reads their chapters and versions here. */
export { chapterArchiveRepository } from './archive-repository';
export { RELEASE_JOB, releaseDueChapters, type AfterRelease, type ReleasedChapter } from './release-job';
export { liveContentColumns, draftContentColumns, textContentColumns, textDraftColumns, versionContentColumns } from './chapter-content';
/** Chapter writes for other modules (e.g. manuscript import): every content write derives text and HTML from the document. */
/** Scheduling by the release planner: the same checks and writes as the author's own schedule. */
export { scheduleForPlan, scheduleQueue, unscheduleForPlan, type PlannedRelease } from './planned';
export { novelWritingDays, planChapters } from './chapter-store';
export { requireNovel } from './owned';
export { chapterService, type ChapterService, type SaveBody, type SaveRequest } from './service';

/** What the chapter module adds to the app: its routes. */
export const chapterModule: AppModule = {
  name: 'chapter',
  async register(app) {
    await app.register(chapterRoutes);
  },
};
