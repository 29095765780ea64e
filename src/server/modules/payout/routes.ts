import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { Id } from '../../../domain/api/common';
import { PayoutOverview, RewardApplicationWire, RewardApplyRequest, RewardInfo } from '../../../domain/api/payout';
import { doc, langQuery, responses } from '../../lib/openapi';
import { originOf } from '../audit';
import { payoutService } from './service';
import { rewardService } from './rewards';

/** Payouts and monthly rewards, the author's side (/salaryManage2). */
const payoutRoutes: FastifyPluginAsyncTypebox<{ now?: () => Date }> = async (app, options) => {
  const payouts = payoutService(app.db, options.now);
  const rewards = rewardService(app.db, options.now);
  const auth = { onRequest: app.authenticate };

  app.get(
    '/v1/payout.overview',
    { ...auth, schema: { ...doc('payout', 'Balances against each currency’s payout threshold, any hold, and every month’s close (pending, held, paid, failed or rolled over; a failure’s reason in the request’s language)'), querystring: langQuery, response: responses(PayoutOverview) } },
    async (request, reply) => reply.ok(await payouts.overview(request.userId, request.locale)),
  );

  app.get(
    '/v1/reward.info',
    { ...auth, schema: { ...doc('reward', 'Monthly reward applications: chances left this year, when they reset, the months and works that may apply, and past applications'), querystring: langQuery, response: responses(RewardInfo) } },
    async (request, reply) => reply.ok(await rewards.info(request.userId)),
  );

  app.post(
    '/v1/reward.apply',
    { ...auth, schema: { ...doc('reward', 'Apply for a month’s reward for a signed work (uses one chance; the previous month by default)'), querystring: langQuery, body: RewardApplyRequest, response: responses(RewardApplicationWire) } },
    async (request, reply) => reply.ok(await rewards.apply(request.userId, request.body, originOf(request)), 'reward.appliedOk'),
  );

  app.post(
    '/v1/reward.withdraw',
    { ...auth, schema: { ...doc('reward', 'Withdraw a pending application: its chance comes back'), querystring: langQuery, body: Type.Object({ id: Id('application id', 7) }), response: responses(RewardApplicationWire) } },
    async (request, reply) => reply.ok(await rewards.withdraw(request.userId, request.body.id, originOf(request)), 'reward.withdrawnOk'),
  );
};

export default payoutRoutes;
