/** Fixtures of the contract tests: a clock they move, authors in any state, the application form, signatures. */
import sharp from 'sharp';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { authors, categories, contractApplications, contracts, mailOutbox, novels, signingLinks, staff, users } from '../../src/server/db/schema';
import { hashToken, newToken } from '../../src/server/lib/tokens';
import { keyRing } from '../../src/server/lib/crypto/data-keys';
import { DEMO_EDITOR } from '../../src/server/seed/demo';
import type { apiClient } from './api-client';
import { deliverable } from '../../src/server/modules/mail/outbox';
import { SPECIAL_SITE_ID } from '../../src/domain/sites';

type Api = ReturnType<typeof apiClient>;

/** The app's clock: real time until a test sets it, then moved by hand. */
export function testClock() {
  let fixed: Date | null = null;
  return {
    now: () => (fixed ? new Date(fixed.getTime()) : new Date()),
    set(at: Date | string) {
      fixed = new Date(at);
    },
    advance(ms: number) {
      fixed = new Date((fixed ?? new Date()).getTime() + ms);
    },
    reset() {
      fixed = null;
    },
  };
}
export type TestClock = ReturnType<typeof testClock>;

export const DAY = 86_400_000;

/** The sites a test's service key writes for: newAuthor's authors come from no site, which is the special site's. */
export const TEST_KEY_SITES = [SPECIAL_SITE_ID];

let serial = 0;

export interface AuthorFixture {
  token: string;
  userId: number;
  bookId: number;
  email: string;
}

/**
 * A signed-up author with one released work of `words` words, straight in the database: the
 * checklist's inputs (verified email, profile, birth date, region) as asked.
 */
export async function newAuthor(
  db: Db,
  api: Api,
  options: {
    words?: number;
    birthDate?: string | null;
    country?: string;
    verified?: boolean;
    site?: number | null;
    lang?: string;
  } = {},
): Promise<AuthorFixture> {
  const n = ++serial;
  const email = `author${n}.${Math.random().toString(36).slice(2, 8)}@example.test`;
  const token = await api.signUp(email);
  const [user] = await db.select().from(users).where(eq(users.email, email));
  await db
    .update(users)
    .set({
      emailVerifiedAt: options.verified === false ? null : new Date(),
      fromSite: options.site ?? null,
      lang: options.lang ?? 'en',
    })
    .where(eq(users.id, user.id));
  const [editor] = await db.select().from(staff).where(eq(staff.email, DEMO_EDITOR.email));
  await db.insert(authors).values({
    userId: user.id,
    penName: `Pen ${n} ${Math.random().toString(36).slice(2, 6)}`,
    status: 1,
    gender: 'female',
    email,
    country: options.country ?? 'PH',
    editorId: editor.id,
    birthDate: options.birthDate === undefined ? '1990-05-17' : options.birthDate,
    reviewStatus: 'passed',
    approvedAt: new Date(),
  });
  const bookId = await newWork(db, user.id, options.words ?? 30_001);
  return { token, userId: user.id, bookId, email };
}

/** A released, reviewed work of `words` words. */
export async function newWork(db: Db, authorId: number, words: number, title = 'A Lantern For The Tide'): Promise<number> {
  const [category] = await db.select().from(categories).where(isNull(categories.parentId)).limit(1);
  const [sub] = await db.select().from(categories).where(eq(categories.parentId, category.id)).limit(1);
  const [novel] = await db
    .insert(novels)
    .values({
      authorId,
      sectionId: 1,
      title,
      blurb: 'A quiet harbour town keeps its secrets.',
      categoryId: category.id,
      subCategoryId: sub.id,
      contentRating: '13+',
      exclusive: true,
      estimatedWords: 200_000,
      monthlyWords: 30_000,
      status: 'released',
      reviewStatus: 'passed',
      wordCount: words,
      chapterCount: 50,
    })
    .returning({ id: novels.id });
  return novel.id;
}

/** A small real JPEG, as a phone photo of a document would be. */
export const idPhoto = () =>
  sharp({ create: { width: 96, height: 60, channels: 3, background: { r: 210, g: 200, b: 180 } } })
    .jpeg()
    .toBuffer();

export async function uploadIdPhoto(
  api: Api,
  token: string,
  party: 'author' | 'guardian' = 'author',
  side: 'front' | 'back' = 'front',
): Promise<string> {
  const res = await api.upload(
    `/v1/sign.uploadIdPhoto?party=${party}&side=${side}`,
    token,
    await idPhoto(),
    'id.jpg',
    'image/jpeg',
  );
  if (res.body.code !== 200) throw new Error(`upload failed: ${JSON.stringify(res.body)}`);
  return res.body.data.upload_id as string;
}

/** A complete application (a Philippine adult by default; `guardian` adds a minor's guardian). */
export async function applicationBody(
  api: Api,
  token: string,
  bookId: number,
  options: { guardian?: boolean; guardianEmail?: string; overrides?: Record<string, unknown> } = {},
) {
  const body: Record<string, unknown> = {
    original_book_id: bookId,
    truename: 'Maria Clara Santos',
    id_type: 'id_card',
    IDcard: 'PH 1234 5678',
    id_photo_front: await uploadIdPhoto(api, token, 'author', 'front'),
    id_photo_back: await uploadIdPhoto(api, token, 'author', 'back'),
    address: '12 Mabini Street, Quezon City',
    mobile: '+63 917 123 4567',
    facebook: 'facebook.com/mariaclarawrites',
    monthly_words: 60000,
    estimated_words: 800000,
  };
  if (options.guardian) {
    Object.assign(body, {
      guardian_truename: 'Rowena Santos',
      guardian_email: options.guardianEmail ?? `guardian.${Math.random().toString(36).slice(2, 8)}@example.test`,
      guardian_mobile: '+63 917 765 4321',
      guardian_IDcard: 'PH 8765 4321',
      guardian_id_photo: await uploadIdPhoto(api, token, 'guardian', 'front'),
    });
  }
  return { ...body, ...options.overrides };
}

/**
 * A signature as the SignaturePad sends it: a PNG data URL with one stroke; another `hand` draws
 * another stroke (two people never sign with one image).
 */
export async function signatureDataUrl(hand = ''): Promise<string> {
  const lift = [...hand].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 40;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80"><path d="M10 50 C 60 ${lift}, 110 90, 230 30" stroke="#111" stroke-width="4" fill="none"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** The newest guardian link mailed to `to` (as the sender sends it). */
export async function mailedGuardianLink(db: Db, to: string): Promise<string | null> {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to.toLowerCase()), eq(mailOutbox.template, 'guardian_sign')))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  // The live link is in the sealed copy only the sender opens (staff see it redacted).
  return mail ? (/https?:\/\/\S+\/esign\/[A-Za-z0-9_-]+/.exec(deliverable(mail).text)?.[0] ?? null) : null;
}

export const tokenOf = (url: string) => url.slice(url.lastIndexOf('/esign/') + '/esign/'.length);

/** A contract for the author's work, signed by both sides, straight in the database. */
export async function signedContract(db: Db, at: AuthorFixture, bookId = at.bookId, revenueShare = 50, signedAt: Date | null = null): Promise<void> {
  const [application] = await db
    .insert(contractApplications)
    .values({ novelId: bookId, authorId: at.userId, status: 'approved', truename: 'Mara Quill', idType: 'passport', idNumber: 'P1234567A', idNumberHash: keyRing().hash('P1234567A'), address: '12 Harbour Lane', mobile: '+63 917 123 4567', socialAccount: 'fb', monthlyWords: 30_000, estimatedWords: 200_000 })
    .returning({ id: contractApplications.id });
  await db.insert(contracts).values({ contractNo: `WC-S-${at.userId}-${bookId}`, applicationId: application.id, novelId: bookId, authorId: at.userId, status: 'contract_completed', signedAt, terms: { type: 'exclusive', revenue_share: revenueShare, term_years: 5, first_paid_chapter: null } });
}

/**
 * A minor's contract waiting for signatures, straight in the database, with a live signing link for
 * the guardian (at `guardianEmail`): the link's token, as the guardian's mail would carry it.
 */
export async function guardianSigningLink(db: Db, at: AuthorFixture, guardianEmail: string): Promise<{ contractId: number; token: string }> {
  const [application] = await db
    .insert(contractApplications)
    .values({
      novelId: at.bookId,
      authorId: at.userId,
      status: 'approved',
      minor: true,
      truename: 'Lia Santos',
      idType: 'passport',
      idNumber: 'P7654321B',
      idNumberHash: keyRing().hash('P7654321B'),
      address: '12 Harbour Lane',
      mobile: '+63 917 123 4567',
      socialAccount: 'fb',
      monthlyWords: 30_000,
      estimatedWords: 200_000,
      guardianTruename: 'Ana Santos',
      guardianEmail,
      guardianMobile: '+63 917 765 4321',
    })
    .returning({ id: contractApplications.id });
  const [contract] = await db
    .insert(contracts)
    .values({ contractNo: `WC-G-${application.id}`, applicationId: application.id, novelId: at.bookId, authorId: at.userId, status: 'signing', minor: true, terms: { type: 'exclusive', revenue_share: 50, term_years: 5, first_paid_chapter: null } })
    .returning({ id: contracts.id });
  const token = newToken();
  await db.insert(signingLinks).values({ contractId: contract.id, party: 'guardian', tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 7 * DAY) });
  return { contractId: contract.id, token };
}

/** The newest guardian's signing code mailed to `to` (from the outbox). */
export async function mailedGuardianCode(db: Db, to: string): Promise<string | null> {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to.toLowerCase()), eq(mailOutbox.template, 'guardian_code')))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  // The code is in the sealed copy only the sender opens (staff see it redacted).
  return mail ? (/\b(\d{6})\b/.exec(deliverable(mail).text)?.[1] ?? null) : null;
}
