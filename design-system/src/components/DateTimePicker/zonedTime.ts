/**
 * Wall-clock time in an IANA time zone <-> UTC instants, with Intl only
 * (no tz database of our own). Wall times are "YYYY-MM-DDTHH:mm", the value
 * format of <input type="datetime-local">.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether the runtime knows the IANA zone. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    partsFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at an instant, in minutes (Berlin in summer: 120). */
export function timeZoneOffset(epochMs: number, timeZone: string): number {
  const parts = partsFormatter(timeZone).formatToParts(new Date(epochMs));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour') % 24, get('minute'), get('second'));
  const wholeSecond = Math.floor(epochMs / 1000) * 1000;
  return Math.round((asUtc - wholeSecond) / MINUTE);
}

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A wall time read as if it were UTC, in ms; null when malformed. */
function wallAsUtc(wall: string): number | null {
  const m = WALL.exec(wall);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number);
  const ms = Date.UTC(y, mo - 1, d, h, mi, Number.isNaN(s) ? 0 : s);
  const check = new Date(ms);
  // Rejects 2026-02-30 and 24:00.
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || check.getUTCHours() !== h) return null;
  return ms;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The instant as a wall time in the zone: "2026-03-29T03:30". */
export function utcToZonedWallTime(iso: string, timeZone: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  const local = new Date(ms + timeZoneOffset(ms, timeZone) * MINUTE);
  return `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

/**
 * The instant a wall time in the zone names, as an ISO-8601 UTC string, or
 * '' when malformed. Like Temporal's "compatible" disambiguation: a time that
 * happens twice (clocks go back) is the earlier one; a time skipped when
 * clocks go forward moves forward by the gap (02:30 becomes 03:30).
 */
export function zonedWallTimeToUtc(wall: string, timeZone: string): string {
  const wallMs = wallAsUtc(wall);
  if (wallMs === null) return '';
  const before = timeZoneOffset(wallMs - DAY, timeZone);
  const after = timeZoneOffset(wallMs + DAY, timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => wallMs - offset * MINUTE)
    .filter((t) => t + timeZoneOffset(t, timeZone) * MINUTE === wallMs)
    .sort((a, b) => a - b);
  // In a gap no candidate fits: the offset from before the change lands after it.
  const instant = candidates[0] ?? wallMs - before * MINUTE;
  return new Date(instant).toISOString();
}

/** The zone's name in the locale at an instant, e.g. "Western Indonesia Time". */
export function timeZoneDisplayName(timeZone: string, locale: string | undefined, epochMs?: number): string {
  // One style whether or not a moment is picked (the long name of the zone at that moment, or
  // now): "Coordinated Universal Time" stays that, not "GMT+00:00" until a date is chosen.
  try {
    const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'long' }).formatToParts(new Date(epochMs ?? Date.now()));
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}
