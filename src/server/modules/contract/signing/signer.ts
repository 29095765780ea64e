/** Who is at the signing page, who may sign through a link, and the answers a link gives when it may not. */
import { ApiCode } from '../../../../domain/errors';
import { V } from '../../../../domain/schemas/messages';
import type { Contract } from '../../../db/schema';
import { AppError, ValidationError, unauthorized } from '../../../lib/errors';
import type { SessionRef } from './provider';

export const linkInvalid = () => new ValidationError({ token: { id: V.linkInvalid } }, ApiCode.ValidationFailed, V.linkInvalid);
export const conflict = (messageId: string) => new AppError(ApiCode.Conflict, messageId);
/** 4001 on the code field (the answer's text is the field's message, or the general one when it has values). */
export const codeError = (id: string, values?: Record<string, string | number>) =>
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
export function assertAuthorSession(ref: SessionRef, contract: Pick<Contract, 'authorId'>, client: Pick<SignerClient, 'userId'>) {
  if (ref.party !== 'author') return;
  if (client.userId === null) throw unauthorized();
  if (client.userId !== contract.authorId) throw new AppError(ApiCode.Forbidden, 'sign.link.otherAccount');
}

/** The guardian never signs from the author's own session. */
export function assertNotAuthor(ref: SessionRef, contract: Pick<Contract, 'authorId'>, client: Pick<SignerClient, 'userId'>) {
  if (ref.party === 'guardian' && client.userId === contract.authorId) throw new AppError(ApiCode.Forbidden, 'sign.guardian.authorSession');
}
