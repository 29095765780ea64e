import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authorIntros, authorMetrics, authors, staff, users, type Staff } from '../db/schema';
import { AuthorStatus, REGISTRATION_REJECT_REASONS, type RegistrationRejectReason } from '../../domain/author';
import { ApiCode } from '../../domain/errors';
import { AppError, ValidationError, forbidden, notFound } from '../lib/errors';
import { notifyUser } from './notify';
import { hashPassword } from '../modules/user/service';
import { STAFF_ROLES, staffRepository, type StaffRole } from './staff-repository';

const WAITING = ['pending', 'under_review'];

export interface StatsRow {
  email: string;
  total_income_minor?: number;
  currency?: string;
  total_pv?: number;
  total_followers?: number;
  total_chapters?: number;
  followers?: number;
  level?: number;
}

/**
 * What platform staff do, for the back-office API and the CLI alike. Every
 * action names the member who does it; editors act on their own authors,
 * admins on all.
 */
export function backOffice(db: Db) {
  const staffRepo = staffRepository(db);

  /** A message in the author's own language. */
  const notify = (userId: number, titleId: string, bodyId: string, values?: Record<string, string | number>) => notifyUser(db, userId, titleId, bodyId, values);

  function mayReview(member: Staff, editorId: number | null) {
    if (member.role !== 'admin' && editorId !== member.id) throw forbidden();
  }

  async function waitingAuthor(userId: number, member: Staff) {
    const [author] = await db.select().from(authors).where(eq(authors.userId, userId)).limit(1);
    if (!author) throw notFound();
    mayReview(member, author.editorId);
    if (!WAITING.includes(author.reviewStatus)) throw new AppError(ApiCode.Conflict, 'admin.review.notWaiting');
    return author;
  }

  async function waitingIntro(introId: number, member: Staff) {
    const [row] = await db
      .select({ intro: authorIntros, editorId: authors.editorId })
      .from(authorIntros)
      .innerJoin(authors, eq(authors.userId, authorIntros.userId))
      .where(eq(authorIntros.id, introId))
      .limit(1);
    if (!row) throw notFound();
    mayReview(member, row.editorId);
    if (!WAITING.includes(row.intro.status)) throw new AppError(ApiCode.Conflict, 'admin.review.notWaiting');
    return row.intro;
  }

  const scope = (member: Staff, column: typeof authors.editorId): SQL | undefined => (member.role === 'admin' ? undefined : eq(column, member.id));

  return {
    async createStaff(input: { email: string; name: string; role: string; password: string; languages?: string[] }) {
      if (!STAFF_ROLES.includes(input.role as StaffRole)) throw new ValidationError({ role: { id: 'validation.invalid' } });
      if (!/^\S+@\S+\.\S+$/.test(input.email)) throw new ValidationError({ email: { id: 'validation.email.format' } });
      if (input.password.length < 12) throw new ValidationError({ password: { id: 'validation.password.min', values: { min: 12 } } });
      if (!input.name.trim()) throw new ValidationError({ name: { id: 'validation.invalid' } });
      const row = await staffRepo.create({ ...input, role: input.role as StaffRole, passwordHash: await hashPassword(input.password) });
      if (!row) throw new ValidationError({ email: { id: 'auth.signup.emailTaken' } }, ApiCode.Conflict, 'auth.signup.emailTaken');
      return { id: row.id, email: row.email, name: row.name, role: row.role };
    },

    async listStaff() {
      return (await staffRepo.list()).map((s) => ({ id: s.id, email: s.email, name: s.name, role: s.role, system: s.system === 1 }));
    },

    /** Registrations, waiting ones by default, oldest first. */
    async registrations(member: Staff, status: string[] = WAITING) {
      const rows = await db
        .select({ author: authors, email: users.email, editor: staff.name })
        .from(authors)
        .innerJoin(users, eq(users.id, authors.userId))
        .leftJoin(staff, eq(staff.id, authors.editorId))
        .where(and(inArray(authors.reviewStatus, status), scope(member, authors.editorId)))
        .orderBy(authors.submittedAt);
      return rows.map(({ author, email, editor }) => ({
        user_id: author.userId,
        pen_name: author.penName,
        account_email: email,
        contact_email: author.email,
        gender: author.gender,
        country: author.country,
        editor,
        review_status: author.reviewStatus,
        submitted_at: author.submittedAt.toISOString(),
      }));
    },

    async approveRegistration(member: Staff, userId: number) {
      await waitingAuthor(userId, member);
      const now = new Date();
      await db
        .update(authors)
        .set({ status: AuthorStatus.Signed, reviewStatus: 'passed', reviewedAt: now, reviewedBy: member.id, approvedAt: now, rejectReason: null, rejectNote: null, updatedAt: now })
        .where(eq(authors.userId, userId));
      await notify(userId, 'notice.registration.approved.title', 'notice.registration.approved.body');
      return { user_id: userId, author_status: AuthorStatus.Signed };
    },

    async rejectRegistration(member: Staff, userId: number, reason: string, note?: string) {
      if (!REGISTRATION_REJECT_REASONS.includes(reason as RegistrationRejectReason)) throw new ValidationError({ reason: { id: 'validation.invalid' } });
      await waitingAuthor(userId, member);
      const now = new Date();
      await db
        .update(authors)
        .set({ status: AuthorStatus.Rejected, reviewStatus: 'rejected', rejectReason: reason, rejectNote: note?.trim() || null, reviewedAt: now, reviewedBy: member.id, updatedAt: now })
        .where(eq(authors.userId, userId));
      await notify(userId, 'notice.registration.rejected.title', `author.reject.${reason}`);
      return { user_id: userId, author_status: AuthorStatus.Rejected };
    },

    async intros(member: Staff, status: string[] = WAITING) {
      const rows = await db
        .select({ intro: authorIntros, penName: authors.penName })
        .from(authorIntros)
        .innerJoin(authors, eq(authors.userId, authorIntros.userId))
        .where(and(inArray(authorIntros.status, status), scope(member, authors.editorId)))
        .orderBy(desc(authorIntros.submittedAt));
      return rows.map(({ intro, penName }) => ({
        id: intro.id,
        user_id: intro.userId,
        pen_name: penName,
        text: intro.text,
        status: intro.status,
        reason: intro.reason,
        submitted_at: intro.submittedAt.toISOString(),
      }));
    },

    async approveIntro(member: Staff, introId: number) {
      const intro = await waitingIntro(introId, member);
      await db.update(authorIntros).set({ status: 'passed', reason: null, reviewedAt: new Date(), reviewedBy: member.id }).where(eq(authorIntros.id, introId));
      await notify(intro.userId, 'notice.intro.approved.title', 'notice.intro.approved.body');
      return { id: introId, status: 'passed' };
    },

    async rejectIntro(member: Staff, introId: number, reason: string) {
      if (!reason?.trim()) throw new ValidationError({ reason: { id: 'admin.reason.required' } });
      const intro = await waitingIntro(introId, member);
      await db.update(authorIntros).set({ status: 'rejected', reason: reason.trim(), reviewedAt: new Date(), reviewedBy: member.id }).where(eq(authorIntros.id, introId));
      await notify(intro.userId, 'notice.intro.rejected.title', 'notice.intro.rejected.body', { reason: reason.trim() });
      return { id: introId, status: 'rejected' };
    },

    /** Statistics import: figures per author, matched by account email. */
    async importStats(rows: StatsRow[]) {
      let imported = 0;
      const unknown: string[] = [];
      for (const row of rows) {
        const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, String(row.email).trim().toLowerCase()));
        if (!user) {
          unknown.push(String(row.email));
          continue;
        }
        const figures = {
          totalIncomeMinor: Math.max(0, Math.round(row.total_income_minor ?? 0)),
          currency: row.currency ?? 'USD',
          totalPv: Math.max(0, Math.round(row.total_pv ?? 0)),
          totalFollowers: Math.max(0, Math.round(row.total_followers ?? 0)),
          totalChapters: Math.max(0, Math.round(row.total_chapters ?? 0)),
          importedAt: new Date(),
        };
        await db.insert(authorMetrics).values({ userId: user.id, ...figures }).onConflictDoUpdate({ target: authorMetrics.userId, set: figures });
        const profile: Partial<typeof authors.$inferInsert> = {};
        if (row.followers !== undefined) profile.followers = Math.max(0, Math.round(row.followers));
        if (row.level !== undefined) profile.level = Math.max(1, Math.round(row.level));
        if (Object.keys(profile).length) await db.update(authors).set(profile).where(eq(authors.userId, user.id));
        imported++;
      }
      return { imported, unknown };
    },
  };
}

export type BackOffice = ReturnType<typeof backOffice>;
