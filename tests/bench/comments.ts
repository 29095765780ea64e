/**
 * Comment benches, printed by `npm run bench` (`npm run bench -- comments` alone), on PostgreSQL (when reachable)
 * and on PGlite:
 * - ingestion through POST /platform/v1/comment.ingest in 1,000-comment batches: comments per second;
 * - the inbox of an author with 100,000 comments on 10 novels (BENCH_COMMENTS), under the same load as
 *   GET /v1/author.info (16 connections from a separate process, in turn, round after round): the first page
 *   ("needs a reply"), a page deep in the inbox (after the middle comment's cursor) and a filtered page (one
 *   novel, paragraph comments, a search). Each figure is the median over the rounds of its p95.
 */
import { sql } from 'drizzle-orm';
import { postgresAvailable, type DatabaseKind } from '../support/databases';
import { DEMO_ADMIN } from '../../src/server/seed/demo';
import { simulatedComments } from '../../src/server/modules/comment/simulate';
import { timeIdCursor } from '../../src/domain/api/cursor';
import { COMMENT_FIRST_PAGE } from '../../src/domain/comment';
import { authorWithWorks } from './money';
import { load } from './load';
import { median } from './ratio';
import { TEST_KEY_SITES } from '../support/contracts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);

type Run = Awaited<ReturnType<typeof load>>;

async function inboxOn(kind: DatabaseKind, total: number) {
  const { test, api, token, userId, works } = await authorWithWorks(kind, 10, { strictResponses: false });
  try {
    const admin = await api.staffLogin(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const key = (await api.post('/admin/v1/platform.keyCreate', admin, { name: 'bench', scopes: ['comments'], sites: TEST_KEY_SITES })).body.data.key as string;
    const perWork = Math.ceil(total / works.length);
    let sent = 0;
    let ingestMs = 0;
    for (const [i, work] of works.entries()) {
      const list = await simulatedComments(test.database.db, { novelId: work, count: perWork, days: 365, seed: i + 1, prefix: `bench-${work}`, vettedShare: 0.02 });
      for (let at = 0; at < list.length; at += 1000) {
        const batch = list.slice(at, at + 1000);
        const started = performance.now();
        const res = await test.app.inject({ method: 'POST', url: '/platform/v1/comment.ingest', headers: { authorization: `Bearer ${key}` }, payload: { comments: batch } });
        ingestMs += performance.now() - started;
        if (res.json().code !== 200) throw new Error(res.body.slice(0, 300));
        sent += batch.length;
      }
    }
    // The cursor of the inbox's middle comment: the page after it is as deep as the inbox gets on average.
    const middle = (await test.database.db.execute(sql`
      select posted_at, id from comments where author_id = ${userId} and state = 'live'
      order by posted_at desc, id desc offset ${Math.floor(sent / 2)} limit 1`)) as unknown as { rows: { posted_at: string | Date; id: number }[] };
    const deepCursor = timeIdCursor(new Date(middle.rows[0].posted_at), Number(middle.rows[0].id));
    const address = await test.app.listen({ port: 0, host: '127.0.0.1' });
    const auth = { authorization: `Bearer ${token}` };
    const list = `${address}/v1/comment.list`;
    await load(`${address}/v1/author.info`, auth, 1); // warm-up
    await load(list, auth, 1);
    const all: Record<'info' | 'opening' | 'first' | 'deep' | 'filtered', Run[]> = { info: [], opening: [], first: [], deep: [], filtered: [] };
    for (let round = 0; round < ROUNDS; round++) {
      all.info.push(await load(`${address}/v1/author.info`, auth, SECONDS));
      // What the inbox opens with (a screen's worth), then pages of the default size as it scrolls.
      all.opening.push(await load(`${list}?limit=${COMMENT_FIRST_PAGE}`, auth, SECONDS));
      all.first.push(await load(list, auth, SECONDS));
      all.deep.push(await load(`${list}?cursor=${deepCursor}`, auth, SECONDS));
      all.filtered.push(await load(`${list}?reply=all&type=paragraph&original_book_id=${works[3]}&q=chapter`, auth, SECONDS));
    }
    const pick = (rs: Run[]) => rs.find((r) => r.p95 === median(rs.map((x) => x.p95)))!;
    const runs = { info: pick(all.info), opening: pick(all.opening), first: pick(all.first), deep: pick(all.deep), filtered: pick(all.filtered) };
    const failed = Object.entries(runs).filter(([, r]) => r.failed);
    if (failed.length) throw new Error(`comment.list failed under load: ${failed.map(([name, r]) => `${name} ${JSON.stringify(r.failures)}`).join(', ')}`);
    return { kind, comments: sent, perSecond: sent / (ingestMs / 1000), ...runs };
  } finally {
    await test.close();
  }
}

export type InboxFigures = Awaited<ReturnType<typeof inboxOn>>;

export async function commentsBench(total = Number(process.env.BENCH_COMMENTS ?? 100_000)): Promise<InboxFigures[]> {
  const kinds: DatabaseKind[] = (await postgresAvailable()) ? ['postgres', 'pglite'] : ['pglite'];
  const figures: InboxFigures[] = [];
  for (const kind of kinds) figures.push(await inboxOn(kind, total));
  return figures;
}
