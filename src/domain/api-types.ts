/** Wire types shared by portal and server. Times are ISO-8601 strings. */
import type { ChapterStatus, UpdatedContentStatus } from './chapter';

export interface Envelope<T = unknown> {
  code: number;
  desc: string;
  data?: T;
}

export interface ValidationErrorData {
  /** field → translated message */
  fields: Record<string, string>;
}

export interface TooFrequentData {
  /** seconds until the next attempt is accepted */
  retryAfter: number;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface SignUpRequest {
  email: string;
  password: string;
  from_site?: number;
}

export interface TokenResponse {
  token: string;
  expires_at: string;
}

/** GET /v1/author.info (spec §3, "User info response"). */
export interface UserInfo {
  author_status: number;
  author_name: string | null;
  avatar: string | null;
  email: string;
  from_site: number | null;
  lang: string;
}

/** GET /v1/notification.usercenter */
export interface UserCenter {
  message_center: { unread_num: number };
}

/** GET /v1/site.policy: the limits in force for a site. */
export type { SitePolicy } from './limits';

/** GET /v1/author.country */
export interface Country {
  code: string;
  name: string;
}

/** GET /v1/author.editors */
export interface Editor {
  id: number;
  name: string;
  /** interface languages the editor works in */
  languages: string[];
}

/** POST /v1/author.add */
export interface AuthorRegistrationRequest {
  pen_name: string;
  gender: 'male' | 'female' | 'other';
  email: string;
  country: string;
  editor_id: number;
  accept_privacy: boolean;
}

/** GET /v1/author.profile: the author info page and the dashboard's figures. */
export interface AuthorProfile {
  pen_name: string | null;
  gender: 'male' | 'female' | 'other' | string | null;
  birth_date: string | null;
  age: number | null;
  email: string;
  country: string | null;
  country_name: string | null;
  editor: { id: number; name: string } | null;
  social_account: string | null;
  avatar: string | null;
  level: number;
  followers: number;
  last_login: string | null;
  days_creating: number;
  /** money in minor units with its currency */
  total_income: { amount_minor: number; currency: string };
  total_pv: number;
  total_chapters: number;
  total_followers: number;
  id_card_uploaded: boolean;
  registration: {
    author_status: number;
    review_status: import('./author').ReviewStatus;
    reject_reason: string | null;
    reject_note: string | null;
    submitted_at: string | null;
  };
}

export interface AuthorIntroVersion {
  id: number;
  text: string;
  status: import('./author').ReviewStatus;
  reason: string | null;
  submitted_at: string;
  reviewed_at: string | null;
}

/** GET /v1/author.getAuthorIntro */
export interface AuthorIntroState {
  /** review state of the latest version ('unreviewed' when there is none) */
  status: import('./author').ReviewStatus;
  /** the text readers see: the last approved version */
  approved: { text: string; reviewed_at: string | null } | null;
  latest: AuthorIntroVersion | null;
}

/** GET /v1/user.sns: the social platforms configured on this server. */
export interface SnsPlatform {
  sns_platform: string;
  name: string;
}

/** GET /v1/writeCenter.bookSection (spec §3 "Language list entry"). */
export interface LanguageSection {
  lang: string;
  section_name: string;
  section_id: number;
}

export interface NamedOption {
  id: number;
  name: string;
}

/** GET /v1/writeCenter.bookSubClass: categories with their sub-categories. */
export interface CategoryOption extends NamedOption {
  children: NamedOption[];
}

export interface TagCategoryOption extends NamedOption {
  starred: boolean;
  labels: NamedOption[];
}

export interface ContentRatingOption {
  rating: '10+' | '13+' | '17+' | '18+';
  note: string;
}

export interface ContestInfo {
  id: number;
  name: string;
  description: string;
  section_id: number | null;
  starts_at: string;
  ends_at: string;
  open: boolean;
}

/** GET /v1/writeCenter.bookOptions: everything else the novel form offers. */
export interface BookOptions {
  genres: NamedOption[];
  tag_categories: TagCategoryOption[];
  ratings: ContentRatingOption[];
  contests: ContestInfo[];
}

/** A row of /mywork (GET /v1/writeCenter.bookList). */
export interface NovelSummary {
  original_book_id: number;
  novel_no: string;
  title: string;
  name: string;
  cover_url: string | null;
  section_id: number;
  status: 'draft' | 'updating' | 'updated' | 'finished' | 'released' | 'deleted';
  review_status: 'unreviewed' | 'pending' | 'under_review' | 'passed' | 'rejected' | 'vetting_failed';
  reject_reason: string | null;
  word_count: number;
  chapter_count: number;
  /** the chapter no. a new chapter gets (codes are never reused) */
  next_chapter_code: number;
  last_update_at: string;
  created_at: string;
  contest: { id: number; name: string } | null;
}

/** GET /v1/writeCenter.bookInfo: the edit form and the manage screen's facts. */
export interface NovelDetail extends NovelSummary {
  blurb: string;
  intro: string;
  protagonists: string;
  category_id: number;
  sub_category_id: number;
  genre_ids: number[];
  label_ids: number[];
  content_rating: ContentRatingOption['rating'];
  exclusive: boolean;
  original_platform: string;
  estimated_words: number;
  monthly_words: number;
  version: number;
  total_income_minor: number;
  currency: string;
  total_pv: number;
  followers: number;
}

/** A row of the manage screen's chapter list (GET /v1/writeCenter.chapterList). */
export interface ChapterSummary {
  original_chapter_id: number;
  chapter_code: number;
  title: string;
  words: number;
  status: ChapterStatus;
  updated_content_status: UpdatedContentStatus | null;
  first_paid: boolean;
  /** at or after the novel's first paid chapter */
  paid: boolean;
  release_at: string | null;
  updated_at: string;
}

/** One chapter in the editor (GET /v1/writeCenter.chapterInfo). */
export interface ChapterDetail extends ChapterSummary {
  original_book_id: number;
  book_title: string;
  section_id: number;
  /** the text being written: the unpublished edit when there is one, else the chapter's own */
  title: string;
  content: string;
  /** the text readers see, for live chapters with an edit waiting; null otherwise */
  live_title: string | null;
  live_content: string | null;
  has_draft: boolean;
  reject_reason: string | null;
  submitted_at: string | null;
  /** send it back with every save; a stale one answers 4009 */
  version: number;
  /** the chapter no. the next new chapter of this novel gets */
  next_chapter_code: number;
}

/** What a save answers. */
export interface ChapterSaved {
  original_chapter_id: number;
  chapter_code: number;
  version: number;
  status: ChapterStatus;
  updated_content_status: UpdatedContentStatus | null;
  release_at: string | null;
  words: number;
  saved_at: string;
}

/** The 4009 answer's data: what is stored now, so both versions can be shown. */
export interface ChapterConflict {
  version: number;
  title: string;
  content: string;
  saved_at: string;
}

/** An entry of a chapter's version history; `content` only when one version is asked for. */
export interface ChapterVersionEntry {
  version: number;
  title: string;
  words: number;
  kind: 'autosave' | 'draft' | 'publish' | 'schedule' | 'restore' | 'approved';
  saved_at: string;
  content?: string;
}

/** What setting a chapter as the first paid one would change (GET /v1/writeCenter.firstPaidPreview). */
export interface FirstPaidPreview {
  original_chapter_id: number;
  chapter_code: number;
  title: string;
  current_chapter_code: number | null;
  /** chapters at or after it, by status */
  paid: { released: number; scheduled: number; draft: number };
  /** chapters that were paid and would become free (moving the mark later) */
  becoming_free: number;
  last_chapter_code: number;
}

/** The writing calendar (GET /v1/writeCenter.writingCalendar), days in the asked time zone. */
export interface WritingCalendar {
  time_zone: string;
  from: string;
  to: string;
  days: { date: string; words: number; chapters: number }[];
  scheduled: { date: string; chapters: number }[];
  streak: { current: number; longest: number };
  total_words: number;
}

export interface PageOf<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
}
