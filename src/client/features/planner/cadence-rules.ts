/** The cadence form's rules (loaded when the form first checks something): the server checks the same. */
import * as yup from 'yup';
import { MAX_SLOTS_PER_WEEK, isPlanDay, isSlotTime } from '../../../domain/release-plan';
import { isTimeZone } from '../../../domain/chapter';

const time = yup.string().required('planner.cadence.timeRequired').test('time', 'planner.cadence.timeFormat', (v) => !v || isSlotTime(v));
const day = yup
  .array(time)
  .required()
  // The same time twice on one day would be one release: the second is a mistake.
  .test('unique', 'planner.cadence.timeTwice', (times) => new Set(times).size === (times?.length ?? 0));

export const cadenceSchema = yup.object({
  time_zone: yup.string().required('planner.cadence.zoneRequired').test('zone', 'planner.cadence.zoneUnknown', (v) => !v || isTimeZone(v)),
  days: yup
    .array(day)
    .required()
    .test('many', 'planner.cadence.tooMany', (days) => (days ?? []).flat().length <= MAX_SLOTS_PER_WEEK),
  paused: yup.boolean().required(),
  pause_from: yup.string().when('paused', { is: true, then: (s) => s.required('planner.cadence.pauseRequired').test('day', 'planner.cadence.pauseRequired', (v) => !v || isPlanDay(v)) }),
  pause_to: yup.string().when('paused', {
    is: true,
    then: (s) =>
      s
        .required('planner.cadence.pauseRequired')
        .test('day', 'planner.cadence.pauseRequired', (v) => !v || isPlanDay(v))
        .test('order', 'planner.cadence.pauseOrder', function (v) {
          const from = this.parent.pause_from as string;
          return !v || !from || v >= from;
        }),
  }),
});
