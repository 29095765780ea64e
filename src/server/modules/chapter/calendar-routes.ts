import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { isTimeZone } from '../../../domain/chapter';
import { DateString, Text } from '../../../domain/api/common';
import { WritingCalendar } from '../../../domain/api/chapters';
import { doc, query, responses } from '../../lib/openapi';
import { ValidationError } from '../../lib/errors';
import { writingCalendar } from './calendar';

/** The longest range the calendar answers for. */
const CALENDAR_MAX_DAYS = 400;

/** The writing calendar: words written and chapters released per day. */
const calendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/writeCenter.writingCalendar',
    {
      onRequest: app.authenticate,
      schema: {
        ...doc('chapters', `Words written and chapters released per day, scheduled releases and streaks (at most ${CALENDAR_MAX_DAYS} days)`),
        querystring: query({
          from: Type.Unsafe<string>({ ...DateString('first day'), 'x-message': 'validation.invalid' }),
          to: Type.Unsafe<string>({ ...DateString('last day'), 'x-message': 'validation.invalid' }),
          tz: Type.Optional(Text(64, 'IANA time zone the days are counted in (default UTC)', 'Asia/Jakarta', 'validation.timeZone')),
        }),
        response: responses(WritingCalendar),
      },
    },
    async (request, reply) => {
      const { from, to, tz } = request.query;
      const timeZone = tz || 'UTC';
      const fields: ConstructorParameters<typeof ValidationError>[0] = {};
      if (!isTimeZone(timeZone)) fields.tz = { id: 'validation.timeZone' };
      if (Number.isNaN(Date.parse(from))) fields.from = { id: 'validation.invalid' };
      if (Number.isNaN(Date.parse(to)) || to < from) fields.to = { id: 'validation.invalid' };
      else if (Date.parse(to) - Date.parse(from) > CALENDAR_MAX_DAYS * 86_400_000) fields.to = { id: 'validation.calendar.range' };
      if (Object.keys(fields).length) throw new ValidationError(fields);
      return reply.ok(await writingCalendar(app.db, request.userId, { from, to, timeZone }));
    },
  );
};

export default calendarRoutes;
