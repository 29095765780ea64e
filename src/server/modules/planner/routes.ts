import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Id } from '../../../domain/api/common';
import { GoalSaveBody, LowBuffers, Plan, PlanQueueBody, PlanSaveBody, WritingGoal } from '../../../domain/api/planner';
import { doc, langQuery, query, responses } from '../../lib/openapi';
import { goalService } from './goals';
import { plannerService } from './service';

/** The release planner: a novel's cadence, its queue of chapters and the buffer they make. */
const plannerRoutes: FastifyPluginAsyncTypebox<{ now: () => Date }> = async (app, options) => {
  const service = plannerService(app.db, options.now);
  const auth = { onRequest: app.authenticate };
  const planner = (summary: string) => doc('planner', summary);

  app.get(
    '/v1/planner.get',
    { ...auth, schema: { ...planner('A novel’s cadence, its queue with each chapter’s date, the drafts not queued, and the buffer'), querystring: query({ original_book_id: Id('novel id', 12) }), response: responses(Plan) } },
    async (request, reply) => reply.ok(await service.view(request.userId, request.query.original_book_id, request.locale)),
  );

  app.get(
    '/v1/planner.lowBuffers',
    { ...auth, schema: { ...planner('The author’s novels whose queue runs dry within 7 days (or is empty while the cadence has times), and the welfare programs their queues would break within the week, for the dashboard'), querystring: langQuery, response: responses(LowBuffers) } },
    async (request, reply) => reply.ok(await service.lowBuffers(request.userId, request.locale)),
  );

  app.post(
    '/v1/planner.save',
    { ...auth, schema: { ...planner('Set the cadence (weekdays and times in a zone) and a rest; the queue re-flows'), querystring: langQuery, body: PlanSaveBody, response: responses(Plan) } },
    async (request, reply) => reply.ok(await service.saveCadence(request.userId, request.body, request.locale), 'planner.saved'),
  );

  app.post(
    '/v1/planner.queue',
    { ...auth, schema: { ...planner('Set the queue in order (pinned chapters keep their dates); each chapter is checked and scheduled'), querystring: langQuery, body: PlanQueueBody, response: responses(Plan) } },
    async (request, reply) => reply.ok(await service.setQueue(request.userId, request.body, request.locale), 'planner.queued'),
  );

  const goals = goalService(app.db, options.now);
  app.get(
    '/v1/goal.get',
    { ...auth, schema: { ...planner('A novel’s writing goal, this period’s typed and added words, the streak and the last 28 days'), querystring: query({ original_book_id: Id('novel id', 12) }), response: responses(WritingGoal) } },
    async (request, reply) => reply.ok(await goals.get(request.userId, request.query.original_book_id)),
  );

  app.post(
    '/v1/goal.save',
    { ...auth, schema: { ...planner('Set a novel’s goal: words typed per day or per week, in a zone'), querystring: langQuery, body: GoalSaveBody, response: responses(WritingGoal) } },
    async (request, reply) => reply.ok(await goals.save(request.userId, request.body), 'goal.saved'),
  );
};

export default plannerRoutes;
