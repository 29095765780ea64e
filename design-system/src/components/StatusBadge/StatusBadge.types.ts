import type * as React from 'react';
import type { BadgeProps } from '@fluentui/react-components';

/** Every status family of the portal and its statuses. */
export interface StatusFamilies {
  /** author intro, author information, novel review */
  review: 'unreviewed' | 'pending' | 'underReview' | 'passed' | 'rejected' | 'vettingFailed';
  /** novels and chapters */
  work: 'draft' | 'updating' | 'updated' | 'finished' | 'released' | 'deleted' | 'scheduled';
  /** a released chapter's updated content */
  updatedContent: 'pendingReview' | 'rejected' | 'deleted' | 'suspended';
  contract: 'unsigned' | 'signing' | 'signingCompleted' | 'contractCompleted' | 'copyrightExpired';
  commentReply: 'replied' | 'unreplied';
  commentPin: 'pinned' | 'unpinned';
}

export type StatusFamily = keyof StatusFamilies;
export type StatusOf<F extends StatusFamily> = StatusFamilies[F];

/**
 * What a status means to the author, independent of its family. Each tone has
 * a colour AND an icon, so the meaning never rests on colour alone.
 */
export type StatusTone = 'neutral' | 'info' | 'progress' | 'pending' | 'success' | 'warning' | 'danger' | 'highlight';

interface StatusBadgeCommonProps {
  /** the status in words, e.g. "Under review" */
  label: string;
  /** Fluent's badge appearance; the colour always comes from the status's tone; @default 'tint' */
  appearance?: 'tint' | 'filled' | 'outline' | 'ghost';
  /** Fluent's badge size; @default 'medium' */
  size?: 'small' | 'medium' | 'large';
  /** hide the tone icon (only where the same tone is already shown next to it); @default false */
  hideIcon?: boolean;
  /** class name added to the root element (Fluent's Badge `<div>`) */
  className?: string;
  /** a tooltip for the badge (the HTML title attribute), e.g. the full text of a long label cut short */
  title?: string;
}

/** `family` and `status` as a discriminated union: the status must belong to its family. */
export type StatusBadgeProps = {
  [F in StatusFamily]: StatusBadgeCommonProps & {
    /** which kind of status it is (review, work, updatedContent, contract, commentReply, commentPin) */
    family: F;
    /** the status within its family; with the family it picks the tone (colour and icon) */
    status: StatusFamilies[F];
  };
}[StatusFamily];

export interface StatusToneStyle {
  color: NonNullable<BadgeProps['color']>;
  icon: React.ComponentType<{ className?: string }>;
}
