import { describe, expect, it } from 'vitest';
import {
  isValidTimeZone,
  timeZoneDisplayName,
  timeZoneOffset,
  utcToZonedWallTime,
  zonedWallTimeToUtc,
} from '../../../../design-system/src/components/DateTimePicker/zonedTime';

const at = (iso: string) => Date.parse(iso);

describe('timeZoneOffset', () => {
  it('knows fixed and seasonal offsets', () => {
    expect(timeZoneOffset(at('2026-06-01T12:00:00Z'), 'UTC')).toBe(0);
    expect(timeZoneOffset(at('2026-06-01T12:00:00Z'), 'Asia/Jakarta')).toBe(420);
    expect(timeZoneOffset(at('2026-01-15T12:00:00Z'), 'Europe/Berlin')).toBe(60);
    expect(timeZoneOffset(at('2026-07-15T12:00:00Z'), 'Europe/Berlin')).toBe(120);
    expect(timeZoneOffset(at('2026-07-15T12:00:00Z'), 'America/New_York')).toBe(-240);
    expect(timeZoneOffset(at('2026-07-15T12:00:00Z'), 'Asia/Kolkata')).toBe(330);
  });

  it('changes exactly at the 2026 Berlin transitions (01:00 UTC)', () => {
    expect(timeZoneOffset(at('2026-03-29T00:59:59Z'), 'Europe/Berlin')).toBe(60);
    expect(timeZoneOffset(at('2026-03-29T01:00:00Z'), 'Europe/Berlin')).toBe(120);
    expect(timeZoneOffset(at('2026-10-25T00:59:59Z'), 'Europe/Berlin')).toBe(120);
    expect(timeZoneOffset(at('2026-10-25T01:00:00Z'), 'Europe/Berlin')).toBe(60);
  });
});

describe('utcToZonedWallTime', () => {
  it('shows the instant on the zone’s clock', () => {
    expect(utcToZonedWallTime('2026-11-03T02:00:00.000Z', 'Asia/Jakarta')).toBe('2026-11-03T09:00');
    expect(utcToZonedWallTime('2026-12-31T20:30:00Z', 'Asia/Jakarta')).toBe('2027-01-01T03:30');
    expect(utcToZonedWallTime('2026-11-03T02:00:00Z', 'UTC')).toBe('2026-11-03T02:00');
  });

  it('jumps from 01:59 to 03:00 on the spring-forward night in Berlin', () => {
    expect(utcToZonedWallTime('2026-03-29T00:59:00Z', 'Europe/Berlin')).toBe('2026-03-29T01:59');
    expect(utcToZonedWallTime('2026-03-29T01:00:00Z', 'Europe/Berlin')).toBe('2026-03-29T03:00');
  });

  it('shows 02:30 twice on the fall-back night in Berlin', () => {
    expect(utcToZonedWallTime('2026-10-25T00:30:00Z', 'Europe/Berlin')).toBe('2026-10-25T02:30');
    expect(utcToZonedWallTime('2026-10-25T01:30:00Z', 'Europe/Berlin')).toBe('2026-10-25T02:30');
  });

  it('gives empty text for a value that is not a date', () => {
    expect(utcToZonedWallTime('soon', 'UTC')).toBe('');
  });
});

describe('zonedWallTimeToUtc', () => {
  it('turns a wall time into the UTC instant', () => {
    expect(zonedWallTimeToUtc('2026-11-03T09:00', 'Asia/Jakarta')).toBe('2026-11-03T02:00:00.000Z');
    expect(zonedWallTimeToUtc('2027-01-01T03:30', 'Asia/Jakarta')).toBe('2026-12-31T20:30:00.000Z');
    expect(zonedWallTimeToUtc('2026-07-15T14:00', 'Europe/Berlin')).toBe('2026-07-15T12:00:00.000Z');
    expect(zonedWallTimeToUtc('2026-01-15T14:00', 'Europe/Berlin')).toBe('2026-01-15T13:00:00.000Z');
    expect(zonedWallTimeToUtc('2026-01-15T14:00:30', 'UTC')).toBe('2026-01-15T14:00:30.000Z');
  });

  it('Berlin, 2026-03-29: times around the skipped hour', () => {
    expect(zonedWallTimeToUtc('2026-03-29T01:59', 'Europe/Berlin')).toBe('2026-03-29T00:59:00.000Z');
    expect(zonedWallTimeToUtc('2026-03-29T03:00', 'Europe/Berlin')).toBe('2026-03-29T01:00:00.000Z');
    expect(zonedWallTimeToUtc('2026-03-29T03:30', 'Europe/Berlin')).toBe('2026-03-29T01:30:00.000Z');
  });

  it('Berlin, 2026-03-29: a time in the gap moves forward by the gap (02:30 is 03:30 CEST)', () => {
    const iso = zonedWallTimeToUtc('2026-03-29T02:30', 'Europe/Berlin');
    expect(iso).toBe('2026-03-29T01:30:00.000Z');
    expect(utcToZonedWallTime(iso, 'Europe/Berlin')).toBe('2026-03-29T03:30');
  });

  it('Berlin, 2026-10-25: a repeated time is the earlier one (summer time)', () => {
    expect(zonedWallTimeToUtc('2026-10-25T02:30', 'Europe/Berlin')).toBe('2026-10-25T00:30:00.000Z');
    expect(zonedWallTimeToUtc('2026-10-25T01:59', 'Europe/Berlin')).toBe('2026-10-24T23:59:00.000Z');
    expect(zonedWallTimeToUtc('2026-10-25T03:00', 'Europe/Berlin')).toBe('2026-10-25T02:00:00.000Z');
  });

  it('New York, 2026-11-01: the repeated 01:30 is EDT', () => {
    expect(zonedWallTimeToUtc('2026-11-01T01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
  });

  it('round-trips every quarter hour of both Berlin transition days', () => {
    for (const day of ['2026-03-28', '2026-03-29', '2026-10-25', '2026-10-26']) {
      const start = Date.parse(`${day}T00:00:00Z`) - 2 * 3_600_000;
      for (let t = start; t < start + 26 * 3_600_000; t += 15 * 60_000) {
        const iso = new Date(t).toISOString();
        expect(zonedWallTimeToUtc(utcToZonedWallTime(iso, 'Europe/Berlin'), 'Europe/Berlin'), iso).toBe(
          // The second 02:xx of the fall-back night maps to the first.
          iso >= '2026-10-25T01:00' && iso < '2026-10-25T02:00' ? new Date(t - 3_600_000).toISOString() : iso,
        );
      }
    }
  });

  it('refuses malformed and impossible wall times', () => {
    expect(zonedWallTimeToUtc('', 'UTC')).toBe('');
    expect(zonedWallTimeToUtc('2026-02-30T10:00', 'UTC')).toBe('');
    expect(zonedWallTimeToUtc('2026-01-01T24:00', 'UTC')).toBe('');
    expect(zonedWallTimeToUtc('1 Jan 2026', 'UTC')).toBe('');
  });
});

describe('zone names', () => {
  it('names the zone in the locale, summer or winter when the instant is known', () => {
    expect(timeZoneDisplayName('Europe/Berlin', 'en', at('2026-07-15T12:00:00Z'))).toBe('Central European Summer Time');
    expect(timeZoneDisplayName('Europe/Berlin', 'en', at('2026-01-15T12:00:00Z'))).toBe('Central European Standard Time');
    expect(timeZoneDisplayName('UTC', 'en', at('2026-01-15T12:00:00Z'))).toBe('Coordinated Universal Time');
  });

  it('names a zone the same way before a moment is picked and after (no "GMT+00:00" turning into "Coordinated Universal Time")', () => {
    expect(timeZoneDisplayName('UTC', 'en')).toBe(timeZoneDisplayName('UTC', 'en', Date.now()));
    expect(timeZoneDisplayName('UTC', 'en')).toBe('Coordinated Universal Time');
  });

  it('knows which zones exist', () => {
    expect(isValidTimeZone('Asia/Jakarta')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
