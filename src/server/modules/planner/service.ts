import type { Db } from '../../db/client';
import type { LowBuffers, Plan, PlanQueueBody, PlanSaveBody } from '../../../domain/api/planner';
import { isTimeZone, scheduleProblem } from '../../../domain/chapter';
import { ApiCode } from '../../../domain/errors';
import { bufferMeter, isPlanDay, orderedSlots, planReleases, type Cadence, type PauseRange } from '../../../domain/release-plan';
import { AppError, ValidationError, notFound } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { planChapters, requireNovel, scheduleQueue, unscheduleForPlan } from '../chapter';
import { hiatusPauses } from './announcements';
import { plansRepository } from './plans-repository';
import { programRisks } from './program-risks';

/** A stored problem (a message id and its values, as JSON) in the author's language. */
const problemText = (stored: string, locale: string) => {
  const { id, values } = JSON.parse(stored) as { id: string; values?: Record<string, string | number> };
  return translate(locale, id, values);
};

type ChapterRow = Awaited<ReturnType<typeof planChapters>>[number];

const cadenceOf = (plan: { timeZone: string; slots: Cadence['slots']; pauseFrom: string | null; pauseTo: string | null } | undefined, hiatuses: PauseRange[]): Cadence => ({
  timeZone: plan?.timeZone ?? 'UTC',
  slots: plan?.slots ?? [],
  pauses: [...(plan?.pauseFrom && plan.pauseTo ? [{ from: plan.pauseFrom, to: plan.pauseTo }] : []), ...hiatuses],
});

/**
 * The release planner of the signed-in author's novels: a cadence, a queue of chapters that take its
 * slots in order, and how far the queue carries. Every change re-flows the queue's dates at once;
 * each queued chapter passes the publishing checks when it is queued, and one that fails says why.
 */
export function plannerService(db: Db, now: () => Date) {
  const plans = plansRepository(db);

  /** The cadence of a novel: its slots and rest, and the author's hiatuses about it. */
  async function cadence(authorId: number, novelId: number) {
    const plan = await plans.plan(novelId);
    const hiatuses = await hiatusPauses(db, authorId, novelId, plan?.timeZone ?? 'UTC');
    return { plan, hiatuses, cadence: cadenceOf(plan, hiatuses) };
  }

  /** Schedules each queued chapter at its planned date, and records why one cannot go out. */
  async function reflow(authorId: number, novelId: number): Promise<void> {
    const at = now();
    const [{ cadence: rules }, rows, chapters] = await Promise.all([cadence(authorId, novelId), plans.queue(novelId), planChapters(db, novelId)]);
    // A chapter released (or deleted) since it was queued has left the queue.
    const plannable = new Set(chapters.map((c) => c.id));
    const queue = rows.filter((q) => plannable.has(q.chapterId));
    const planned = planReleases(rules, queue.map((q) => ({ id: q.chapterId, pinnedAt: q.pinnedAt })), at);
    const problems = await scheduleQueue(db, authorId, novelId, planned.map((release, i) => ({ id: release.id, at: release.at, silent: queue[i].silent })), at);
    for (const [i, problem] of problems.entries()) {
      const stored = problem ? JSON.stringify(problem) : null;
      if (stored !== queue[i].problem) await plans.setProblem(planned[i].id, stored);
    }
  }

  /**
   * The plan as the author sees it. A queue whose chapters' dates differ from the plan's (a hiatus
   * withdrawn by staff, a chapter released or deleted meanwhile) is re-flowed first.
   */
  async function view(authorId: number, novelId: number, locale: string, reflowed = false): Promise<Plan> {
    await requireNovel(db, authorId, novelId);
    const at = now();
    const [{ plan, hiatuses, cadence: rules }, queue, chapters] = await Promise.all([cadence(authorId, novelId), plans.queue(novelId), planChapters(db, novelId)]);
    const byId = new Map<number, ChapterRow>(chapters.map((c) => [c.id, c]));
    const queued = new Set(queue.map((q) => q.chapterId));
    // A chapter the author scheduled by hand keeps its date: it shows in the queue as pinned.
    const outside = chapters.filter((c) => c.status === 'scheduled' && !queued.has(c.id) && c.releaseAt);
    const entries = [...queue.filter((q) => byId.has(q.chapterId)).map((q) => ({ id: q.chapterId, pinnedAt: q.pinnedAt, problem: q.problem, silent: q.silent })), ...outside.map((c) => ({ id: c.id, pinnedAt: c.releaseAt, problem: null, silent: false }))];
    const planned = planReleases(rules, entries, at);
    const queuedCount = entries.length - outside.length;
    const drifted = planned.some((p, i) => i < queuedCount && !entries[i].problem && byId.get(p.id)?.releaseAt?.getTime() !== p.at?.getTime());
    if (drifted && !reflowed) {
      await reflow(authorId, novelId);
      return view(authorId, novelId, locale, true);
    }
    const list = planned.map((p, i) => {
      const c = byId.get(p.id)!;
      const problem = entries[i].problem;
      return {
        original_chapter_id: c.id,
        chapter_code: c.code,
        title: c.title,
        words: c.words,
        status: c.status as Plan['queue'][number]['status'],
        release_at: p.at?.toISOString() ?? null,
        pinned: p.pinned,
        silent: entries[i].silent,
        problem: problem ? problemText(problem, locale) : null,
      };
    });
    const goingOut = planned.filter((_, i) => !entries[i].problem);
    const meter = bufferMeter(rules, goingOut, at);
    const inQueue = new Set(entries.map((e) => e.id));
    return {
      original_book_id: novelId,
      time_zone: rules.timeZone,
      slots: orderedSlots(rules.slots),
      pause: plan?.pauseFrom && plan.pauseTo ? { from: plan.pauseFrom, to: plan.pauseTo } : null,
      hiatuses,
      version: plan?.version ?? 1,
      queue: list,
      drafts: chapters.filter((c) => c.status === 'draft' && !inQueue.has(c.id)).map((c) => ({ original_chapter_id: c.id, chapter_code: c.code, title: c.title, words: c.words })),
      buffer: { chapters: meter.chapters, days: meter.days, until: meter.until, last_at: meter.lastAt?.toISOString() ?? null, low: meter.low },
    };
  }

  async function saveCadence(authorId: number, body: PlanSaveBody, locale: string): Promise<Plan> {
    const novel = await requireNovel(db, authorId, body.original_book_id);
    const fields: ConstructorParameters<typeof ValidationError>[0] = {};
    if (!isTimeZone(body.time_zone)) fields.time_zone = { id: 'validation.timeZone' };
    if (body.pause && (!isPlanDay(body.pause.from) || !isPlanDay(body.pause.to) || body.pause.to < body.pause.from)) fields.pause = { id: 'planner.pauseRange' };
    if (Object.keys(fields).length) throw new ValidationError(fields);
    await plans.saveCadence(novel.id, { timeZone: body.time_zone, slots: orderedSlots(body.slots), pauseFrom: body.pause?.from ?? null, pauseTo: body.pause?.to ?? null }, now());
    await reflow(authorId, novel.id);
    return view(authorId, novel.id, locale);
  }

  async function setQueue(authorId: number, body: PlanQueueBody, locale: string): Promise<Plan> {
    const novel = await requireNovel(db, authorId, body.original_book_id);
    const at = now();
    const plannable = new Set((await planChapters(db, novel.id)).map((c) => c.id));
    const ids = body.chapters.map((c) => c.original_chapter_id);
    if (ids.some((id) => !plannable.has(id))) throw notFound('chapter.notFound');
    if (new Set(ids).size !== ids.length) throw new ValidationError({ chapters: { id: 'planner.duplicate' } });
    const pinned = body.chapters.map((c) => (c.pinned_at ? new Date(c.pinned_at) : null));
    const late = pinned.findIndex((p) => p && scheduleProblem(p, at));
    if (late >= 0) throw new ValidationError({ [`chapters.${late}.pinned_at`]: scheduleProblem(pinned[late], at)! });
    const before = (await plans.queue(novel.id)).map((q) => q.chapterId);
    const replaced = await db.transaction((tx) =>
      plans.replaceQueue(
        tx,
        novel.id,
        body.version,
        ids.map((chapterId, i) => ({ chapterId, pinnedAt: pinned[i], silent: body.chapters[i].silent ?? false })),
        at,
      ),
    );
    if (!replaced) throw new AppError(ApiCode.Conflict, 'planner.changed');
    // A chapter taken out of the queue goes back to the drafts.
    for (const id of before.filter((id) => !ids.includes(id))) await unscheduleForPlan(db, authorId, id, at);
    await reflow(authorId, novel.id);
    return view(authorId, novel.id, locale);
  }

  /** Re-flows one novel's queue, or (null) every planned novel of the author's. */
  async function reflowNovels(authorId: number, novelId: number | null): Promise<void> {
    const novels = novelId === null ? await plans.plannedNovels(authorId) : [novelId];
    for (const id of novels) await reflow(authorId, id);
  }

  /**
   * The dashboard's warnings: the author's novels whose buffer is low, each with its meter, and the
   * welfare programs their queues would break within the week.
   */
  async function lowBuffers(authorId: number, locale: string): Promise<LowBuffers> {
    const list: LowBuffers['list'] = [];
    const queue: Plan['queue'] = [];
    const novels = await plans.withSlotsOf(authorId);
    for (const novel of novels) {
      const plan = await view(authorId, novel.novelId, locale);
      if (plan.buffer.low) list.push({ original_book_id: novel.novelId, title: novel.title, buffer: plan.buffer });
      queue.push(...plan.queue);
    }
    // Without release times the author publishes by hand: the queue says nothing of their programs.
    const at_risk = novels.length ? await programRisks(db, authorId, locale, queue, now()) : [];
    return { list, at_risk };
  }

  return { view, saveCadence, setQueue, reflow: reflowNovels, lowBuffers };
}
