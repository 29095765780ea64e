/** A release slot: a weekday (0 = Sunday … 6 = Saturday) and a wall-clock time `HH:MM` in the cadence's zone. */
export interface ReleaseSlot {
  weekday: number;
  time: string;
}

/** Days (`YYYY-MM-DD`, inclusive, in the cadence's zone) on which no queued chapter goes out. */
export interface PauseRange {
  from: string;
  to: string;
}

/** How often a novel releases: slots in the author's zone, and the days it rests. */
export interface Cadence {
  timeZone: string;
  slots: ReleaseSlot[];
  pauses: PauseRange[];
}

/** A chapter in the queue, in the author's order; `pinnedAt` keeps a date the author chose. */
export interface QueuedChapter {
  id: number;
  pinnedAt?: Date | null;
}

export interface PlannedRelease {
  id: number;
  at: Date;
  pinned: boolean;
}

export const MAX_SLOTS_PER_WEEK = 28;
export const MAX_QUEUE = 1000;
/** The buffer warns when the queue runs dry within this many days. */
export const BUFFER_WARNING_DAYS = 7;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** No cadence lets a queue of MAX_QUEUE chapters look further than this for its slots. */
const HORIZON_DAYS = 366 * 30;

export const isSlotTime = (time: string) => TIME.test(time);
export const isPlanDay = (day: string) => DAY.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`));

/** The slots in the order they come in a week, each weekday and time once. */
export function orderedSlots(slots: ReleaseSlot[]): ReleaseSlot[] {
  const seen = new Set<string>();
  return [...slots]
    .sort((a, b) => a.weekday - b.weekday || a.time.localeCompare(b.time))
    .filter((s) => {
      const key = `${s.weekday} ${s.time}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
const paused = (day: string, pauses: PauseRange[]) => pauses.some((p) => p.from <= day && day <= p.to);

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatter = (timeZone: string) => {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(timeZone, f);
  }
  return f;
};

/** The wall clock of a zone at an instant, read as if it were UTC (ms). */
function wallClock(at: number, timeZone: string): number {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(new Date(at)).map((p) => [p.type, p.value]));
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
}

/**
 * The instant a wall-clock time of a day falls on in a zone. A time the clocks skip (the spring
 * change) goes out at the same distance after the change; a time they repeat, at its first instance.
 */
export function zonedInstant(day: string, time: string, timeZone: string): Date {
  const wanted = Date.parse(`${day}T${time}:00Z`);
  // The zone's offsets a day either side: the same unless the clocks change in between.
  const offset = (at: number) => wallClock(at, timeZone) - at;
  const before = wanted - offset(wanted - 86_400_000);
  const after = wanted - offset(wanted + 86_400_000);
  const real = [before, after].filter((t) => wallClock(t, timeZone) === wanted);
  return new Date(real.length ? Math.min(...real) : before);
}

/** The calendar day an instant falls on in a zone. */
export const zonedDay = (at: Date, timeZone: string): string => new Date(wallClock(at.getTime(), timeZone)).toISOString().slice(0, 10);

/** Successive release instants after `after`, skipping paused days and instants in `taken`. */
export function* releaseInstants(cadence: Cadence, after: Date, taken: Set<number> = new Set()): Generator<Date> {
  const slots = orderedSlots(cadence.slots);
  if (!slots.length) return;
  const first = zonedDay(after, cadence.timeZone);
  for (let i = 0; i < HORIZON_DAYS; i++) {
    const day = addDays(first, i);
    if (paused(day, cadence.pauses)) continue;
    const weekday = weekdayOf(day);
    const today = slots.filter((slot) => slot.weekday === weekday);
    if (!today.length) continue;
    // One offset for the whole day when the clocks do not change from the day before to the day after
    // (two readings of the zone, not five a slot); around a change, each time is worked out on its own.
    const midnight = Date.parse(`${day}T00:00:00Z`);
    const [early, late] = [midnight - DAY_MS, midnight + 2 * DAY_MS].map((t) => wallClock(t, cadence.timeZone) - t);
    for (const slot of today) {
      const at = early === late ? new Date(Date.parse(`${day}T${slot.time}:00Z`) - early) : zonedInstant(day, slot.time, cadence.timeZone);
      if (at.getTime() <= after.getTime() || taken.has(at.getTime())) continue;
      yield at;
    }
  }
}

/**
 * When each queued chapter goes out: a pinned chapter keeps its date (and its slot is not given to
 * another); the others take the cadence's free slots after `now` in queue order. Pulling, adding or
 * reordering a chapter is a new queue: the dates re-flow from it. A chapter left without a slot
 * (no cadence) has no date.
 */
export function planReleases(cadence: Cadence, queue: QueuedChapter[], now: Date): (PlannedRelease | { id: number; at: null; pinned: false })[] {
  const taken = new Set(queue.flatMap((c) => (c.pinnedAt ? [c.pinnedAt.getTime()] : [])));
  const slots = releaseInstants(cadence, now, taken);
  return queue.map((c) => {
    if (c.pinnedAt) return { id: c.id, at: c.pinnedAt, pinned: true };
    const next = slots.next();
    return next.done ? { id: c.id, at: null, pinned: false } : { id: c.id, at: next.value, pinned: false };
  });
}

export interface BufferMeter {
  /** chapters queued with a date still to come */
  chapters: number;
  /** the last queued release, or null when nothing is queued */
  lastAt: Date | null;
  /** whole days from now to the last queued release */
  days: number;
  /** the day (in the cadence's zone) the queue runs dry on */
  until: string | null;
  /** the buffer runs dry within BUFFER_WARNING_DAYS (or is already empty while the cadence has slots) */
  low: boolean;
}

/** How far the queue carries the novel: "12 chapters = 4 weeks, until Tue 12 Jan". */
export function bufferMeter(cadence: Cadence, planned: { at: Date | null }[], now: Date): BufferMeter {
  const ahead = planned.flatMap((p) => (p.at && p.at.getTime() > now.getTime() ? [p.at.getTime()] : []));
  if (!ahead.length) return { chapters: 0, lastAt: null, days: 0, until: null, low: cadence.slots.length > 0 };
  const last = Math.max(...ahead);
  const days = Math.floor((last - now.getTime()) / 86_400_000);
  return { chapters: ahead.length, lastAt: new Date(last), days, until: zonedDay(new Date(last), cadence.timeZone), low: days < BUFFER_WARNING_DAYS };
}
