/** Who a contract is about: the author, signed with the platform, and their work. */
import { eq } from 'drizzle-orm';
import { AuthorStatus } from '../../../domain/author';
import type { Db } from '../../db/client';
import { authors, novels, users } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import type { ContractsRepository } from './repository';

/** The author and their account; 4003 unless the user is a signed author. */
export async function requireAuthor(r: ContractsRepository, userId: number) {
  const who = await r.author(userId);
  if (!who?.author || who.author.status !== AuthorStatus.Signed) throw forbidden();
  return { user: who.user, author: who.author };
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
