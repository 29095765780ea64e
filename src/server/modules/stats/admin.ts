/** Staff and reading figures: the simulator (`stats:simulate`), through the real ingestion. */
import Type from 'typebox';
import { Count, Id } from '../../../domain/api/common';
import { ApiCode } from '../../../domain/errors';
import { AppError } from '../../lib/errors';
import { defineAction } from '../../admin/registry';
import { audit } from '../audit';
import { simulateNovelStats } from './simulate';
import { novelExists } from './stats-repository';

export const statsActions = [
  defineAction({
    name: 'stats.simulate',
    method: 'POST',
    summary: 'Make realistic daily reading figures for a novel and its live chapters (from each chapter’s release) through the real ingestion; days already there are replaced',
    role: 'admin',
    input: Type.Object({
      novel: Id('the novel', 12),
      days: Type.Integer({ minimum: 1, maximum: 3650, description: 'the last N days up to today', examples: [365] }),
      seed: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: 'the same seed gives the same figures' })),
    }),
    output: Type.Object({ inserted: Count(), replaced: Count(), unchanged: Count(), rejected: Count() }),
    cli: {
      command: 'stats:simulate',
      usage: '--novel <id> --days <n> [--seed <n>]',
      input: ({ flags }) => ({ novel: Number(flags.novel), days: Number(flags.days ?? 90), ...(flags.seed ? { seed: Number(flags.seed) } : {}) }),
    },
    async run(ctx, input) {
      if (!(await novelExists(ctx.tx, input.novel))) throw new AppError(ApiCode.NotFound, 'novel.notFound');
      const report = await simulateNovelStats(ctx.tx, { novelId: input.novel, days: input.days, now: ctx.now(), seed: input.seed });
      await audit(ctx.tx, { actor: { kind: 'staff', id: ctx.member.id }, action: 'stats.simulated', subject: { kind: 'novel', id: input.novel }, after: { days: input.days, ...report }, origin: ctx.origin });
      return report;
    },
  }),
];
