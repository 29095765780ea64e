/** A byte size in whole kilobytes, in the reader's language ("100 kB", "100 Ko"). */
export const formatKilobytes = (bytes: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(bytes / 1024);
