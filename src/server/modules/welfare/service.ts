import type { Db } from '../../db/client';
import type { welfareClaims, welfarePrograms } from '../../db/schema';
import { ApiCode } from '../../../domain/errors';
import { minorOf, money } from '../../../domain/money';
import { monthBefore } from '../../../domain/payout';
import { APPLIED_KINDS, attendance, daysOfMonth, programAmount, type ClaimStatus, type WelfareKind } from '../../../domain/welfare';
import type { WelfareApplyRequest, WelfareClaimWire, WelfareProgramWire, WelfarePrograms } from '../../../domain/api/welfare';
import { AppError, ValidationError, notFound } from '../../lib/errors';
import { audit, type AuditOrigin } from '../audit';
import { dayIn } from '../../../domain/calendar-day';
import { inLanguage } from '../novel';
import { releasedByDay } from './progress';
import { authorsRepository } from './authors-repository';
import { claimsRepository } from './claims-repository';
import { programsRepository } from './programs-repository';

type Program = typeof welfarePrograms.$inferSelect;
type Claim = typeof welfareClaims.$inferSelect;

/** The program's own name in `lang` (English when that language has none, marked), or none: the kind's translated name is shown. */
function nameOf(program: Program, lang: string): { name: string | null; name_fallback: boolean } {
  if (!Object.keys(program.names).length) return { name: null, name_fallback: false };
  const { text, fallback } = inLanguage(program.names, lang);
  return { name: text, name_fallback: fallback };
}
const dayAfter = (month: string) => `${monthBefore(month, -1)}-01`;

export function claimWire(claim: Claim, program: Program, lang: string, title: string | null): WelfareClaimWire {
  return {
    id: claim.id,
    program_id: program.id,
    kind: program.kind as WelfareKind,
    ...nameOf(program, lang),
    period: claim.claimKey.startsWith('work:') ? null : claim.claimKey,
    original_book_id: claim.novelId,
    title,
    status: claim.status as ClaimStatus,
    reason: claim.reason,
    amount: money(claim.amountMinor, claim.currency),
    created_at: claim.createdAt.toISOString(),
    decided_at: claim.decidedAt?.toISOString() ?? null,
  };
}

/** The programs an author of `site` sees: the site's and every site's, active. */
export async function programsFor(db: Db, site: number | null): Promise<Program[]> {
  return programsRepository(db).forSite(site);
}

/** The author's works past the draft, for the programs that pay per finished work. */
async function worksOf(db: Db, userId: number) {
  return authorsRepository(db).works(userId);
}

/** One program's progress for the author at `at`. */
async function progress(db: Db, userId: number, program: Program, lang: string, claims: { claim: Claim; title: string | null }[], at: Date): Promise<WelfareProgramWire> {
  const today = dayIn(at, program.timeZone);
  const month = today.slice(0, 7);
  const amount = programAmount(program.rules);
  const mine = claims.filter((c) => c.claim.programId === program.id);
  const base: WelfareProgramWire = {
    id: program.id,
    kind: program.kind as WelfareKind,
    ...nameOf(program, lang),
    min_words: program.rules.min_words ?? null,
    milestone_words: program.rules.milestone_words ?? null,
    amount,
    needs_application: APPLIED_KINDS.includes(program.kind as WelfareKind),
    time_zone: program.timeZone,
    today,
    month,
    projected: money(0, amount.currency),
    attendance: null,
    milestone: null,
    works: null,
    previous: null,
  };
  const previousOf = async (qualified: (released: Map<string, number>) => boolean) => {
    const previous = monthBefore(month);
    const claim = mine.find((c) => c.claim.claimKey === previous);
    return { month: previous, qualified: qualified(await releasedByDay(db, userId, previous, program.timeZone)), claim: claim ? claimWire(claim.claim, program, lang, claim.title) : null };
  };
  if (program.kind === 'full_attendance') {
    const minWords = program.rules.min_words ?? 1;
    const released = await releasedByDay(db, userId, month, program.timeZone);
    const run = attendance(month, today, released, minWords);
    base.attendance = {
      days: daysOfMonth(month)
        .filter((d) => d <= today)
        .map((date) => ({ date, words: released.get(date) ?? 0, met: (released.get(date) ?? 0) >= minWords })),
      met: run.met.length,
      missed: run.missed.length,
      remaining: run.remaining,
      required: daysOfMonth(month).length,
    };
    base.projected = money(run.on_track ? amount.amount_minor : 0, amount.currency);
    base.previous = await previousOf((r) => attendance(monthBefore(month), dayAfter(monthBefore(month)), r, minWords).on_track);
  } else if (program.kind === 'word_milestone') {
    const target = program.rules.milestone_words ?? 0;
    const words = [...(await releasedByDay(db, userId, month, program.timeZone)).values()].reduce((a, b) => a + b, 0);
    base.milestone = { words, remaining: Math.max(0, target - words) };
    base.projected = money(words >= target ? amount.amount_minor : 0, amount.currency);
    base.previous = await previousOf((r) => [...r.values()].reduce((a, b) => a + b, 0) >= target);
  } else {
    const minWords = program.rules.min_words ?? 0;
    base.works = (await worksOf(db, userId)).map((w) => {
      const claim = mine.find((c) => c.claim.novelId === w.id);
      return { original_book_id: w.id, title: w.title, words: w.words, finished: w.status === 'finished', eligible: w.status === 'finished' && w.words >= minWords, claim: claim ? claimWire(claim.claim, program, lang, claim.title) : null };
    });
    const open = base.works.filter((w) => w.eligible && !w.claim).length;
    base.projected = money(BigInt(open) * minorOf(amount), amount.currency);
  }
  return base;
}

/** Welfare, the author's side: live progress from their releases, applications and grants. */
export function welfareService(db: Db, now: () => Date = () => new Date()) {
  const claimRows = claimsRepository(db);
  async function siteOf(userId: number) {
    return authorsRepository(db).site(userId);
  }

  async function claimsOf(userId: number, programIds: number[]) {
    if (!programIds.length) return [];
    return claimRows.ofPrograms(userId, programIds);
  }

  return {
    /** GET /v1/welfare.programs */
    async programs(userId: number, lang: string): Promise<WelfarePrograms> {
      const at = now();
      const programs = await programsFor(db, await siteOf(userId));
      const claims = await claimsOf(userId, programs.map((p) => p.id));
      const list: WelfareProgramWire[] = [];
      for (const p of programs) list.push(await progress(db, userId, p, lang, claims, at));
      return { now: at.toISOString(), list };
    },

    /** POST /v1/welfare.apply: checked against the author's real releases before it is recorded. */
    async apply(userId: number, input: WelfareApplyRequest, lang: string, origin: AuditOrigin): Promise<WelfareClaimWire> {
      const at = now();
      const programs = await programsFor(db, await siteOf(userId));
      const program = programs.find((p) => p.id === input.program_id);
      if (!program) throw notFound();
      if (!APPLIED_KINDS.includes(program.kind as WelfareKind)) throw new AppError(ApiCode.Conflict, 'welfare.automatic');
      const current = await progress(db, userId, program, lang, await claimsOf(userId, [program.id]), at);
      let claimKey: string;
      let novelId: number | null = null;
      if (program.kind === 'full_attendance') {
        if (!input.period || input.period !== current.previous?.month) throw new ValidationError({ period: { id: 'welfare.period' } });
        if (!current.previous.qualified) throw new AppError(ApiCode.Conflict, 'welfare.notQualified');
        claimKey = input.period;
      } else {
        const work = current.works?.find((w) => w.original_book_id === input.original_book_id);
        if (!work) throw notFound();
        if (!work.eligible) throw new AppError(ApiCode.Conflict, 'welfare.notQualified');
        claimKey = `work:${work.original_book_id}`;
        novelId = work.original_book_id;
      }
      const amount = programAmount(program.rules);
      const claim = await claimRows.addIfNew({ programId: program.id, authorId: userId, novelId, claimKey, amountMinor: Number(amount.amount_minor), currency: amount.currency, createdAt: at });
      if (!claim) throw new AppError(ApiCode.Conflict, 'welfare.applied');
      await audit(db, { actor: { kind: 'author', id: userId }, action: 'welfare.applied', subject: { kind: 'welfare_claim', id: claim.id, userId }, after: { program_id: program.id, claim_key: claimKey }, origin });
      const title = novelId ? await authorsRepository(db).title(novelId) : undefined;
      return claimWire(claim, program, lang, title?.title ?? null);
    },

    /** GET /v1/welfare.claims: applications and grants, newest first. */
    async claims(userId: number, lang: string): Promise<{ list: WelfareClaimWire[] }> {
      const rows = await claimRows.ofAuthor(userId, 200);
      return { list: rows.map((r) => claimWire(r.claim, r.program, lang, r.title)) };
    },
  };
}

