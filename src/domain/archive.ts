/** Archives an author takes with them: what kinds there are, the states one goes through, how long its link lasts. */

/** `works`: everything the author owns (novels, history, images, money, contracts); `personal`: the account's personal data. */
export const ARCHIVE_KINDS = ['works', 'personal'] as const;
export type ArchiveKind = (typeof ARCHIVE_KINDS)[number];

export const ARCHIVE_STATUSES = ['queued', 'building', 'ready', 'failed'] as const;
export type ArchiveStatus = (typeof ARCHIVE_STATUSES)[number];

/** The download link (and the file) lasts this long after the archive is ready. */
export const ARCHIVE_LINK_DAYS = 7;

/** How often the weekly archive is made for the authors who turned it on. */
export const WEEKLY_ARCHIVE_DAYS = 7;
