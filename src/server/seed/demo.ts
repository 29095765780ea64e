import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authors, notifications, users } from '../db/schema';
import { AUTHOR_STATUS_SIGNED } from '../../domain/status';
import { hashPassword } from '../modules/user/service';
import { usersRepository } from '../modules/user/users-repository';

export const DEMO_LOGIN = { email: 'demo@writers-center.test', password: 'writers-center-demo' } as const;

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row?.n ?? 0) === 0;
}

/** Creates the demo author (idempotent); later features add their demo data here. */
export async function seedDemo(db: Db): Promise<{ created: boolean }> {
  const repo = usersRepository(db);
  if (await repo.findByEmail(DEMO_LOGIN.email)) return { created: false };
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email: DEMO_LOGIN.email, passwordHash: await hashPassword(DEMO_LOGIN.password), lang: 'en', fromSite: null })
      .returning();
    await tx.insert(authors).values({ userId: user.id, penName: 'Mara Quill', status: AUTHOR_STATUS_SIGNED });
    await tx.insert(notifications).values([
      { userId: user.id, title: 'Welcome to Writers’ Center', body: 'Your author account is ready. Start your first novel from My Works.' },
      { userId: user.id, title: 'November writing challenge', body: 'Write 30,000 words this month to earn a badge.' },
      { userId: user.id, title: 'Profile reviewed', body: 'Your author profile passed review.', readAt: new Date() },
    ]);
  });
  return { created: true };
}
