import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notifications, users } from '../db/schema';
import { translate } from '../lib/i18n';

/** A message-center notice to a user, written in their own language. */
export async function notifyUser(db: Db, userId: number, titleId: string, bodyId: string, values?: Record<string, string | number>) {
  const [user] = await db.select({ lang: users.lang }).from(users).where(eq(users.id, userId));
  await db.insert(notifications).values({ userId, title: translate(user?.lang, titleId, values), body: translate(user?.lang, bodyId, values) });
}
