import type { IntlShape } from 'react-intl';
import type { StatTrend } from '@writers-center/design-system';
import { changePercent, type Grain } from '../../../domain/stats';
import { m } from './messages';

export const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** A day as the author reads it (days are calendar days: shown in UTC so they never shift). */
export const formatDay = (intl: IntlShape, day: string | Date, grain: Grain = 'day') =>
  intl.formatDate(typeof day === 'string' ? dayDate(day) : day, grain === 'month' ? { timeZone: 'UTC', month: 'short', year: 'numeric' } : { timeZone: 'UTC', day: 'numeric', month: 'short', year: grain === 'day' ? undefined : 'numeric' });

/** "+12% on the previous period", with its direction. */
export function trendOf(intl: IntlShape, now: number, before: number): StatTrend {
  const change = changePercent(now, before);
  if (change === null) return { direction: 'up', text: intl.formatMessage(m.changeNew), tone: 'neutral' };
  if (change === 0) return { direction: 'flat', text: intl.formatMessage(m.changeFlat) };
  return change > 0 ? { direction: 'up', text: intl.formatMessage(m.changeUp, { percent: change }) } : { direction: 'down', text: intl.formatMessage(m.changeDown, { percent: -change }) };
}

export const perMilleText = (intl: IntlShape, pm: number | null) => (pm === null ? '–' : intl.formatNumber(pm / 1000, { style: 'percent', maximumFractionDigits: 1 }));
