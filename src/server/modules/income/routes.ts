import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { Id } from '../../../domain/api/common';
import { IncomeLines, IncomeOverview, Month } from '../../../domain/api/income';
import { doc, langQuery, query, responses } from '../../lib/openapi';
import { incomeService } from './service';
import { IdCursor } from '../../../domain/api/cursor';

/** The author's income (/salaryManage): months, works, the lines behind every figure, statements. */
const incomeRoutes: FastifyPluginAsyncTypebox<{ now?: () => Date }> = async (app, options) => {
  const service = incomeService(app.db, options.now);
  const auth = { onRequest: app.authenticate };
  const income = (summary: string) => doc('income', summary);

  app.get(
    '/v1/income.overview',
    { ...auth, schema: { ...income('This month so far and the eleven before, per currency and per work; every figure a sum of ledger lines'), querystring: langQuery, response: responses(IncomeOverview) } },
    async (request, reply) => reply.ok(await service.overview(request.userId)),
  );

  app.get(
    '/v1/income.lines',
    {
      ...auth,
      schema: {
        ...income('The ledger lines behind a month’s figure (optionally one work’s), newest first, 50 a page, each with its working'),
        querystring: query({
          month: Month(),
          original_book_id: Type.Optional(Id('the work', 12)),
          cursor: Type.Optional(IdCursor('bigint', 'next_cursor of the previous page', 4980)),
        }),
        response: responses(IncomeLines),
      },
    },
    async (request, reply) => reply.ok(await service.lines(request.userId, request.query)),
  );

  app.get(
    '/v1/income.statement',
    { ...auth, schema: { ...income('A month’s statement as CSV (UTF-8, headed in the request’s language, formula-safe)'), querystring: query({ month: Month() }), produces: ['text/csv'] } },
    async (request, reply) => {
      const { csv, filename } = await service.statement(request.userId, request.query.month, request.locale);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );
};

export default incomeRoutes;
