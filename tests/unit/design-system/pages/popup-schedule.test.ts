import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  popupDismissedUntil,
  recordPopupDismissal,
  shouldShowPopup,
  type PopupDismissals,
} from '../../../../design-system/src/components/PopupNotice/popupSchedule';

/**
 * Popups are shown once a day per type unless closed; a dismissal
 * lasts until midnight. Dates are built in local time so the tests hold in
 * any time zone; one block pins a zone far from UTC to catch UTC/local mix-ups.
 */
const at = (y: number, m: number, d: number, h = 0, min = 0, s = 0, ms = 0) => new Date(y, m - 1, d, h, min, s, ms);

describe('shouldShowPopup', () => {
  it('shows every type that was never dismissed', () => {
    for (const type of [1, 2, 3, 4] as const) expect(shouldShowPopup(type, at(2024, 5, 1, 9), {})).toBe(true);
  });

  it('hides a type for the rest of the day it was dismissed', () => {
    const dismissals = recordPopupDismissal(2, at(2024, 5, 1, 9, 30), {});
    expect(shouldShowPopup(2, at(2024, 5, 1, 9, 30), dismissals)).toBe(false);
    expect(shouldShowPopup(2, at(2024, 5, 1, 18), dismissals)).toBe(false);
    expect(shouldShowPopup(2, at(2024, 5, 1, 23, 59, 59, 999), dismissals)).toBe(false);
  });

  it('shows it again from local midnight', () => {
    const dismissals = recordPopupDismissal(2, at(2024, 5, 1, 9, 30), {});
    expect(shouldShowPopup(2, at(2024, 5, 2, 0, 0, 0, 0), dismissals)).toBe(true);
    expect(shouldShowPopup(2, at(2024, 5, 9, 12), dismissals)).toBe(true);
  });

  it('a dismissal one millisecond before midnight lasts one millisecond', () => {
    const dismissals = recordPopupDismissal(4, at(2024, 5, 1, 23, 59, 59, 999), {});
    expect(shouldShowPopup(4, at(2024, 5, 1, 23, 59, 59, 999), dismissals)).toBe(false);
    expect(shouldShowPopup(4, at(2024, 5, 2), dismissals)).toBe(true);
  });

  it('a dismissal just after midnight lasts the whole day', () => {
    const dismissals = recordPopupDismissal(1, at(2024, 5, 2, 0, 0, 0, 1), {});
    expect(shouldShowPopup(1, at(2024, 5, 2, 23, 59), dismissals)).toBe(false);
    expect(shouldShowPopup(1, at(2024, 5, 3), dismissals)).toBe(true);
  });

  it('keeps each type apart', () => {
    const dismissals = recordPopupDismissal(3, at(2024, 5, 1, 10), {});
    expect(shouldShowPopup(3, at(2024, 5, 1, 11), dismissals)).toBe(false);
    expect(shouldShowPopup(1, at(2024, 5, 1, 11), dismissals)).toBe(true);
    expect(shouldShowPopup(2, at(2024, 5, 1, 11), dismissals)).toBe(true);
    expect(shouldShowPopup(4, at(2024, 5, 1, 11), dismissals)).toBe(true);
  });

  it('crosses month and year ends', () => {
    const newYearsEve = recordPopupDismissal(2, at(2024, 12, 31, 22), {});
    expect(shouldShowPopup(2, at(2024, 12, 31, 23, 59), newYearsEve)).toBe(false);
    expect(shouldShowPopup(2, at(2025, 1, 1, 0, 0), newYearsEve)).toBe(true);
    // The same day of another month or year is another day.
    expect(shouldShowPopup(2, at(2025, 12, 31, 22), newYearsEve)).toBe(true);
    expect(shouldShowPopup(2, at(2025, 1, 31, 22), recordPopupDismissal(2, at(2024, 12, 31, 22), {}))).toBe(true);
  });

  it('accepts the time as a number', () => {
    const dismissals = recordPopupDismissal(2, at(2024, 5, 1, 9).getTime(), {});
    expect(shouldShowPopup(2, at(2024, 5, 1, 10).getTime(), dismissals)).toBe(false);
  });

  it('reads a plain local date (YYYY-MM-DD) as that calendar day', () => {
    const dismissals: PopupDismissals = { 2: '2024-05-01' };
    expect(shouldShowPopup(2, at(2024, 5, 1, 0, 0), dismissals)).toBe(false);
    expect(shouldShowPopup(2, at(2024, 5, 1, 23, 59), dismissals)).toBe(false);
    expect(shouldShowPopup(2, at(2024, 5, 2, 0, 0), dismissals)).toBe(true);
    expect(shouldShowPopup(2, at(2024, 4, 30, 23, 59), dismissals)).toBe(true);
  });

  it('never hides a popup for an unreadable record', () => {
    expect(shouldShowPopup(2, at(2024, 5, 1), { 2: 'yesterday' })).toBe(true);
    expect(shouldShowPopup(2, at(2024, 5, 1), { 2: '' })).toBe(true);
  });

  it('does not change the record it is given', () => {
    const before: PopupDismissals = { 1: '2024-04-30' };
    const after = recordPopupDismissal(2, at(2024, 5, 1, 9), before);
    expect(before).toEqual({ 1: '2024-04-30' });
    expect(after[1]).toBe('2024-04-30');
    expect(after[2]).toBe(at(2024, 5, 1, 9).toISOString());
  });
});

describe('popupDismissedUntil', () => {
  it('is the next local midnight while dismissed, and undefined otherwise', () => {
    const dismissals = recordPopupDismissal(2, at(2024, 5, 1, 9), {});
    expect(popupDismissedUntil(2, at(2024, 5, 1, 15), dismissals)).toEqual(at(2024, 5, 2));
    expect(popupDismissedUntil(2, at(2024, 5, 2, 0, 0, 1), dismissals)).toBeUndefined();
    expect(popupDismissedUntil(1, at(2024, 5, 1, 15), dismissals)).toBeUndefined();
  });
});

describe('in a zone far from UTC', () => {
  const zone = process.env.TZ;
  beforeEach(() => {
    // UTC+12 (no DST in May): local midnight is noon UTC of the day before.
    process.env.TZ = 'Pacific/Fiji';
  });
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('ends the dismissal at local midnight, not at UTC midnight', () => {
    // 23:30 local on 1 May is 11:30 UTC on 1 May; the stored ISO instant is UTC.
    const dismissals = recordPopupDismissal(2, at(2024, 5, 1, 23, 30), {});
    expect(dismissals[2]).toBe('2024-05-01T11:30:00.000Z');
    // 00:30 local on 2 May is still 1 May in UTC, but a new local day.
    expect(shouldShowPopup(2, new Date('2024-05-01T12:30:00.000Z'), dismissals)).toBe(true);
    // 09:00 local on 1 May is 21:00 UTC on 30 April: the same local day as the dismissal.
    expect(shouldShowPopup(2, new Date('2024-04-30T21:00:00.000Z'), dismissals)).toBe(false);
  });
});
