/**
 * The release-feed module's public face: release.feed, what the reader site mirrors of the works,
 * recorded by the novel and chapter modules in the transactions of their changes.
 */
export { releaseFeedActions } from './admin';
export { recordExistingReleases, recordRelease, type ReleaseItem } from './append';
export { releasedChapterContent } from './content';
export { default as releaseFeedRoutes } from './routes';
