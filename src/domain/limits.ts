/**
 * Business constants and the per-site policy. The server serves
 * the effective policy (GET /v1/site.policy) so portal and server agree.
 */
export const PINNED_COMMENTS_MAX = 3;
export const COMMENT_INTERVAL_SECONDS = 20;
export const REQUEST_TIMEOUT_MS = 50_000;
export const SIGNING_DIALOG_TIMEOUT_MS = 3_600_000;
export const MOBILE_BREAKPOINT_PX = 992;
export const SIDEBAR_WIDTH_PX = 282;
export const POPUP_CLICK_LOCK_MS = 5_000;
export const TEXT_MAX_CHARS = 2000;
export const DIGITS_MIN = 3;
export const DIGITS_MAX = 8;
export const BLURB_WORDS = { min: 50, max: 500 } as const;
export const BOOK_INTRO_MAX_WORDS = 1000;
export const BOOK_INTRO_HINT_WORDS = { min: 200, max: 300 } as const;
export const AUTHOR_INTRO_WORDS = { min: 20, max: 400 } as const;
export const LABELS_PER_CATEGORY = { min: 1, max: 2 } as const;
/** A product rule: a novel names one to three genres. */
export const GENRES_PER_NOVEL = { min: 1, max: 3 } as const;
export const CONTENT_RATINGS = ['10+', '13+', '17+', '18+'] as const;
export const PASSWORD_MIN_CHARS = 8;
export const PASSWORD_MAX_CHARS = 128;

export interface Range {
  min: number;
  max: number;
}

export interface SitePolicy {
  bookTitleWords: Range;
  chapterTitleWords: Range;
  chapterContentWords: Range;
  /** bytes */
  imageMaxBytes: number;
  /** bytes, for the uploads limited to 50 kb */
  smallImageMaxBytes: number;
  /** a work must exceed this many words before a contract can be applied for */
  signingWordThreshold: number;
  /** days an editor has to review a contract application (the tracker's "day N of M") */
  signingReviewDays: number;
  /** days after a rejected application before the work may be put forward again */
  signingReapplyDays: number;
  /** days payouts wait after the author changes their payee details */
  payeeCoolingOffDays: number;
}

export const DEFAULT_POLICY: SitePolicy = {
  bookTitleWords: { min: 1, max: 20 },
  chapterTitleWords: { min: 1, max: 20 },
  chapterContentWords: { min: 500, max: 3000 },
  imageMaxBytes: 100 * 1024,
  smallImageMaxBytes: 50 * 1024,
  signingWordThreshold: 30_000,
  signingReviewDays: 14,
  signingReapplyDays: 30,
  payeeCoolingOffDays: 7,
};

/** Only what a site changes; the rest comes from DEFAULT_POLICY. */
const SITE_OVERRIDES: Record<number, Partial<SitePolicy>> = {
  503: { bookTitleWords: { min: 1, max: 25 }, chapterTitleWords: { min: 1, max: 25 } },
  511: { bookTitleWords: { min: 1, max: 50 }, chapterTitleWords: { min: 1, max: 50 }, chapterContentWords: { min: 500, max: 6000 } },
  520: { chapterContentWords: { min: 500, max: 6000 }, imageMaxBytes: 50 * 1024 },
  540: { bookTitleWords: { min: 1, max: 50 }, signingWordThreshold: 50_000, signingReviewDays: 21, payeeCoolingOffDays: 10 },
};

export function policyForSite(siteId: number | undefined | null): SitePolicy {
  const override = siteId == null ? undefined : SITE_OVERRIDES[siteId];
  return { ...DEFAULT_POLICY, ...override };
}
