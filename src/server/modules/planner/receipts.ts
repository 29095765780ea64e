import type { Tx } from '../../db/client';
import { zonedDay } from '../../../domain/release-plan';
import type { AfterRelease, ReleasedChapter } from '../chapter';
import type { Notices } from '../notification';
import { planZones } from './plans-repository';

/** A release this much after its time was missed (the platform was down): the receipt says so. */
export const LATE_AFTER_MS = 60_000;

const clockTime = (at: Date, timeZone: string) => new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);

/**
 * The author's receipt for each chapter the release job sent ("Chapter 41 went out at 20:00"),
 * in the cadence's zone (UTC without one), written in the release's own transaction; a release
 * that went out late says when it was due and that it went out as soon as the platform could.
 */
export function releaseReceipts(notices: Notices): AfterRelease {
  return async (tx: Tx, released: ReleasedChapter[], now: Date) => {
    const zones = await planZones(tx, [...new Set(released.map((r) => r.novelId))]);
    for (const r of released) {
      const zone = zones.get(r.novelId) ?? 'UTC';
      const late = now.getTime() - r.dueAt.getTime() > LATE_AFTER_MS;
      const params = { code: r.code, title: r.title, zone, date: zonedDay(late ? now : r.dueAt, zone), time: clockTime(late ? now : r.dueAt, zone), due: clockTime(r.dueAt, zone), dueDate: zonedDay(r.dueAt, zone) };
      await notices.notify(tx, r.authorId, { kind: 'system', template: late ? 'notice.release.late' : 'notice.release.sent', params, link: `/mywork/planner/${r.novelId}` });
    }
  };
}
