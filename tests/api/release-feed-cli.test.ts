import { describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { chapters, novels, users } from '../../src/server/db/schema';
import { DEMO_LOGIN } from '../../src/server/seed/demo';
import { translate } from '../../src/server/lib/i18n';
import { CLI_SUITE, cli, useLinkedServer } from '../support/admin-cli';
import { FIRST_PAID_STATUSES } from '../../src/domain/chapter';

describe('npm run admin -- platform:mirror: a reader site simulated on the demo data', CLI_SUITE, () => {
  const linked = useLinkedServer('wc-mirror-');

  it('follows release.feed with a key and prints each novel with its live chapters in order, free or paid; a key needs the content scope', async () => {
    const { dataDir, database } = linked();
    const env = { DATA_DIR: dataDir };
    const created = JSON.parse((await cli(['platform:key-create', 'mirror', '--sites', '511', '--scopes', 'comments', '--json'], env)).stdout) as { key: string; entry: { id: number } };
    const refused = await cli(['platform:mirror', '--key', created.key], env).catch((err) => err);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(translate('en', 'error.forbidden'));
    await cli(['platform:key-scopes', String(created.entry.id), '--scopes', 'comments,content'], env);

    const printed = (await cli(['platform:mirror', '--key', created.key], env)).stdout;
    // What readers may see of the demo author's works, straight from the tables.
    const db = database.db;
    const [author] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_LOGIN.email));
    const works = await db.select().from(novels).where(and(eq(novels.authorId, author.id), isNull(novels.deletedAt))).orderBy(asc(novels.id));
    const live = await db
      .select()
      .from(chapters)
      .where(and(inArray(chapters.novelId, works.map((w) => w.id)), inArray(chapters.status, ['released', 'updated'])))
      .orderBy(asc(chapters.novelId), asc(chapters.code));
    const firstPaid = await db
      .select({ novelId: chapters.novelId, code: chapters.code })
      .from(chapters)
      .where(and(inArray(chapters.novelId, works.map((w) => w.id)), eq(chapters.firstPaid, true), inArray(chapters.status, [...FIRST_PAID_STATUSES])));
    expect(firstPaid.length).toBeGreaterThan(0);
    for (const work of works) {
      const paidFrom = firstPaid.find((c) => c.novelId === work.id)?.code;
      expect(printed).toContain(`#${work.id} ${work.title}, by Mara Quill (${work.status}, review ${work.reviewStatus}`);
      const lines = printed.split('\n');
      const at = lines.findIndex((l) => l.startsWith(`#${work.id} `));
      const own = live.filter((c) => c.novelId === work.id);
      const shown = lines.slice(at + 1, at + 1 + own.length).map((l) => l.trim().split(/\s+/).slice(0, 3).join(' '));
      expect(shown).toEqual(own.map((c) => `${c.code} ${paidFrom !== undefined && c.code >= paidFrom ? 'paid' : 'free'} ${c.words}`));
    }
    expect(live.length).toBeGreaterThan(1000);
  });
});
