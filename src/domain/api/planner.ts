/** Wire types of the release planner: a novel's cadence, its queue of chapters and how far it carries. */
import Type, { type Static } from 'typebox';
import { MAX_QUEUE, MAX_SLOTS_PER_WEEK } from '../release-plan';
import { CHAPTER_STATUSES } from '../chapter';
import { GOAL_PERIODS, GOAL_WORDS_MAX } from '../writing-goal';
import { Count, DateString, Id, IsoTime, MoneyWire, Nullable, OneOf, Text } from './common';

export const PlanSlot = Type.Object({
  weekday: Type.Integer({ minimum: 0, maximum: 6, description: '0 = Sunday … 6 = Saturday', examples: [1] }),
  time: Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: 'HH:MM in the cadence’s time zone', examples: ['20:00'], 'x-message': 'planner.slotTime' }),
});

export const PlanPause = Type.Object({ from: DateString('first day of the rest'), to: DateString('last day of the rest') });

export const PlanCadence = {
  time_zone: Text(64, 'IANA time zone the slots are in', 'Europe/Berlin', 'validation.timeZone'),
  slots: Type.Array(PlanSlot, { maxItems: MAX_SLOTS_PER_WEEK, description: 'weekdays and times the queue goes out at' }),
  pause: Nullable(PlanPause),
};

export const QueuedChapter = Type.Object({
  original_chapter_id: Id('chapter id', 301),
  chapter_code: Id('chapter no.', 41),
  title: Type.String({ examples: ['The Lamplighter’s Debt'] }),
  words: Count('words', 2140),
  status: OneOf(CHAPTER_STATUSES, 'chapter status'),
  release_at: Nullable(IsoTime('when it goes out (null: the cadence has no slot for it)')),
  pinned: Type.Boolean({ description: 'keeps the date the author gave it', examples: [false] }),
  silent: Type.Boolean({ description: 'goes out without the reader site notifying followers', examples: [false] }),
  problem: Nullable(Type.String({ description: 'why it cannot go out, translated (null: it passes the publishing checks)' })),
});
export type QueuedChapter = Static<typeof QueuedChapter>;

export const PlanDraft = Type.Object({ original_chapter_id: Id('chapter id', 302), chapter_code: Id('chapter no.', 42), title: Type.String(), words: Count('words', 1800) });

export const BufferMeter = Type.Object({
  chapters: Count('queued chapters still to go out', 12),
  days: Count('whole days until the last one', 27),
  until: Nullable(DateString('the day the queue runs dry, in the cadence’s zone')),
  last_at: Nullable(IsoTime('the last queued release')),
  low: Type.Boolean({ description: 'runs dry within 7 days', examples: [false] }),
});

/** GET /v1/planner.get: the cadence, the queue with each chapter's date, the drafts not queued and the buffer. */
export const Plan = Type.Object({
  original_book_id: Id('novel id', 12),
  ...PlanCadence,
  hiatuses: Type.Array(PlanPause, { description: 'days the author’s live hiatus announcements keep the queue from going out' }),
  version: Type.Integer({ minimum: 1, description: 'send it back with planner.queue: another tab’s change answers 4009' }),
  queue: Type.Array(QueuedChapter),
  drafts: Type.Array(PlanDraft),
  buffer: BufferMeter,
});
export type Plan = Static<typeof Plan>;

/** GET /v1/planner.lowBuffers: the author's novels whose queue runs dry within 7 days (or is empty while the cadence has times). */
export const LowBuffer = Type.Object({
  original_book_id: Id('novel id', 12),
  title: Type.String({ examples: ['The Lantern Archive'] }),
  buffer: BufferMeter,
});
/** A welfare program the queue would break within the week: the day it breaks on and what it would cost. */
export const ProgramAtRisk = Type.Object({
  program_id: Id('program id', 2),
  kind: OneOf(['full_attendance', 'word_milestone'] as const, 'full attendance or word milestone'),
  name: Nullable(Type.String({ description: 'the program’s own name in the request’s language (null: the kind’s name)' })),
  amount: MoneyWire,
  breaks_on: DateString('full attendance: the first day without a qualifying release; word milestone: the month’s last day'),
  min_words: Count('full attendance: the words a day needs (0 for a milestone)', 1000),
  short_words: Count('word milestone: the words the month would close short by (0 for attendance)', 4200),
});
export type ProgramAtRisk = Static<typeof ProgramAtRisk>;
export const LowBuffers = Type.Object({
  list: Type.Array(LowBuffer),
  at_risk: Type.Array(ProgramAtRisk, { description: 'welfare programs the author is on track for that the queue would break within 7 days' }),
});
export type LowBuffers = Static<typeof LowBuffers>;

/** POST /v1/planner.save */
export const PlanSaveBody = Type.Object({ original_book_id: Id('novel id', 12), ...PlanCadence });
export type PlanSaveBody = Static<typeof PlanSaveBody>;

/** POST /v1/planner.queue: the whole queue in order; a pinned chapter keeps `pinned_at`. */
export const PlanQueueBody = Type.Object({
  original_book_id: Id('novel id', 12),
  version: Type.Integer({ minimum: 1 }),
  chapters: Type.Array(
    Type.Object({
      original_chapter_id: Id('chapter id'),
      pinned_at: Type.Optional(Nullable(IsoTime('a date the author chose'))),
      silent: Type.Optional(Type.Boolean({ description: 'goes out without the reader site notifying followers' })),
    }),
    { maxItems: MAX_QUEUE },
  ),
});
export type PlanQueueBody = Static<typeof PlanQueueBody>;

const GoalWords = Type.Object({ typed: Count('words typed in the editor', 820), added: Count('words that came in whole: long pastes, restores, imports', 0) });

/** GET /v1/goal.get: a novel's goal, this period's words, the streak and the last weeks day by day. */
export const WritingGoal = Type.Object({
  original_book_id: Id('novel id', 12),
  period: Nullable(OneOf(GOAL_PERIODS, 'day or week (null: no goal yet)')),
  words: Count('the goal in typed words (0: none)', 1000),
  time_zone: Text(64, 'IANA zone the days are counted in', 'Asia/Jakarta'),
  current: Type.Object({ start: DateString('first day of this period'), ...GoalWords.properties }),
  streak: Type.Object({ current: Count('periods in a row the goal was met', 4), longest: Count('the longest such run', 9) }),
  days: Type.Array(Type.Object({ date: DateString(), ...GoalWords.properties }), { description: 'the last 28 days, oldest first' }),
});
export type WritingGoal = Static<typeof WritingGoal>;

/** POST /v1/goal.save */
export const GoalSaveBody = Type.Object({
  original_book_id: Id('novel id', 12),
  period: OneOf(GOAL_PERIODS, 'day or week', 'goal.period'),
  words: Type.Integer({ minimum: 1, maximum: GOAL_WORDS_MAX, description: 'words to type per period', examples: [1000], 'x-message': 'goal.words' }),
  time_zone: Text(64, 'IANA zone the days are counted in', 'Asia/Jakarta', 'validation.timeZone'),
});
export type GoalSaveBody = Static<typeof GoalSaveBody>;
