import { fileURLToPath } from 'node:url';
import type { Db } from '../db/client';
import { helpArticles } from '../db/schema';
import { helpService, readHelpDir, SHIPPED_HELP_DIR } from '../modules/help';

/** The help center's articles the product ships with, in every language. */
export async function seedHelp(db: Db, options: { onlyIfEmpty?: boolean } = {}) {
  if (options.onlyIfEmpty && (await db.select({ slug: helpArticles.slug }).from(helpArticles).limit(1)).length) return null;
  return helpService(db).publish(await readHelpDir(fileURLToPath(SHIPPED_HELP_DIR)), null);
}
