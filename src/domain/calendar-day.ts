/** The calendar day (YYYY-MM-DD) an instant falls on in an IANA time zone. */
export const dayIn = (at: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
