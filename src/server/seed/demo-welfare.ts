import type { Db } from '../db/client';
import { welfareClaims, welfarePrograms } from '../db/schema';
import { monthBefore, previousMonthOf } from '../../domain/payout';
import { grantClaim } from '../modules/welfare';

/**
 * Welfare for every site: full attendance (1,000 words released every day, days in Singapore), a
 * 60,000-word monthly milestone (granted at the close) and a completion bonus; the demo author's
 * progress comes from her real writing, with a milestone granted two months ago (a welfare line)
 * and a full-attendance application turned down three months ago.
 */
/** Staff named the attendance program in some languages; the others read the English name, marked. */
const DAILY_BONUS_NAMES = {
  en: 'Daily updater bonus',
  de: 'Bonus für tägliche Updates',
  fr: 'Prime de mise à jour quotidienne',
  es: 'Bono por actualización diaria',
  pt: 'Bônus de atualização diária',
  zh: '日更奖励',
};

export async function seedDemoWelfare(db: Db, userId: number, now = new Date()) {
  const [attendance, milestone] = await db
    .insert(welfarePrograms)
    .values([
      { kind: 'full_attendance', names: DAILY_BONUS_NAMES, rules: { min_words: 1_000, amount_minor: 3_000, currency: 'USD' }, timeZone: 'Asia/Singapore' },
      { kind: 'word_milestone', names: {}, rules: { milestone_words: 60_000, amount_minor: 5_000, currency: 'USD' }, timeZone: 'Asia/Singapore' },
      { kind: 'completion', names: {}, rules: { min_words: 100_000, amount_minor: 10_000, currency: 'USD' }, timeZone: 'UTC' },
    ])
    .returning();
  const previous = previousMonthOf(now);
  const [granted] = await db
    .insert(welfareClaims)
    .values({ programId: milestone.id, authorId: userId, claimKey: monthBefore(previous, 1), amountMinor: 5_000, currency: 'USD', createdAt: new Date(`${previous}-01T02:00:00Z`) })
    .returning();
  await grantClaim(db, granted, { staffId: null, now: new Date(`${previous}-01T02:00:00Z`), day: `${monthBefore(previous, 1)}-28`, kind: 'word_milestone' });
  await db.insert(welfareClaims).values({
    programId: attendance.id,
    authorId: userId,
    claimKey: monthBefore(previous, 2),
    status: 'rejected',
    reason: 'Two days of that month had no release of 1,000 words in Singapore time.',
    amountMinor: 3_000,
    currency: 'USD',
    createdAt: new Date(`${monthBefore(previous, 1)}-02T09:00:00Z`),
    decidedAt: new Date(`${monthBefore(previous, 1)}-04T09:00:00Z`),
  });
}
