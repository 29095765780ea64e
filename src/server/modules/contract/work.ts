/** Who a contract is about: the author, signed with the platform, and their work. */
import { AuthorStatus } from '../../../domain/author';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import { contractsRepository, type ContractsRepository } from './repository';

/** The author and their account; 4003 unless the user is a signed author. */
export async function requireAuthor(r: ContractsRepository, userId: number) {
  const who = await r.author(userId);
  if (!who?.author || who.author.status !== AuthorStatus.Signed) throw forbidden();
  return { user: who.user, author: who.author };
}

/** The work, its author and their account, for documents, mails and notices. */
export async function workOf(tx: Db, novelId: number) {
  const row = await contractsRepository(tx).work(novelId);
  if (!row) throw notFound();
  return { ...row, penName: row.penName ?? '', email: row.contactEmail || row.accountEmail, bookId: novelId };
}
export type Work = Awaited<ReturnType<typeof workOf>>;
