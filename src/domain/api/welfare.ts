/** Wire types of welfare programs, their progress and claims (/welfareManage, /welfareManage2). */
import Type, { type Static } from 'typebox';
import { Count, DateString, Id, IsoTime, MoneyWire, Nullable, OneOf } from './common';
import { Month } from './income';
import { CLAIM_STATUSES, WELFARE_KINDS } from '../welfare';

export const WelfareClaimWire = Type.Object({
  id: Id('claim id', 9),
  program_id: Id('program id', 2),
  kind: OneOf(WELFARE_KINDS, 'full_attendance, word_milestone or completion'),
  name: Nullable(Type.String({ description: 'the program’s own name in the request’s language (null: the kind’s name)' })),
  name_fallback: Type.Boolean({ description: 'the name is not written in the request’s language: it is the English one' }),
  period: Nullable(Month('the month claimed (monthly programs)')),
  original_book_id: Nullable(Id('the work claimed (completion)', 12)),
  title: Nullable(Type.String({ examples: ['Salt And Starlight'] })),
  status: OneOf(CLAIM_STATUSES, 'pending, granted or rejected'),
  reason: Nullable(Type.String({ description: 'why it was rejected' })),
  amount: MoneyWire,
  created_at: IsoTime(),
  decided_at: Nullable(IsoTime()),
});
export type WelfareClaimWire = Static<typeof WelfareClaimWire>;

const DayWire = Type.Object({ date: DateString(), words: Count('words released that day', 1250), met: Type.Boolean() });

export const WelfareProgramWire = Type.Object({
  id: Id('program id', 2),
  kind: OneOf(WELFARE_KINDS, 'full_attendance, word_milestone or completion'),
  name: Nullable(Type.String({ description: 'the program’s own name in the request’s language (null: the kind’s name)' })),
  name_fallback: Type.Boolean({ description: 'the name is not written in the request’s language: it is the English one' }),
  min_words: Nullable(Count('full attendance: words a day; completion: the finished work’s words', 1000)),
  milestone_words: Nullable(Count('word milestone: words in the month', 60000)),
  amount: MoneyWire,
  needs_application: Type.Boolean(),
  time_zone: Type.String({ description: 'the zone whose days count', examples: ['Asia/Singapore'] }),
  today: DateString('today in that zone'),
  month: Month('this month in that zone'),
  projected: MoneyWire,
  attendance: Nullable(
    Type.Object({
      days: Type.Array(DayWire, { description: 'every day of the month so far' }),
      met: Count(),
      missed: Count(),
      remaining: Count('today and the days after it'),
      required: Count('days in the month'),
    }),
  ),
  milestone: Nullable(Type.Object({ words: Count('released this month'), remaining: Count('still to release') })),
  works: Nullable(
    Type.Array(
      Type.Object({
        original_book_id: Id('the work', 12),
        title: Type.String(),
        words: Count(),
        finished: Type.Boolean(),
        eligible: Type.Boolean({ description: 'finished with enough words' }),
        claim: Nullable(WelfareClaimWire),
      }),
    ),
  ),
  /** the previous month's claim, for monthly programs */
  previous: Nullable(Type.Object({ month: Month(), qualified: Type.Boolean(), claim: Nullable(WelfareClaimWire) })),
});
export type WelfareProgramWire = Static<typeof WelfareProgramWire>;

/** GET /v1/welfare.programs */
export const WelfarePrograms = Type.Object({ now: IsoTime('the server’s clock'), list: Type.Array(WelfareProgramWire) });
export type WelfarePrograms = Static<typeof WelfarePrograms>;

/** POST /v1/welfare.apply */
export const WelfareApplyRequest = Type.Object({
  program_id: Id('program id', 2),
  period: Type.Optional(Month('the month applied for (full attendance: the previous month)')),
  original_book_id: Type.Optional(Id('the finished work (completion)', 12)),
});
export type WelfareApplyRequest = Static<typeof WelfareApplyRequest>;
