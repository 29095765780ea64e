import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { describeOnDatabase } from './each-database';
import type { DatabaseKind } from './databases';
import { apiClient } from './api-client';
import { DEMO_ADMIN, DEMO_LOGIN } from '../../src/server/seed/demo';
import {
  EVIL_JSON_VALUES,
  EVIL_QUERY_VALUES,
  PROTO_NAMES,
  baseBody,
  bodyWith,
  isApiRoute,
  isStream,
  propertiesOf,
  type RouteEntry,
} from './fuzz';
import type { Db } from '../../src/server/db/client';
import { SITE_IDS } from '../../src/domain/sites';

/** Tables whose rows a refused request may still touch: throttles count refusals, sessions note their use. */
const VOLATILE = new Set(['login_failures', 'rate_limits', 'sessions', 'staff_sessions', '__drizzle_migrations']);

/**
 * A fingerprint of every table's rows, to show that a refused request wrote nothing: each table's
 * row count and the newest row version's transaction id (an insert or an update, even one that
 * keeps the values, makes a row version of a later transaction; a delete lowers the count). One
 * query for all tables, without reading the rows' contents.
 */
async function fingerprint(db: Db): Promise<Record<string, string>> {
  const { rows: tables } = (await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as { rows: { tablename: string }[] };
  const parts = tables
    .filter(({ tablename }) => !VOLATILE.has(tablename))
    .map(
      ({ tablename }) =>
        `select '${tablename}' as t, count(*)::int as n, coalesce(max(xmin::text::bigint), 0)::text as v from "${tablename}"`,
    );
  const { rows } = (await db.execute(sql.raw(parts.join(' union all ')))) as unknown as {
    rows: { t: string; n: number; v: string }[];
  };
  return Object.fromEntries(rows.map((r) => [r.t, `${r.n}:${r.v}`]));
}

/**
 * Work an accepted request leaves to a job, which writes after its answer: the archive a valid archive.request
 * queues. Each query counts what is still pending; the next route's fingerprint waits until all are 0, so the
 * job's writes are never taken for that route's.
 */
const PENDING_JOBS = [sql`select count(*)::int as n from archives where status in ('queued', 'building')`];

async function jobsSettled(db: Db): Promise<void> {
  for (let waited = 0; waited < 60_000; waited += 50) {
    let pending = 0;
    for (const query of PENDING_JOBS) pending += ((await db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0].n;
    if (pending === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('jobs queued by the fuzzed routes did not finish in a minute');
}

interface Finding {
  route: string;
  input: string;
  status: number;
  body: string;
}

const MESSAGE_ID = /^[a-z][a-zA-Z]*(\.[a-zA-Z0-9_]+)+$/;

/**
 * Fields whose documented example makes an accepted request a long one: a hostile value in another field that
 * coerces into a valid one (true → the novel id 1) would simulate a whole year of reading figures, which costs
 * the run half a minute and tests nothing more than one day does.
 */
const SHORTER_EXAMPLES: Record<string, Record<string, unknown>> = {
  '/admin/v1/stats.simulate': { days: 1 },
};

function deepObject(levels: number): string {
  return '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
}

/**
 * Inputs the edge refuses before any handler runs, whatever the database: prototype names in the language or
 * as query keys, bodies that are not JSON objects or are nested too deep, multipart that lies about itself,
 * and strings past every field's limit.
 */
const EDGE_ONLY_VALUES = new Set(['1 MB string', '900 KB string', 'nested 5000']);

/**
 * PGlite is PostgreSQL itself, compiled to WebAssembly: a hostile value meets the same parser, types and
 * constraints on both. The per-change run therefore sends each route's inputs on one database, alternating
 * (every route and every value is sent in the run, and the two halves take as long); `npm run test:full`
 * (FUZZ_FULL=1) sends every handler-reaching value on both, and the edge-only ones still on one.
 */
const FUZZ_FULL = process.env.FUZZ_FULL === '1';

/**
 * The body's fields and the hostile values, paired. The full run (FUZZ_FULL=1) sends every value into
 * every field. The per-change run sends every value into one field and every field at least one value,
 * each route starting its turn at another field (FUZZ_SEED moves every route's start on): the refusals
 * a field gives depend on its type, and each type meets every value across the routes.
 */
function spread<V>(fields: readonly string[], values: readonly V[], routeIndex: number): [string, V][] {
  if (!fields.length || !values.length) return [];
  if (FUZZ_FULL) return fields.flatMap((field) => values.map((value): [string, V] => [field, value]));
  const start = routeIndex + FUZZ_SEED;
  return Array.from({ length: Math.max(fields.length, values.length) }, (_, i): [string, V] => [fields[(start + i) % fields.length], values[i % values.length]]);
}
const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 0) || 0;

/** The fuzz suites on one database: each database's half is a file of its own, so both workers share the long run. */
export function fuzzSuites(kind: DatabaseKind) {
  const mine = (routeIndex: number) => routeIndex % 2 === (kind === 'postgres' ? 0 : 1);
  describeOnDatabase(kind, 'fuzz: hostile input on every route', ({ get }) => {
    const api = apiClient(() => get().app);

    it(
      'answers every hostile input with a translated 4xxx envelope, never a 5xx, and writes nothing',
      { timeout: 600_000 },
      async () => {
        const { app, database, routes } = get();
        const author = await api.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
        const staff = await api.staffLogin(DEMO_ADMIN.email, DEMO_ADMIN.password);
        // The reader site's side is fuzzed past its key: batches, days and cursors reach the handlers.
        const platformKey = (await api.post('/admin/v1/platform.keyCreate', staff, { name: 'fuzz', sites: [...SITE_IDS] })).body
          .data.key as string;
        const tokenFor = (r: RouteEntry) =>
          r.url.startsWith('/admin/') ? staff : r.url.startsWith('/platform/') ? platformKey : author;
        const api_routes = routes.filter(isApiRoute).filter((r) => !r.url.endsWith('logout') && !isStream(r));
        expect(api_routes.length).toBeGreaterThan(50);

        const findings: Finding[] = [];
        let sent = 0;
        const perRoute: Record<string, number> = {};
        /** Milliseconds each route took, its write check included: the slowest are named in the summary. */
        const routeMs: [route: string, ms: number][] = [];
        const send = async (
          r: RouteEntry,
          input: string,
          opts: { query?: string; body?: string; headers?: Record<string, string> },
        ) => {
          const res = await app.inject({
            method: r.method as 'GET' | 'POST',
            url: `${r.url}${opts.query ? `?${opts.query}` : ''}`,
            payload: opts.body,
            headers: {
              authorization: `Bearer ${tokenFor(r)}`,
              ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
              ...opts.headers,
            },
          });
          sent++;
          if (res.statusCode < 300) {
            accepted++;
            acceptedInputs.push(`${r.method} ${r.url} | ${input}`);
          }
          perRoute[`${r.method} ${r.url}`] = (perRoute[`${r.method} ${r.url}`] ?? 0) + 1;
          let ok = res.statusCode < 500;
          try {
            const body = res.json() as { code?: unknown; desc?: unknown };
            const isError = res.statusCode >= 400;
            if (
              isError &&
              (typeof body.code !== 'number' ||
                body.code < 4000 ||
                (body.code >= 5000 && body.code !== 5005 && body.code !== 5002))
            )
              ok = false;
            if (isError && (typeof body.desc !== 'string' || body.desc === '' || MESSAGE_ID.test(body.desc))) ok = false;
          } catch {
            // A binary answer (an image) is fine when it is a success.
            if (res.statusCode >= 400) ok = false;
          }
          if (!ok) findings.push({ route: `${r.method} ${r.url}`, input, status: res.statusCode, body: res.body.slice(0, 200) });
        };

        let writeChecked = 0;
        const acceptedInputs: string[] = [];
        let accepted = 0;
        // A route whose writes were checked ends on a fingerprint nothing has changed since: the next route starts from it.
        let last: Record<string, string> | undefined;
        let fuzzed = 0;
        for (const [routeIndex, r] of api_routes.entries()) {
          if (!FUZZ_FULL && !mine(routeIndex)) continue;
          fuzzed++;
          const routeStarted = performance.now();
          const edge = mine(routeIndex);
          if (!last) await jobsSettled(database.db);
          const before = last ?? (await fingerprint(database.db));
          last = undefined;
          const acceptedBefore = accepted;
          const schema = r.schema ?? {};
          const queryProps = propertiesOf(schema.querystring).filter((p) => p !== 'lang');
          const bodyProps = propertiesOf(schema.body);
          const validQuery = queryProps.map((p) => `${p}=1`).join('&');

          for (const name of edge ? PROTO_NAMES : [])
            await send(r, `lang=${name}`, { query: `lang=${encodeURIComponent(name)}&${validQuery}` });
          for (const name of edge ? PROTO_NAMES : [])
            await send(r, `query key ${name}`, { query: `${encodeURIComponent(name)}=1&${validQuery}` });
          for (const p of queryProps) {
            for (const [label, value] of Object.entries(EVIL_QUERY_VALUES)) {
              const query = queryProps.map((q) => (q === p ? `${q}=${value.replace('__REPEAT__', q)}` : `${q}=1`)).join('&');
              await send(r, `query ${p}: ${label}`, { query });
            }
          }
          if (r.method === 'POST') {
            const base = { ...baseBody(schema.body as never), ...SHORTER_EXAMPLES[r.url] };
            const fields = bodyProps.length ? bodyProps : ['id', 'original_book_id', 'title', 'rows'];
            const values = Object.entries(EVIL_JSON_VALUES).filter(([label]) => edge || !EDGE_ONLY_VALUES.has(label));
            for (const [field, [label, raw]] of spread(fields, values, routeIndex)) await send(r, `body ${field}: ${label}`, { body: bodyWith(base, field, raw) });
            // Lists of records (imports, batches): each field of a row gets the same treatment.
            for (const field of fields) {
              const items = (schema.body as { properties?: Record<string, { type?: string; items?: never }> } | undefined)
                ?.properties?.[field]?.items;
              const row = baseBody(items);
              for (const [rowField, [label, raw]] of spread(propertiesOf(items), values, routeIndex)) {
                await send(r, `body ${field}[0].${rowField}: ${label}`, {
                  body: bodyWith(base, field, `[${bodyWith(row, rowField, raw)}]`),
                });
              }
            }
            if (edge) {
              await send(r, 'body __proto__', { body: '{"__proto__":{"admin":true},"x":1}' });
              await send(r, 'body constructor.prototype', { body: '{"constructor":{"prototype":{"admin":true}}}' });
              await send(r, 'body prototype key', { body: '{"prototype":{"admin":true}}' });
              await send(r, 'body not JSON', { body: '{"a":' });
              await send(r, 'body array', { body: '[1,2,3]' });
              await send(r, 'body string', { body: '"x"' });
              await send(r, 'nested 5000 body', { body: deepObject(5000) });
              // Multipart that is not what it says it is.
              await send(r, 'multipart without boundary', { body: 'x', headers: { 'content-type': 'multipart/form-data' } });
              await send(r, 'multipart wrong boundary', {
                body: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nxx\r\n--abc--\r\n',
                headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
              });
              await send(r, 'multipart cut short', {
                body: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
                headers: { 'content-type': 'multipart/form-data; boundary=abc' },
              });
            }
          }
          // A hostile value that coerces into a valid one (null → "" or 0) is a real request and may write;
          // the write check holds for every read, and every write whose hostile inputs were all refused.
          if (r.method === 'POST' && accepted > acceptedBefore) {
            routeMs.push([`${r.method} ${r.url}`, performance.now() - routeStarted]);
            continue;
          }
          writeChecked++;
          const after = await fingerprint(database.db);
          last = after;
          // An accepted read of personal data (a contract, say) is audited: that one write is the rule.
          const auditedRead = r.method === 'GET' && accepted > acceptedBefore;
          // A service key's use is recorded at most once a minute, by whichever request comes first: that write is the rule.
          const keyUse = (t: string) => r.url.startsWith('/platform/') && t === 'platform_keys';
          const changed = Object.keys(after).filter((t) => after[t] !== before[t] && !(auditedRead && t === 'audit_log') && !keyUse(t));
          if (changed.length)
            findings.push({ route: `${r.method} ${r.url}`, input: 'any', status: 0, body: `wrote to ${changed.join(', ')}` });
          routeMs.push([`${r.method} ${r.url}`, performance.now() - routeStarted]);
        }
        const slowest = routeMs.sort((a, b) => b[1] - a[1]).slice(0, 8);

        console.log(
          `[fuzz] ${FUZZ_FULL ? 'every value in every field' : `each value in one field (seed ${FUZZ_SEED})`}: ${sent} requests to ${fuzzed} of ${api_routes.length} routes (${Math.min(...Object.values(perRoute))}–${Math.max(...Object.values(perRoute))} per route), ${accepted} accepted, writes checked on ${writeChecked} routes, ${findings.length} failures (5xx or bad envelope); slowest: ${slowest.map(([route, ms]) => `${route} ${Math.round(ms)} ms`).join(', ')}`,
        );
        const summary = [...new Set(findings.map((f) => `${f.route} | ${f.input} → ${f.status} ${f.body}`))];
        if (process.env.FUZZ_DUMP)
          (await import('node:fs')).writeFileSync(
            process.env.FUZZ_DUMP,
            [...summary, '--- accepted', ...acceptedInputs].join('\n'),
          );
        expect(summary.slice(0, 60)).toEqual([]);
        // Most routes are write-checked; the rest accepted a hostile value as a real request (the edge coerces `true` to the
        // id 1, and the demo author owns the first comment, novel and chapter ids), so their writes were meant. Which
        // routes each database takes moves with every route added, and with it the share of such writes (0.73–0.8
        // seen); a share under 0.7 means hostile input got through as real requests far more than it should.
        expect(fuzzed).toBeGreaterThanOrEqual(Math.floor(api_routes.length / 2));
        expect(writeChecked).toBeGreaterThanOrEqual(Math.floor(fuzzed * 0.7));
      },
    );
  }, () => ({ demo: true }));

  describeOnDatabase(kind, 'fuzz: money past 2^53 through the platform API', ({ get }) => {
    const api = apiClient(() => get().app);

    it('takes lines until the balance ceiling, refuses the one past it, and every screen of the author still answers', async () => {
      const { app, database } = get();
      const staff = await api.staffLogin(DEMO_ADMIN.email, DEMO_ADMIN.password);
      const author = await api.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
      const key = (await api.post('/admin/v1/platform.keyCreate', staff, { name: 'fuzz overflow', sites: [...SITE_IDS] })).body
        .data.key as string;
      const { rows } = (await database.db.execute(
        sql`select n.id from novels n join users u on u.id = n.author_id where u.email = ${DEMO_LOGIN.email} order by n.id limit 1`,
      )) as unknown as { rows: { id: number }[] };
      const day = new Date().toISOString().slice(0, 10);
      // Each line 4 × 10^11 USD: two fit under the balance ceiling (10^12 USD), the third would not; the last alone is
      // 3.5 × 10^15 cents, and with the others past 2^53 minor units.
      const line = (n: number, coins: number, rate: string) => ({
        id: `fuzz-huge-${n}`,
        original_book_id: rows[0].id,
        day,
        coins,
        rate,
        currency: 'USD',
        share_bp: 10_000,
      });
      const lines = [
        line(1, 10_000_000_000, '40'),
        line(2, 10_000_000_000, '40'),
        line(3, 10_000_000_000, '40'),
        line(4, 1_000_000_000_000, '35'),
      ];
      const res = await app.inject({
        method: 'POST',
        url: '/platform/v1/income.ingest?lang=en',
        headers: { authorization: `Bearer ${key}` },
        payload: { lines },
      });
      expect(res.statusCode).toBe(200);
      const report = res.json().data as { accepted: number; rejected: { index: number }[] };
      expect(report.accepted).toBe(2);
      expect(report.rejected.map((r) => r.index)).toEqual([2, 3]);
      for (const url of [
        '/v1/income.overview',
        '/v1/payout.overview',
        '/v1/author.profile',
        `/v1/income.lines?month=${day.slice(0, 7)}`,
        `/v1/income.statement?month=${day.slice(0, 7)}`,
      ]) {
        const screen = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${author}` } });
        expect(screen.statusCode, url).toBeLessThan(500);
      }
    });
  }, () => ({ demo: true }));

  describeOnDatabase(kind, 'fuzz: back-office imports', ({ get }) => {
    const api = apiClient(() => get().app);

    it(
      'refuses rows with 1e308, NaN, Infinity, text or out-of-range figures, naming the row, and imports nothing',
      { timeout: 120_000 },
      async () => {
        const { app, database } = get();
        const staff = await api.staffLogin(DEMO_ADMIN.email, DEMO_ADMIN.password);
        const before = await fingerprint(database.db);
        const bad: unknown[] = [1e308, -1, 1.5, 'NaN', 'Infinity', '-Infinity', 'twelve', { toString: 'x' }, [1, 2], 2 ** 60];
        for (const value of bad) {
          for (const [url, row] of [
            ['/admin/v1/stats.import', { email: DEMO_LOGIN.email, total_pv: value }],
            ['/admin/v1/novel.statsImport', { original_book_id: 1, followers: value }],
            ['/admin/v1/novel.statsImport', { original_book_id: value }],
            [
              '/admin/v1/stats.import',
              { email: DEMO_LOGIN.email, followers: typeof value === 'number' && value > 0 ? 2 ** 31 : value },
            ],
            [
              '/admin/v1/stats.import',
              { email: DEMO_LOGIN.email, total_pv: 1, total_chapters: typeof value === 'number' && value > 0 ? 2 ** 31 : value },
            ],
          ] as const) {
            const res = await app.inject({
              method: 'POST',
              url: `${url}?lang=de`,
              payload: { rows: [row] },
              headers: { authorization: `Bearer ${staff}` },
            });
            expect(res.statusCode, `${url} ${JSON.stringify(row)}`).toBe(400);
            expect(res.json().code).toBe(4001);
            expect(Object.keys(res.json().data.fields)).toEqual(['rows']);
          }
        }
        expect(await fingerprint(database.db)).toEqual(before);
      },
    );
  }, () => ({ demo: true }));
}
