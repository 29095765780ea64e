/**
 * Reader comments: the three kinds readers write on the
 * reader site, the filters of /commentManage, the author's reasons for deleting one, and the rules
 * a reply follows. Shared by the portal and the server.
 */
import { COMMENT_INTERVAL_SECONDS, PINNED_COMMENTS_MAX, TEXT_MAX_CHARS } from './limits';

/** The portal's "comment type": a review of the novel, a comment on a chapter, or on one paragraph. */
export const COMMENT_TYPES = ['review', 'chapter', 'paragraph'] as const;
export type CommentType = (typeof COMMENT_TYPES)[number];

/** The portal's "pinned type" filter. */
export const PINNED_FILTERS = ['all', 'pinned', 'unpinned'] as const;
export type PinnedFilter = (typeof PINNED_FILTERS)[number];

/** The portal's "reply status" filter; "unreplied" is what still needs a reply (not replied, not marked handled). */
export const REPLY_FILTERS = ['all', 'unreplied', 'replied'] as const;
export type ReplyFilter = (typeof REPLY_FILTERS)[number];

/** What the inbox shows: the live comments, or those removed (by the vetting, the author or a block) with the reason. */
export const COMMENT_VIEWS = ['live', 'removed'] as const;
export type CommentView = (typeof COMMENT_VIEWS)[number];

/**
 * Where a comment stands: live on the reader site; removed by the vetting, by the author or
 * hidden by a block (all three restorable by the author); removed by the platform's moderators
 * (only staff decide on it again); or retracted by its reader (final).
 */
export const COMMENT_STATES = ['live', 'auto_removed', 'deleted', 'hidden', 'staff_removed', 'retracted'] as const;
export type CommentState = (typeof COMMENT_STATES)[number];
/** The removals an author may undo. */
export const RESTORABLE_STATES: readonly CommentState[] = ['auto_removed', 'deleted', 'hidden'];
/** What the inbox's "removed" view lists: the restorable ones and the moderators' removals. */
export const REMOVED_STATES: readonly CommentState[] = [...RESTORABLE_STATES, 'staff_removed'];
/** Who took a comment off the reader site, as the platform's feed says it. */
export const REMOVED_BY = ['author', 'staff'] as const;
export type RemovedBy = (typeof REMOVED_BY)[number];

/** The short list an author picks from when deleting a reader's comment. */
export const DELETE_REASONS = ['spam', 'abuse', 'spoiler', 'contact', 'off_topic'] as const;
export type DeleteReason = (typeof DELETE_REASONS)[number];

/** Why the vetting removed a comment on arrival (message ids `comment.removed.<reason>`). */
export const VETTING_REASONS = ['email', 'url', 'phone', 'handle', 'abuse'] as const;
export type VettingReason = (typeof VETTING_REASONS)[number];

export const REPLY_MAX_CHARS = TEXT_MAX_CHARS;
export const REPLY_INTERVAL_SECONDS = COMMENT_INTERVAL_SECONDS;
export const PINNED_PER_NOVEL = PINNED_COMMENTS_MAX;
/** Comments a page of the inbox holds. */
export const COMMENT_PAGE_SIZE = 50;
/** The inbox's first page: about what a screen shows; later pages come as the end nears. */
export const COMMENT_FIRST_PAGE = 20;
/** Comments one platform request may carry (comment.ingest, comment.retract). */
export const COMMENT_BATCH_MAX = 1000;
/** Comments one bulk action may name. */
export const COMMENT_BULK_MAX = 200;
/** A search is at most this long. */
export const COMMENT_SEARCH_MAX = 100;
/** Block durations an author can choose, in days; null is until lifted. */
export const BLOCK_DAYS = [1, 7, 30, null] as const;

/** Seconds until the author may reply again, given their previous comment or reply; 0 when they may. */
export function replyWaitSeconds(previous: Date | null, now: Date): number {
  if (!previous) return 0;
  const elapsed = now.getTime() - previous.getTime();
  return Math.max(0, Math.ceil((REPLY_INTERVAL_SECONDS * 1000 - elapsed) / 1000));
}
