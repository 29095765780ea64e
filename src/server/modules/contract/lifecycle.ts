/**
 * Every change of an application's or a contract's state, each in the caller's transaction with
 * its event, its notice to the author and its audit entry: the editor's decisions, preparing,
 * changing the type, the signatures, countersigning, ending and expiring. Routes and staff actions
 * call these; none of them checks who may ask (the callers do).
 */
import { and, eq, lte } from 'drizzle-orm';
import { GUARDIAN_LINK_TTL_DAYS, isMinor, type ApplicationField } from '../../../domain/contract';
import { policyForSite } from '../../../domain/limits';
import type { Db } from '../../db/client';
import {
  authors,
  contractSignatures,
  contracts,
  novels,
  users,
  type Contract,
  type ContractApplication,
  type SignatureEvidence,
  type StoredTerms,
} from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { TransactionHooks } from '../../lib/transaction';
import { audit, type ActorKind as AuditActorKind, type AuditOrigin } from '../audit';
import { queueMail } from '../mail';
import { settleNotices } from '../notification';
import { contractDocument, sha256Hex, storePdf, type SignatureRecord } from './paperwork';
import { CONTRACT_NOTICES, contractNotice } from './notices';
import { contractsRepository, type ActorKind } from './repository';
import type { ContractSettings } from './settings';
import { sameTerms } from './terms';
import { assertApplicationMove, assertContractMove, notNow } from './transitions';
import { requiredParties } from './views';
import { brandNameOfSite } from '../../../domain/brand-names';

const DAY_MS = 86_400_000;

export interface Actor {
  kind: ActorKind;
  id?: number | null;
}

const auditActor = (actor: Actor): { kind: AuditActorKind; id?: number | null } => ({
  kind: actor.kind === 'guardian' ? 'system' : actor.kind,
  id: actor.kind === 'guardian' ? null : actor.id,
});

/** The contract number: `WC-<year>-<id, six digits>`. */
export const contractNumber = (id: number, at: Date) => `WC-${at.getUTCFullYear()}-${String(id).padStart(6, '0')}`;

/** `years` after `from`, same day and time (29 February becomes 1 March). */
export function addYears(from: Date, years: number): Date {
  const d = new Date(from.getTime());
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d;
}

/** The work, its author and their account, for documents, mails and notices. */
export async function workOf(tx: Db, novelId: number) {
  const [row] = await tx
    .select({
      title: novels.title,
      authorId: novels.authorId,
      penName: authors.penName,
      contactEmail: authors.email,
      birthDate: authors.birthDate,
      editorId: authors.editorId,
      lang: users.lang,
      fromSite: users.fromSite,
      accountEmail: users.email,
    })
    .from(novels)
    .innerJoin(users, eq(users.id, novels.authorId))
    .leftJoin(authors, eq(authors.userId, novels.authorId))
    .where(eq(novels.id, novelId))
    .limit(1);
  if (!row) throw notFound();
  return { ...row, penName: row.penName ?? '', email: row.contactEmail || row.accountEmail, bookId: novelId };
}
export type Work = Awaited<ReturnType<typeof workOf>>;

/**
 * What countersigning needs that is slow to make (the PDF with every signature, sealed and stored),
 * made before the contract is locked; `basis` is the contract's `updatedAt` it was made from.
 */
export interface Countersignature {
  now: Date;
  basis: Date;
  key: string;
  sha256Before: string;
  sha256After: string;
  sealedSha256: string;
  evidenceReviewed: boolean;
}

/**
 * `hooks`: the outcome of the caller's transaction. Files live outside it, so a PDF stored for a
 * change is removed if the change rolls back, and a PDF the change replaces is removed only once
 * it has committed (never before: a rollback would leave the contract pointing at nothing).
 */
export function contractLifecycle(tx: Db, settings: ContractSettings, hooks: TransactionHooks) {
  const repo = contractsRepository(tx);

  async function record(
    kind: 'contract' | 'contract_application',
    id: number,
    userId: number,
    actor: Actor,
    action: string,
    origin?: AuditOrigin,
    after?: Record<string, unknown>,
  ) {
    await audit(tx, { actor: auditActor(actor), action, subject: { kind, id, userId }, after: after ?? null, origin });
  }

  /**
   * The guardian's single-use link, mailed to the guardian's address in the author's language and
   * nowhere else: the author (a minor) is never shown it.
   */
  async function issueGuardianLink(contract: Contract, application: ContractApplication, work: Work, now: Date) {
    if (!contract.minor || !application.guardianEmail) return null;
    const session = await settings.provider.createSession(
      tx,
      { contractId: contract.id, party: 'guardian', ttlMs: GUARDIAN_LINK_TTL_DAYS * DAY_MS },
      now,
    );
    await queueMail(tx, {
      to: application.guardianEmail,
      template: 'guardian_sign',
      lang: work.lang,
      site: work.fromSite,
      params: { link: session.url, author: work.penName, title: work.title, days: GUARDIAN_LINK_TTL_DAYS },
    });
    return session;
  }

  async function renderUnsigned(
    contract: Contract,
    terms: StoredTerms,
    application: ContractApplication,
    work: Work,
    preparedAt: Date,
  ) {
    const doc = contractDocument({
      contract,
      terms,
      application,
      author: work,
      title: work.title,
      lang: contract.lang,
      preparedAt,
    });
    const { pdf, sha256 } = await settings.paperwork.unsigned(doc);
    return { key: await storedForThisChange(pdf), sha256 };
  }

  /** Stores a PDF made for this change; it goes again if the change does not commit. */
  async function storedForThisChange(pdf: Buffer) {
    const key = await storePdf(settings.storage, pdf);
    hooks.afterRollback(() => removeFile(key));
    return key;
  }

  /** A file the change replaces, removed once the change has committed. */
  function replaced(key: string | null) {
    if (key) hooks.afterCommit(() => removeFile(key));
  }

  /** The unsigned PDF as stored at preparation (the "before" of the certificate page). */
  async function unsignedPdf(contract: Contract) {
    const object = contract.unsignedPdfKey ? await settings.storage.read('private', contract.unsignedPdfKey) : null;
    return object?.data;
  }

  async function removeFile(key: string | null) {
    if (key) await settings.storage.remove('private', key).catch(() => undefined);
  }

  /** The signatures in force, as the document module prints them (images read from storage). */
  async function signatureRecords(contract: Contract): Promise<SignatureRecord[]> {
    const rows = await repo.signatures([contract.id]);
    const out: SignatureRecord[] = [];
    for (const s of rows) {
      const image = s.imageKey ? await settings.storage.read('private', s.imageKey) : null;
      out.push({
        role: s.party as SignatureRecord['role'],
        name: s.signerName,
        image: image ? new Uint8Array(image.data) : null,
        signedAt: s.signedAt,
        ip: s.ip ?? '',
        userAgent: s.userAgent ?? '',
      });
    }
    return out;
  }

  return {
    issueGuardianLink,

    /**
     * pending → approved: the contract is created, unsigned, for the editor to prepare. (The review
     * queue that calls it tells the author and records the decision.)
     */
    async approve(application: ContractApplication, actor: Actor, now: Date) {
      assertApplicationMove(application.status, 'approved');
      const work = await workOf(tx, application.novelId);
      await repo.updateApplication(application.id, {
        status: 'approved',
        reviewedAt: now,
        reviewedBy: actor.id ?? null,
        updatedAt: now,
      });
      const id = await repo.nextContractId();
      const [contract] = await tx
        .insert(contracts)
        .values({
          id,
          contractNo: contractNumber(id, now),
          applicationId: application.id,
          novelId: application.novelId,
          authorId: application.authorId,
          status: 'unsigned',
          minor: application.minor,
          lang: work.lang,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await repo.addEvent({ applicationId: application.id, contractId: contract.id, kind: 'approved', at: now, actor });
      return contract;
    },

    /**
     * pending | info_requested → rejected, with the reason and the date the work may be put forward
     * again (the site's waiting time). The review queue tells the author and records it.
     */
    async reject(application: ContractApplication, reason: string, actor: Actor, now: Date) {
      assertApplicationMove(application.status, 'rejected');
      const work = await workOf(tx, application.novelId);
      const reapplyAfter = new Date(now.getTime() + policyForSite(work.fromSite).signingReapplyDays * DAY_MS);
      const row = await repo.updateApplication(application.id, {
        status: 'rejected',
        rejectReason: reason,
        reapplyAfter,
        reviewedAt: now,
        reviewedBy: actor.id ?? null,
        updatedAt: now,
      });
      await repo.addEvent({ applicationId: application.id, kind: 'rejected', at: now, note: reason, actor });
      await settleNotices(tx, application.authorId, CONTRACT_NOTICES.infoRequested);
      return row;
    },

    /**
     * pending → info_requested: the author is asked (popup 3, an action-required notice) for what the
     * note says and, where the editor named them, for these fields again.
     */
    async requestInfo(
      application: ContractApplication,
      note: string,
      fields: readonly ApplicationField[],
      actor: Actor,
      origin: AuditOrigin | undefined,
      now: Date,
    ) {
      assertApplicationMove(application.status, 'info_requested');
      const work = await workOf(tx, application.novelId);
      const row = await repo.updateApplication(application.id, {
        status: 'info_requested',
        infoRequest: note,
        infoFields: [...new Set(fields)],
        infoRequestedAt: now,
        updatedAt: now,
      });
      await repo.addEvent({ applicationId: application.id, kind: 'info_requested', at: now, note, actor });
      await settings.notices.notify(tx, application.authorId, contractNotice.infoRequested(work, note));
      await record(
        'contract_application',
        application.id,
        application.authorId,
        actor,
        'contract_application.info_requested',
        origin,
        { note, fields: [...new Set(fields)] },
      );
      return row;
    },

    /**
     * unsigned → signing: the terms, in the author's language, rendered into the unsigned PDF; for
     * a minor the guardian's link is made and mailed.
     */
    async prepare(contract: Contract, terms: StoredTerms, actor: Actor, origin: AuditOrigin | undefined, now: Date) {
      assertContractMove(contract.status, 'signing');
      const application = await repo.application(contract.applicationId);
      if (!application) throw notFound();
      const work = await workOf(tx, contract.novelId);
      // The guardian signs while the author is under 18 on the day the contract is prepared.
      const minor = application.minor && Boolean(application.guardianEmail) && isMinor(work.birthDate, now);
      const ready = { ...contract, minor, lang: work.lang };
      const pdf = await renderUnsigned(ready, terms, application, work, now);
      const row = await repo.updateContract(contract.id, {
        status: 'signing',
        terms,
        minor,
        lang: work.lang,
        preparedAt: now,
        preparedBy: actor.id ?? null,
        unsignedPdfKey: pdf.key,
        unsignedSha256: pdf.sha256,
        updatedAt: now,
      });
      await issueGuardianLink(row, application, work, now);
      await repo.addEvent({ applicationId: application.id, contractId: contract.id, kind: 'prepared', at: now, actor });
      await settings.notices.notify(tx, contract.authorId, contractNotice.signNow(work));
      await record('contract', contract.id, contract.authorId, actor, 'contract.prepared', origin, { ...terms });
      return row;
    },

    /**
     * While signing: the editor changes the terms (the type, and what goes with it). The author must
     * accept or decline before anyone signs again; the signatures given so far are void and the
     * links closed.
     */
    async changeType(
      contract: Contract,
      to: StoredTerms,
      note: string | null,
      actor: Actor,
      origin: AuditOrigin | undefined,
      now: Date,
    ) {
      if (contract.status !== 'signing' || !contract.terms) throw notNow('contract.move.notAllowed');
      const from = contract.terms;
      if (sameTerms(from, to)) throw notNow('contract.change.same');
      const work = await workOf(tx, contract.novelId);
      const voided = await repo.voidSignatures(contract.id, now);
      await settings.provider.revokeSessions(tx, contract.id, now);
      const row = await repo.updateContract(contract.id, {
        pendingChange: { from, to, note, requested_at: now.toISOString(), by: actor.id ?? 0 },
        updatedAt: now,
      });
      await repo.addEvent({
        applicationId: contract.applicationId,
        contractId: contract.id,
        kind: 'type_changed',
        at: now,
        note,
        actor,
      });
      await settleNotices(tx, contract.authorId, CONTRACT_NOTICES.signNow);
      await settings.notices.notify(tx, contract.authorId, contractNotice.typeChanged(work));
      await record('contract', contract.id, contract.authorId, actor, 'contract.type_changed', origin, {
        from: { ...from },
        to: { ...to },
        voided: voided.map((v) => v.party).join(',') || null,
      });
      return row;
    },

    /** The author's answer to a change: accepted terms replace the old (a new unsigned PDF); either way signing starts over. */
    async answerChange(
      contract: Contract,
      accepted: boolean,
      reason: string | null,
      actor: Actor,
      origin: AuditOrigin | undefined,
      now: Date,
    ) {
      const change = contract.pendingChange;
      if (contract.status !== 'signing' || !change) throw notNow('contract.change.none');
      const application = await repo.application(contract.applicationId);
      if (!application) throw notFound();
      const work = await workOf(tx, contract.novelId);
      const patch: Partial<typeof contracts.$inferInsert> = { pendingChange: null, updatedAt: now };
      if (accepted) {
        const pdf = await renderUnsigned(contract, change.to, application, work, now);
        Object.assign(patch, { terms: change.to, unsignedPdfKey: pdf.key, unsignedSha256: pdf.sha256 });
      }
      const row = await repo.updateContract(contract.id, patch);
      if (accepted) replaced(contract.unsignedPdfKey);
      await repo.addEvent({
        applicationId: contract.applicationId,
        contractId: contract.id,
        kind: accepted ? 'change_accepted' : 'change_declined',
        at: now,
        note: reason,
        actor,
      });
      await issueGuardianLink(row, application, work, now);
      await settleNotices(tx, contract.authorId, CONTRACT_NOTICES.typeChanged);
      await settings.notices.notify(tx, contract.authorId, contractNotice.signNow(work));
      await record(
        'contract',
        contract.id,
        contract.authorId,
        actor,
        accepted ? 'contract.change_accepted' : 'contract.change_declined',
        origin,
        accepted ? { ...change.to } : { reason },
      );
      return row;
    },

    /**
     * After a signature: when every required party (the author, and the guardian of a minor) has
     * signed, signing → signing_completed and the signed PDF is rendered; the platform countersigns
     * later. Answers the contract as it now is.
     */
    async afterSignature(
      contract: Contract,
      party: 'author' | 'guardian',
      actor: Actor,
      origin: AuditOrigin | undefined,
      now: Date,
      evidence: SignatureEvidence | null = null,
    ) {
      const work = await workOf(tx, contract.novelId);
      await repo.addEvent({
        applicationId: contract.applicationId,
        contractId: contract.id,
        kind: party === 'guardian' ? 'guardian_signed' : 'signed',
        at: now,
        actor,
      });
      await record(
        'contract',
        contract.id,
        contract.authorId,
        actor,
        `contract.signed.${party}`,
        origin,
        evidence?.flags.length ? { evidence: { ...evidence } } : undefined,
      );
      if (party === 'author') await settleNotices(tx, contract.authorId, CONTRACT_NOTICES.signNow);
      else await settings.notices.notify(tx, contract.authorId, contractNotice.guardianSigned(work));
      const signed = new Set((await repo.signatures([contract.id])).map((s) => s.party));
      if (!requiredParties(contract).every((p) => signed.has(p))) return contract;
      assertContractMove(contract.status, 'signing_completed');
      const application = await repo.application(contract.applicationId);
      if (!application || !contract.terms) throw notFound();
      const doc = contractDocument({
        contract,
        terms: contract.terms,
        application,
        author: work,
        title: work.title,
        lang: contract.lang,
      });
      const out = await settings.paperwork.signed(doc, await signatureRecords(contract), await unsignedPdf(contract));
      const key = await storedForThisChange(out.pdf);
      const row = await repo.updateContract(contract.id, {
        status: 'signing_completed',
        signedAt: now,
        signedPdfKey: key,
        signedSha256Before: out.sha256Before,
        signedSha256After: out.sha256After,
        updatedAt: now,
      });
      await settings.notices.notify(tx, contract.authorId, contractNotice.signed(work));
      return row;
    },

    /**
     * The countersigned PDF of a contract every party has signed: rendered with every signature and
     * the platform's, sealed under the platform's certificate and stored, before the contract is
     * locked (rendering and sealing take long; nothing waits on the row meanwhile). Reads only.
     */
    async sealForCountersignature(contract: Contract, now: Date, options: { evidenceReviewed?: boolean } = {}): Promise<Countersignature> {
      assertContractMove(contract.status, 'contract_completed');
      // Signatures that share a network, device or moment are a question for a person, not a formality.
      const flagged = (await repo.signatures([contract.id])).some((s) => (s.evidence?.flags.length ?? 0) > 0);
      if (flagged && !options.evidenceReviewed) throw notNow('contract.countersign.reviewEvidence');
      const application = await repo.application(contract.applicationId);
      if (!application || !contract.terms) throw notFound();
      const work = await workOf(tx, contract.novelId);
      const doc = contractDocument({
        contract,
        terms: contract.terms,
        application,
        author: work,
        title: work.title,
        lang: contract.lang,
      });
      const signatures = [
        ...(await signatureRecords(contract)),
        { role: 'platform' as const, name: doc.platformName, image: null, signedAt: now, ip: '', userAgent: '' },
      ];
      const out = await settings.paperwork.signed(doc, signatures, await unsignedPdf(contract));
      const sealed = await settings.paperwork.seal(out.pdf, `Countersigned by ${doc.platformName}: ${contract.contractNo}`);
      return {
        now,
        basis: contract.updatedAt,
        key: await storedForThisChange(sealed),
        sha256Before: out.sha256Before,
        sha256After: out.sha256After,
        sealedSha256: sha256Hex(sealed),
        evidenceReviewed: flagged,
      };
    },

    /**
     * signing_completed → contract_completed with the PDF `sealForCountersignature` made from this
     * contract as it still is (locked by the caller); the term starts. A contract changed since
     * answers 4009, and the new PDF goes.
     */
    async countersign(contract: Contract, actor: Actor, origin: AuditOrigin | undefined, sealed: Countersignature) {
      assertContractMove(contract.status, 'contract_completed');
      if (contract.updatedAt.getTime() !== sealed.basis.getTime() || !contract.terms) throw notNow('contract.move.notAllowed');
      const { now } = sealed;
      const work = await workOf(tx, contract.novelId);
      await tx
        .insert(contractSignatures)
        .values({ contractId: contract.id, party: 'platform', signerName: brandNameOfSite(work.fromSite), imageKey: null, signedAt: now });
      const row = await repo.updateContract(contract.id, {
        status: 'contract_completed',
        completedAt: now,
        countersignedBy: actor.id ?? null,
        expiresAt: addYears(now, contract.terms.term_years),
        signedPdfKey: sealed.key,
        signedSha256Before: sealed.sha256Before,
        signedSha256After: sealed.sha256After,
        sealedSha256: sealed.sealedSha256,
        updatedAt: now,
      });
      replaced(contract.signedPdfKey);
      await repo.addEvent({
        applicationId: contract.applicationId,
        contractId: contract.id,
        kind: 'countersigned',
        at: now,
        actor,
      });
      await settings.notices.notify(tx, contract.authorId, contractNotice.completed(work));
      await record('contract', contract.id, contract.authorId, actor, 'contract.countersigned', origin, {
        sealed_sha256: row.sealedSha256,
        evidence_reviewed: sealed.evidenceReviewed,
      });
      return row;
    },

    /** contract_completed → copyright_expired before its term: staff end it, with the reason the author reads. */
    async end(contract: Contract, reason: string, actor: Actor, origin: AuditOrigin | undefined, now: Date) {
      assertContractMove(contract.status, 'copyright_expired');
      const work = await workOf(tx, contract.novelId);
      const row = await repo.updateContract(contract.id, {
        status: 'copyright_expired',
        endedAt: now,
        endReason: reason,
        updatedAt: now,
      });
      await repo.addEvent({
        applicationId: contract.applicationId,
        contractId: contract.id,
        kind: 'ended',
        at: now,
        note: reason,
        actor,
      });
      await settings.notices.notify(tx, contract.authorId, contractNotice.ended(work, reason));
      await record('contract', contract.id, contract.authorId, actor, 'contract.ended', origin, { reason });
      return row;
    },

    /** contract_completed → copyright_expired at the end of its term (the job). */
    async expire(contract: Contract, now: Date) {
      assertContractMove(contract.status, 'copyright_expired');
      const work = await workOf(tx, contract.novelId);
      const row = await repo.updateContract(contract.id, { status: 'copyright_expired', endedAt: now, updatedAt: now });
      await repo.addEvent({
        applicationId: contract.applicationId,
        contractId: contract.id,
        kind: 'expired',
        at: now,
        actor: { kind: 'system' },
      });
      await settings.notices.notify(tx, contract.authorId, contractNotice.expired(work));
      await record('contract', contract.id, contract.authorId, { kind: 'system' }, 'contract.expired');
      return row;
    },
  };
}

/** Contracts whose term has ended, locked (skipping any another instance holds). */
export async function dueForExpiry(tx: Db, now: Date, limit = 100) {
  return tx
    .select()
    .from(contracts)
    .where(and(eq(contracts.status, 'contract_completed'), lte(contracts.expiresAt, now)))
    .orderBy(contracts.expiresAt)
    .limit(limit)
    .for('update', { skipLocked: true });
}
