import type * as React from 'react';

/** Every text of the card; the design system has none of its own. */
export interface CommentCardLabels {
  /** the reply button, e.g. "Reply" */
  reply: string;
  /** e.g. "Pin" */
  pin: string;
  /** e.g. "Unpin" */
  unpin: string;
  /** e.g. "Delete" */
  delete: string;
  /** the reply box's label, e.g. "Your reply" */
  replyField: string;
  /** the reply box's send button, e.g. "Send reply" */
  submitReply: string;
  /** the reply box's cancel button, e.g. "Cancel" */
  cancelReply: string;
  /** the pinned badge, e.g. "Pinned" */
  pinned: string;
  /** the reply-status badge when answered, e.g. "Replied" */
  replied: string;
  /** the reply-status badge when not, e.g. "Unreplied" */
  unreplied: string;
  /** heading of the author's existing reply, e.g. "Your reply" */
  authorReply: string;
  /** accessible name of the group of action buttons, e.g. "Comment actions" */
  actions: string;
}

export interface CommentAuthorReply {
  text: string;
  /** when it was posted, formatted by the caller */
  time?: string;
  /** the same moment as ISO-8601, for `<time dateTime>` */
  dateTime?: string;
}

export interface CommentCardProps {
  /** the reader's name */
  authorName: string;
  /** the reader's picture; without it the avatar shows `initials` (or ones made from the name) */
  avatarUrl?: string;
  /** the avatar's letters when there is no picture, e.g. "MQ"; Fluent makes them from `authorName` without it */
  initials?: string;
  /** when the comment was posted, formatted by the caller, e.g. "2024-05-01 18:42:10" */
  postedTime: string;
  /** the same moment as ISO-8601, for `<time dateTime>` */
  postedDateTime?: string;
  /** what was commented on, e.g. "Chapter 12 · The Lighthouse" */
  context?: React.ReactNode;
  /** the comment */
  text: string;
  /** the comment is pinned: a pinned badge, a highlighted card, and the unpin button (with `onUnpin`) instead of the pin button; @default false */
  pinned?: boolean;
  /** the author's reply, if any */
  reply?: CommentAuthorReply;
  /** every text of the card (buttons, badges, the reply box); the design system has none of its own */
  labels: CommentCardLabels;
  /**
   * Sends a reply; without it there is no reply button. Return `false` (or a
   * promise of it, or a rejected promise) to keep the box open, e.g. after
   * setting `replyValidationMessage`; otherwise the box closes and empties.
   * A returned promise shows the box as submitting until it settles.
   */
  onReplySubmit?(text: string): void | boolean | Promise<void | boolean>;
  /** without it there is no pin button */
  onPin?(): void;
  /** without it there is no unpin button */
  onUnpin?(): void;
  /** without it there is no delete button (ask first, e.g. with ConfirmDialog) */
  onDelete?(): void;
  /** the reply box, controlled; uncontrolled without it */
  replyOpen?: boolean;
  /** whether the reply box starts open, when uncontrolled; @default false */
  defaultReplyOpen?: boolean;
  /** called with the new state when the reply box opens (reply button) or closes (cancel, Escape, a reply sent) */
  onReplyOpenChange?(open: boolean): void;
  /** the reply text, controlled; uncontrolled without it */
  replyValue?: string;
  /** called with the reply box's text as it is typed (and with '' when it empties after sending) */
  onReplyChange?(value: string): void;
  /** why the reply was refused, e.g. "Reply content cannot be empty" */
  replyValidationMessage?: string;
  /** the caller's own sending state: spinner on the send button, box read-only; @default false */
  submitting?: boolean;
  /** e.g. 2000 (the portal's generic text limit) */
  replyMaxLength?: number;
  /** heading level of the reader's name; @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** a paragraph comment's quoted words, shown above the comment */
  quote?: string;
  /** a line above the comment, e.g. why it was removed */
  notice?: React.ReactNode;
  /** more badges after the pinned and reply-status ones, e.g. "Blocked reader" */
  badges?: React.ReactNode;
  /** before the avatar, e.g. a checkbox selecting the comment for a bulk action */
  selection?: React.ReactNode;
  /** more buttons at the end of the action group, e.g. "Block reader" */
  extraActions?: React.ReactNode;
  /** buttons under the author's reply, e.g. "Edit" and "Delete" */
  replyActions?: React.ReactNode;
  /** under the reply box, e.g. a countdown until a reply may be sent */
  replyNote?: React.ReactNode;
  /** the send button waits (e.g. until the interval between replies has passed); @default false */
  replyLocked?: boolean;
  /** the comment is answered even without `reply` shown (e.g. marked handled); @default reply given */
  replied?: boolean;
  /** class name added to the root `<article>` */
  className?: string;
}
