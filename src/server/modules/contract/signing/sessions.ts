/**
 * Signing through a provider (provider.ts): the author's hour-long link (sign.signUrl), what the
 * signing page shows its signer (sign.session) and the signature itself (sign.autograph), which
 * moves the contract on once every required party has signed (lifecycle.ts).
 */
import { SIGN_URL_TTL_MS } from '../../../../domain/contract';
import { ApiCode } from '../../../../domain/errors';
import { normalizeLocale } from '../../../../domain/locales';
import { maskTail } from '../../../../domain/personal-data';
import { V } from '../../../../domain/schemas/messages';
import type { AutographResult, SignUrl, SigningSession } from '../../../../domain/api/sign';
import type { Db } from '../../../db/client';
import { AppError, ValidationError, forbidden, notFound } from '../../../lib/errors';
import { audit, type AuditOrigin } from '../../audit/audit';
import { AuthorStatus } from '../../../../domain/author';
import { contractDocument } from '../documents';
import { contractLifecycle, workOf } from '../lifecycle';
import { contractsRepository } from '../repository';
import type { ContractSettings } from '../settings';
import { PLATFORM_NAME, waitingFor } from '../views';
import { signaturePng } from './signature-image';

const linkInvalid = () => new ValidationError({ token: { id: V.linkInvalid } }, ApiCode.ValidationFailed, V.linkInvalid);
const conflict = (messageId: string) => new AppError(ApiCode.Conflict, messageId);

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
        return { success: true, sign_url: session.url, expires_at: session.expiresAt.toISOString() };
      });
    },

    /**
     * GET /v1/sign.session?token=: the contract as its signer reads it, in the language asked for
     * (the contract's own otherwise), with the signer's name masked.
     */
    async session(token: string, lang: string | undefined): Promise<SigningSession> {
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
      const work = await workOf(db, contract.novelId);
      const locale = lang ? normalizeLocale(lang) : normalizeLocale(contract.lang);
      const { clauses, keyTerms } = settings.paperwork.clauses(
        contractDocument({ contract, terms: contract.terms, application, author: work, title: work.title, lang: locale }),
      );
      const signed = ref.usedAt !== null || (await repo.signatures([contract.id])).some((s) => s.party === ref.party);
      return {
        contract_no: contract.contractNo,
        role: ref.party,
        signer: maskTail(ref.party === 'guardian' ? (application.guardianTruename ?? '') : application.truename),
        author_pen_name: work.penName,
        work_title: work.title,
        platform: PLATFORM_NAME,
        lang: locale,
        clauses: clauses.map((c) => ({ id: c.id, title: c.title, text: c.text, summary: c.summary })),
        key_terms: keyTerms.map((k) => ({ id: k.id, label: k.label, value: k.value })),
        expires_at: ref.expiresAt.toISOString(),
        signed,
      };
    },

    /**
     * POST /v1/sign.autograph: the signature through a link. The link is spent (the guardian's
     * works once); the contract becomes signing_completed when every required party has signed.
     */
    async autograph(
      input: { token: string; signature: string },
      client: { ip: string | null; userAgent: string | null },
      origin?: AuditOrigin,
    ): Promise<AutographResult> {
      const png = await signaturePng(input.signature);
      const now = settings.now();
      return db.transaction(async (tx) => {
        const r = contractsRepository(tx);
        const ref = await settings.provider.findSession(tx, input.token, now);
        if (!ref) throw linkInvalid();
        // Locked: the author and the guardian signing at the same moment see each other's signature.
        const contract = await r.contractForUpdate(ref.contractId);
        if (!contract) throw linkInvalid();
        if (ref.usedAt) throw conflict('sign.link.used');
        if (contract.status !== 'signing' || contract.pendingChange) throw conflict('sign.notWaiting');
        if ((await r.signatures([contract.id])).some((s) => s.party === ref.party)) throw conflict('sign.link.used');
        const application = await r.application(contract.applicationId);
        if (!application) throw linkInvalid();
        const name = ref.party === 'guardian' ? (application.guardianTruename ?? '') : application.truename;
        const recorded = await settings.provider.recordSignature(
          tx,
          ref,
          { name, png, ip: client.ip, userAgent: client.userAgent },
          now,
        );
        if (!recorded) throw conflict('sign.link.used');
        const actor =
          ref.party === 'guardian' ? { kind: 'guardian' as const } : { kind: 'author' as const, id: contract.authorId };
        const after = await contractLifecycle(tx, settings).afterSignature(contract, ref.party, actor, origin, now);
        return {
          status: after.status as AutographResult['status'],
          waiting_for: waitingFor(after, await r.signatures([contract.id])),
        };
      });
    },
  };
}
