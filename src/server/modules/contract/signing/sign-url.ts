import { SIGN_URL_TTL_MS } from '../../../../domain/contract';
import { AuthorStatus } from '../../../../domain/author';
import type { SignUrl } from '../../../../domain/api/sign';
import type { Db } from '../../../db/client';
import { forbidden, notFound } from '../../../lib/errors';
import { audit, type AuditOrigin } from '../../audit';
import { contractsRepository } from '../repository';
import type { ContractSettings } from '../settings';
import { conflict } from './signer';

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

/**
 * GET /v1/sign.signUrl?book_id=: an address for the embedded signing dialog, valid
 * SIGN_URL_TTL_MS. 4009 when nothing waits for the author's signature, or a change of terms
 * waits for their answer.
 */
export async function signUrl(db: Db, settings: ContractSettings, userId: number, novelId: number, origin?: AuditOrigin): Promise<SignUrl> {
  const repo = contractsRepository(db);
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
}
