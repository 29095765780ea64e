/** Staff actions on novels: review, contests and the novel figures import. */
import Type from 'typebox';
import { isSectionId } from '../../../domain/novel';
import { novels } from '../../db/schema';
import { ValidationError } from '../../lib/errors';
import { audit } from '../audit';
import { defineAction, needText } from '../../admin/registry';
import { localizedText } from '../../admin/localized-text';
import { byRow } from '../../admin/scopes';
import { inScope, reviewQueue } from '../../admin/review-queue';
import { BookIdRequest, ContestCreateRequest, ContestCreated, ContestEntry, ImportResult, ListOf, NovelRejectRequest, NovelReview, NovelReviewed, NovelStatsImportRequest, StatusQuery } from '../../admin/wire';
import { novelNo } from './novel-views';
import { recordRelease } from '../release-feed';
import { contestsRepository } from './contests-repository';
import { staffNovelsRepository } from './novels-repository';
import { referenceRepository } from './reference-repository';

const WAITING = ['pending', 'under_review'];

const novelId = (target: string | undefined) => Number(needText(target, 'the novel id'));

const reviews = reviewQueue({
  subject: 'novel',
  row: novels.id,
  async load(tx, id) {
    const row = await staffNovelsRepository(tx).forReview(id);
    return row ? { id, authorUserId: row.novel.authorId, editorId: row.editorId, waiting: WAITING.includes(row.novel.reviewStatus), title: row.novel.title } : null;
  },
  async approve(tx, item, ctx) {
    await staffNovelsRepository(tx).review(item.id, { reviewStatus: 'passed', rejectReason: null, reviewedAt: new Date(), reviewedBy: ctx.member.id });
    await recordRelease(tx, [{ kind: 'novel_changed', novelId: item.id }]);
    return { original_book_id: item.id, review_status: 'passed' };
  },
  async reject(tx, item, reason, ctx) {
    await staffNovelsRepository(tx).review(item.id, { reviewStatus: 'rejected', rejectReason: reason, reviewedAt: new Date(), reviewedBy: ctx.member.id });
    await recordRelease(tx, [{ kind: 'novel_changed', novelId: item.id }]);
    return { original_book_id: item.id, review_status: 'rejected' };
  },
  approvedNotice: (item) => ({ kind: 'review', template: 'notice.novel.approved', params: { title: item.title }, link: `/mywork/manageworks/${item.id}` }),
  rejectedNotice: (item, reason) => ({ kind: 'review', template: 'notice.novel.rejected', params: { title: item.title, reason }, link: `/mywork/editbook/${item.id}` }),
});

export const novelActions = [
  defineAction({
    name: 'novel.reviews',
    method: 'GET',
    summary: 'Novels waiting for review (?status=passed,rejected,… for others)',
    role: 'editor',
    scope: 'listed',
    input: Type.Object(StatusQuery),
    output: ListOf(NovelReview),
    cli: { command: 'novels', usage: '[--status pending,under_review,passed,rejected]' },
    async run({ tx, member }, { status }) {
      const scope = inScope({ member });
      const states = status ? status.split(',').map((s) => s.trim()).filter(Boolean) : WAITING;
      const rows = await staffNovelsRepository(tx).inReview(states, scope);
      return {
        list: rows.map(({ novel, penName, email }) => ({
          original_book_id: novel.id,
          novel_no: novelNo(novel.id),
          title: novel.title,
          pen_name: penName,
          account_email: email,
          status: novel.status,
          review_status: novel.reviewStatus,
          updated_at: novel.updatedAt.toISOString(),
        })),
      };
    },
  }),
  defineAction({
    name: 'novel.approve',
    method: 'POST',
    summary: 'Approve a novel',
    role: 'editor',
    scope: byRow(novels.id, novels.authorId, 'original_book_id'),
    input: BookIdRequest,
    output: NovelReviewed,
    cli: { command: 'novel:approve', usage: '<novel id>', input: ({ target }) => ({ original_book_id: novelId(target) }) },
    run: (ctx, { original_book_id }) => reviews.approve(ctx, original_book_id),
  }),
  defineAction({
    name: 'novel.reject',
    method: 'POST',
    summary: 'Reject a novel with the reason its author reads',
    role: 'editor',
    scope: byRow(novels.id, novels.authorId, 'original_book_id'),
    input: NovelRejectRequest,
    output: NovelReviewed,
    cli: { command: 'novel:reject', usage: '<novel id> --reason TEXT', input: ({ target, flags }) => ({ original_book_id: novelId(target), reason: needText(flags.reason, '--reason') }) },
    run: (ctx, { original_book_id, reason }) => reviews.reject(ctx, original_book_id, reason),
  }),
  defineAction({
    name: 'contest.list',
    method: 'GET',
    summary: 'Every contest',
    role: 'editor',
    scope: 'platform',
    input: Type.Object({}),
    output: ListOf(ContestEntry),
    cli: { command: 'contests' },
    async run({ tx }) {
      const rows = await contestsRepository(tx).all();
      return { list: rows.map((c) => ({ id: c.id, name: c.names.en ?? Object.values(c.names)[0] ?? '', section_id: c.sectionId, category_id: c.categoryId, starts_at: c.startsAt.toISOString(), ends_at: c.endsAt.toISOString() })) };
    },
  }),
  defineAction({
    name: 'contest.create',
    method: 'POST',
    summary: 'Create a contest (admin)',
    role: 'admin',
    input: ContestCreateRequest,
    output: ContestCreated,
    cli: {
      command: 'contest:create',
      usage: '--name "English name" --days N [--starts ISO date] [--section ID] [--category ID] [--description TEXT]',
      input({ flags }) {
        const starts = typeof flags.starts === 'string' ? new Date(flags.starts) : new Date();
        const days = Number(needText(flags.days, '--days'));
        if (!Number.isFinite(days) || days <= 0) throw new Error('--days must be a positive number');
        return {
          names: { en: needText(flags.name, '--name') },
          ...(typeof flags.description === 'string' ? { descriptions: { en: flags.description } } : {}),
          starts_at: starts.toISOString(),
          ends_at: new Date(starts.getTime() + days * 86_400_000).toISOString(),
          section_id: typeof flags.section === 'string' ? Number(flags.section) : null,
          category_id: typeof flags.category === 'string' ? Number(flags.category) : null,
        };
      },
    },
    async run({ tx, member, origin }, input) {
      const names = localizedText(input.names, 'names');
      if (!names.en) throw new ValidationError({ names: { id: 'admin.contest.name' } });
      const startsAt = new Date(input.starts_at);
      const endsAt = new Date(input.ends_at);
      if (Number.isNaN(startsAt.getTime())) throw new ValidationError({ starts_at: { id: 'validation.invalid' } });
      if (Number.isNaN(endsAt.getTime()) || endsAt <= startsAt) throw new ValidationError({ ends_at: { id: 'admin.contest.dates' } });
      const sectionId = input.section_id ?? null;
      if (sectionId !== null && !isSectionId(sectionId)) throw new ValidationError({ section_id: { id: 'validation.section.required' } });
      // A contest for one category takes that category's novels; a novel's category is a main one.
      const categoryId = input.category_id ?? null;
      if (categoryId !== null) {
        const category = await referenceRepository(tx).category(categoryId);
        if (!category || category.parentId !== null) throw new ValidationError({ category_id: { id: 'admin.contest.category' } });
      }
      const row = await contestsRepository(tx).add({ names, descriptions: localizedText(input.descriptions, 'descriptions'), sectionId, categoryId, startsAt, endsAt });
      await audit(tx, {
        actor: { kind: 'staff', id: member.id },
        action: 'contest.created',
        subject: { kind: 'contest', id: row.id },
        after: { names, section_id: sectionId, category_id: categoryId, starts_at: input.starts_at, ends_at: input.ends_at },
        origin,
      });
      return { id: row.id };
    },
  }),
  defineAction({
    name: 'novel.statsImport',
    method: 'POST',
    summary: 'Import novel figures (income in minor units, PV, followers) by novel id',
    role: 'admin',
    input: NovelStatsImportRequest,
    output: ImportResult(Type.Integer()),
    cli: {
      command: 'novel:stats',
      usage: '<file.json>    rows: [{ "original_book_id", "total_income_minor", "currency", "total_pv", "followers" }]',
      input: async ({ target, readText }) => ({ rows: JSON.parse(await readText(needText(target, 'the JSON file'))) }),
    },
    async run({ tx, member, origin }, { rows }) {
      let imported = 0;
      const unknown: number[] = [];
      for (const row of rows) {
        const figures: Partial<typeof novels.$inferInsert> = {};
        if (row.total_income_minor !== undefined) figures.totalIncomeMinor = BigInt(row.total_income_minor);
        if (row.currency !== undefined) figures.currency = row.currency;
        if (row.total_pv !== undefined) figures.totalPv = row.total_pv;
        if (row.followers !== undefined) figures.followers = row.followers;
        const done = Object.keys(figures).length ? await staffNovelsRepository(tx).setFigures(row.original_book_id, figures) : undefined;
        if (done) imported++;
        else unknown.push(row.original_book_id);
      }
      await audit(tx, { actor: { kind: 'staff', id: member.id }, action: 'novel.figuresImported', subject: { kind: 'novel', id: 'list' }, after: { rows: rows.length, imported, unknown: unknown.length }, origin });
      return { imported, unknown };
    },
  }),
];

