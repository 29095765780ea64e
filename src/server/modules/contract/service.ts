/**
 * The author's side of contracts: the checklist, ID photos, the application and its re-sending,
 * what /mySignInfo and /mySignUp show and the answer to a change of terms.
 */
import { eq } from 'drizzle-orm';
import {
  OPEN_APPLICATION_STATUSES,
  isMinor,
  passesSigningThreshold,
  type ApplicationField,
  type ApplicationStatus,
} from '../../../domain/contract';
import { ApiCode } from '../../../domain/errors';
import { policyForSite } from '../../../domain/limits';
import { V } from '../../../domain/schemas/messages';
import { signApplicationSchema, type SignApplicationInput, type SignContext } from '../../../domain/schemas/sign';
import type {
  ContractView,
  SignAddInfoRequest,
  SignApplicationValues,
  SignCheck,
  SignEligibility,
  SignInfo,
} from '../../../domain/api/sign';
import type { IdPhotoUploaded } from '../../../domain/api/sign';
import type { Db } from '../../db/client';
import { novels, staff, type Contract, type ContractApplication } from '../../db/schema';
import { keyRing } from '../../lib/crypto/data-keys';
import { AppError, ValidationError, notFound } from '../../lib/errors';
import { inTransaction } from '../../lib/transaction';
import { validate } from '../../lib/validate';
import { audit, type AuditOrigin } from '../audit';
import { storeImage } from '../../lib/storage/uploads';
import { settleNotices } from '../notification';
import { contractLifecycle } from './lifecycle';
import { CONTRACT_NOTICES } from './notices';
import { contractsRepository, type ContractsRepository } from './repository';
import type { ContractSettings } from './settings';
import { applicationState, contractView, maskedApplication } from './views';
import { requireAuthor } from './work';
import { brandNameOfSite } from '../../../domain/brand-names';

const conflict = (messageId: string, values?: Record<string, string | number>) =>
  new AppError(ApiCode.Conflict, messageId, values);
const contractNotFound = () => notFound('contract.notFound');

/** A unique index refused the row (two applications for one work at the same moment). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as typeof e, i++)
    if (e.code === '23505') return true;
  return false;
}

/** Profile fields the checklist needs (named as on the profile page). */
const PROFILE_FIELDS = ['pen_name', 'gender', 'country', 'birth_date'] as const;

/** A stored application as sign.submit's fields, in clear (the columns decrypt as they are read). */
function storedInput(row: ContractApplication): Record<string, unknown> {
  return {
    original_book_id: row.novelId,
    truename: row.truename,
    id_type: row.idType,
    IDcard: row.idNumber,
    id_photo_front: row.idPhotoFront ?? undefined,
    id_photo_back: row.idPhotoBack ?? undefined,
    address: row.address,
    mobile: row.mobile,
    facebook: row.socialAccount,
    monthly_words: row.monthlyWords,
    estimated_words: row.estimatedWords,
    guardian_truename: row.guardianTruename ?? undefined,
    guardian_email: row.guardianEmail ?? undefined,
    guardian_mobile: row.guardianMobile ?? undefined,
    guardian_IDcard: row.guardianIdNumber ?? undefined,
    guardian_id_photo: row.guardianIdPhoto ?? undefined,
  };
}

export function contractService(db: Db, settings: ContractSettings) {
  const repo = contractsRepository(db);

  async function editorOf(r: Db, id: number | null) {
    if (!id) return null;
    const [row] = await r.select({ id: staff.id, name: staff.name }).from(staff).where(eq(staff.id, id)).limit(1);
    return row ?? null;
  }

  /** The checklist of one work (the work must exceed the site's threshold; a minor needs a guardian). */
  async function checklist(r: ContractsRepository, userId: number, novelId: number, now: Date) {
    const { user, author } = await requireAuthor(r, userId);
    const novel = await r.novel(userId, novelId);
    if (!novel) throw notFound('novel.notFound');
    const policy = policyForSite(user.fromSite);
    const minor = isMinor(author.birthDate, now);
    const latest = await r.latestApplication(userId, novelId);
    const live = await r.liveContract(novelId);
    const missing = PROFILE_FIELDS.filter((f) => {
      if (f === 'pen_name') return !author.penName.trim();
      if (f === 'birth_date') return !author.birthDate;
      return !author[f];
    });
    const open = Boolean(latest && OPEN_APPLICATION_STATUSES.includes(latest.status as ApplicationStatus));
    const waiting = latest?.status === 'rejected' && latest.reapplyAfter !== null && latest.reapplyAfter > now;
    const checks: SignCheck[] = [
      { id: 'words', ok: passesSigningThreshold(novel.words, policy.signingWordThreshold), missing: [] },
      { id: 'email', ok: user.emailVerifiedAt !== null, missing: [] },
      { id: 'profile', ok: missing.length === 0, missing: [...missing] },
      // Met for an adult; for a minor, once the form names the guardian (the form checks that).
      {
        id: 'guardian',
        ok:
          !minor ||
          Boolean(latest && OPEN_APPLICATION_STATUSES.includes(latest.status as ApplicationStatus) && latest.guardianTruename),
        missing: [],
      },
      { id: 'open_application', ok: !open && !live, missing: [] },
      { id: 'reapply', ok: !waiting, missing: [] },
    ];
    const canApply = checks.every((c) => c.id === 'guardian' || c.ok);
    return { user, author, novel, policy, minor, checks, canApply, latest, live, open };
  }

  /** The first unmet line of the checklist as the 4009 the author reads. */
  function refusal(c: Awaited<ReturnType<typeof checklist>>): AppError {
    const failed = c.checks.find((x) => x.id !== 'guardian' && !x.ok)!;
    switch (failed.id) {
      case 'words':
        return conflict('contract.apply.words', { threshold: c.policy.signingWordThreshold });
      case 'email':
        return conflict('contract.apply.email');
      case 'profile':
        return conflict('contract.apply.profile');
      case 'open_application':
        return conflict(c.open ? 'contract.apply.open' : 'contract.apply.contract');
      default:
        return conflict('contract.apply.reapply', { date: c.latest!.reapplyAfter!.getTime() });
    }
  }

  /** Views of contracts: their applications, signatures and history. */
  async function views(r: ContractsRepository, rows: { contract: Contract; title: string }[]): Promise<ContractView[]> {
    const ids = rows.map((x) => x.contract.id);
    const applicationIds = [...new Set(rows.map((x) => x.contract.applicationId))];
    const [signatures, events, applications] = await Promise.all([
      r.signatures(ids),
      r.events(applicationIds),
      Promise.all(applicationIds.map((id) => r.application(id))),
    ]);
    // The platform party of each contract is the brand of its author's site.
    const brands = new Map<number, string>();
    for (const authorId of new Set(rows.map((x) => x.contract.authorId)))
      brands.set(authorId, brandNameOfSite((await r.author(authorId))?.user.fromSite));
    const out: ContractView[] = [];
    for (const { contract, title } of rows) {
      const application = applications.find((a) => a?.id === contract.applicationId);
      if (!application) continue;
      out.push(contractView({ contract, title, application, signatures, events, viewer: 'author', platformName: brands.get(contract.authorId)! }));
    }
    return out;
  }

  /** The tracker's view of an application just written. */
  async function submitted(application: ContractApplication, policy: { signingReviewDays: number }, now: Date) {
    return { application: applicationState(application, null, await editorOf(db, application.editorId), policy.signingReviewDays, now) };
  }

  /**
   * Writes a checked application: a new one, or the open one updated and back to pending (its
   * request for information settled). Only the author's own ID photos are taken.
   */
  async function write(
    tx: Db,
    userId: number,
    c: Awaited<ReturnType<typeof checklist>>,
    open: ContractApplication | null | undefined,
    input: SignApplicationInput,
    now: Date,
    origin?: AuditOrigin,
  ): Promise<ContractApplication> {
    const r = contractsRepository(tx);
    const minor = c.minor;
    const photos = {
      id_photo_front: input.id_photo_front,
      id_photo_back: input.id_photo_back,
      guardian_id_photo: minor ? input.guardian_id_photo : undefined,
    };
    const own = await r.ownIdPhotos(
      userId,
      Object.values(photos).filter((v): v is string => Boolean(v)),
    );
    const fields: ValidationError['fields'] = {};
    if (!own.has(photos.id_photo_front)) fields.id_photo_front = { id: V.idPhotoRequired };
    if (photos.id_photo_back && !own.has(photos.id_photo_back)) fields.id_photo_back = { id: V.idPhotoBackRequired };
    if (photos.guardian_id_photo && !own.has(photos.guardian_id_photo))
      fields.guardian_id_photo = { id: V.guardianPhotoRequired };
    if (Object.keys(fields).length) throw new ValidationError(fields);

    const ring = keyRing();
    const values = {
      minor,
      truename: input.truename,
      idType: input.id_type,
      idNumber: input.IDcard,
      idNumberHash: ring.hash(input.IDcard),
      idPhotoFront: input.id_photo_front,
      idPhotoBack: input.id_photo_back ?? null,
      address: input.address,
      mobile: input.mobile,
      socialAccount: input.facebook,
      monthlyWords: input.monthly_words,
      estimatedWords: input.estimated_words,
      guardianTruename: minor ? (input.guardian_truename ?? null) : null,
      guardianEmail: minor ? (input.guardian_email?.toLowerCase() ?? null) : null,
      guardianMobile: minor ? (input.guardian_mobile ?? null) : null,
      guardianIdNumber: minor ? (input.guardian_IDcard ?? null) : null,
      guardianIdNumberHash: minor && input.guardian_IDcard ? ring.hash(input.guardian_IDcard) : null,
      guardianIdPhoto: minor ? (input.guardian_id_photo ?? null) : null,
      updatedAt: now,
    };
    const actor = { kind: 'author' as const, id: userId };
    let application: ContractApplication;
    if (open) {
      // Only what changed is written: a kept value keeps its stored ciphertext (and its hash).
      const stored = open as unknown as Record<string, unknown>;
      const next = values as Record<string, unknown>;
      const kept = (key: string) => {
        const column = key.endsWith('Hash') ? key.slice(0, -'Hash'.length) : key;
        return stored[column] === next[column];
      };
      const changed = Object.fromEntries(Object.entries(values).filter(([key]) => key === 'updatedAt' || !kept(key)));
      application = await r.updateApplication(open.id, { ...changed, status: 'pending' });
      await r.addEvent({ applicationId: open.id, kind: 'info_added', at: now, actor });
      await settleNotices(tx, userId, CONTRACT_NOTICES.infoRequested);
    } else {
      try {
        // A savepoint: a refused insert must not spoil the transaction's answer.
        application = await tx.transaction((sp) =>
          contractsRepository(sp).insertApplication({
            ...values,
            novelId: c.novel.id,
            authorId: userId,
            editorId: c.author.editorId,
            status: 'pending',
            submittedAt: now,
          }),
        );
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('contract.apply.open');
        throw err;
      }
      await r.addEvent({ applicationId: application.id, kind: 'applied', at: now, actor });
    }
    await audit(tx, {
      actor: { kind: 'author', id: userId },
      action: open ? 'contract_application.updated' : 'contract_application.submitted',
      subject: { kind: 'contract_application', id: application.id, userId },
      after: {
        book_id: c.novel.id,
        minor,
        id_type: input.id_type,
        id_number: true,
        address: true,
        mobile: true,
        guardian: minor,
      },
      origin,
    });
    return application;
  }

  return {
    /** The Yup context of sign.submit: the author's age today and region. */
    async signContext(userId: number): Promise<SignContext> {
      const who = await repo.author(userId);
      return {
        minor: isMinor(who?.author?.birthDate, settings.now()),
        country: who?.author?.country || null,
        // A guardian's email that is the minor's own would send the guardian's code to the minor.
        ownEmails: [who?.user.email, who?.author?.email].filter((email): email is string => !!email),
      };
    },

    /** GET /v1/sign.eligibility */
    async eligibility(userId: number, novelId: number): Promise<SignEligibility> {
      const now = settings.now();
      const c = await checklist(repo, userId, novelId, now);
      const contract = c.latest ? await repo.contractOfApplication(c.latest.id) : null;
      return {
        book: { id: c.novel.id, title: c.novel.title, words: c.novel.words },
        threshold: c.policy.signingWordThreshold,
        minor: c.minor,
        country: c.author.country || null,
        checks: c.checks,
        can_apply: c.canApply,
        application: c.latest
          ? applicationState(c.latest, contract, await editorOf(db, c.latest.editorId), c.policy.signingReviewDays, now)
          : null,
      };
    },

    /** POST /v1/sign.uploadIdPhoto: a private, re-encoded ID photo (same checks as the profile's). */
    async uploadIdPhoto(
      userId: number,
      file: Buffer,
      party: string,
      side: string,
      origin?: AuditOrigin,
    ): Promise<IdPhotoUploaded> {
      const { user } = await requireAuthor(repo, userId);
      const { row } = await storeImage(
        db,
        settings.storage,
        userId,
        'id_photo',
        file,
        policyForSite(user.fromSite).imageMaxBytes,
      );
      await audit(db, {
        actor: { kind: 'author', id: userId },
        action: 'id_photo.uploaded',
        subject: { kind: 'id_photo', id: row.id, userId },
        after: { party, side },
        origin,
      });
      return { upload_id: row.id };
    },

    /**
     * POST /v1/sign.submit: a new application for the editor's queue, or, while the editor asks for
     * information, the same application updated and back to pending.
     */
    async submit(userId: number, input: SignApplicationInput, origin?: AuditOrigin) {
      const now = settings.now();
      const result = await db.transaction(async (tx) => {
        const r = contractsRepository(tx);
        const c = await checklist(r, userId, input.original_book_id, now);
        const open = await r.openApplicationForUpdate(c.novel.id);
        if (open?.status === 'pending') throw conflict('contract.apply.open');
        if (!open && !c.canApply) throw refusal(c);
        return { application: await write(tx, userId, c, open, input, now, origin), policy: c.policy };
      });
      return submitted(result.application, result.policy, now);
    },

    /**
     * POST /v1/sign.addInfo: the answer to the editor's request for information. The fields given
     * replace the stored ones; the fields the editor named must be among them (else each answers
     * with its own "required" message); everything else is kept as stored. The whole application
     * is then held to sign.submit's rules and goes back to pending.
     */
    async addInfo(userId: number, input: SignAddInfoRequest, origin?: AuditOrigin) {
      const now = settings.now();
      const result = await db.transaction(async (tx) => {
        const r = contractsRepository(tx);
        const c = await checklist(r, userId, input.original_book_id, now);
        const open = await r.openApplicationForUpdate(c.novel.id);
        if (!open || open.authorId !== userId || open.status !== 'info_requested') throw conflict('contract.application.notAllowed');
        const given = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== ''));
        const asked = Object.fromEntries((open.infoFields as ApplicationField[]).filter((f) => !(f in given)).map((f) => [f, undefined]));
        const merged = await validate(signApplicationSchema, { ...storedInput(open), ...given, ...asked }, { minor: c.minor, country: c.author.country || null, ownEmails: [c.user.email, c.author.email] });
        return { application: await write(tx, userId, c, open, merged, now, origin), policy: c.policy };
      });
      return submitted(result.application, result.policy, now);
    },

    /** POST /v1/sign.reveal: the work's latest application in clear (the password is checked by the route); audited as a view. */
    async reveal(userId: number, novelId: number, origin?: AuditOrigin): Promise<SignApplicationValues> {
      await requireAuthor(repo, userId);
      if (!(await repo.novel(userId, novelId))) throw notFound('novel.notFound');
      const latest = await repo.latestApplication(userId, novelId);
      if (!latest) throw notFound('contract.application.notFound');
      await audit(db, {
        actor: { kind: 'author', id: userId },
        action: 'contract_application.revealed',
        subject: { kind: 'contract_application', id: latest.id, userId },
        origin,
      });
      const guardian = latest.minor;
      return {
        truename: latest.truename,
        IDcard: latest.idNumber,
        address: latest.address,
        mobile: latest.mobile,
        facebook: latest.socialAccount,
        guardian_truename: guardian ? latest.guardianTruename : null,
        guardian_email: guardian ? latest.guardianEmail : null,
        guardian_mobile: guardian ? latest.guardianMobile : null,
        guardian_IDcard: guardian ? latest.guardianIdNumber : null,
      };
    },

    /** GET /v1/sign.info?book_id=: the work's latest application (masked) and contract. */
    async info(userId: number, novelId: number): Promise<SignInfo> {
      const now = settings.now();
      const { user } = await requireAuthor(repo, userId);
      const novel = await repo.novel(userId, novelId);
      if (!novel) throw notFound('novel.notFound');
      const latest = await repo.latestApplication(userId, novelId);
      const contract = await repo.latestContract(userId, novelId);
      const ofLatest = latest && contract?.applicationId === latest.id ? contract : null;
      const state = latest
        ? applicationState(
            latest,
            ofLatest,
            await editorOf(db, latest.editorId),
            policyForSite(user.fromSite).signingReviewDays,
            now,
          )
        : null;
      const [view] = contract ? await views(repo, [{ contract, title: novel.title }]) : [];
      return {
        book: { id: novel.id, title: novel.title },
        application: latest && state ? maskedApplication(state, latest) : null,
        contract: view ?? null,
      };
    },

    /** GET /v1/sign.contracts: every contract of the author. */
    async contracts(userId: number) {
      await requireAuthor(repo, userId);
      return { list: await views(repo, await repo.contracts(userId)) };
    },

    /** POST /v1/sign.acceptChange and sign.declineChange: the author's answer to a change of terms. */
    async answerChange(
      userId: number,
      contractId: number,
      accepted: boolean,
      reason: string | null,
      origin?: AuditOrigin,
    ): Promise<ContractView> {
      const now = settings.now();
      await requireAuthor(repo, userId);
      const row = await inTransaction(db, async (tx, hooks) => {
        const r = contractsRepository(tx);
        if (!(await r.ownContract(userId, contractId))) throw contractNotFound();
        const contract = (await r.contractForUpdate(contractId))!;
        return contractLifecycle(tx, settings, hooks).answerChange(
          contract,
          accepted,
          reason,
          { kind: 'author', id: userId },
          origin,
          now,
        );
      });
      const [title] = await db.select({ title: novels.title }).from(novels).where(eq(novels.id, row.novelId));
      const [view] = await views(repo, [{ contract: row, title: title?.title ?? '' }]);
      return view;
    },
  };
}

export type ContractService = ReturnType<typeof contractService>;

