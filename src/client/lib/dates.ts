import dayjs from 'dayjs';

/** Date helpers of the portal: one place for dayjs. */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const MONTH_ABBREVIATIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export function formatDateTime(value: string | number | Date): string {
  return dayjs(value).format(DATE_TIME_FORMAT);
}

/** The month before `now`, as YYYY-MM. */
export function previousMonth(now: Date = new Date()): string {
  return dayjs(now).subtract(1, 'month').format('YYYY-MM');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Year, month, date, hour, minute and second, zero padded, and the English month abbreviation. */
export function dateParts(value: string | number | Date) {
  const d = dayjs(value);
  return {
    year: String(d.year()),
    month: pad(d.month() + 1),
    date: pad(d.date()),
    hour: pad(d.hour()),
    minute: pad(d.minute()),
    second: pad(d.second()),
    monthAbbr: MONTH_ABBREVIATIONS[d.month()],
  };
}
