import type { Db } from '../../db/client';
import type { welfareClaims } from '../../db/schema';
import { lastDayOf, monthBefore } from '../../../domain/payout';
import { money } from '../../../domain/money';
import { appendLedgerLines } from '../ledger';
import { dayIn } from '../../../domain/calendar-day';
import type { Notices } from '../notification';
import { releasedInMonth } from './progress';
import { authorsRepository } from './authors-repository';
import { claimsRepository } from './claims-repository';
import { programsRepository } from './programs-repository';

type Claim = typeof welfareClaims.$inferSelect;

/** A claim granted: its `welfare` ledger line (dated `day`), the claim marked, and the author told through `notices` when given. */
export async function grantClaim(tx: Db, claim: Claim, by: { staffId: number | null; now: Date; day: string; kind: string; notices?: Notices }): Promise<number> {
  const { ids } = await appendLedgerLines(tx, [
    { authorId: claim.authorId, novelId: claim.novelId, kind: 'welfare', day: by.day, amount: money(claim.amountMinor, claim.currency), source: by.staffId ? 'staff' : 'system', reason: claim.claimKey, createdBy: by.staffId, externalId: `welfare:${claim.id}` },
  ]);
  await claimsRepository(tx).grant(claim.id, { ledgerLineId: ids[0], decidedBy: by.staffId, decidedAt: by.now });
  // The review queue tells the author of a decision itself (it gives no `notices`).
  if (by.notices) await by.notices.notify(tx, claim.authorId, { kind: 'payout', template: 'notice.welfare.granted', params: { kind: by.kind, period: claim.claimKey.startsWith('work:') ? '-' : claim.claimKey }, link: '/welfareManage2' });
  return ids[0];
}

/**
 * The close's grants for programs nobody applies for (word milestones): every author who released
 * the month's words in the program's zone gets the program's amount once for that month, dated the
 * month's last day so the month's payout includes it.
 */
export async function grantMilestones(db: Db, now: Date, notices: Notices): Promise<{ granted: number }> {
  const programs = await programsRepository(db).activeOfKind('word_milestone');
  let granted = 0;
  for (const program of programs) {
    const month = monthBefore(dayIn(now, program.timeZone).slice(0, 7));
    const target = program.rules.milestone_words ?? 0;
    const reached = (await releasedInMonth(db, month, program.timeZone)).filter((r) => r.words >= target);
    if (!reached.length) continue;
    const onSite = await authorsRepository(db).withSites(reached.map((r) => r.authorId));
    for (const author of onSite) {
      if (program.siteId !== null && author.site !== program.siteId) continue;
      await db.transaction(async (tx) => {
        const claim = await claimsRepository(tx).addIfNew({ programId: program.id, authorId: author.id, claimKey: month, amountMinor: program.rules.amount_minor, currency: program.rules.currency, createdAt: now });
        if (!claim) return;
        await grantClaim(tx, claim, { staffId: null, now, day: lastDayOf(month), kind: program.kind, notices });
        granted++;
      });
    }
  }
  return { granted };
}
