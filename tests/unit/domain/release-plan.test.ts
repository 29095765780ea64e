import { describe, expect, it } from 'vitest';
import { bufferMeter, planReleases, zonedInstant, type Cadence } from '../../../src/domain/release-plan';

const MWF_20H = (timeZone: string): Cadence => ({ timeZone, slots: [1, 3, 5].map((weekday) => ({ weekday, time: '20:00' })), pauses: [] });
const iso = (d: Date | null) => d?.toISOString() ?? null;

describe('the release plan', () => {
  // Thursday 2027-01-07 12:00 UTC.
  const now = new Date('2027-01-07T12:00:00Z');

  it('gives queued chapters the next slots in order, in the author’s zone', () => {
    const plan = planReleases(MWF_20H('Europe/Berlin'), [{ id: 1 }, { id: 2 }, { id: 3 }], now);
    // Fri 8, Mon 11, Wed 13 January at 20:00 Berlin (UTC+1).
    expect(plan.map((p) => iso(p.at))).toEqual(['2027-01-08T19:00:00.000Z', '2027-01-11T19:00:00.000Z', '2027-01-13T19:00:00.000Z']);
  });

  it('re-flows the dates when two chapters swap or one is pulled', () => {
    const cadence = MWF_20H('UTC');
    const before = planReleases(cadence, [{ id: 1 }, { id: 2 }, { id: 3 }], now);
    const swapped = planReleases(cadence, [{ id: 2 }, { id: 1 }, { id: 3 }], now);
    expect(swapped.find((p) => p.id === 2)!.at).toEqual(before.find((p) => p.id === 1)!.at);
    expect(swapped.find((p) => p.id === 1)!.at).toEqual(before.find((p) => p.id === 2)!.at);
    const pulled = planReleases(cadence, [{ id: 1 }, { id: 3 }], now);
    expect(pulled.find((p) => p.id === 3)!.at).toEqual(before.find((p) => p.id === 2)!.at);
  });

  it('keeps a pinned chapter’s date and gives its slot to nobody else', () => {
    const cadence = MWF_20H('UTC');
    const friday = new Date('2027-01-08T20:00:00Z');
    const plan = planReleases(cadence, [{ id: 1 }, { id: 2, pinnedAt: friday }, { id: 3 }], now);
    expect(plan.map((p) => [p.id, iso(p.at), p.pinned])).toEqual([
      [1, '2027-01-11T20:00:00.000Z', false],
      [2, '2027-01-08T20:00:00.000Z', true],
      [3, '2027-01-13T20:00:00.000Z', false],
    ]);
  });

  it('skips paused days, and holds several slots a day in time order', () => {
    const cadence: Cadence = { timeZone: 'UTC', slots: [{ weekday: 1, time: '21:00' }, { weekday: 1, time: '09:00' }], pauses: [{ from: '2027-01-11', to: '2027-01-17' }] };
    const plan = planReleases(cadence, [{ id: 1 }, { id: 2 }, { id: 3 }], now);
    expect(plan.map((p) => iso(p.at))).toEqual(['2027-01-18T09:00:00.000Z', '2027-01-18T21:00:00.000Z', '2027-01-25T09:00:00.000Z']);
  });

  it('keeps the wall-clock time across a daylight-saving change', () => {
    // Berlin moves to summer time on Sunday 28 March 2027: 20:00 is 19:00 UTC before, 18:00 after.
    const plan = planReleases(MWF_20H('Europe/Berlin'), [{ id: 1 }, { id: 2 }], new Date('2027-03-25T00:00:00Z'));
    expect(plan.map((p) => iso(p.at))).toEqual(['2027-03-26T19:00:00.000Z', '2027-03-29T18:00:00.000Z']);
  });

  it('counts weekdays in the author’s zone for an author east of the platform', () => {
    // Monday 07:30 in Tokyo is still Sunday in UTC.
    const plan = planReleases({ timeZone: 'Asia/Tokyo', slots: [{ weekday: 1, time: '07:30' }], pauses: [] }, [{ id: 1 }], now);
    expect(iso(plan[0].at)).toBe('2027-01-10T22:30:00.000Z');
    expect(zonedInstant('2027-01-11', '07:30', 'Asia/Tokyo').getUTCDay()).toBe(0);
  });

  it('leaves chapters without a date when the cadence has no slot', () => {
    expect(planReleases({ timeZone: 'UTC', slots: [], pauses: [] }, [{ id: 1 }], now)).toEqual([{ id: 1, at: null, pinned: false }]);
  });
});

describe('the buffer meter', () => {
  const now = new Date('2027-01-07T12:00:00Z');
  const cadence = MWF_20H('UTC');

  it('is empty and low with nothing queued', () => {
    expect(bufferMeter(cadence, [], now)).toEqual({ chapters: 0, lastAt: null, days: 0, until: null, low: true });
  });

  it('is low with one chapter going out tomorrow', () => {
    const meter = bufferMeter(cadence, planReleases(cadence, [{ id: 1 }], now), now);
    expect(meter).toMatchObject({ chapters: 1, days: 1, until: '2027-01-08', low: true });
  });

  it('carries twelve chapters four weeks', () => {
    const queue = Array.from({ length: 12 }, (_, i) => ({ id: i + 1 }));
    const meter = bufferMeter(cadence, planReleases(cadence, queue, now), now);
    // The twelfth slot from Fri 8 Jan is Wed 3 Feb.
    expect(meter).toMatchObject({ chapters: 12, days: 27, until: '2027-02-03', low: false });
  });
});

describe('wall-clock times in a zone', () => {
  it('takes the first of a repeated time and moves a skipped one past the change', () => {
    // Berlin: 2027-10-31 02:30 happens twice (first at 00:30 UTC); 2027-03-28 02:30 never happens.
    expect(zonedInstant('2027-10-31', '02:30', 'Europe/Berlin').toISOString()).toBe('2027-10-31T00:30:00.000Z');
    expect(zonedInstant('2027-03-28', '02:30', 'Europe/Berlin').toISOString()).toBe('2027-03-28T01:30:00.000Z');
    expect(zonedInstant('2027-06-01', '23:45', 'America/Los_Angeles').toISOString()).toBe('2027-06-02T06:45:00.000Z');
    expect(zonedInstant('2027-06-01', '05:00', 'Asia/Kolkata').toISOString()).toBe('2027-05-31T23:30:00.000Z');
  });
});
