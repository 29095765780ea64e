import type { Db } from '../../db/client';
import type { Notices } from '../notification';
import { plansRepository } from './plans-repository';
import { plannerService } from './service';

/** The queue's job that warns of buffers running dry: every instance asks for it, one runs it. */
export const BUFFER_JOB = 'planner.buffers';

/**
 * Tells each author whose queue runs dry within 7 days (or is empty while the cadence has release
 * times), once for each day it would run dry on: a notice that leads to the planner. A buffer that
 * fills up again is warned of afresh the next time it runs low.
 */
export async function warnLowBuffers(db: Db, notices: Notices, now: Date): Promise<{ warned: number }> {
  const plans = plansRepository(db);
  const planner = plannerService(db, () => now);
  let warned = 0;
  for (const novel of await plans.withSlots()) {
    const { buffer } = await planner.view(novel.authorId, novel.novelId, 'en');
    const warnFor = buffer.low ? (buffer.until ?? 'empty') : null;
    if (warnFor === novel.warnedFor) continue;
    if (warnFor) {
      const template = warnFor === 'empty' ? 'notice.planner.bufferEmpty' : 'notice.planner.bufferLow';
      await db.transaction(async (tx) => {
        await notices.notify(tx, novel.authorId, { kind: 'system', template, params: { title: novel.title, chapters: buffer.chapters, until: buffer.until ?? '' }, link: `/mywork/planner/${novel.novelId}`, actionRequired: true });
        await plansRepository(tx).setWarnedFor(novel.novelId, warnFor);
      });
      warned++;
    } else {
      await plans.setWarnedFor(novel.novelId, null);
    }
  }
  return { warned };
}
