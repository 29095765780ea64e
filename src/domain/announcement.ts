/** What an author's announcement is about; a hiatus with dates pauses the release cadence. */
export const ANNOUNCEMENT_KINDS = ['hiatus', 'schedule', 'milestone', 'thanks', 'other'] as const;
export type AnnouncementKind = (typeof ANNOUNCEMENT_KINDS)[number];
export const ANNOUNCEMENT_STATUSES = ['live', 'withdrawn'] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];
/** The longest announcement, in characters: a note to readers, not a chapter. */
export const ANNOUNCEMENT_BODY_MAX = 2000;
export const ANNOUNCEMENT_FEED_KINDS = ['announcement_published', 'announcement_edited', 'announcement_withdrawn'] as const;
export type AnnouncementFeedKind = (typeof ANNOUNCEMENT_FEED_KINDS)[number];
