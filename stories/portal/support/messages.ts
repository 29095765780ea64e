import { IntlMessageFormat } from 'intl-messageformat';
import type { HttpHandler } from 'msw';
import { answering, text } from './meta';

/** A portal message in the story's language, by id, with its `{…}` values filled in (plurals, numbers) as the screen formats it. */
export const message = (id: string, locale: string, values: Record<string, string | number> = {}) =>
  String(new IntlMessageFormat(text(id, locale), locale).format(values));

/** "November 2026" in the story's language, as the money and welfare screens name a month. */
export const monthName = (month: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

/** An interaction story's answers in place of the recording's, and no photograph (`answering` with Chromatic's `disableSnapshot`, which the local runner reads too). */
export const answeringUnphotographed = (...handlers: HttpHandler[]) => ({ parameters: { ...answering(...handlers).parameters, chromatic: { disableSnapshot: true } } });
