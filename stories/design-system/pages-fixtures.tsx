import * as React from 'react';
import { useIntl } from 'react-intl';
import { tokens } from '@fluentui/react-components';
import type { StatusFamilies, StatusFamily } from '@writers-center/design-system';
import type { Locale } from '../../src/domain/locales';
import { translateArgs } from '../support/translate-args';

/*
 * Helpers for the pages group's stories (PageHeader, StatCard, ErrorState,
 * skeletons, ConfirmDialog, PopupNotice, StatusBadge, CommentCard,
 * ChapterRow). Story copy is English; `stories/support/i18n/pages/*.json`
 * holds its translations, looked up by the English text.
 */

/** An English story text in the toolbar's language (for texts that are not args). */
export function useT(): (english: string) => string {
  const intl = useIntl();
  return React.useCallback((english: string) => translateArgs(english, intl.locale as Locale), [intl.locale]);
}

/** Renders an English story text in the toolbar's language. */
export function Tx({ children }: { children: string }) {
  return <>{useT()(children)}</>;
}

/** A catalog message with values (plurals), in the toolbar's language. */
export function useMessage(): (id: string, values?: Record<string, string | number>) => string {
  const intl = useIntl();
  return React.useCallback((id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values), [intl]);
}

/**
 * A box that holds a dialog: its transform makes it the containing block of
 * the dialog's fixed backdrop and surface, and the dialog is mounted in it, so
 * the screenshot shows the dialog and axe (which checks #storybook-root) sees it.
 */
export function DialogFrame({ children, height = 400 }: { children(mountNode: HTMLElement): React.ReactNode; height?: number }) {
  const [node, setNode] = React.useState<HTMLElement | null>(null);
  return (
    <div
      ref={setNode}
      style={{
        position: 'relative',
        transform: 'translateZ(0)',
        height,
        overflow: 'hidden',
        borderRadius: 4,
        outline: `1px dashed ${tokens.colorNeutralStroke2}`,
        padding: 12,
        boxSizing: 'border-box',
      }}
    >
      {node && children(node)}
    </div>
  );
}

/** A clock that only moves when told to: the stories' fake timer for PopupNotice's lock. */
export interface ManualClock {
  now(): number;
  advance(ms: number): void;
  reset(): void;
}

/** 2024-05-01 09:00 UTC: stories never show the real time. */
export const STORY_EPOCH = Date.UTC(2024, 4, 1, 9, 0, 0);

export function manualClock(start = STORY_EPOCH): ManualClock {
  let t = start;
  return {
    now: () => t,
    advance: (ms) => {
      t += ms;
    },
    reset: () => {
      t = start;
    },
  };
}

/** Keeps the story iframe where it is when a link is used (what the portal's router does). */
export const preventDefault = (event: { preventDefault(): void }) => event.preventDefault();

/** A promise the play function settles itself, for "pending" states. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (reason?: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Waits a little (for state set in timers), without Storybook's fake timers. */
export const pause = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** The English name of every status, as the portal shows it (translated in the pages catalog). */
export const STATUS_LABELS: { readonly [F in StatusFamily]: Readonly<Record<StatusFamilies[F], string>> } = {
  review: {
    unreviewed: 'Not reviewed',
    pending: 'Pending review',
    underReview: 'Under review',
    passed: 'Approved',
    rejected: 'Rejected',
    vettingFailed: 'Vetting failed',
  },
  work: {
    draft: 'Draft',
    updating: 'Ongoing',
    updated: 'Updated',
    finished: 'Completed',
    released: 'Released',
    deleted: 'Deleted',
    scheduled: 'Scheduled',
  },
  updatedContent: {
    pendingReview: 'Update pending review',
    rejected: 'Update rejected',
    deleted: 'Update deleted',
    suspended: 'Update suspended',
  },
  contract: {
    unsigned: 'Not signed',
    signing: 'Signing',
    signingCompleted: 'Signed',
    contractCompleted: 'Contract completed',
    copyrightExpired: 'Copyright expired',
  },
  commentReply: { replied: 'Replied', unreplied: 'Unreplied' },
  commentPin: { pinned: 'Pinned', unpinned: 'Not pinned' },
};

/**
 * axe on one element (an open dialog), from a play function. The test-runner's
 * own axe pass cannot be configured per story, and it reports tabster's focus
 * trap sentinels (`<i data-tabster-dummy aria-hidden tabindex="0">`, which
 * Fluent puts around every open Dialog) as aria-hidden-focus: a known false
 * positive (microsoft/tabster#288). Dialog stories turn the runner's pass off
 * and call this instead, which leaves out only those sentinels.
 */
export async function expectNoAxeViolations(element: Element) {
  // Colours mid-transition (a button just enabled, a dialog fading in) are not what the author sees.
  const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
  await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  const { default: axe } = await import('axe-core');
  const { violations } = await axe.run(
    { include: [element], exclude: [['[data-tabster-dummy]']] } as unknown as import('axe-core').ElementContext,
    { resultTypes: ['violations'] },
  );
  const found = violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}`));
  if (found.length) throw new Error(`axe found ${found.length} violation(s):\n${found.join('\n')}`);
}
