/** Staff and comments: the simulator, the vetting's word list, and removing a comment (audited). */
import Type from 'typebox';
import { Count, Id, ListOf, Text } from '../../../domain/api/common';
import { CommentIngestReport } from '../../../domain/api/comments';
import { ApiCode } from '../../../domain/errors';
import { comments } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { defineAction } from '../../admin/registry';
import { byRow } from '../../admin/scopes';
import { audit } from '../audit';
import { ingestComments } from './ingest';
import { appendFeed } from './feed';
import { simulatedComments } from './simulate';
import { commentWordsRepository } from './comment-words-repository';
import { commentsRepository } from './comments-repository';
import { worksRepository } from './works-repository';

const BATCH = 1000;
const WordEntry = Type.Object({ id: Id('word id', 3), word: Type.String(), created_at: Type.String({ format: 'date-time' }) });

export const commentActions = [
  defineAction({
    name: 'comments.simulate',
    method: 'POST',
    summary: 'Add realistic reader comments to a novel through the real ingestion (vetting, blocks, notices)',
    role: 'admin',
    input: Type.Object({
      novel: Id('the novel', 12),
      count: Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'how many comments', examples: [200] }),
      days: Type.Optional(Type.Integer({ minimum: 1, maximum: 3650, description: 'spread over this many days (default 14)' })),
    }),
    output: CommentIngestReport,
    cli: {
      command: 'comments:simulate',
      usage: '--novel <id> --count <n> [--days <n>]',
      input: ({ flags }) => ({ novel: Number(flags.novel), count: Number(flags.count ?? 100), ...(flags.days ? { days: Number(flags.days) } : {}) }),
    },
    async run(ctx, input) {
      const novel = await worksRepository(ctx.tx).novel(input.novel);
      if (!novel) throw new AppError(ApiCode.NotFound, 'novel.notFound');
      const now = ctx.now();
      const all = await simulatedComments(ctx.tx, { novelId: input.novel, count: input.count, days: input.days, now });
      const total: CommentIngestReport = { accepted: 0, removed: 0, duplicates: 0, rejected: [] };
      for (let i = 0; i < all.length; i += BATCH) {
        const report = await ingestComments(ctx.tx, all.slice(i, i + BATCH), { lang: 'en', now, notices: ctx.notices });
        total.accepted += report.accepted;
        total.removed += report.removed;
        total.duplicates += report.duplicates;
        total.rejected.push(...report.rejected.map((r) => ({ ...r, index: r.index + i })));
      }
      await audit(ctx.tx, { actor: { kind: 'staff', id: ctx.member.id }, action: 'comments.simulated', subject: { kind: 'novel', id: input.novel }, after: { count: input.count, accepted: total.accepted }, origin: ctx.origin });
      return total;
    },
  }),
  defineAction({
    name: 'comments.words',
    method: 'GET',
    summary: 'The words the vetting removes a comment for (abuse, defamation)',
    role: 'editor',
    scope: 'platform',
    input: Type.Object({}),
    output: ListOf(WordEntry),
    cli: { command: 'comments:words' },
    async run(ctx) {
      const rows = await commentWordsRepository(ctx.tx).entries();
      return { list: rows.map((r) => ({ id: r.id, word: r.word, created_at: r.createdAt.toISOString() })) };
    },
  }),
  defineAction({
    name: 'comments.wordAdd',
    method: 'POST',
    summary: 'Add a word or phrase to the vetting’s list (new comments only)',
    role: 'admin',
    input: Type.Object({ word: Type.String({ minLength: 1, maxLength: 100, description: 'a word or phrase, any language', examples: ['idiot'] }) }),
    output: Type.Object({ added: Count('1 when new, 0 when listed already', 1) }),
    cli: { command: 'comments:word-add', usage: '<word or phrase>', input: ({ target }) => ({ word: target ?? '' }) },
    async run(ctx, input) {
      const { tx } = ctx;
      const word = input.word.trim().toLocaleLowerCase();
      if (!word) throw new AppError(ApiCode.ValidationFailed, 'error.validation');
      const rows = await commentWordsRepository(tx).add(word, ctx.member.id);
      if (rows.length) await audit(tx, { actor: { kind: 'staff', id: ctx.member.id }, action: 'comment_word.added', subject: { kind: 'comment_word', id: rows[0].id }, after: { word }, origin: ctx.origin });
      return { added: rows.length };
    },
  }),
  defineAction({
    name: 'comments.wordRemove',
    method: 'POST',
    summary: 'Take a word or phrase off the vetting’s list',
    role: 'admin',
    input: Type.Object({ word: Type.String({ minLength: 1, maxLength: 100, examples: ['idiot'] }) }),
    output: Type.Object({ removed: Count('1 when it was listed', 1) }),
    cli: { command: 'comments:word-remove', usage: '<word or phrase>', input: ({ target }) => ({ word: target ?? '' }) },
    async run(ctx, input) {
      const { tx } = ctx;
      const rows = await commentWordsRepository(tx).remove(input.word.trim().toLocaleLowerCase());
      if (rows.length) await audit(tx, { actor: { kind: 'staff', id: ctx.member.id }, action: 'comment_word.removed', subject: { kind: 'comment_word', id: rows[0].id }, after: { word: input.word }, origin: ctx.origin });
      return { removed: rows.length };
    },
  }),
  defineAction({
    name: 'comments.remove',
    method: 'POST',
    summary: 'Remove a reader’s comment as staff, with the reason the author will read (audited); the author cannot restore it',
    role: 'editor',
    scope: byRow(comments.id, comments.authorId, 'id'),
    input: Type.Object({ id: Id('comment id', 311), reason: Text(300, 'why, shown to the author', 'Defamatory content') }),
    output: Type.Object({ removed: Count('1 when it was live or removed by the author, the vetting or a block', 1) }),
    cli: { command: 'comments:remove', usage: '<comment id> --reason <text>', input: ({ target, flags }) => ({ id: Number(target), reason: String(flags.reason ?? '') }) },
    async run(ctx, input) {
      const { tx } = ctx;
      const repo = commentsRepository(tx);
      const comment = await repo.byId(input.id);
      if (!comment) throw new AppError(ApiCode.NotFound, 'comment.notFound');
      // A comment the author (or the vetting, or a block) took down is taken over too, so the author
      // cannot bring back what the moderators judged; conditional, so an author's restore racing
      // this one either lands first (and is removed again here) or finds it staff_removed.
      const before = await repo.stateForUpdate(comment.id);
      const row = await repo.removeByStaff(comment.id, ctx.now());
      if (!row) return { removed: 0 };
      await audit(tx, { actor: { kind: 'staff', id: ctx.member.id }, action: 'comment.removed_by_staff', subject: { kind: 'comment', id: comment.id, userId: comment.authorId }, before: { state: before.state }, after: { state: 'staff_removed', reason: input.reason }, origin: ctx.origin });
      // The reader site hears of it when readers saw it until now.
      if (before.state === 'live') await appendFeed(tx, [{ kind: 'comment_removed', authorId: comment.authorId, novelId: comment.novelId, commentExternalId: comment.externalId, payload: { reason: 'staff', removed_by: 'staff' } }]);
      return { removed: 1 };
    },
  }),
];
