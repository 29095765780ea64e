/** Fixtures of the release.feed tests: a reader site that follows the feed with its key, and authors' chapters. */
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ReleaseEvent, ReleaseFeed } from '../../src/domain/api/release-feed';
import type { apiClient } from './api-client';
import { novelBody, type NovelFixtures } from './novels';

type Api = ReturnType<typeof apiClient>;

export const words = (n: number, word = 'Word') => Array.from({ length: n }, () => word).join(' ');

/** One page of release.feed as the reader site asks for it; the whole answer, whatever its code. */
export async function feedPage(app: FastifyInstance, key: string, query = '') {
  const res = await app.inject({ method: 'GET', url: `/platform/v1/release.feed?lang=en${query}`, headers: key ? { authorization: `Bearer ${key}` } : {} });
  return res.json() as { code: number; desc: string; data?: ReleaseFeed & { fields?: Record<string, string> } };
}

/** Every event after `cursor`, page by page as a reader site follows the feed, and the cursor to resume from. */
export async function follow(app: FastifyInstance, key: string, cursor = 0, limit = 200): Promise<{ events: ReleaseEvent[]; cursor: number }> {
  const events: ReleaseEvent[] = [];
  for (;;) {
    const page = await feedPage(app, key, `&cursor=${cursor}&limit=${limit}`);
    expect(page.code, page.desc).toBe(200);
    events.push(...page.data!.events);
    cursor = page.data!.cursor;
    if (!page.data!.more) return { events, cursor };
  }
}

/** A new novel of the author through the portal's API. */
export async function addNovel(api: Api, token: string, ref: NovelFixtures, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await api.post('/v1/writeCenter.bookAdd', token, novelBody(ref, overrides));
  expect(res.body.code, res.body.desc).toBe(200);
  return res.body.data.original_book_id as number;
}

/** The novel's next chapter: published, scheduled or a draft; its id. */
export async function addChapter(api: Api, token: string, book: number, body: Record<string, unknown>): Promise<number> {
  const res = await api.post('/v1/writeCenter.chapterAdd', token, { original_book_id: book, title: 'The First Door', content: words(600), action: 'publish', ...body });
  expect(res.body.code, res.body.desc).toBe(200);
  return res.body.data.original_chapter_id as number;
}

/** Saves a chapter on the version it has now. */
export async function saveChapter(api: Api, token: string, id: number, body: Record<string, unknown>) {
  const { version } = (await api.get(`/v1/writeCenter.chapterInfo?original_chapter_id=${id}`, token)).body.data;
  const res = await api.post('/v1/writeCenter.chapterSave', token, { original_chapter_id: id, version, title: 'The First Door', content: words(600), action: 'draft', ...body });
  expect(res.body.code, res.body.desc).toBe(200);
  return res.body.data;
}
