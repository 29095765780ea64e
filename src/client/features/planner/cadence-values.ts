import type { Plan, PlanSaveBody } from '../../../domain/api/planner';
import { zonedDay, zonedInstant } from '../../../domain/release-plan';

/** The cadence form: each weekday's times (0 = Sunday … 6 = Saturday), the zone, and an optional rest. */
export interface CadenceValues {
  time_zone: string;
  days: string[][];
  paused: boolean;
  pause_from: string;
  pause_to: string;
}

/** The zone the browser is in: the default of a novel without a cadence yet. */
export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The zones the browser knows, the given one among them even if it does not. */
export function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  return known.includes(current) ? known : [current, ...known];
}

/** The form's values from a plan; a novel without a cadence starts in the browser's zone. */
export function cadenceValues(plan: Pick<Plan, 'time_zone' | 'slots' | 'pause'>, fallbackZone = browserZone()): CadenceValues {
  const days: string[][] = Array.from({ length: 7 }, () => []);
  for (const slot of plan.slots) days[slot.weekday].push(slot.time);
  const fresh = plan.slots.length === 0 && !plan.pause;
  return { time_zone: fresh ? fallbackZone : plan.time_zone, days, paused: !!plan.pause, pause_from: plan.pause?.from ?? '', pause_to: plan.pause?.to ?? '' };
}

/** The slots in the order the form lists them: each is sent at this index, so a server error names its field. */
export const slotsOf = (values: CadenceValues) => values.days.flatMap((times, weekday) => times.map((time, index) => ({ weekday, time, field: `days.${weekday}.${index}` })));

/** What planner.save is sent. */
export const saveBody = (bookId: number, values: CadenceValues): PlanSaveBody => ({
  original_book_id: bookId,
  time_zone: values.time_zone,
  slots: slotsOf(values).map(({ weekday, time }) => ({ weekday, time })),
  pause: values.paused ? { from: values.pause_from, to: values.pause_to } : null,
});

/**
 * The server's field errors as the form's fields: `slots.3.time` is the fourth time the form sent,
 * `pause` the rest's last day; the others keep their names.
 */
export function formErrors(fields: Record<string, string>, values: CadenceValues): Record<string, string> {
  const slots = slotsOf(values);
  const errors: Record<string, string> = {};
  for (const [name, message] of Object.entries(fields)) {
    const slot = /^slots\.(\d+)/.exec(name);
    if (slot) errors[slots[Number(slot[1])]?.field ?? 'days'] = message;
    else if (name.startsWith('pause')) errors.pause_to = message;
    else errors[name] = message;
  }
  return errors;
}

const DAY_MS = 86_400_000;
/**
 * The next instant a weekday's time falls on in a zone (after `now`): the moment the platform's own
 * zone reads to tell the author which of its days a slot lands on.
 */
export function nextSlotInstant(weekday: number, time: string, timeZone: string, now: Date): Date | null {
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return null;
  const today = zonedDay(now, timeZone);
  for (let i = 0; i < 8; i++) {
    const day = new Date(Date.parse(`${today}T00:00:00Z`) + i * DAY_MS).toISOString().slice(0, 10);
    if (new Date(`${day}T00:00:00Z`).getUTCDay() !== weekday) continue;
    const at = zonedInstant(day, time, timeZone);
    if (at.getTime() > now.getTime()) return at;
  }
  return null;
}
