/**
 * Comment benches, printed by `npm run bench`, on PostgreSQL:
 * - ingestion through POST /platform/v1/comment.ingest in 1,000-comment batches: comments per second;
 * - the inbox of an author with 100,000 comments on 10 novels: the first page ("needs a reply")
 *   and a filtered page (one novel, paragraph comments, a search), median and p95 over 200 requests.
 */
import { postgresAvailable } from '../support/databases';
import { DEMO_ADMIN } from '../../src/server/seed/demo';
import { simulatedComments } from '../../src/server/modules/comment/simulate';
import { authorWithWorks, timeRequests } from './money';
import { TEST_KEY_SITES } from '../support/contracts';

export async function commentsBench(total = Number(process.env.BENCH_COMMENTS ?? 100_000), requests = 200) {
  if (!(await postgresAvailable())) return null;
  const { test, api, token, works } = await authorWithWorks('postgres', 10);
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
    return {
      comments: sent,
      perSecond: sent / (ingestMs / 1000),
      first: await timeRequests(api, token, '/v1/comment.list', requests),
      filtered: await timeRequests(api, token, `/v1/comment.list?reply=all&type=paragraph&original_book_id=${works[3]}&q=chapter`, requests),
    };
  } finally {
    await test.close();
  }
}
