import type { Db } from '../../db/client';
import type { Plan, ProgramAtRisk } from '../../../domain/api/planner';
import { majorText } from '../../../domain/money';
import type { Notices } from '../notification';
import { plansRepository } from './plans-repository';
import { programRisks } from './program-risks';
import { plannerService } from './service';

/** The queue's job that warns of buffers running dry: every instance asks for it, one runs it. */
export const BUFFER_JOB = 'planner.buffers';

/** The notice of a program the queue would break: its name (or kind), the day and what it would cost. */
const riskNotice = (risk: ProgramAtRisk, link: string) => ({
  kind: 'system' as const,
  template: risk.kind === 'full_attendance' ? 'notice.planner.attendanceAtRisk' : 'notice.planner.milestoneAtRisk',
  params: { named: risk.name ? 'yes' : 'no', program: risk.name ?? '', day: risk.breaks_on, amount: `${majorText(risk.amount)} ${risk.amount.currency}`, words: risk.min_words, short: risk.short_words },
  link,
  actionRequired: true,
});

/**
 * Tells each author whose queue runs dry within 7 days (or is empty while the cadence has release
 * times), once for each day it would run dry on: a notice that leads to the planner. A buffer that
 * fills up again is warned of afresh the next time it runs low. Then, once for each day it would
 * break on, of a welfare program their queues would break within the week, with what it would cost.
 */
export async function warnLowBuffers(db: Db, notices: Notices, now: Date): Promise<{ warned: number }> {
  const plans = plansRepository(db);
  const planner = plannerService(db, () => now);
  let warned = 0;
  const queues = new Map<number, { queue: Plan['queue']; novelId: number }>();
  for (const novel of await plans.withSlots()) {
    const { buffer, queue } = await planner.view(novel.authorId, novel.novelId, 'en');
    const mine = queues.get(novel.authorId);
    if (mine) mine.queue.push(...queue);
    else queues.set(novel.authorId, { queue: [...queue], novelId: novel.novelId });
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
  for (const [authorId, { queue, novelId }] of queues) {
    for (const risk of await programRisks(db, authorId, 'en', queue, now)) {
      const sent = await db.transaction(async (tx) => {
        if (!(await plansRepository(tx).markProgramWarned(authorId, risk.program_id, risk.breaks_on))) return false;
        await notices.notify(tx, authorId, riskNotice(risk, `/mywork/planner/${novelId}`));
        return true;
      });
      if (sent) warned++;
    }
  }
  return { warned };
}
