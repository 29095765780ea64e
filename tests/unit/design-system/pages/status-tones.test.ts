import { describe, expect, it } from 'vitest';
import {
  STATUS_TONES,
  TONE_STYLES,
  statusTone,
  statusesOf,
  type StatusFamily,
  type StatusTone,
} from '../../../../design-system/src/components/StatusBadge';
import { trendTone } from '../../../../design-system/src/components/StatCard';

/** The status families of the portal, each with every status it lists. */
const SPEC: Record<StatusFamily, string[]> = {
  review: ['unreviewed', 'pending', 'underReview', 'passed', 'rejected', 'vettingFailed'],
  work: ['draft', 'updating', 'updated', 'finished', 'released', 'deleted', 'scheduled'],
  updatedContent: ['pendingReview', 'rejected', 'deleted', 'suspended'],
  contract: ['unsigned', 'signing', 'signingCompleted', 'contractCompleted', 'copyrightExpired'],
  commentReply: ['replied', 'unreplied'],
  commentPin: ['pinned', 'unpinned'],
};

describe('status tones', () => {
  it('cover every status of every family of the portal, and nothing else', () => {
    expect(Object.keys(STATUS_TONES).sort()).toEqual(Object.keys(SPEC).sort());
    for (const family of Object.keys(SPEC) as StatusFamily[]) expect([...statusesOf(family)]).toEqual(SPEC[family]);
  });

  it('give each tone its own icon, so meaning never rests on colour alone', () => {
    const icons = Object.values(TONE_STYLES).map((style) => style.icon);
    expect(new Set(icons).size).toBe(icons.length);
  });

  it('tell apart success and failure within each family', () => {
    const tone = (family: StatusFamily, status: string): StatusTone => statusTone(family, status as never);
    expect(tone('review', 'passed')).toBe('success');
    expect(tone('review', 'rejected')).toBe('danger');
    expect(tone('review', 'vettingFailed')).toBe('danger');
    expect(tone('review', 'pending')).toBe('pending');
    expect(tone('work', 'deleted')).toBe('danger');
    expect(tone('work', 'scheduled')).toBe('pending');
    expect(tone('updatedContent', 'rejected')).toBe('danger');
    expect(tone('contract', 'signingCompleted')).toBe('success');
    expect(tone('contract', 'copyrightExpired')).toBe('warning');
    expect(tone('commentPin', 'pinned')).toBe('highlight');
    expect(tone('commentReply', 'unreplied')).not.toBe(tone('commentReply', 'replied'));
  });

  it('falls back to neutral for a status the server invents', () => {
    expect(statusTone('work', 'archived' as never)).toBe('neutral');
  });
});

describe('trendTone', () => {
  it('reads a rise as good news and a fall as bad, unless told otherwise', () => {
    expect(trendTone({ direction: 'up', text: '' })).toBe('positive');
    expect(trendTone({ direction: 'down', text: '' })).toBe('negative');
    expect(trendTone({ direction: 'flat', text: '' })).toBe('neutral');
    expect(trendTone({ direction: 'up', text: '', tone: 'negative' })).toBe('negative');
  });
});
