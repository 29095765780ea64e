import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staff, uploads, users } from '../../db/schema';
import { AuthorStatus, ageOn, type ReviewStatus } from '../../../domain/author';
import { countryName } from '../../../domain/countries';
import { ApiCode } from '../../../domain/errors';
import { policyForSite } from '../../../domain/limits';
import { findContactInfo } from '../../../domain/vetting';
import type { AuthorIntroInput, AuthorProfileInput, AuthorRegistrationInput } from '../../../domain/schemas/author';
import type { AuthorIntroState, AuthorProfile } from '../../../domain/api-types';
import { AppError, ValidationError, forbidden, notFound } from '../../lib/errors';
import type { FileStorage } from '../../lib/uploads/storage';
import { processImage, type ImageKind } from '../../lib/uploads/images';
import { authorsRepository } from './authors-repository';

const DAY_MS = 86_400_000;

export const newUploadId = () => randomBytes(16).toString('hex');

/** Stores a checked, re-encoded image and records it; returns the upload row. */
export async function storeImage(db: Db, storage: FileStorage, ownerId: number, kind: ImageKind, input: Buffer, maxBytes: number) {
  const image = await processImage(input, kind, maxBytes);
  const id = newUploadId();
  const visibility = kind === 'id_card' ? 'private' : 'public';
  await storage.put(visibility, `${kind}/${id}.${image.extension}`, image.data);
  const [row] = await db
    .insert(uploads)
    .values({ id, ownerId, kind, visibility, mime: image.mime, bytes: image.data.length, width: image.width, height: image.height })
    .returning();
  return { row, key: `${kind}/${id}.${image.extension}` };
}

export const uploadKey = (row: { id: string; kind: string; mime: string }) => `${row.kind}/${row.id}.${row.mime === 'image/jpeg' ? 'jpg' : 'webp'}`;

export function authorService(db: Db, storage: FileStorage) {
  const repo = authorsRepository(db);

  async function requireSigned(userId: number) {
    const author = await repo.find(userId);
    if (!author || author.status !== AuthorStatus.Signed) throw forbidden();
    return author;
  }

  return {
    /** POST /v1/author.add: the registration goes to staff for review. */
    async register(userId: number, input: AuthorRegistrationInput) {
      const existing = await repo.find(userId);
      if (existing?.status === AuthorStatus.Signed) throw new AppError(ApiCode.Conflict, 'author.register.alreadyAuthor');
      if (existing?.status === AuthorStatus.Pending) throw new AppError(ApiCode.Conflict, 'author.register.alreadyPending');
      const [editor] = await db
        .select({ id: staff.id })
        .from(staff)
        .where(and(eq(staff.id, input.editor_id), eq(staff.role, 'editor'), eq(staff.system, 0)))
        .limit(1);
      if (!editor) throw new ValidationError({ editor_id: { id: 'validation.editor.required' } });
      if (await repo.penNameTaken(input.pen_name, userId)) {
        throw new ValidationError({ pen_name: { id: 'author.penName.taken' } }, ApiCode.Conflict, 'author.penName.taken');
      }
      await repo.upsertRegistration(userId, {
        penName: input.pen_name,
        gender: input.gender,
        email: input.email,
        country: input.country,
        editorId: editor.id,
      });
      return { author_status: AuthorStatus.Pending };
    },

    /** GET /v1/author.profile: everything the author info page and the dashboard show. */
    async profile(userId: number, lang: string, now = new Date()): Promise<AuthorProfile> {
      const row = await repo.profile(userId);
      if (!row) throw notFound();
      const { user, author, editor, metrics } = row;
      const approvedAt = author?.approvedAt;
      return {
        pen_name: author?.penName ?? null,
        gender: author?.gender ?? null,
        birth_date: author?.birthDate ?? null,
        age: author?.birthDate ? ageOn(author.birthDate, now) : null,
        email: author?.email || user.email,
        country: author?.country || null,
        country_name: author?.country ? countryName(author.country, lang) : null,
        editor: editor?.id ? { id: editor.id, name: editor.name } : null,
        social_account: author?.socialAccount ?? null,
        avatar: user.avatarUrl,
        level: author?.level ?? 0,
        followers: author?.followers ?? 0,
        last_login: user.lastLoginAt?.toISOString() ?? null,
        days_creating: approvedAt ? Math.floor((now.getTime() - approvedAt.getTime()) / DAY_MS) + 1 : 0,
        total_income: { amount_minor: metrics?.totalIncomeMinor ?? 0, currency: metrics?.currency ?? 'USD' },
        total_pv: metrics?.totalPv ?? 0,
        total_chapters: metrics?.totalChapters ?? 0,
        total_followers: metrics?.totalFollowers ?? 0,
        id_card_uploaded: Boolean(author?.idCardUploadId),
        registration: {
          author_status: author?.status ?? AuthorStatus.None,
          review_status: (author?.reviewStatus as ReviewStatus | undefined) ?? 'unreviewed',
          reject_reason: author?.rejectReason ?? null,
          reject_note: author?.rejectNote ?? null,
          submitted_at: author?.submittedAt.toISOString() ?? null,
        },
      };
    },

    /** POST /v1/author.modify */
    async modify(userId: number, input: AuthorProfileInput) {
      await requireSigned(userId);
      if (await repo.penNameTaken(input.pen_name, userId)) {
        throw new ValidationError({ pen_name: { id: 'author.penName.taken' } }, ApiCode.Conflict, 'author.penName.taken');
      }
      await repo.updateProfile(userId, {
        penName: input.pen_name,
        gender: input.gender,
        email: input.email,
        country: input.country,
        birthDate: input.birth_date || null,
        socialAccount: input.social_account || null,
      });
    },

    /** GET /v1/author.getAuthorIntro: the shown (approved) text and the latest version with its review state. */
    async intro(userId: number): Promise<AuthorIntroState> {
      const versions = (await repo.intros(userId, 50)).filter((v) => v.status !== 'withdrawn');
      const latest = versions[0];
      const approved = versions.find((v) => v.status === 'passed');
      const view = (v: typeof latest) => ({
        id: v.id,
        text: v.text,
        status: v.status as ReviewStatus,
        reason: v.reason,
        submitted_at: v.submittedAt.toISOString(),
        reviewed_at: v.reviewedAt?.toISOString() ?? null,
      });
      return {
        status: (latest?.status as ReviewStatus | undefined) ?? 'unreviewed',
        approved: approved ? { text: approved.text, reviewed_at: approved.reviewedAt?.toISOString() ?? null } : null,
        latest: latest ? view(latest) : null,
      };
    },

    /** POST /v1/author.introModify: machine vetting first, then the editor's queue. */
    async modifyIntro(userId: number, input: AuthorIntroInput) {
      await requireSigned(userId);
      await repo.withdrawWaitingIntros(userId);
      const contact = findContactInfo(input.intro);
      const row = await repo.addIntro(userId, input.intro, contact ? 'vetting_failed' : 'pending', contact);
      return { id: row.id, status: row.status as ReviewStatus, reason: row.reason };
    },

    /** POST /v1/author.uploadUserCard: the ID photo, stored privately. */
    async uploadIdCard(userId: number, file: Buffer) {
      const author = await requireSigned(userId);
      const [user] = await db.select({ fromSite: users.fromSite }).from(users).where(eq(users.id, userId));
      const { row } = await storeImage(db, storage, userId, 'id_card', file, policyForSite(user?.fromSite).imageMaxBytes);
      await repo.updateProfile(userId, { idCardUploadId: row.id });
      if (author.idCardUploadId) await removeUpload(db, storage, author.idCardUploadId);
      return { uploaded_at: row.createdAt.toISOString() };
    },

    /** The author's own ID photo (never public). */
    async idCard(userId: number) {
      const author = await repo.find(userId);
      if (!author?.idCardUploadId) throw notFound();
      return readUpload(db, storage, author.idCardUploadId);
    },
  };
}

export async function readUpload(db: Db, storage: FileStorage, uploadId: string) {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, uploadId)).limit(1);
  if (!row) throw notFound();
  const data = await storage.get(row.visibility as 'public' | 'private', uploadKey(row));
  if (!data) throw notFound();
  return { data, mime: row.mime };
}

export async function removeUpload(db: Db, storage: FileStorage, uploadId: string) {
  const [row] = await db.delete(uploads).where(eq(uploads.id, uploadId)).returning();
  if (row) await storage.remove(row.visibility as 'public' | 'private', uploadKey(row));
}
