import { describe, expect, it } from 'vitest';
import { cadenceSchema } from '../../../src/client/features/planner/cadence-rules';
import type { CadenceValues } from '../../../src/client/features/planner/cadence-values';

const week = (days: Partial<Record<number, string[]>>) => Array.from({ length: 7 }, (_, d) => days[d] ?? []);
const values = (extra: Partial<CadenceValues> = {}): CadenceValues => ({ time_zone: 'Europe/Berlin', days: week({ 1: ['20:00'] }), paused: false, pause_from: '', pause_to: '', ...extra });
/** Each field's message id, as Formik would show them (every error at once). */
async function errors(v: CadenceValues): Promise<Record<string, string>> {
  try {
    await cadenceSchema.validate(v, { abortEarly: false });
    return {};
  } catch (err) {
    return Object.fromEntries((err as { inner: { path: string; message: string }[] }).inner.map((e) => [e.path, e.message]));
  }
}

describe('the planner cadence rules', () => {
  it('take several times a day, and no cadence at all', async () => {
    expect(await errors(values({ days: week({ 1: ['08:00', '20:00'], 5: ['20:00'] }) }))).toEqual({});
    expect(await errors(values({ days: week({}) }))).toEqual({});
  });

  it('refuse a missing or malformed time, the same time twice a day, and more than 28 a week', async () => {
    expect(await errors(values({ days: week({ 2: ['', '25:00'] }) }))).toEqual({ 'days[2][0]': 'planner.cadence.timeRequired', 'days[2][1]': 'planner.cadence.timeFormat' });
    expect(await errors(values({ days: week({ 3: ['20:00', '20:00'] }) }))).toEqual({ 'days[3]': 'planner.cadence.timeTwice' });
    const many = Array.from({ length: 5 }, (_, h) => `1${h}:00`);
    expect(await errors(values({ days: week({ 0: many, 1: many, 2: many, 3: many, 4: many, 5: many }) }))).toEqual({ days: 'planner.cadence.tooMany' });
  });

  it('refuse an unknown zone, and a break without both days or ending before it starts', async () => {
    expect(await errors(values({ time_zone: 'Mars/Olympus' }))).toEqual({ time_zone: 'planner.cadence.zoneUnknown' });
    expect(await errors(values({ paused: true }))).toEqual({ pause_from: 'planner.cadence.pauseRequired', pause_to: 'planner.cadence.pauseRequired' });
    expect(await errors(values({ paused: true, pause_from: '2027-02-07', pause_to: '2027-02-01' }))).toEqual({ pause_to: 'planner.cadence.pauseOrder' });
    expect(await errors(values({ paused: false, pause_from: '2027-02-07', pause_to: '2027-02-01' }))).toEqual({});
  });
});
