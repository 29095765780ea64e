/** Staff actions on welfare: define programs per site, review applications, grant. */
import Type from 'typebox';
import { Id, ListOf, MoneyWire, Text } from '../../../domain/api/common';
import { WelfareClaimWire } from '../../../domain/api/welfare';
import { currencyExponent, isCurrency, money } from '../../../domain/money';
import { minorFromMajor } from '../../../domain/ledger';
import { WELFARE_KINDS, isWelfareKind, type WelfareRules } from '../../../domain/welfare';
import { parseSiteId } from '../../../domain/sites';
import { welfareClaims, type welfarePrograms } from '../../db/schema';
import { ValidationError, notFound } from '../../lib/errors';
import { defineAction, flagText, needText } from '../../admin/registry';
import { LocalizedInput, localizedText, perLanguage, withEnglish } from '../../admin/localized-text';
import { byRow } from '../../admin/scopes';
import { inScope, reviewQueue } from '../../admin/review-queue';
import { audit } from '../audit';
import { claimWire } from './service';
import { grantClaim } from './grants';
import { claimsRepository } from './claims-repository';
import { programsRepository } from './programs-repository';

const claimId = (target: string | undefined) => Number(needText(target, 'the claim id'));
const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const claims = reviewQueue({
  subject: 'welfare_claim',
  row: welfareClaims.id,
  async load(tx, id) {
    const row = await claimsRepository(tx).forReview(id);
    return row ? { id, authorUserId: row.claim.authorId, editorId: row.editorId, waiting: row.claim.status === 'pending', claim: row.claim, kind: row.program.kind } : null;
  },
  async approve(tx, item, ctx) {
    const now = ctx.now();
    const lineId = await grantClaim(tx, item.claim, { staffId: ctx.member.id, now, day: now.toISOString().slice(0, 10), kind: item.kind });
    return { id: item.id, status: 'granted' as const, line_id: lineId, amount: money(item.claim.amountMinor, item.claim.currency) };
  },
  async reject(tx, item, reason, ctx) {
    await claimsRepository(tx).reject(item.id, { reason, decidedBy: ctx.member.id, decidedAt: ctx.now() });
    return { id: item.id, status: 'rejected' as const };
  },
  approvedNotice: (item) => ({ kind: 'payout', template: 'notice.welfare.granted', params: { kind: item.kind, period: item.claim.claimKey.startsWith('work:') ? '-' : item.claim.claimKey }, link: '/welfareManage2' }),
  rejectedNotice: (item, reason) => ({ kind: 'payout', template: 'notice.welfare.rejected', params: { kind: item.kind, reason }, link: '/welfareManage2' }),
});

const ProgramWire = Type.Object({
  id: Id('program id', 2),
  site_id: Type.Union([Type.Null(), Type.Integer()]),
  kind: Type.String(),
  names: Type.Record(Type.String(), Type.String()),
  min_words: Type.Union([Type.Null(), Type.Integer()]),
  milestone_words: Type.Union([Type.Null(), Type.Integer()]),
  amount: MoneyWire,
  time_zone: Type.String(),
  active: Type.Boolean(),
});

export const welfareActions = [
  defineAction({
    name: 'welfare.programCreate',
    method: 'POST',
    summary: 'Define a benefit program for a site (or every site): its kind, amount, words rule and the time zone whose days count',
    role: 'admin',
    input: Type.Object({
      kind: Type.String({ description: WELFARE_KINDS.join(', '), examples: ['full_attendance'] }),
      amount: Text(20, 'in major units', '30.00'),
      currency: Type.String({ pattern: '^[A-Z]{3}$', examples: ['USD'] }),
      min_words: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000_000, description: 'full attendance: words a day; completion: the work’s words' })),
      milestone_words: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000_000, description: 'word milestone: words in a month' })),
      time_zone: Type.Optional(Text(64, 'IANA zone whose days count (default UTC)', 'Asia/Singapore')),
      site_id: Type.Optional(Type.Integer({ description: 'one site (default every site)', examples: [503] })),
      names: Type.Optional(LocalizedInput('the program’s name (without any, authors read the kind’s translated name)', { en: 'Daily updater bonus', de: 'Bonus für tägliche Updates' }, 80)),
    }),
    output: ProgramWire,
    cli: {
      command: 'welfare:program-create',
      usage: '<kind> --amount 30.00 --currency USD [--min-words N] [--milestone-words N] [--tz Asia/Singapore] [--site 503] [--name-en TEXT --name-de TEXT …]',
      input: ({ target, flags }) => ({
        kind: needText(target, 'the kind'),
        amount: needText(flags.amount, '--amount'),
        currency: needText(flags.currency, '--currency'),
        ...(flagText(flags['min-words']) ? { min_words: Number(flagText(flags['min-words'])) } : {}),
        ...(flagText(flags['milestone-words']) ? { milestone_words: Number(flagText(flags['milestone-words'])) } : {}),
        ...(flagText(flags.tz) ? { time_zone: flagText(flags.tz)! } : {}),
        ...(flagText(flags.site) ? { site_id: Number(flagText(flags.site)) } : {}),
        names: perLanguage(flags, 'name'),
      }),
    },
    async run(ctx, input) {
      const { tx } = ctx;
      if (!isWelfareKind(input.kind)) throw new ValidationError({ kind: { id: 'validation.invalid' } });
      if (!isCurrency(input.currency)) throw new ValidationError({ currency: { id: 'validation.invalid' } });
      const minor = minorFromMajor(input.amount, currencyExponent(input.currency));
      if (minor === null || minor <= 0) throw new ValidationError({ amount: { id: 'validation.invalid' } });
      if (input.kind === 'word_milestone' ? !input.milestone_words : !input.min_words) throw new ValidationError({ [input.kind === 'word_milestone' ? 'milestone_words' : 'min_words']: { id: 'validation.required' } });
      const zone = input.time_zone ?? 'UTC';
      if (!isTimeZone(zone)) throw new ValidationError({ time_zone: { id: 'validation.invalid' } });
      if (input.site_id !== undefined && parseSiteId(input.site_id) === undefined) throw new ValidationError({ site_id: { id: 'validation.invalid' } });
      // A program may go without a name of its own; one that has names has an English one.
      const names = localizedText(input.names, 'names');
      if (Object.keys(names).length && !names.en) throw new ValidationError({ names: { id: 'admin.welfare.name' } });
      const rules: WelfareRules = { amount_minor: minor, currency: input.currency, ...(input.kind === 'word_milestone' ? { milestone_words: input.milestone_words } : { min_words: input.min_words }) };
      const program = await programsRepository(tx).add({ kind: input.kind, rules, timeZone: zone, siteId: input.site_id ?? null, names, createdBy: ctx.member.id });
      await audit(tx, { actor: { kind: 'staff', id: ctx.member.id }, action: 'welfare.programCreated', subject: { kind: 'welfare_program', id: program.id }, after: { kind: input.kind, names, rules: { ...rules }, time_zone: zone, site_id: input.site_id ?? null }, origin: ctx.origin });
      return programWire(program);
    },
  }),
  defineAction({
    name: 'welfare.programNames',
    method: 'POST',
    summary: 'Write a program’s names: each language given replaces that language’s name (an empty text removes it); English stays, as the fallback',
    role: 'admin',
    input: Type.Object({
      id: Id('program id', 2),
      names: LocalizedInput('the program’s name', { de: 'Bonus für tägliche Updates', th: 'โบนัสอัปเดตรายวัน' }, 80),
    }),
    output: ProgramWire,
    cli: {
      command: 'welfare:program-names',
      usage: '<program id> --name-en TEXT [--name-de TEXT …]   (--name-de "" removes the German name)',
      input: ({ target, flags }) => ({ id: Number(needText(target, 'the program id')), names: perLanguage(flags, 'name') }),
    },
    async run(ctx, input) {
      const { tx } = ctx;
      const before = await programsRepository(tx).lock(input.id);
      if (!before) throw notFound();
      localizedText(input.names, 'names'); // only interface languages may be named
      const merged: Record<string, string> = { ...before.names };
      for (const [locale, text] of Object.entries(input.names)) {
        if (text.trim()) merged[locale] = text.trim();
        else delete merged[locale];
      }
      const names = withEnglish(merged, 'names', 'admin.welfare.name');
      const program = await programsRepository(tx).setNames(input.id, names);
      await audit(tx, { actor: { kind: 'staff', id: ctx.member.id }, action: 'welfare.programNamed', subject: { kind: 'welfare_program', id: program.id }, before: { names: before.names }, after: { names }, origin: ctx.origin });
      return programWire(program);
    },
  }),
  defineAction({
    name: 'welfare.programs',
    method: 'GET',
    summary: 'Every benefit program',
    role: 'editor',
    scope: 'platform',
    input: Type.Object({}),
    output: ListOf(ProgramWire),
    cli: { command: 'welfare:programs', usage: '' },
    async run(ctx) {
      return { list: (await programsRepository(ctx.tx).all()).map(programWire) };
    },
  }),
  defineAction({
    name: 'welfare.claims',
    method: 'GET',
    summary: 'Welfare applications waiting for a decision (an editor sees their own authors’)',
    role: 'editor',
    scope: 'listed',
    input: Type.Object({}),
    output: ListOf(Type.Object({ ...WelfareClaimWire.properties, account_email: Type.String() })),
    cli: { command: 'welfare:claims', usage: '' },
    async run(ctx) {
      const scope = inScope(ctx);
      const rows = await claimsRepository(ctx.tx).pending(scope);
      return { list: rows.map((r) => ({ ...claimWire(r.claim, r.program, 'en', r.title), account_email: r.email })) };
    },
  }),
  defineAction({
    name: 'welfare.grant',
    method: 'POST',
    summary: 'Grant a welfare application: the program’s amount as a welfare ledger line',
    role: 'editor',
    scope: byRow(welfareClaims.id, welfareClaims.authorId, 'id'),
    input: Type.Object({ id: Id('the claim', 9) }),
    output: Type.Object({ id: Id('the claim', 9), status: Type.Literal('granted'), line_id: Id('the welfare line', 5015), amount: MoneyWire }),
    cli: { command: 'welfare:grant', usage: '<claim id>', input: ({ target }) => ({ id: claimId(target) }) },
    run: (ctx, { id }) => claims.approve(ctx, id),
  }),
  defineAction({
    name: 'welfare.reject',
    method: 'POST',
    summary: 'Reject a welfare application with the reason the author reads',
    role: 'editor',
    scope: byRow(welfareClaims.id, welfareClaims.authorId, 'id'),
    input: Type.Object({ id: Id('the claim', 9), reason: Text(500, 'what the author reads', 'Two days in March had no release') }),
    output: Type.Object({ id: Id('the claim', 9), status: Type.Literal('rejected') }),
    cli: { command: 'welfare:reject', usage: '<claim id> --reason TEXT', input: ({ target, flags }) => ({ id: claimId(target), reason: needText(flags.reason, '--reason') }) },
    run: (ctx, { id, reason }) => claims.reject(ctx, id, reason),
  }),
];

function programWire(p: typeof welfarePrograms.$inferSelect) {
  return { id: p.id, site_id: p.siteId, kind: p.kind, names: p.names, min_words: p.rules.min_words ?? null, milestone_words: p.rules.milestone_words ?? null, amount: money(p.rules.amount_minor, p.rules.currency), time_zone: p.timeZone, active: p.active };
}

