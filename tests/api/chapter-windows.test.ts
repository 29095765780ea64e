import { beforeAll, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import { Compile } from 'typebox/compile';
import { describeEachDatabase } from '../support/each-database';
import { apiClient } from '../support/api-client';
import { newAuthor, type AuthorFixture } from '../support/contracts';
import { chapters } from '../../src/server/db/schema';
import { recountNovel } from '../../src/server/modules/chapter/chapter-store';
import { textContentColumns } from '../../src/server/modules/chapter';
import { FIRST_CHAPTER_WINDOW } from '../../src/domain/chapter';
import { ChapterPage } from '../../src/domain/api/chapters';
import { plainWindow } from '../../src/server/modules/novel/novels-repository';
import { preparedPlan, type PlanMode } from '../support/plans';

/** The manage page reads a novel's chapters by window (keyset on the chapter no.), and searches on the server. */
describeEachDatabase('chapter windows: keyset paging by chapter no., totals without counting, search by number or title', ({ get }) => {
  const api = apiClient(() => get().app);
  const db = () => get().database.db;
  let at: AuthorFixture;
  const list = async (q: string) => (await api.get(`/v1/writeCenter.chapterList?original_book_id=${at.bookId}${q}`, at.token)).body;

  beforeAll(async () => {
    at = await newAuthor(db(), api);
    await db()
      .insert(chapters)
      .values(Array.from({ length: 450 }, (_, i) => ({ novelId: at.bookId, code: i + 1, title: i === 120 ? 'The 50% Lantern' : `Chapter ${i + 1} of the tide`, ...textContentColumns('Words.'), words: 1, status: i % 10 === 9 ? 'deleted' : 'released' })));
    await recountNovel(db(), at.bookId, new Date());
  });

  it('walks the whole novel window by window, each after the last code, ending with next_after null', async () => {
    const codes: number[] = [];
    let after = 0;
    for (;;) {
      const page = (await list(`&after_code=${after}&page_size=200`)).data;
      expect(page.total).toBe(405);
      codes.push(...page.list.map((c: { chapter_code: number }) => c.chapter_code));
      if (page.next_after === null) break;
      expect(page.next_after).toBe(page.list[page.list.length - 1].chapter_code);
      after = page.next_after;
    }
    expect(codes).toHaveLength(405);
    expect(codes).toEqual([...codes].sort((a, b) => a - b));
    expect(new Set(codes).size).toBe(405);
    // A window deep in the novel starts right after the code asked for.
    expect((await list('&after_code=399&page_size=3')).data.list.map((c: { chapter_code: number }) => c.chapter_code)).toEqual([401, 402, 403]);
  });

  it('starts from the first chapter without after_code, a first window of what one screen shows, naming the next', async () => {
    const first = (await list('')).data;
    const codes = Array.from({ length: 23 }, (_, i) => i + 1).filter((code) => code % 10 !== 0);
    expect(first.list.map((c: { chapter_code: number }) => c.chapter_code)).toEqual(codes.slice(0, FIRST_CHAPTER_WINDOW));
    expect(first).toMatchObject({ total: 405, page: 1, page_size: FIRST_CHAPTER_WINDOW, next_after: codes[FIRST_CHAPTER_WINDOW - 1] });
    // No OFFSET pages: a page number does not skip chapters (a deep page would read every chapter before it).
    expect((await list('&page=3')).data.list[0].chapter_code).toBe(1);
  });

  it('searches on the server: a number finds that chapter, words find titles (a % is literal), with their own total', async () => {
    const byNumber = (await list('&after_code=0&q=77')).data;
    expect(byNumber.list.map((c: { chapter_code: number }) => c.chapter_code)).toEqual([77]);
    const byWords = (await list('&after_code=0&q=50%25')).data;
    expect(byWords).toMatchObject({ total: 1, next_after: null });
    expect(byWords.list[0].title).toBe('The 50% Lantern');
    expect((await list('&after_code=0&q=deleted-nothing')).data).toMatchObject({ total: 0, list: [] });
    // Deleted chapters are found when asked for by status.
    expect((await list('&status=deleted&after_code=0&page_size=500')).data.total).toBe(45);
  });

  it('writes each row as the chapter itself answers it: dates to the millisecond in UTC, paid from the first paid chapter on (a deleted one skipped), another author’s novel not found', async () => {
    const where = (code: number) => and(eq(chapters.novelId, at.bookId), eq(chapters.code, code));
    await db().update(chapters).set({ firstPaid: true }).where(where(302));
    await db().update(chapters).set({ status: 'scheduled', releaseAt: new Date('2031-02-03T04:05:06.789Z'), updatedAt: new Date('2026-11-27T23:59:59.999Z') }).where(where(301));
    const window = (await list('&after_code=298&page_size=4')).data;
    expect(window.list.map((c: { chapter_code: number; paid: boolean }) => [c.chapter_code, c.paid])).toEqual([[299, false], [301, false], [302, true], [303, true]]);
    for (const row of window.list) {
      const detail = (await api.get(`/v1/writeCenter.chapterInfo?original_chapter_id=${row.original_chapter_id}`, at.token)).body.data;
      const { original_chapter_id, chapter_code, title, words, status, updated_content_status, first_paid, paid, release_at, updated_at } = detail;
      expect(row).toEqual({ original_chapter_id, chapter_code, title, words, status, updated_content_status, first_paid, paid, release_at, updated_at });
    }
    expect(window.list[1]).toMatchObject({ status: 'scheduled', release_at: '2031-02-03T04:05:06.789Z', updated_at: '2026-11-27T23:59:59.999Z' });
    const other = await newAuthor(db(), api);
    expect((await api.get(`/v1/writeCenter.chapterList?original_book_id=${at.bookId}&after_code=0`, other.token)).body.code).toBe(4004);
  });

  it('compresses a window in one call, with its length, for brotli and gzip alike (not streamed in chunks)', async () => {
    for (const encoding of ['br', 'gzip']) {
      const res = await get().app.inject({
        url: `/v1/writeCenter.chapterList?original_book_id=${at.bookId}&after_code=0&page_size=200`,
        headers: { authorization: `Bearer ${at.token}`, 'accept-encoding': encoding },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      // The plugin's stream path (its default above 8 KiB on two cores) drops the length and sends chunks.
      expect(res.headers['transfer-encoding']).toBeUndefined();
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      const plain = (encoding === 'br' ? brotliDecompressSync : gunzipSync)(res.rawPayload).toString();
      expect(plain.length).toBeGreaterThan(8 * 1024);
      expect(JSON.parse(plain).data.list).toHaveLength(200);
    }
  });

  it('plans the plain window once on PGlite, whose one session keeps the statement; a filtered window is planned as it comes', async () => {
    if (get().database.kind !== 'pglite') return;
    await list('&after_code=0');
    await list('&after_code=0&status=released');
    const { rows } = (await db().execute(sql`select name from pg_prepared_statements order by name`)) as unknown as { rows: { name: string }[] };
    expect(rows.map((r) => r.name)).toEqual(['chapter_window']);
  });

  it('reads a window from the (novel, no.) index where after_code points, planned once or planned for its values alike: no scan of the novel', async () => {
    const plan = (values: Record<string, number>, mode: PlanMode) => preparedPlan(db(), plainWindow.statement(db(), values), mode);
    for (const mode of ['force_generic_plan', 'force_custom_plan'] as const) {
      for (const after of [0, 300, 449]) {
        const text = await plan({ novel: at.bookId, author: at.userId, after, size: 100 }, mode);
        expect(text, `${mode} after ${after}`).not.toMatch(/Sort/);
        // Every read of the chapters (but the first paid chapter's, from its own index) starts at a chapter no.
        const lines = text.split('\n');
        const scans = lines.flatMap((line, i) => (/Scan.* on chapters/.test(line) && !line.includes('chapters_first_paid_idx') ? [i] : []));
        expect(scans.length, text).toBeGreaterThan(0);
        for (const i of scans) {
          expect(lines[i], text).toContain('Index Scan using chapters_novel_code_idx');
          expect(lines.slice(i + 1).find((line) => line.includes('Index Cond')), text).toMatch(/code > /);
        }
      }
    }
  });
}, () => ({ demo: true }));

/**
 * Production apps send a window as the text the database wrote (tests' apps check every answer against its
 * schema, so they parse it): the same envelope, the same rows, within the declared answer.
 */
describeEachDatabase('chapter windows as the database writes them', ({ get }) => {
  const api = apiClient(() => get().app);
  const check = Compile(ChapterPage);

  it('answers the envelope around the text unparsed, equal to the parsed answer and within its schema, compressed alike', async () => {
    const db = get().database.db;
    const at = await newAuthor(db, api);
    await db.insert(chapters).values(Array.from({ length: 30 }, (_, i) => ({ novelId: at.bookId, code: i + 1, title: i === 3 ? 'Quotes " and \\ slashes' : `Chapter ${i + 1}`, ...textContentColumns('Words.'), words: 1, status: 'released' })));
    await recountNovel(db, at.bookId, new Date());
    const res = await get().app.inject({ url: `/v1/writeCenter.chapterList?original_book_id=${at.bookId}&after_code=2&page_size=10`, headers: { authorization: `Bearer ${at.token}`, 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = res.json();
    expect(body).toMatchObject({ code: 200, desc: expect.any(String) });
    expect(check.Check(body.data)).toBe(true);
    expect(body.data).toMatchObject({ total: 30, page: 1, page_size: 10, next_after: 12 });
    expect(body.data.list.map((c: { chapter_code: number }) => c.chapter_code)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(body.data.list[1].title).toBe('Quotes " and \\ slashes');
    // The last window names no next one.
    expect((await api.get(`/v1/writeCenter.chapterList?original_book_id=${at.bookId}&after_code=25&page_size=10`, at.token)).body.data).toMatchObject({ next_after: null, list: expect.any(Array) });
    // Asked in another language, the envelope's words are that language's.
    const es = await get().app.inject({ url: `/v1/writeCenter.chapterList?original_book_id=${at.bookId}&after_code=0&lang=es`, headers: { authorization: `Bearer ${at.token}` } });
    expect(es.json().desc).not.toBe(body.desc);
    const br = await get().app.inject({ url: `/v1/writeCenter.chapterList?original_book_id=${at.bookId}&after_code=2&page_size=10`, headers: { authorization: `Bearer ${at.token}`, 'accept-encoding': 'br' } });
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(body);
  });
}, () => ({ demo: true, strictResponses: false }));
