import { beforeAll, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { describeEachDatabase } from '../support/each-database';
import { apiClient, pngOfSize } from '../support/api-client';
import { loadNovelFixtures, makeAuthor, novelBody, type NovelFixtures } from '../support/novels';
import { addChapter, addNovel, feedPage, follow, saveChapter, words } from '../support/release-feed';
import { DEMO_ADMIN, DEMO_EDITOR } from '../../src/server/seed/demo';
import { auditLog, chapters, novels, platformKeys } from '../../src/server/db/schema';
import { releaseDueChapters } from '../../src/server/modules/chapter/release-job';
import { applyReleaseEvents, emptyMirror, mirroredChapters } from '../../src/domain/release-mirror';
import type { ReleaseEvent } from '../../src/domain/api/release-feed';

/** The reader site of these tests writes for site 503; another author writes for 520. */
const SITE = 503;
const OTHER_SITE = 520;
const HOUR = 3_600_000;

describeEachDatabase('release.feed: what the reader site mirrors of the works', ({ get }) => {
  const api = apiClient(() => get().app);
  const db = () => get().database.db;
  let ref: NovelFixtures;
  let admin = '';
  let editor = '';
  let key = '';
  let serial = 0;

  const newKey = async (scopes: string[], sites: number[]) => {
    const res = await api.post('/admin/v1/platform.keyCreate', admin, { name: `reader site ${++serial}`, scopes, sites });
    expect(res.body.code, res.body.desc).toBe(200);
    return res.body.data.key as string;
  };
  const newAuthor = (site = SITE) => makeAuthor(api, db(), `release${++serial}.${Math.random().toString(36).slice(2, 8)}@example.test`, `Pen Release ${serial}`, site);
  /** The events of one novel after `cursor`. */
  const eventsOf = async (book: number, cursor = 0, withKey = key) => (await follow(get().app, withKey, cursor)).events.filter((e) => e.novel.original_book_id === book);
  const summary = (events: ReleaseEvent[]) => events.map((e) => `${e.kind}${e.chapter_code ? ` ${e.chapter_code}` : ''}`);
  const head = async () => (await follow(get().app, key)).cursor;

  beforeAll(async () => {
    ref = await loadNovelFixtures(db());
    admin = await api.staffLogin(DEMO_ADMIN.email, DEMO_ADMIN.password);
    editor = await api.staffLogin(DEMO_EDITOR.email, DEMO_EDITOR.password);
    key = await newKey(['content'], [SITE]);
  });

  it('reports a new novel, then a chapter when it goes out, with its text as sanitised HTML and as text; drafts and autosaves never', async () => {
    const author = await newAuthor();
    const book = await addNovel(api, author, ref, { title: 'The Salt Road' });
    const created = await eventsOf(book);
    expect(summary(created)).toEqual(['novel_created']);
    expect(created[0].novel).toMatchObject({ original_book_id: book, title: 'The Salt Road', status: 'draft', review_status: 'pending', first_paid_chapter_code: null, cover_url: null, word_count: 0 });
    const start = await head();

    const text = `The lamp was lit at dusk & the <b>tide</b> came in.\n***\n${words(600, 'Salt')}`;
    const draft = await addChapter(api, author, book, { action: 'draft', title: 'Chapter One', content: text });
    await saveChapter(api, author, draft, { action: 'autosave', title: 'Chapter One', content: `${text} more` });
    expect(await eventsOf(book, start)).toEqual([]);

    await saveChapter(api, author, draft, { action: 'publish', title: 'Chapter One', content: text });
    const second = await addChapter(api, author, book, { title: 'Chapter Two' });
    const released = await eventsOf(book, start);
    expect(summary(released)).toEqual(['chapter_released 1', 'chapter_released 2']);
    const info = (await api.get(`/v1/writeCenter.chapterInfo?original_chapter_id=${draft}`, author)).body.data;
    expect(released[0].chapter).toMatchObject({
      original_chapter_id: draft,
      chapter_code: 1,
      title: 'Chapter One',
      text: info.content,
      html: `<p>The lamp was lit at dusk &amp; the &lt;b&gt;tide&lt;/b&gt; came in.</p>\n<hr>\n<p>${words(600, 'Salt')}</p>`,
      words: info.words,
      paid: false,
      note_before: null,
      note_after: null,
    });
    expect(released[1].original_chapter_id).toBe(second);
    // The novel comes with every event as it is now: released, with the live words.
    const novel = (await api.get(`/v1/writeCenter.bookInfo?original_book_id=${book}`, author)).body.data;
    expect(released[1].novel).toMatchObject({ status: 'released', word_count: novel.word_count });
    expect(novel.word_count).toBeGreaterThan(1200);
  });

  it('gives the author’s notes around a chapter: its own, else the novel’s default', async () => {
    const author = await newAuthor();
    const book = await addNovel(api, author, ref);
    const own = await addChapter(api, author, book, { title: 'With Notes' });
    const plain = await addChapter(api, author, book, { title: 'Without' });
    await db().update(novels).set({ defaultNoteBefore: 'Thank you for reading!', defaultNoteAfter: 'New chapters on Fridays.' }).where(eq(novels.id, book));
    await db().update(chapters).set({ noteBefore: 'A short one today.' }).where(eq(chapters.id, own));
    const notes = (await eventsOf(book)).filter((e) => e.chapter).map((e) => [e.original_chapter_id, e.chapter!.note_before, e.chapter!.note_after]);
    expect(notes).toEqual([
      [own, 'A short one today.', 'New chapters on Fridays.'],
      [plain, 'Thank you for reading!', 'New chapters on Fridays.'],
    ]);
  });

  it('keeps an update of a live chapter out while it waits for review and after a rejection; approval sends the new text', async () => {
    const author = await newAuthor();
    const book = await addNovel(api, author, ref);
    const chapter = await addChapter(api, author, book, { title: 'The Old Title', content: words(600, 'Old') });
    const start = await head();

    await saveChapter(api, author, chapter, { action: 'publish', title: 'The New Title', content: words(700, 'New') });
    expect(await eventsOf(book, start)).toEqual([]);
    // Read from the start, the release still carries the live text, never the one under review.
    const before = (await eventsOf(book)).find((e) => e.kind === 'chapter_released')!;
    expect(before.chapter).toMatchObject({ title: 'The Old Title', text: words(600, 'Old'), words: 600 });

    expect((await api.post('/admin/v1/chapter.reject', editor, { original_chapter_id: chapter, reason: 'Please keep the original ending.' })).body.code).toBe(200);
    expect(await eventsOf(book, start)).toEqual([]);

    await saveChapter(api, author, chapter, { action: 'publish', title: 'The New Title', content: words(650, 'Newer') });
    expect(await eventsOf(book, start)).toEqual([]);
    expect((await api.post('/admin/v1/chapter.approve', editor, { original_chapter_id: chapter })).body.code).toBe(200);
    const approved = await eventsOf(book, start);
    expect(summary(approved)).toEqual(['chapter_updated 1']);
    expect(approved[0].chapter).toMatchObject({ original_chapter_id: chapter, title: 'The New Title', text: words(650, 'Newer'), words: 650 });
    expect(approved[0].novel.word_count).toBe(650);
  });

  it('moves the paid line with the first paid chapter; a scheduled one never shows, and deleting it frees the chapters again', async () => {
    const author = await newAuthor();
    const book = await addNovel(api, author, ref);
    const ids = [await addChapter(api, author, book, {}), await addChapter(api, author, book, {}), await addChapter(api, author, book, {})];
    const start = await head();

    expect((await api.post('/v1/writeCenter.chapterFirstPaid', author, { original_book_id: book, original_chapter_id: ids[1] })).body.code).toBe(200);
    const moved = await eventsOf(book, start);
    expect(summary(moved)).toEqual(['novel_changed']);
    expect(moved[0].novel.first_paid_chapter_code).toBe(2);
    const paid = (await eventsOf(book)).filter((e) => e.chapter).map((e) => [e.chapter!.chapter_code, e.chapter!.paid]);
    expect(paid).toEqual([[1, false], [2, true], [3, true]]);

    const scheduled = await addChapter(api, author, book, { action: 'schedule', release_at: new Date(Date.now() + 48 * HOUR).toISOString(), title: 'Not Yet', content: words(600, 'Secret') });
    expect((await api.post('/v1/writeCenter.chapterFirstPaid', author, { original_book_id: book, original_chapter_id: scheduled })).body.code).toBe(200);
    const later = await eventsOf(book, start);
    expect(summary(later)).toEqual(['novel_changed', 'novel_changed']);
    expect(later[1].novel.first_paid_chapter_code).toBe(4);

    const cursor = await head();
    expect((await api.post('/v1/writeCenter.chapterDelete', author, { original_chapter_id: scheduled })).body.code).toBe(200);
    const deleted = await eventsOf(book, cursor);
    expect(summary(deleted)).toEqual(['chapter_deleted 4']);
    expect(deleted[0]).toMatchObject({ original_chapter_id: scheduled, chapter: null });
    expect(deleted[0].novel.first_paid_chapter_code).toBeNull();
    // The scheduled chapter's text never reached the feed.
    expect(JSON.stringify(await eventsOf(book))).not.toContain('Secret');

    // Deleting a draft says nothing; deleting a draft that was the first paid chapter moves the line.
    const draft = await addChapter(api, author, book, { action: 'draft' });
    const quiet = await head();
    expect((await api.post('/v1/writeCenter.chapterDelete', author, { original_chapter_id: draft })).body.code).toBe(200);
    expect(await eventsOf(book, quiet)).toEqual([]);
    const paidDraft = await addChapter(api, author, book, { action: 'draft' });
    expect((await api.post('/v1/writeCenter.chapterFirstPaid', author, { original_book_id: book, original_chapter_id: paidDraft })).body.code).toBe(200);
    const beforeDelete = await head();
    expect((await api.post('/v1/writeCenter.chapterDelete', author, { original_chapter_id: paidDraft })).body.code).toBe(200);
    const freed = await eventsOf(book, beforeDelete);
    expect(summary(freed)).toEqual(['novel_changed']);
    expect(freed[0].novel.first_paid_chapter_code).toBeNull();
  });

  it('releases a scheduled chapter to the feed only when the release job fires, in reading order', async () => {
    const author = await newAuthor();
    const book = await addNovel(api, author, ref);
    const releaseAt = new Date(Date.now() + 2 * HOUR);
    // Chapter 1 is due a minute after chapter 2: one run of the job releases both, in reading order.
    const one = await addChapter(api, author, book, { action: 'schedule', release_at: new Date(releaseAt.getTime() + 60_000).toISOString(), title: 'One', content: words(600, 'Dawn') });
    const two = await addChapter(api, author, book, { action: 'draft', title: 'Two' });
    await saveChapter(api, author, two, { action: 'schedule', release_at: releaseAt.toISOString(), title: 'Two', content: words(600, 'Dusk') });
    const start = await head();
    expect(await eventsOf(book, start)).toEqual([]);

    // The job before the time releases nothing; at the time of both, both, in chapter order.
    await releaseDueChapters(db(), new Date(releaseAt.getTime() - 60_000));
    expect(await eventsOf(book, start)).toEqual([]);
    await releaseDueChapters(db(), new Date(releaseAt.getTime() + 2 * 60_000));
    const released = await eventsOf(book, start);
    expect(summary(released)).toEqual(['chapter_released 1', 'chapter_released 2']);
    expect(released.map((e) => e.original_chapter_id)).toEqual([one, two]);
    expect(released[1].chapter).toMatchObject({ title: 'Two', text: words(600, 'Dusk'), released_at: releaseAt.toISOString() });
  });

  it('reports a finished novel and its other changes: details, review, cover, taking it up again', async () => {
    const author = await newAuthor();
    const book = await addNovel(api, author, ref, { title: 'The Long Winter' });
    await addChapter(api, author, book, {});
    const start = await head();
    expect((await api.post('/admin/v1/novel.approve', editor, { original_book_id: book })).body.code).toBe(200);
    const { version } = (await api.get(`/v1/writeCenter.bookInfo?original_book_id=${book}`, author)).body.data;
    expect((await api.post('/v1/writeCenter.bookEdit', author, { original_book_id: book, version, ...novelBody(ref, { title: 'The Longest Winter' }) })).body.code).toBe(200);
    const cover = await api.upload(`/v1/writeCenter.coverUpload?original_book_id=${book}`, author, await pngOfSize(20 * 1024));
    expect(cover.body.data.cover_url).toMatch(/^\/uploads\/cover\//);
    expect((await api.post('/v1/writeCenter.bookStatus', author, { original_book_id: book, status: 'finished' })).body.code).toBe(200);
    expect((await api.post('/v1/writeCenter.bookStatus', author, { original_book_id: book, status: 'updating' })).body.code).toBe(200);
    const events = await eventsOf(book, start);
    expect(summary(events)).toEqual(['novel_changed', 'novel_changed', 'novel_changed', 'novel_finished', 'novel_changed']);
    // Each event carries the novel as it is now (the feed reads it when it answers).
    expect(events.every((e) => e.novel.title === 'The Longest Winter' && e.novel.status === 'updating' && e.novel.cover_url === cover.body.data.cover_url)).toBe(true);
    // Changing the title sent the novel back to review.
    expect(events[0].novel.review_status).toBe('pending');
  });

  it('is in the OpenAPI document with its query and every field of its events', async () => {
    const doc = (await get().app.inject({ url: '/v1/openapi.json' })).json();
    const route = doc.paths['/platform/v1/release.feed'].get;
    expect(route.tags).toEqual(['platform']);
    expect(route.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['cursor', 'limit']));
    const data = route.responses['200'].content['application/json'].schema.properties.data;
    const event = data.properties.events.items;
    expect(Object.keys(event.properties)).toEqual(['seq', 'kind', 'at', 'novel', 'original_chapter_id', 'chapter_code', 'chapter', 'silent']);
    expect(event.properties.kind.enum).toEqual(['novel_created', 'novel_changed', 'chapter_released', 'chapter_updated', 'chapter_deleted', 'novel_finished']);
  });

  it('validates its cursor and limit, pages by the cursor and resumes after it', async () => {
    const bad = ['-1', '1.5', 'abc', '2147483648', ''.padEnd(30, '9')];
    for (const cursor of bad) {
      const res = await feedPage(get().app, key, `&cursor=${encodeURIComponent(cursor)}`);
      expect([res.code, Object.keys(res.data?.fields ?? {})], `cursor=${cursor}`).toEqual([4001, ['cursor']]);
    }
    for (const limit of ['0', '201', 'x']) expect((await feedPage(get().app, key, `&limit=${limit}`)).code, `limit=${limit}`).toBe(4001);
    expect((await feedPage(get().app, key, '&cursor=2147483647')).data).toEqual({ events: [], cursor: 2147483647, more: false });

    const author = await newAuthor();
    const book = await addNovel(api, author, ref);
    for (let i = 0; i < 3; i++) await addChapter(api, author, book, { title: `Chapter ${i + 1}` });
    const whole = await follow(get().app, key, 0, 200);
    const onebyone = await follow(get().app, key, 0, 1);
    expect(onebyone.events.map((e) => e.seq)).toEqual(whole.events.map((e) => e.seq));
    expect(onebyone.cursor).toBe(whole.cursor);
    const seqs = whole.events.map((e) => e.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    // Resuming after an event gives exactly the ones after it; at the end, nothing and the same cursor.
    const middle = whole.events.length - 2;
    const resumed = await follow(get().app, key, whole.events[middle].seq);
    expect(resumed.events.map((e) => e.seq)).toEqual(seqs.slice(middle + 1));
    const page = await feedPage(get().app, key, `&cursor=${whole.cursor}`);
    expect(page.data).toEqual({ events: [], cursor: whole.cursor, more: false });
  });

  it('needs the content scope, which existing keys do not get by themselves; a key sees only its own sites’ novels', async () => {
    expect((await feedPage(get().app, '')).code).toBe(5005);
    const comments = await newKey(['comments', 'income', 'stats'], [SITE]);
    expect((await feedPage(get().app, comments)).code).toBe(4003);
    // A key from before the content scope holds the column's default, which does not grant it.
    const made = await api.post('/admin/v1/platform.keyCreate', admin, { name: 'reader site (before content)', scopes: ['comments'], sites: [SITE] });
    const legacy = made.body.data.key as string;
    const legacyId = made.body.data.entry.id as number;
    await db().execute(sql`update platform_keys set scopes = default where id = ${legacyId}`);
    expect((await db().select({ scopes: platformKeys.scopes }).from(platformKeys).where(eq(platformKeys.id, legacyId)))[0].scopes).toEqual(['income', 'comments', 'stats']);
    expect((await feedPage(get().app, legacy)).code).toBe(4003);
    // Staff grant it.
    const granted = await api.post('/admin/v1/platform.keyScopes', admin, { id: legacyId, scopes: ['comments', 'content'] });
    expect(granted.body.data).toMatchObject({ scopes: ['comments', 'content'] });
    expect((await feedPage(get().app, legacy)).code).toBe(200);

    const here = await newAuthor(SITE);
    const there = await newAuthor(OTHER_SITE);
    const ours = await addNovel(api, here, ref, { title: 'Ours' });
    const theirs = await addNovel(api, there, ref, { title: 'Theirs' });
    await addChapter(api, here, ours, {});
    await addChapter(api, there, theirs, {});
    const otherKey = await newKey(['content'], [OTHER_SITE]);
    const seenHere = (await follow(get().app, key)).events.map((e) => e.novel.original_book_id);
    const seenThere = (await follow(get().app, otherKey)).events.map((e) => e.novel.original_book_id);
    expect(seenHere).toContain(ours);
    expect(seenHere).not.toContain(theirs);
    expect(seenThere).toEqual([theirs, theirs]);
  });

  it('mirrors a whole novel from the feed exactly as its author sees the live chapters, and the back office shows the same', async () => {
    const author = await newAuthor();
    const book = await addNovel(api, author, ref, { title: 'The Mirror Lake' });
    const ids: number[] = [];
    for (let i = 1; i <= 6; i++) ids.push(await addChapter(api, author, book, { title: `Lake ${i}`, content: words(500 + i * 10, `Water${i}`) }));
    await saveChapter(api, author, ids[1], { action: 'publish', title: 'Lake 2, approved', content: words(777, 'Approved') });
    expect((await api.post('/admin/v1/chapter.approve', editor, { original_chapter_id: ids[1] })).body.code).toBe(200);
    await saveChapter(api, author, ids[2], { action: 'publish', title: 'Lake 3, waiting', content: words(888, 'Waiting') });
    await addChapter(api, author, book, { action: 'schedule', release_at: new Date(Date.now() + 24 * HOUR).toISOString(), title: 'Lake 7' });
    await addChapter(api, author, book, { action: 'draft', title: 'Lake 8' });
    expect((await api.post('/v1/writeCenter.chapterFirstPaid', author, { original_book_id: book, original_chapter_id: ids[3] })).body.code).toBe(200);

    const mirror = applyReleaseEvents(emptyMirror(), (await follow(get().app, key, 0, 7)).events);
    const mirrored = mirroredChapters(mirror.get(book)!);
    const list = (await api.get(`/v1/writeCenter.chapterList?original_book_id=${book}&page_size=100&status=released,updated`, author)).body.data.list as { original_chapter_id: number; chapter_code: number; paid: boolean }[];
    const authorView = await Promise.all(
      list.map(async (row) => {
        const info = (await api.get(`/v1/writeCenter.chapterInfo?original_chapter_id=${row.original_chapter_id}`, author)).body.data;
        // What readers see: the live text, not an edit waiting beside it.
        return { original_chapter_id: row.original_chapter_id, chapter_code: row.chapter_code, title: info.live_title ?? info.title, text: info.live_content ?? info.content, words: info.words, paid: row.paid };
      }),
    );
    expect(mirrored.map(({ original_chapter_id, chapter_code, title, text, words: w, paid }) => ({ original_chapter_id, chapter_code, title, text, words: w, paid }))).toEqual(authorView);
    expect(mirrored.map((c) => c.paid)).toEqual([false, false, false, true, true, true]);
    expect(mirror.get(book)!.novel).toMatchObject({ title: 'The Mirror Lake', first_paid_chapter_code: 4 });

    // The back office's simulator (platform:mirror) follows the same feed with the same key.
    const shown = await api.post('/admin/v1/platform.mirror', admin, { key });
    expect(shown.body.code, shown.body.desc).toBe(200);
    const novel = shown.body.data.list.find((n: { original_book_id: number }) => n.original_book_id === book);
    expect(novel.chapters).toEqual(mirrored.map((c) => ({ original_chapter_id: c.original_chapter_id, chapter_code: c.chapter_code, title: c.title, words: c.words, paid: c.paid })));
    expect((await api.post('/admin/v1/platform.mirror', admin, { key: (await newKey(['comments'], [SITE])) })).body.code).toBe(4003);
    const [trail] = await db().select().from(auditLog).where(eq(auditLog.action, 'platform_key.mirrored')).orderBy(desc(auditLog.id)).limit(1);
    expect(trail).toMatchObject({ actorKind: 'staff', subjectKind: 'platform_key' });
  });
}, () => ({ demo: true }));
