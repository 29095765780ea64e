import { and, asc, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client';
import { announcements, authorIntros, authorMetrics, authors, notifications, novels, payeeChanges, payeeDetails, staff, users } from '../db/schema';
import { keyRing } from '../lib/crypto/data-keys';
import { AuthorStatus } from '../../domain/author';
import { hashPassword, usersRepository } from '../modules/user';
import { storeImage } from '../lib/storage/uploads';
import { seedDemoNovels, seedMinorDemoNovel } from './demo-novels';
import { seedDemoIncome } from './demo-income';
import { seedDemoPayouts } from './demo-payouts';
import { seedDemoContract } from './demo-contract';
import type { CertificateSource } from '../modules/contract';
import { seedDemoWelfare } from './demo-welfare';
import { seedDemoComments } from './demo-comments';
import { seedDemoStats } from './demo-stats';
import { seedDemoContests } from './reference/seed';
import type { Storage } from '../lib/storage/storage';
import { refreshStatistics } from '../db/statistics';
import { recordExistingReleases } from '../modules/release-feed';

export const DEMO_LOGIN = { email: 'demo@writers-center.test', password: 'writers-center-demo' } as const;
/** A user who has not signed up as an author yet, and one whose sign-up was rejected. */
export const DEMO_NEWCOMER = { email: 'newcomer@writers-center.test', password: 'writers-center-demo' } as const;
export const DEMO_REJECTED = { email: 'rejected@writers-center.test', password: 'writers-center-demo' } as const;
/**
 * A signed-up author who is a minor (16 on the day the demo is made), with one work just over the
 * signing threshold: her contract needs her guardian (the demo guardian's address gets the link),
 * and every contract state can be reached from the back office's CLI.
 */
export const DEMO_MINOR = { email: 'juniper@writers-center.test', password: 'writers-center-demo', guardianEmail: 'rowan.vale@writers-center.test' } as const;
/** Back-office accounts of the demo. */
export const DEMO_ADMIN = { email: 'admin@writers-center.test', password: 'writers-center-admin' } as const;
export const DEMO_EDITOR = { email: 'iris.calder@writers-center.test', password: 'writers-center-editor' } as const;

const EDITORS = [
  { email: DEMO_EDITOR.email, name: 'Iris Calder', languages: ['en', 'fr', 'de'] },
  { email: 'tomas.reyes@writers-center.test', name: 'Tomás Reyes', languages: ['es', 'pt', 'fil'] },
  { email: 'ananya.putri@writers-center.test', name: 'Ananya Putri', languages: ['id', 'th', 'vi'] },
  { email: 'lena.wolkova@writers-center.test', name: 'Lena Wolkova', languages: ['ru', 'de', 'zh'] },
];

const DEMO_INTRO =
  'I grew up between harbour towns and libraries, and I write the stories I wanted to find there: quiet magic, stubborn heroines and cities that remember. ' +
  'My serials update twice a week, and I answer every comment I can.';

/** `date` minus `years`, as YYYY-MM-DD (a birthday that makes someone that old today). */
const yearsBefore = (date: Date, years: number) => `${date.getUTCFullYear() - years}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}`;

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row?.n ?? 0) === 0;
}

/** A small generated portrait (initials on the brand-neutral gradient), as if uploaded. */
async function demoAvatar(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3b5bdb"/><stop offset="1" stop-color="#9c36b5"/></linearGradient></defs>
    <rect width="256" height="256" fill="url(#g)"/>
    <text x="128" y="160" font-family="DejaVu Sans, sans-serif" font-size="96" font-weight="bold" fill="#fff" text-anchor="middle">MQ</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Creates the demo accounts, staff and data (idempotent: does nothing when the demo author exists),
 * dated from `at` (the app's clock; a test's fixed one, so demo months closed for payouts follow it).
 */
export async function seedDemo(
  db: Db,
  storage: Storage,
  at: Date = new Date(),
  /** the platform's certificate and the portal's address, as the app has them (the demo's contract is sealed with it) */
  contracts: { signing?: CertificateSource; publicUrl?: string } = {},
): Promise<{ created: boolean }> {
  await seedDemoContests(db);
  const repo = usersRepository(db);
  if (await repo.findByEmail(DEMO_LOGIN.email)) return { created: false };
  const [authorHash, adminHash, editorHash] = await Promise.all([
    hashPassword(DEMO_LOGIN.password),
    hashPassword(DEMO_ADMIN.password),
    hashPassword(DEMO_EDITOR.password),
  ]);
  const now = at.getTime();

  const ids = await db.transaction(async (tx) => {
    const iris = await seedDemoStaff(tx, adminHash, editorHash);
    const userId = await seedDemoAuthor(tx, authorHash, iris.id, now);
    const minorId = await seedOtherDemoUsers(tx, authorHash, iris.id, now);
    return { userId, minorId, editorId: iris.id };
  });

  const { key } = await storeImage(db, storage, ids.userId, 'avatar', await demoAvatar(), 100 * 1024);
  await db.update(users).set({ avatarUrl: storage.urlFor(key) }).where(eq(users.id, ids.userId));
  await seedDemoNovels(db, storage, ids.userId, at);
  await seedMinorDemoNovel(db, storage, ids.minorId, at);
  const [finished] = await db
    .select({ id: novels.id })
    .from(novels)
    .where(and(eq(novels.authorId, ids.userId), eq(novels.status, 'finished')))
    .orderBy(asc(novels.id))
    .limit(1);
  if (finished) await seedDemoContract(db, storage, { authorId: ids.userId, novelId: finished.id, editorId: ids.editorId, at, ...contracts });
  await seedDemoIncome(db, ids.userId, at);
  await seedDemoWelfare(db, ids.userId, at);
  await seedDemoPayouts(db, ids.userId, at);
  await seedDemoComments(db, ids.userId, at);
  await seedDemoStats(db, ids.userId, at);
  // The demo's novels and chapters were written straight to their tables: the reader site hears of them as of now.
  await db.transaction((tx) => recordExistingReleases(tx));
  // Every table above was filled at once (a 1,200-chapter novel, a year of comments and figures): the planner
  // learns their sizes now, not when autovacuum (off on some servers, absent on PGlite) gets round to it.
  await refreshStatistics(db);
  return { created: true };
}

/** The back office's admin and editors (those already there are kept); answers the demo's editor. */
async function seedDemoStaff(tx: Db, adminHash: string, editorHash: string) {
  await tx.insert(staff).values({ email: DEMO_ADMIN.email, name: 'Platform Admin', role: 'admin', passwordHash: adminHash }).onConflictDoNothing();
  const editors = await tx
    .insert(staff)
    .values(EDITORS.map((e) => ({ email: e.email, name: e.name, role: 'editor', languages: e.languages.join(','), passwordHash: editorHash })))
    .onConflictDoNothing()
    .returning();
  return editors.find((e) => e.email === DEMO_EDITOR.email) ?? (await tx.select().from(staff).where(eq(staff.email, DEMO_EDITOR.email)))[0];
}

/** The demo author, signed with the demo editor: profile, intro, figures, payee details, notices, and the platform's news. */
async function seedDemoAuthor(tx: Db, authorHash: string, editorId: number, now: number) {
  const day = 86_400_000;
  const [user] = await tx
    .insert(users)
    .values({ email: DEMO_LOGIN.email, passwordHash: authorHash, lang: 'en', fromSite: null, lastLoginAt: new Date(now - 2 * day), emailVerifiedAt: new Date(now - 120 * day) })
    .returning();
  const approvedAt = new Date(now - 412 * day);
  await tx.insert(authors).values({
    userId: user.id,
    penName: 'Mara Quill',
    status: AuthorStatus.Signed,
    gender: 'female',
    email: 'mara.quill@writers-center.test',
    country: 'PH',
    editorId,
    birthDate: '1994-06-12',
    reviewStatus: 'passed',
    submittedAt: new Date(approvedAt.getTime() - 2 * day),
    reviewedAt: approvedAt,
    reviewedBy: editorId,
    approvedAt,
    level: 4,
    followers: 1289,
  });
  await tx.insert(authorIntros).values({
    userId: user.id,
    text: DEMO_INTRO,
    status: 'passed',
    submittedAt: new Date(now - 300 * day),
    reviewedAt: new Date(now - 299 * day),
    reviewedBy: editorId,
  });
  await tx.insert(authorMetrics).values({ userId: user.id, totalIncomeMinor: 1_284_550n, currency: 'USD', totalPv: 2_418_903, totalFollowers: 5_872, totalChapters: 0 });
  await seedDemoPayee(tx, user.id, now);
  // Notices are templates rendered in the reader's language; the challenge is the platform's news.
  await tx.insert(notifications).values([
    { userId: user.id, kind: 'review', template: 'notice.registration.approved', link: '/dashboard', createdAt: new Date(now - 299 * day) },
    { userId: user.id, kind: 'review', template: 'notice.intro.approved', link: '/dashboard', readAt: new Date(now), createdAt: new Date(now - 298 * day) },
  ]);
  await tx.insert(announcements).values({
    audience: 'all',
    titles: { en: 'November writing challenge', es: 'Reto de escritura de noviembre', de: 'Schreib-Challenge im November', fr: 'Défi d’écriture de novembre' },
    bodies: {
      en: 'Write 30,000 words this month to earn a badge.',
      es: 'Escribe 30.000 palabras este mes para ganar una insignia.',
      de: 'Schreiben Sie diesen Monat 30.000 Wörter und erhalten Sie ein Abzeichen.',
      fr: 'Écrivez 30 000 mots ce mois-ci pour gagner un badge.',
    },
    pinned: true,
  });
  return user.id;
}

/** A newcomer who has not signed up as an author, a rejected sign-up, and a signed author who is a minor; answers the minor's id. */
async function seedOtherDemoUsers(tx: Db, authorHash: string, editorId: number, now: number) {
  const day = 86_400_000;
  await tx.insert(users).values({ email: DEMO_NEWCOMER.email, passwordHash: authorHash, lang: 'en', emailVerifiedAt: new Date(now) });
  const [rejected] = await tx.insert(users).values({ email: DEMO_REJECTED.email, passwordHash: authorHash, lang: 'en', emailVerifiedAt: new Date(now) }).returning();
  await tx.insert(authors).values({
    userId: rejected.id,
    penName: 'Buy Cheap Coins',
    status: AuthorStatus.Rejected,
    gender: 'other',
    email: DEMO_REJECTED.email,
    country: 'US',
    editorId,
    reviewStatus: 'rejected',
    rejectReason: 'spec_mismatch',
    rejectNote: 'A pen name must not advertise anything. Please choose a name readers can remember you by.',
    submittedAt: new Date(now - 5 * day),
    reviewedAt: new Date(now - 4 * day),
    reviewedBy: editorId,
  });
  const [minor] = await tx
    .insert(users)
    .values({ email: DEMO_MINOR.email, passwordHash: authorHash, lang: 'en', emailVerifiedAt: new Date(now - 90 * day), lastLoginAt: new Date(now - day) })
    .returning();
  const minorApproved = new Date(now - 130 * day);
  await tx.insert(authors).values({
    userId: minor.id,
    penName: 'Juniper Vale',
    status: AuthorStatus.Signed,
    gender: 'female',
    email: DEMO_MINOR.email,
    country: 'GB',
    editorId,
    birthDate: yearsBefore(new Date(now), 16),
    reviewStatus: 'passed',
    submittedAt: new Date(minorApproved.getTime() - day),
    reviewedAt: minorApproved,
    reviewedBy: editorId,
    approvedAt: minorApproved,
    level: 1,
    followers: 86,
  });
  return minor.id;
}

/**
 * The demo author's payee details: a bank account entered 40 days ago and changed 2 days ago, so
 * /salaryManage/salaryManageInfo shows the change history and a payout hold counting down.
 */
async function seedDemoPayee(tx: Db, userId: number, now: number) {
  const day = 86_400_000;
  const account = '004512345678';
  const idNumber = 'P4812093A';
  const holdUntil = new Date(now + 5 * day);
  await tx.insert(payeeDetails).values({
    authorId: userId,
    method: 'bank',
    country: 'PH',
    bankName: 'Harbour Savings Bank',
    bankAccount: account,
    bankAccountHash: keyRing().hash(account),
    accountHolder: 'Mara Quill',
    swift: 'BOPIPHMM',
    branchPostalCode: '1226',
    mobile: '+63 917 555 0142',
    address: '14 Acacia Lane, Makati City',
    idNumber,
    idNumberHash: keyRing().hash(idNumber),
    socialAccount: 'facebook.com/maraquill.writes',
    holdUntil,
    version: 2,
    createdAt: new Date(now - 40 * day),
    updatedAt: new Date(now - 2 * day),
  });
  const browser = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
  await tx.insert(payeeChanges).values([
    { authorId: userId, fields: ['method', 'country', 'bank', 'bank_account', 'account_holder', 'swift', 'branch_postal_code', 'telephone', 'address', 'id_number', 'facebook'], ipAddress: '203.0.113.24', userAgent: browser, createdAt: new Date(now - 40 * day) },
    { authorId: userId, fields: ['bank_account'], ipAddress: '203.0.113.57', userAgent: browser, holdUntil, createdAt: new Date(now - 2 * day) },
  ]);
}
