import type * as React from 'react';
import type { StatusOf } from '../StatusBadge';

/** Every text of a row; the design system has none of its own. */
export interface ChapterRowLabels {
  /** the first-paid-chapter badge, e.g. "First paid chapter" */
  firstPaid: string;
  /** accessible name of the scheduled-release icon, e.g. "Scheduled" */
  scheduled: string;
  /** visually hidden before the release time, e.g. "Release time" */
  releaseTime: string;
  /** e.g. "Edit" */
  edit: string;
  /** e.g. "Delete" */
  delete: string;
  /** accessible name of the actions menu button, naming the chapter, e.g. "More actions: Chapter 12" */
  moreActions: string;
}

export type ChapterRowDensity = 'comfortable' | 'compact';

export interface ChapterRowProps {
  /** the chapter no. (code), as shown, e.g. "12" */
  chapterNo: string;
  /** the chapter's title: the row's link (to `href`, or a button calling `onOpen` without it) */
  title: string;
  /** the word count, formatted by the caller, e.g. "2,480 words" */
  words: string;
  /** the chapter's status; picks the status badge's tone (colour and icon) */
  status: StatusOf<'work'>;
  /** the status in words, e.g. "Released" */
  statusLabel: string;
  /** release (or scheduled release) time, formatted by the caller */
  releaseTime?: string;
  /** the same moment as ISO-8601, for `<time dateTime>` */
  releaseDateTime?: string;
  /** shows the scheduled icon by the release time; @default status === 'scheduled' */
  scheduled?: boolean;
  /** the first paid chapter of the novel; @default false */
  firstPaid?: boolean;
  /** the review state of the chapter's updated content, if any */
  updatedContent?: { status: StatusOf<'updatedContent'>; label: string };
  /** every text of the row (markers, actions); the design system has none of its own */
  labels: ChapterRowLabels;
  /** the chapter's page; the title becomes a link to it */
  href?: string;
  /** the row was activated: title link (Enter or click) or a click anywhere on the row */
  onOpen?(event: React.MouseEvent<HTMLElement>): void;
  /** without it there is no edit action */
  onEdit?(): void;
  /** without it there is no delete action (ask first, e.g. with ConfirmDialog) */
  onDelete?(): void;
  /** a deleted chapter cannot be edited; @default status === 'deleted' */
  editDisabled?: boolean;
  /** shows the delete action unavailable; @default status === 'deleted' */
  deleteDisabled?: boolean;
  /** the actions as a menu behind one button, or as icon buttons; @default 'menu' */
  actionsAs?: 'menu' | 'buttons';
  /** fixed row height (see `CHAPTER_ROW_HEIGHTS`, for virtual lists); @default 'comfortable' */
  density?: ChapterRowDensity;
  /** 'div' (with role="listitem") inside virtual lists that position rows themselves; @default 'li' */
  as?: 'li' | 'div';
  /** position and size of the whole list, when only some rows are rendered (virtual lists) */
  posInSet?: number;
  /** the number of chapters in the whole list, with `posInSet` (aria-setsize) */
  setSize?: number;
  /** class name added to the root element (`<li>` or `<div>`) */
  className?: string;
  /** inline style of the root element, e.g. the position a virtual list gives the row */
  style?: React.CSSProperties;
}

export interface ChapterListProps {
  /** accessible name, e.g. "Chapters" */
  label: string;
  /** the ChapterRows */
  children: React.ReactNode;
  /** 'div' (with role="list") e.g. as the sizer of a virtual list; @default 'ul' */
  as?: 'ul' | 'div';
  /** class name added to the root element (`<ul>` or `<div>`) */
  className?: string;
  /** inline style of the root element, e.g. the total height of a virtual list */
  style?: React.CSSProperties;
}
