/** Who a contract is about: the author, signed with the platform, and their work. */
import { AuthorStatus } from '../../../domain/author';
import { forbidden } from '../../lib/errors';
import type { ContractsRepository } from './repository';

/** The author and their account; 4003 unless the user is a signed author. */
export async function requireAuthor(r: ContractsRepository, userId: number) {
  const who = await r.author(userId);
  if (!who?.author || who.author.status !== AuthorStatus.Signed) throw forbidden();
  return { user: who.user, author: who.author };
}
