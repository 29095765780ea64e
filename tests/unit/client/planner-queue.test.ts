import { describe, expect, it } from 'vitest';
import type { QueuedChapter } from '../../../src/domain/api/planner';
import { draftsBeside, type PlanDraft, moveEntry, pullEntry, queueBody, queueDraft, updateEntry } from '../../../src/client/features/planner/queue-order';
import { cadenceValues, formErrors, nextSlotInstant, saveBody } from '../../../src/client/features/planner/cadence-values';

const chapter = (id: number, extra: Partial<QueuedChapter> = {}): QueuedChapter => ({
  original_chapter_id: id,
  chapter_code: id,
  title: `Chapter ${id}`,
  words: 1000,
  status: 'draft',
  release_at: null,
  pinned: false,
  silent: false,
  problem: null,
  ...extra,
});
const draft = (id: number): PlanDraft => ({ original_chapter_id: id, chapter_code: id, title: `Chapter ${id}`, words: 900 });
const ids = (list: { original_chapter_id: number }[]) => list.map((c) => c.original_chapter_id);

describe('the planner queue', () => {
  it('moves a chapter up, down and across, clamping to the ends', () => {
    const queue = [1, 2, 3, 4];
    expect(moveEntry(queue, 2, 1)).toEqual([1, 3, 2, 4]);
    expect(moveEntry(queue, 0, 3)).toEqual([2, 3, 4, 1]);
    expect(moveEntry(queue, 3, 99)).toEqual([1, 2, 3, 4]);
    expect(moveEntry(queue, 1, -5)).toEqual([2, 1, 3, 4]);
    expect(moveEntry(queue, 7, 0)).toEqual([1, 2, 3, 4]);
    expect(queue).toEqual([1, 2, 3, 4]);
  });

  it('queues a draft at the end without a date, and pulls a chapter back', () => {
    const queued = queueDraft([chapter(1)], draft(5));
    expect(ids(queued)).toEqual([1, 5]);
    expect(queued[1]).toMatchObject({ release_at: null, pinned: false, silent: false, problem: null, status: 'draft' });
    expect(ids(pullEntry(queued, 1))).toEqual([5]);
  });

  it('lists the drafts beside a changed queue: pulled chapters back, queued drafts gone, by chapter number', () => {
    const server = [chapter(2), chapter(4)];
    expect(ids(draftsBeside(server, [draft(3), draft(1)], [chapter(4), chapter(3)]))).toEqual([1, 2]);
  });

  it('sends the whole queue in order, a pinned chapter with its date', () => {
    const at = '2027-01-12T19:00:00.000Z';
    const queue = updateEntry(updateEntry([chapter(1, { release_at: '2027-01-05T19:00:00.000Z' }), chapter(2)], 2, { pinned: true, release_at: at }), 1, { silent: true });
    expect(queueBody(12, 3, queue)).toEqual({
      original_book_id: 12,
      version: 3,
      chapters: [
        { original_chapter_id: 1, pinned_at: null, silent: true },
        { original_chapter_id: 2, pinned_at: at, silent: false },
      ],
    });
  });
});

describe('the planner cadence form', () => {
  it('starts a novel without a cadence in the browser’s zone, and keeps a saved one', () => {
    expect(cadenceValues({ time_zone: 'UTC', slots: [], pause: null }, 'Asia/Jakarta').time_zone).toBe('Asia/Jakarta');
    const values = cadenceValues({ time_zone: 'Europe/Berlin', slots: [{ weekday: 1, time: '08:00' }, { weekday: 1, time: '20:00' }, { weekday: 5, time: '20:00' }], pause: { from: '2027-02-01', to: '2027-02-07' } }, 'Asia/Jakarta');
    expect(values).toMatchObject({ time_zone: 'Europe/Berlin', paused: true, pause_from: '2027-02-01', pause_to: '2027-02-07' });
    expect(values.days[1]).toEqual(['08:00', '20:00']);
    expect(saveBody(12, values).slots).toEqual([{ weekday: 1, time: '08:00' }, { weekday: 1, time: '20:00' }, { weekday: 5, time: '20:00' }]);
    expect(saveBody(12, { ...values, paused: false }).pause).toBeNull();
  });

  it('puts the server’s field errors on the fields the form sent', () => {
    const values = cadenceValues({ time_zone: 'UTC', slots: [{ weekday: 2, time: '09:00' }, { weekday: 4, time: '25:00' }], pause: null }, 'UTC');
    expect(formErrors({ 'slots.1.time': 'bad time', time_zone: 'bad zone', pause: 'bad rest' }, values)).toEqual({ 'days.4.0': 'bad time', time_zone: 'bad zone', pause_to: 'bad rest' });
  });

  it('finds the next instant of a weekday’s time in a zone (what the platform’s clock reads)', () => {
    const now = new Date('2027-01-04T12:00:00Z'); // a Monday
    expect(nextSlotInstant(1, '20:00', 'Asia/Jakarta', now)?.toISOString()).toBe('2027-01-04T13:00:00.000Z');
    expect(nextSlotInstant(1, '08:00', 'Asia/Jakarta', now)?.toISOString()).toBe('2027-01-11T01:00:00.000Z');
    expect(nextSlotInstant(2, '07:00', 'Asia/Jakarta', now)?.toISOString()).toBe('2027-01-05T00:00:00.000Z');
    expect(nextSlotInstant(2, '', 'UTC', now)).toBeNull();
  });
});
