/**
 * Signing through a provider (provider.ts): the author's hour-long link (sign.signUrl), what the
 * signing page shows its signer (sign.session), the guardian's one-time code (sign.guardianCode)
 * and the signature itself (sign.autograph), which moves the contract on once every required
 * party has signed (lifecycle.ts).
 *
 * Who may sign through a link: the author's works only for the author's own signed-in account
 * (the link alone is not enough); the guardian's is a bearer link mailed only to the guardian's
 * address, and signs only with a code mailed there too, never from the author's session, never
 * with the author's signature image. What the two signatures share (network, device, browser,
 * timing) is recorded for staff, who must review it before countersigning.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  GUARDIAN_CODE_TTL_MS,
  SIGNATURES_APART_MIN_MS,
  SIGN_URL_TTL_MS,
  type SignatureFlag,
} from '../../../../domain/contract';
import { ApiCode } from '../../../../domain/errors';
import { normalizeLocale } from '../../../../domain/locales';
import { maskTail } from '../../../../domain/personal-data';
import { V } from '../../../../domain/schemas/messages';
import type { AutographResult, GuardianCodeSent, SignUrl, SigningSession } from '../../../../domain/api/sign';
import type { Db } from '../../../db/client';
import { userDevices, type Contract, type ContractApplication, type ContractSignature, type SignatureEvidence } from '../../../db/schema';
import { AppError, ValidationError, forbidden, notFound, tooFrequent, unauthorized } from '../../../lib/errors';
import { inTransaction } from '../../../lib/transaction';
import { audit, type AuditOrigin } from '../../audit';
import { queueMail } from '../../mail';
import { AuthorStatus } from '../../../../domain/author';
import { contractDocument } from '../paperwork';
import { contractLifecycle } from '../lifecycle';
import { workOf, type Work } from '../work';
import { contractsRepository } from '../repository';
import type { ContractSettings } from '../settings';
import { maskEmail, waitingFor } from '../views';
import { brandNameOfSite } from '../../../../domain/brand-names';
import type { SessionRef } from './provider';
import { signaturePng } from './signature-image';

const linkInvalid = () => new ValidationError({ token: { id: V.linkInvalid } }, ApiCode.ValidationFailed, V.linkInvalid);
const conflict = (messageId: string) => new AppError(ApiCode.Conflict, messageId);
/** 4001 on the code field (the answer's text is the field's message, or the general one when it has values). */
const codeError = (id: string, values?: Record<string, string | number>) =>
  new ValidationError({ code: { id, values } }, ApiCode.ValidationFailed, values ? 'error.validation' : id);

/** Who is asking, as the route sees it: the signed-in account (if any), the network, the browser and the device. */
export interface SignerClient {
  userId: number | null;
  ip: string | null;
  userAgent: string | null;
  /** SHA-256 of the portal's X-Device-Id */
  deviceHash: string | null;
}

/**
 * The author's link answers only to the author's own sign-in: an anonymous holder is asked to sign
 * in (5005), another account is refused (4003).
 */
function assertAuthorSession(ref: SessionRef, contract: Pick<Contract, 'authorId'>, client: Pick<SignerClient, 'userId'>) {
  if (ref.party !== 'author') return;
  if (client.userId === null) throw unauthorized();
  if (client.userId !== contract.authorId) throw new AppError(ApiCode.Forbidden, 'sign.link.otherAccount');
}

/** The guardian never signs from the author's own session. */
function assertNotAuthor(ref: SessionRef, contract: Pick<Contract, 'authorId'>, client: Pick<SignerClient, 'userId'>) {
  if (ref.party === 'guardian' && client.userId === contract.authorId) throw new AppError(ApiCode.Forbidden, 'sign.guardian.authorSession');
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** What this signature shares with the other party's, as flags for staff. */
async function evidenceAgainst(
  tx: Db,
  party: 'author' | 'guardian',
  other: ContractSignature | undefined,
  client: SignerClient,
  contract: Contract,
  application: ContractApplication,
  work: Work,
  now: Date,
): Promise<SignatureEvidence | null> {
  const flags = new Set<SignatureFlag>();
  if (other) {
    if (client.ip && other.ip && client.ip === other.ip) flags.add('same_ip');
    if (client.deviceHash && other.deviceHash && client.deviceHash === other.deviceHash) flags.add('same_device');
    if (client.userAgent && other.userAgent && client.userAgent === other.userAgent) flags.add('same_user_agent');
    if (Math.abs(now.getTime() - other.signedAt.getTime()) < SIGNATURES_APART_MIN_MS) flags.add('within_a_minute');
  }
  // The guardian's device is one the author signs in from.
  const guardianDevice = party === 'guardian' ? client.deviceHash : (other?.deviceHash ?? null);
  if (guardianDevice) {
    const [known] = await tx
      .select({ userId: userDevices.userId })
      .from(userDevices)
      .where(and(eq(userDevices.userId, contract.authorId), eq(userDevices.deviceHash, guardianDevice)))
      .limit(1);
    if (known) flags.add('author_device');
  }
  const guardianEmail = application.guardianEmail?.trim().toLowerCase();
  const authorEmails = [work.accountEmail, work.contactEmail].filter(Boolean).map((e) => e!.trim().toLowerCase());
  if (guardianEmail && authorEmails.includes(guardianEmail)) flags.add('guardian_email_is_author');
  if (!other && flags.size === 0) return null;
  return {
    flags: [...flags],
    seconds_apart: other ? Math.round(Math.abs(now.getTime() - other.signedAt.getTime()) / 100) / 10 : null,
  };
}

/**
 * The dialog's address: a page of the portal itself is answered as a path, so the dialog opens it
 * at whatever host name the portal was reached by (127.0.0.1 or localhost, a second domain) and the
 * page's frame rules, which admit only its own origin, let it in. A provider's page elsewhere keeps
 * its full address.
 */
export function embeddable(url: string, publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  return url.startsWith(`${base}/`) ? url.slice(base.length) : url;
}

export function signingSessions(db: Db, settings: ContractSettings) {
  const repo = contractsRepository(db);

  return {
    /**
     * GET /v1/sign.signUrl?book_id=: an address for the embedded signing dialog, valid
     * SIGN_URL_TTL_MS. 4009 when nothing waits for the author's signature, or a change of terms
     * waits for their answer.
     */
    async signUrl(userId: number, novelId: number, origin?: AuditOrigin): Promise<SignUrl> {
      const now = settings.now();
      const who = await repo.author(userId);
      if (!who?.author || who.author.status !== AuthorStatus.Signed) throw forbidden();
      if (!(await repo.novel(userId, novelId))) throw notFound('novel.notFound');
      return db.transaction(async (tx) => {
        const r = contractsRepository(tx);
        const latest = await r.latestContract(userId, novelId);
        const contract = latest ? await r.contractForUpdate(latest.id) : null;
        if (!contract || contract.status !== 'signing') throw conflict('sign.nothingToSign');
        if (contract.pendingChange) throw conflict('sign.changePending');
        if ((await r.signatures([contract.id])).some((s) => s.party === 'author')) throw conflict('sign.alreadySigned');
        const session = await settings.provider.createSession(
          tx,
          { contractId: contract.id, party: 'author', ttlMs: SIGN_URL_TTL_MS },
          now,
        );
        await audit(tx, {
          actor: { kind: 'author', id: userId },
          action: 'contract.sign_url.issued',
          subject: { kind: 'contract', id: contract.id, userId },
          origin,
        });
        return { success: true, sign_url: embeddable(session.url, settings.publicUrl), expires_at: session.expiresAt.toISOString() };
      });
    },

    /**
     * GET /v1/sign.session?token=: the contract as its signer reads it, in the language asked for
     * (the contract's own otherwise), with the guardian's name masked. The author's link shows only
     * to the author's own sign-in.
     */
    async session(token: string, lang: string | undefined, client: Pick<SignerClient, 'userId'>): Promise<SigningSession> {
      const now = settings.now();
      const ref = await settings.provider.findSession(db, token, now);
      if (!ref) throw linkInvalid();
      const contract = await repo.contract(ref.contractId);
      const application = contract ? await repo.application(contract.applicationId) : null;
      if (
        !contract ||
        !application ||
        !contract.terms ||
        contract.status === 'unsigned' ||
        contract.status === 'copyright_expired'
      )
        throw linkInvalid();
      assertAuthorSession(ref, contract, client);
      const work = await workOf(db, contract.novelId);
      const locale = lang ? normalizeLocale(lang) : normalizeLocale(contract.lang);
      const { clauses, keyTerms } = settings.paperwork.clauses(
        contractDocument({ contract, terms: contract.terms, application, author: work, title: work.title, lang: locale }),
      );
      const signed = ref.usedAt !== null || (await repo.signatures([contract.id])).some((s) => s.party === ref.party);
      const guardian = ref.party === 'guardian';
      return {
        contract_no: contract.contractNo,
        role: ref.party,
        // The author's link opens only to the author's own sign-in, so it shows their name in full;
        // the guardian's is a bearer link, so the guardian's name stays masked on it.
        signer: guardian ? maskTail(application.guardianTruename ?? '') : application.truename,
        author_pen_name: work.penName,
        work_title: work.title,
        platform: brandNameOfSite(work.fromSite),
        lang: locale,
        clauses: clauses.map((c) => ({ id: c.id, title: c.title, text: c.text, summary: c.summary })),
        key_terms: keyTerms.map((k) => ({ id: k.id, label: k.label, value: k.value })),
        expires_at: ref.expiresAt.toISOString(),
        signed,
        code_required: guardian,
        code_sent_to: guardian && application.guardianEmail ? maskEmail(application.guardianEmail) : null,
      };
    },

    /**
     * POST /v1/sign.guardianCode: a one-time code mailed to the guardian's address (the one their
     * link went to), to sign with; a new one at most every minute, a few per link.
     */
    async guardianCode(token: string, client: Pick<SignerClient, 'userId'>, origin?: AuditOrigin): Promise<GuardianCodeSent> {
      const now = settings.now();
      return db.transaction(async (tx) => {
        const r = contractsRepository(tx);
        const ref = await settings.provider.findSession(tx, token, now);
        if (!ref || ref.party !== 'guardian') throw linkInvalid();
        const contract = await r.contract(ref.contractId);
        const application = contract ? await r.application(contract.applicationId) : null;
        if (!contract || !application?.guardianEmail) throw linkInvalid();
        assertNotAuthor(ref, contract, client);
        if (ref.usedAt) throw conflict('sign.link.used');
        if (contract.status !== 'signing' || contract.pendingChange) throw conflict('sign.notWaiting');
        const issued = await settings.provider.issueCode(tx, ref, now);
        if (issued.kind === 'wait') throw tooFrequent(Math.ceil(issued.retryAfterMs / 1000));
        if (issued.kind === 'exhausted') throw conflict('sign.code.exhausted');
        const work = await workOf(tx, contract.novelId);
        await queueMail(tx, {
          to: application.guardianEmail,
          template: 'guardian_code',
          lang: work.lang,
          site: work.fromSite,
          params: { code: issued.code, author: work.penName, minutes: GUARDIAN_CODE_TTL_MS / 60_000 },
        });
        await audit(tx, {
          actor: { kind: 'system' },
          action: 'contract.guardian_code.sent',
          subject: { kind: 'contract', id: contract.id, userId: contract.authorId },
          origin,
        });
        return {
          sent_to: maskEmail(application.guardianEmail),
          expires_at: issued.expiresAt.toISOString(),
          resend_after: issued.resendAfter.toISOString(),
        };
      });
    },

    /**
     * POST /v1/sign.autograph: the signature through a link. The link is spent (the guardian's
     * works once); the contract becomes signing_completed when every required party has signed.
     */
    async autograph(
      input: { token: string; signature: string; code?: string },
      client: SignerClient,
      origin?: AuditOrigin,
    ): Promise<AutographResult> {
      const png = await signaturePng(input.signature);
      const imageSha256 = sha256(png);
      const now = settings.now();
      const ref = await settings.provider.findSession(db, input.token, now);
      if (!ref) throw linkInvalid();
      const found = await repo.contract(ref.contractId);
      if (!found) throw linkInvalid();
      assertAuthorSession(ref, found, client);
      assertNotAuthor(ref, found, client);
      if (ref.party === 'guardian') {
        if (!input.code) throw codeError(V.guardianCodeRequired);
        // Its own statement, committed whatever happens next: a wrong try counts.
        const check = await settings.provider.checkCode(db, ref, input.code, now);
        if (check.kind === 'none') {
          // Spent meanwhile (the same signature sent twice at once): the loser is told the link was used, not to ask for a code.
          if ((await settings.provider.findSession(db, input.token, now))?.usedAt) throw conflict('sign.link.used');
          throw codeError('validation.guardianCode.expired');
        }
        if (check.kind === 'wrong') throw codeError('validation.guardianCode.wrong', { left: check.attemptsLeft });
      }
      return inTransaction(db, async (tx, hooks) => {
        const r = contractsRepository(tx);
        // Locked: the author and the guardian signing at the same moment see each other's signature.
        const contract = await r.contractForUpdate(ref.contractId);
        if (!contract) throw linkInvalid();
        if (ref.usedAt) throw conflict('sign.link.used');
        if (contract.status !== 'signing' || contract.pendingChange) throw conflict('sign.notWaiting');
        const inForce = await r.signatures([contract.id]);
        if (inForce.some((s) => s.party === ref.party)) throw conflict('sign.link.used');
        const other = inForce.find((s) => s.party === (ref.party === 'author' ? 'guardian' : 'author'));
        // One drawing cannot be both people's signature.
        if (other?.imageSha256 === imageSha256) throw conflict('sign.sameSignature');
        const application = await r.application(contract.applicationId);
        if (!application) throw linkInvalid();
        const work = await workOf(tx, contract.novelId);
        const evidence = contract.minor
          ? await evidenceAgainst(tx, ref.party, other, client, contract, application, work, now)
          : null;
        const name = ref.party === 'guardian' ? (application.guardianTruename ?? '') : application.truename;
        const recorded = await settings.provider.recordSignature(
          tx,
          ref,
          {
            name,
            png,
            ip: client.ip,
            userAgent: client.userAgent,
            deviceHash: client.deviceHash,
            sessionUserId: client.userId,
            evidence: evidence?.flags.length ? evidence : null,
          },
          now,
        );
        if (!recorded) throw conflict('sign.link.used');
        const actor =
          ref.party === 'guardian' ? { kind: 'guardian' as const } : { kind: 'author' as const, id: contract.authorId };
        const after = await contractLifecycle(tx, settings, hooks).afterSignature(contract, ref.party, actor, origin, now, evidence);
        return {
          status: after.status as AutographResult['status'],
          waiting_for: waitingFor(after, await r.signatures([contract.id])),
        };
      });
    },
  };
}
