import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authorIntros, authorMetrics, authors, novels, staff, uploads, users } from '../../db/schema';

/** Authors and their intros. Every method takes the owner's user id: nothing reaches another author's rows. */
export function authorsRepository(db: Db) {
  return {
    async find(userId: number) {
      const [row] = await db.select().from(authors).where(eq(authors.userId, userId)).limit(1);
      return row ?? null;
    },

    /** The author with account, editor and metrics, for the profile and dashboard. */
    async profile(userId: number) {
      const [row] = await db
        .select({ user: users, author: authors, editor: { id: staff.id, name: staff.name }, metrics: authorMetrics })
        .from(users)
        .leftJoin(authors, eq(authors.userId, users.id))
        .leftJoin(staff, eq(staff.id, authors.editorId))
        .leftJoin(authorMetrics, eq(authorMetrics.userId, users.id))
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },

    /**
     * The dashboard's totals from the author's own novels: chapters as each novel counts them
     * (deleted ones not), and the income, PV and followers staff import per novel, per currency.
     */
    async novelTotals(userId: number) {
      const rows = await db
        .select({
          currency: novels.currency,
          chapters: sql<number>`coalesce(sum(${novels.chapterCount}), 0)::int`,
          incomeMinor: sql<string>`coalesce(sum(${novels.totalIncomeMinor}), 0)::text`,
          pv: sql<number>`coalesce(sum(${novels.totalPv}), 0)::bigint`,
          followers: sql<number>`coalesce(sum(${novels.followers}), 0)::int`,
        })
        .from(novels)
        .where(and(eq(novels.authorId, userId), sql`${novels.deletedAt} is null`))
        .groupBy(novels.currency);
      return rows.map((r) => ({ currency: r.currency, chapters: Number(r.chapters), incomeMinor: r.incomeMinor, pv: Number(r.pv), followers: Number(r.followers) }));
    },

    /** Creates or (after a rejection) replaces the registration, back to pending. */
    async upsertRegistration(userId: number, values: { penName: string; gender: string; email: string; country: string; editorId: number }) {
      const now = new Date();
      const reset = { ...values, status: 2, reviewStatus: 'pending', rejectReason: null, rejectNote: null, submittedAt: now, reviewedAt: null, reviewedBy: null, updatedAt: now };
      await db
        .insert(authors)
        .values({ userId, ...reset })
        .onConflictDoUpdate({ target: authors.userId, set: reset });
    },

    async updateProfile(userId: number, values: Partial<typeof authors.$inferInsert>) {
      await db.update(authors).set({ ...values, updatedAt: new Date() }).where(eq(authors.userId, userId));
    },

    async penNameTaken(penName: string, exceptUserId: number) {
      const [row] = await db
        .select({ userId: authors.userId })
        .from(authors)
        .where(and(eq(sql`lower(${authors.penName})`, penName.toLowerCase()), sql`${authors.userId} <> ${exceptUserId}`))
        .limit(1);
      return Boolean(row);
    },

    /** Newest intro versions first. */
    async intros(userId: number, limit = 10) {
      return db.select().from(authorIntros).where(eq(authorIntros.userId, userId)).orderBy(desc(authorIntros.submittedAt), desc(authorIntros.id)).limit(limit);
    },

    async addIntro(userId: number, text: string, status: string, reason: string | null) {
      const [row] = await db.insert(authorIntros).values({ userId, text, status, reason }).returning();
      return row;
    },

    /** Earlier versions still waiting are superseded by a new one. */
    async withdrawWaitingIntros(userId: number) {
      await db
        .update(authorIntros)
        .set({ status: 'withdrawn', reviewedAt: new Date() })
        .where(and(eq(authorIntros.userId, userId), inArray(authorIntros.status, ['pending', 'under_review'])));
    },

    async upload(id: string) {
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
      return row ?? null;
    },

    /** The site the account signed up from, whose limits apply to its uploads. */
    async siteOf(userId: number) {
      const [user] = await db.select({ fromSite: users.fromSite }).from(users).where(eq(users.id, userId));
      return user?.fromSite;
    },

    /** The author's own editor, if any. */
    async editorIdOf(userId: number) {
      const [me] = await db.select({ editorId: authors.editorId }).from(authors).where(eq(authors.userId, userId));
      return me?.editorId;
    },
  };
}

/** Authors as staff see them: registrations and intros to review, imported figures. For every author. */
export function staffAuthorsRepository(db: Db) {
  return {
    /** The author's registration, if any. */
    async registration(userId: number) {
      const [author] = await db.select().from(authors).where(eq(authors.userId, userId)).limit(1);
      return author;
    },

    /** Records a review decision on the registration. */
    async reviewRegistration(userId: number, decision: Partial<typeof authors.$inferInsert>) {
      await db.update(authors).set(decision).where(eq(authors.userId, userId));
    },

    /** Registrations in review `states` with account email and editor's name, of one editor's authors (or all), oldest first. */
    async registrations(states: string[], editorId: number | undefined) {
      return db
        .select({ author: authors, email: users.email, editor: staff.name })
        .from(authors)
        .innerJoin(users, eq(users.id, authors.userId))
        .leftJoin(staff, eq(staff.id, authors.editorId))
        .where(and(inArray(authors.reviewStatus, states), editorId === undefined ? undefined : eq(authors.editorId, editorId)))
        .orderBy(authors.submittedAt);
    },

    /** The intro version with its author's editor, for review. */
    async intro(id: number) {
      const [row] = await db
        .select({ intro: authorIntros, editorId: authors.editorId })
        .from(authorIntros)
        .innerJoin(authors, eq(authors.userId, authorIntros.userId))
        .where(eq(authorIntros.id, id))
        .limit(1);
      return row;
    },

    /** Records a review decision on the intro version. */
    async reviewIntro(id: number, decision: { status: string; reason: string | null; reviewedAt: Date; reviewedBy: number }) {
      await db.update(authorIntros).set(decision).where(eq(authorIntros.id, id));
    },

    /** Intro versions in `states` with pen name, of one editor's authors (or all), newest first. */
    async intros(states: string[], editorId: number | undefined) {
      return db
        .select({ intro: authorIntros, penName: authors.penName })
        .from(authorIntros)
        .innerJoin(authors, eq(authors.userId, authorIntros.userId))
        .where(and(inArray(authorIntros.status, states), editorId === undefined ? undefined : eq(authors.editorId, editorId)))
        .orderBy(desc(authorIntros.submittedAt));
    },

    /** The account of this email (as stored, lower case). */
    async accountByEmail(email: string) {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return user;
    },

    /** Writes the author's imported figures, replacing earlier ones. */
    async putMetrics(userId: number, figures: Omit<typeof authorMetrics.$inferInsert, 'userId'>) {
      await db
        .insert(authorMetrics)
        .values({ userId, ...figures })
        .onConflictDoUpdate({ target: authorMetrics.userId, set: figures });
    },

    /** Sets the author's imported profile figures (followers, level). */
    async setProfileFigures(userId: number, profile: Partial<typeof authors.$inferInsert>) {
      await db.update(authors).set(profile).where(eq(authors.userId, userId));
    },
  };
}
