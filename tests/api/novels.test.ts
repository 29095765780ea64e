import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { describeEachDatabase } from '../support/each-database';
import { apiClient, pngOfExactSize, pngOfSize } from '../support/api-client';
import { loadNovelFixtures, makeAuthor, novelBody, type NovelFixtures } from '../support/novels';
import { DEMO_ADMIN, DEMO_EDITOR, DEMO_LOGIN, DEMO_NEWCOMER } from '../../src/server/seed/demo';
import { authors, contests, novels, notifications, staff } from '../../src/server/db/schema';
import { renderNotice } from '../../src/server/modules/notification/notices';
import en from '../../src/server/i18n/en.json' with { type: 'json' };
import enDomain from '../../src/domain/i18n/en.json' with { type: 'json' };
import deDomain from '../../src/domain/i18n/de.json' with { type: 'json' };
import es from '../../src/server/i18n/es.json' with { type: 'json' };
import { DEFAULT_BRAND_NAME } from '../../src/domain/brand-names';
import de from '../../src/server/i18n/de.json' with { type: 'json' };

const words = (n: number, word = 'Word') => Array.from({ length: n }, () => word).join(' ');

describeEachDatabase('novels', ({ get }) => {
  const api = apiClient(() => get().app);
  const db = () => get().database.db;
  let ref: NovelFixtures;
  let author: string;
  let other: string;

  const create = (token: string, overrides: Record<string, unknown> = {}, lang = 'en') => api.post(`/v1/writeCenter.bookAdd?lang=${lang}`, token, novelBody(ref, overrides));
  const fieldsOf = async (overrides: Record<string, unknown>, lang = 'en') => {
    const res = await create(author, overrides, lang);
    return { code: res.body.code, fields: (res.body.data?.fields ?? {}) as Record<string, string> };
  };

  beforeAll(async () => {
    ref = await loadNovelFixtures(db());
    author = await makeAuthor(api, db(), 'novelist@example.test', 'Novel Ist');
    other = await makeAuthor(api, db(), 'other@example.test', 'Other Hand');
  });

  describe('reference data', () => {
    it('serves the language sections with the portal’s fields, named in the request language', async () => {
      const res = await api.get('/v1/writeCenter.bookSection?lang=es', author);
      expect(res.body.code).toBe(200);
      expect(res.body.data.list).toHaveLength(11);
      expect(res.body.data.list).toContainEqual({ lang: 'de', section_name: 'alemán', section_id: 15 });
      expect(res.body.data.list).toContainEqual({ lang: 'th', section_name: 'tailandés', section_id: 7 });
      expect((await api.get('/v1/writeCenter.bookSection')).body.code).toBe(5005);
    });

    it('serves categories with their sub-categories, genres, starred tag categories, ratings with notes and open contests, translated', async () => {
      const sub = await api.get('/v1/writeCenter.bookSubClass?lang=de', author);
      const fantasy = sub.body.data.list.find((c: { id: number }) => c.id === ref.category);
      expect(fantasy.name).toBe('Fantasy');
      expect(fantasy.children.map((c: { name: string }) => c.name)).toContain('Urban Fantasy');
      const zh = await api.get('/v1/writeCenter.bookSubClass?lang=zh', author);
      expect(zh.body.data.list.find((c: { id: number }) => c.id === ref.category).name).not.toBe('Fantasy');

      const options = await api.get('/v1/writeCenter.bookOptions?lang=es', author);
      const data = options.body.data;
      expect(data.genres.length).toBeGreaterThanOrEqual(10);
      expect(data.tag_categories.filter((c: { starred: boolean }) => c.starred).length).toBe(2);
      expect(data.ratings.map((r: { rating: string }) => r.rating)).toEqual(['10+', '13+', '17+', '18+']);
      expect(data.ratings[3].note).toBe(es['rating.note.18']);
      // Only open contests are offered; the ended one is not.
      expect(data.contests.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining([ref.openContest]));
      expect(data.contests.map((c: { id: number }) => c.id)).not.toContain(ref.closedContest);
      const all = await api.get('/v1/writeCenter.contestList?all=1', author);
      expect(all.body.data.list.find((c: { id: number }) => c.id === ref.closedContest).open).toBe(false);
    });
  });

  describe('create', () => {
    it('creates a draft waiting for review, says "Book created" and lists it first in /mywork', async () => {
      const res = await create(author, { title: 'The Glass Orchard' });
      expect(res.status).toBe(200);
      expect(res.body.desc).toBe(en['novel.created']);
      const id = res.body.data.original_book_id;
      expect(res.body.data.novel_no).toBe(String(id).padStart(8, '0'));
      const [row] = await db().select().from(novels).where(eq(novels.id, id));
      expect(row).toMatchObject({ status: 'draft', reviewStatus: 'pending', title: 'The Glass Orchard', contestId: null, version: 1 });
      const list = await api.get('/v1/writeCenter.bookList', author);
      expect(list.body.data.list[0]).toMatchObject({ original_book_id: id, title: 'The Glass Orchard', status: 'draft', review_status: 'pending', cover_url: null });
      const info = await api.get(`/v1/writeCenter.bookInfo?original_book_id=${id}`, author);
      expect(info.body.data).toMatchObject({ blurb: novelBody(ref).blurb, genre_ids: [ref.genres[0]], exclusive: true, estimated_words: 200000 });
    });

    it('needs a signed-up author: anyone else is told the work cannot be published now', async () => {
      const newcomer = await api.login(DEMO_NEWCOMER.email, DEMO_NEWCOMER.password);
      const res = await create(newcomer);
      expect(res.body).toMatchObject({ code: 4003, desc: en['novel.publishUnavailable'] });
      expect(res.status).toBe(403);
    });

    it('keeps the title within the site’s word range (1–20 by default), each word capitalised', async () => {
      expect((await fieldsOf({ title: words(20) })).code).toBe(200);
      expect((await fieldsOf({ title: 'One' })).code).toBe(200);
      expect((await fieldsOf({ title: words(21) })).fields.title).toBe('Use 1 to 20 words in the title; it has 21');
      expect((await fieldsOf({ title: '   ' })).fields.title).toBe(enDomain['validation.bookTitle.required']);
      expect((await fieldsOf({ title: 'The moonlit heir' })).fields.title).toBe('Start every word of the title with a capital letter: moonlit, heir');
      expect((await fieldsOf({ title: 'The moonlit Heir' }, 'de')).fields.title).toBe(deDomain['validation.bookTitle.capitals'].replace('{words}', 'moonlit'));
    });

    it('lets site 511 titles run to 50 words', async () => {
      const token = await makeAuthor(api, db(), 'site511@example.test', 'Site Five', 511);
      expect((await create(token, { title: words(50) })).body.code).toBe(200);
      expect((await create(token, { title: words(51) })).body.data.fields.title).toBe('Use 1 to 50 words in the title; it has 51');
    });

    it('wants a blurb of 50–500 words', async () => {
      expect((await fieldsOf({ blurb: words(50, 'tale') })).code).toBe(200);
      expect((await fieldsOf({ blurb: words(500, 'tale') })).code).toBe(200);
      expect((await fieldsOf({ blurb: words(49, 'tale') })).fields.blurb).toBe('Write 50 to 500 words in the blurb; it has 49');
      expect((await fieldsOf({ blurb: words(501, 'tale') })).fields.blurb).toBe('Write 50 to 500 words in the blurb; it has 501');
      expect((await fieldsOf({ blurb: '' })).fields.blurb).toBe(enDomain['validation.blurb.required']);
    });

    it('takes a book intro of at most 1000 words without chapter content', async () => {
      expect((await fieldsOf({ intro: words(1000, 'intro') })).code).toBe(200);
      expect((await fieldsOf({ intro: words(1001, 'intro') })).fields.intro).toBe('Use at most 1,000 words in the book intro; it has 1,001');
      expect((await fieldsOf({ intro: 'A quiet tale.\nChapter 1 The Harbour\nIt was raining.' })).fields.intro).toBe(enDomain['validation.bookIntro.chapterContent']);
    });

    it('wants 1–2 labels per tag category, at least one in each starred category, and known labels only', async () => {
      const [lead, tone, setting] = ref.tagCategories;
      expect((await fieldsOf({ label_ids: [lead.labels[0], lead.labels[1], tone.labels[0]] })).code).toBe(200);
      expect((await fieldsOf({ label_ids: [...lead.labels.slice(0, 3), tone.labels[0]] })).fields.label_ids).toBe(`Choose at most 2 labels in ${lead.name}`);
      expect((await fieldsOf({ label_ids: [lead.labels[0], setting.labels[0]] })).fields.label_ids).toBe(`Choose at least one label in: ${tone.name}`);
      expect((await fieldsOf({ label_ids: [] })).fields.label_ids).toBe(`Choose at least one label in: ${lead.name}, ${tone.name}`);
      expect((await fieldsOf({ label_ids: [lead.labels[0], tone.labels[0], 999_999] })).fields.label_ids).toBe(enDomain['validation.labels.unknown']);
    });

    it('wants 1–3 known genres and a sub-category of the chosen category', async () => {
      expect((await fieldsOf({ genre_ids: ref.genres.slice(0, 3) })).code).toBe(200);
      expect((await fieldsOf({ genre_ids: [] })).fields.genre_ids).toBe('Choose 1 to 3 genres');
      expect((await fieldsOf({ genre_ids: ref.genres.slice(0, 4) })).fields.genre_ids).toBe('Choose 1 to 3 genres');
      expect((await fieldsOf({ genre_ids: [999_999] })).fields.genre_ids).toBe(enDomain['validation.invalid']);
      expect((await fieldsOf({ sub_category_id: ref.foreignSubCategory })).fields.sub_category_id).toBe(enDomain['validation.subCategory.required']);
      expect((await fieldsOf({ category_id: ref.subCategory, sub_category_id: ref.subCategory })).fields.category_id).toBe(enDomain['validation.category.required']);
    });

    it('requires the rating, the section, and 3–8 digit word figures', async () => {
      const bad = await fieldsOf({ content_rating: '21+', section_id: 2, estimated_words: 99, monthly_words: 100_000_000 });
      expect(bad.fields).toEqual({
        content_rating: enDomain['validation.rating.required'],
        section_id: enDomain['validation.section.required'],
        estimated_words: 'Enter a whole number of 3 to 8 digits',
        monthly_words: 'Enter a whole number of 3 to 8 digits',
      });
      expect((await fieldsOf({ estimated_words: 100, monthly_words: 99_999_999 })).code).toBe(200);
      expect((await fieldsOf({ estimated_words: '12a' })).fields.estimated_words).toBe('Enter a whole number of 3 to 8 digits');
      expect((await fieldsOf({ estimated_words: 1500.5 })).fields.estimated_words).toBe('Enter a whole number of 3 to 8 digits');
      expect((await fieldsOf({ monthly_words: '' })).fields.monthly_words).toBe(enDomain['validation.monthlyWords.required']);
    });

    it('limits text fields to 2000 characters and asks where a non-exclusive novel was first published', async () => {
      expect((await fieldsOf({ protagonists: 'a'.repeat(2000) })).code).toBe(200);
      expect((await fieldsOf({ protagonists: 'a'.repeat(2001) })).fields.protagonists).toBe('Use at most 2,000 characters');
      expect((await fieldsOf({ exclusive: false })).fields.original_platform).toBe(enDomain['validation.originalPlatform.required']);
      expect((await fieldsOf({ exclusive: false, original_platform: 'My blog' })).code).toBe(200);
      expect((await fieldsOf({ title: { $ne: 1 } })).fields.title).toBe(enDomain['validation.invalid']);
    });

    it('counts a Chinese-section title by characters', async () => {
      expect((await fieldsOf({ section_id: 17, title: '月'.repeat(20) })).code).toBe(200);
      expect((await fieldsOf({ section_id: 17, title: '月'.repeat(21) })).fields.title).toBe('Use 1 to 20 words in the title; it has 21');
    });
  });

  describe('covers', () => {
    it('stores a cover of up to 100 KB, re-encoded, and shows it in the list', async () => {
      const id = (await create(author, { title: 'Covered Work' })).body.data.original_book_id;
      const ok = await api.upload(`/v1/writeCenter.coverUpload?original_book_id=${id}`, author, await pngOfExactSize(100 * 1024));
      expect(ok.body.code).toBe(200);
      expect(ok.body.data.cover_url).toMatch(/^\/uploads\/cover\/[0-9a-f]{32}\.webp$/);
      const list = await api.get('/v1/writeCenter.bookList', author);
      expect(list.body.data.list.find((n: { original_book_id: number }) => n.original_book_id === id).cover_url).toBe(ok.body.data.cover_url);
      const served = await get().app.inject({ method: 'GET', url: ok.body.data.cover_url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    });

    it('refuses an oversized file, a wrong type and a disguised one', async () => {
      const big = await api.upload('/v1/writeCenter.coverUpload', author, await pngOfExactSize(100 * 1024 + 1));
      expect(big.body).toMatchObject({ code: 4013, desc: 'Image upload failed: the image must be at most 100 KB' });
      const text = await api.upload('/v1/writeCenter.coverUpload', author, Buffer.from('just words'), 'cover.txt', 'text/plain');
      expect(text.body.code).toBe(4015);
      const disguised = await api.upload('/v1/writeCenter.coverUpload', author, Buffer.from('<?php echo 1; ?>'.repeat(20)), 'cover.png', 'image/png');
      expect(disguised.body.code).toBe(4015);
    });

    it('holds a 50 KB site to 50 KB', async () => {
      const token = await makeAuthor(api, db(), 'site520@example.test', 'Small Covers', 520);
      expect((await api.upload('/v1/writeCenter.coverUpload', token, await pngOfExactSize(50 * 1024))).body.code).toBe(200);
      expect((await api.upload('/v1/writeCenter.coverUpload', token, await pngOfExactSize(50 * 1024 + 1))).body.code).toBe(4013);
    });

    it('takes an uploaded cover at creation, but only the author’s own', async () => {
      const up = await api.upload('/v1/writeCenter.coverUpload', author, await pngOfSize(4000));
      const res = await create(author, { title: 'Cover First', cover_id: up.body.data.cover_id });
      const list = await api.get('/v1/writeCenter.bookList', author);
      expect(list.body.data.list.find((n: { original_book_id: number }) => n.original_book_id === res.body.data.original_book_id).cover_url).toBe(up.body.data.cover_url);
      const theirs = await create(other, { cover_id: up.body.data.cover_id });
      expect(theirs.body.data.fields.cover_id).toBe(en['novel.cover.unknown']);
    });
  });

  describe('contests', () => {
    it('joins the contest a novel is created for; one contest per novel, final', async () => {
      const res = await api.post('/v1/writeCenter.bookAdd', author, { ...novelBody(ref, { title: 'Contest Entry' }), event_id: ref.openContest });
      const id = res.body.data.original_book_id;
      const [row] = await db().select().from(novels).where(eq(novels.id, id));
      expect(row.contestId).toBe(ref.openContest);
      const again = await api.post('/v1/writeCenter.contestJoin', author, { original_book_id: id, contest_id: ref.secondContest });
      expect(again.body).toMatchObject({ code: 4009, desc: en['novel.contest.already'] });
      const list = await api.get('/v1/writeCenter.bookList', author);
      expect(list.body.data.list.find((n: { original_book_id: number }) => n.original_book_id === id).contest).toEqual({ id: ref.openContest, name: 'Spring Fantasy Awards' });
    });

    it('joins an open contest later, once; refuses ended and unknown contests', async () => {
      const id = (await create(author, { title: 'Late Entry', category_id: ref.romance.category, sub_category_id: ref.romance.subCategory })).body.data.original_book_id;
      const closed = await api.post('/v1/writeCenter.contestJoin', author, { original_book_id: id, contest_id: ref.closedContest });
      expect(closed.body).toMatchObject({ code: 4009, desc: en['novel.contest.closed'] });
      const unknown = await api.post('/v1/writeCenter.contestJoin', author, { original_book_id: id, contest_id: 999_999 });
      expect(unknown.body.code).toBe(4004);
      const ok = await api.post('/v1/writeCenter.contestJoin', author, { original_book_id: id, contest_id: ref.secondContest });
      expect(ok.body).toMatchObject({ code: 200, data: { contest: { id: ref.secondContest } } });
      const twice = await api.post('/v1/writeCenter.contestJoin', author, { original_book_id: id, contest_id: ref.openContest });
      expect(twice.body.code).toBe(4009);
      const [row] = await db().select().from(novels).where(eq(novels.id, id));
      expect(row.contestId).toBe(ref.secondContest);
    });

    it('offers each contest with its category, and refuses a novel of another category, translated', async () => {
      const offered = (await api.get('/v1/writeCenter.bookOptions', author)).body.data.contests as { id: number; category_id: number | null }[];
      expect(offered.find((c) => c.id === ref.secondContest)?.category_id).toBe(ref.romance.category);
      expect(offered.find((c) => c.id === ref.openContest)?.category_id).toBe(ref.category);
      const fantasy = (await create(author, { title: 'Dragon Lanterns' })).body.data.original_book_id;
      const refused = await api.post('/v1/writeCenter.contestJoin?lang=de', author, { original_book_id: fantasy, contest_id: ref.secondContest });
      expect(refused.body).toMatchObject({ code: 4009, desc: de['novel.contest.otherCategory'] });
      const created = await api.post('/v1/writeCenter.bookAdd', author, { ...novelBody(ref, { title: 'Sprint Entry' }), event_id: ref.secondContest });
      expect(created.body).toMatchObject({ code: 4009, desc: en['novel.contest.otherCategory'] });
      const [row] = await db().select().from(novels).where(eq(novels.id, fantasy));
      expect(row.contestId).toBeNull();
    });

    it('refuses to create for an ended contest and creates nothing', async () => {
      const before = await api.get('/v1/writeCenter.bookList', author);
      const res = await api.post('/v1/writeCenter.bookAdd', author, { ...novelBody(ref), event_id: ref.closedContest });
      expect(res.body.code).toBe(4009);
      expect((await api.get('/v1/writeCenter.bookList', author)).body.data.total).toBe(before.body.data.total);
    });

    it('refuses a contest held in another language section', async () => {
      const [row] = await db()
        .insert(contests)
        .values({ names: { en: 'German Only' }, descriptions: {}, sectionId: 15, startsAt: new Date(Date.now() - 1000), endsAt: new Date(Date.now() + 86_400_000) })
        .returning();
      const res = await api.post('/v1/writeCenter.bookAdd', author, { ...novelBody(ref), event_id: row.id });
      expect(res.body).toMatchObject({ code: 4009, desc: en['novel.contest.otherSection'] });
    });
  });

  describe('edit', () => {
    it('edits the version read, says "Novel modified", and refuses a stale version with 4009', async () => {
      const id = (await create(author, { title: 'Edit Me' })).body.data.original_book_id;
      const edit = await api.post('/v1/writeCenter.bookEdit', author, { ...novelBody(ref, { title: 'Edited Title' }), original_book_id: id, version: 1 });
      expect(edit.body).toMatchObject({ code: 200, desc: en['novel.modified'], data: { version: 2 } });
      const stale = await api.post('/v1/writeCenter.bookEdit', author, { ...novelBody(ref, { title: 'Lost Update' }), original_book_id: id, version: 1 });
      expect(stale.body).toMatchObject({ code: 4009, desc: en['novel.edit.stale'], data: { version: 2 } });
      const [row] = await db().select().from(novels).where(eq(novels.id, id));
      expect(row.title).toBe('Edited Title');
    });

    it('keeps the stored novel when an edit breaks a rule', async () => {
      const id = (await create(author, { title: 'Stays Put' })).body.data.original_book_id;
      const bad = await api.post('/v1/writeCenter.bookEdit', author, { ...novelBody(ref, { title: 'stays lower' }), original_book_id: id, version: 1 });
      expect(bad.body.code).toBe(4001);
      expect(bad.body.data.fields.title).toMatch(/capital/);
      const [row] = await db().select().from(novels).where(eq(novels.id, id));
      expect(row).toMatchObject({ title: 'Stays Put', version: 1 });
    });

    it('sends a rejected novel back to review when it is edited', async () => {
      const id = (await create(author, { title: 'Second Try' })).body.data.original_book_id;
      await db().update(novels).set({ reviewStatus: 'rejected', rejectReason: 'Too short' }).where(eq(novels.id, id));
      await api.post('/v1/writeCenter.bookEdit', author, { ...novelBody(ref, { title: 'Second Try' }), original_book_id: id, version: 1 });
      const [row] = await db().select().from(novels).where(eq(novels.id, id));
      expect(row).toMatchObject({ reviewStatus: 'pending', rejectReason: null });
    });

    it('refuses an intro that repeats a chapter of the novel', async () => {
      const demo = await api.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
      const list = await api.get('/v1/writeCenter.bookList?page_size=20', demo);
      const lantern = list.body.data.list.find((n: { title: string }) => n.title === 'The Lantern Archive');
      const info = (await api.get(`/v1/writeCenter.bookInfo?original_book_id=${lantern.original_book_id}`, demo)).body.data;
      const body = { ...novelBody(ref), ...pickForm(info), intro: 'Readers say: the lamps along the archive wall burned blue whenever a story was about to be forgotten, and tonight three of them flickered.' };
      const res = await api.post('/v1/writeCenter.bookEdit', demo, { ...body, original_book_id: lantern.original_book_id, version: info.version });
      expect(res.body.data.fields.intro).toBe(enDomain['validation.bookIntro.chapterContent']);
    });
  });

  describe('status and delete', () => {
    it('deletes a draft after the fact is kept for staff; a released novel cannot be deleted', async () => {
      const id = (await create(author, { title: 'Short Lived' })).body.data.original_book_id;
      const res = await api.post('/v1/writeCenter.bookDelete', author, { original_book_id: id });
      expect(res.body).toMatchObject({ code: 200, desc: en['novel.deleted'] });
      const [row] = await db().select().from(novels).where(eq(novels.id, id));
      expect(row.status).toBe('deleted');
      expect(row.deletedAt).toBeInstanceOf(Date);
      const list = await api.get('/v1/writeCenter.bookList?page_size=100', author);
      expect(list.body.data.list.some((n: { original_book_id: number }) => n.original_book_id === id)).toBe(false);
      expect((await api.get(`/v1/writeCenter.bookInfo?original_book_id=${id}`, author)).body.code).toBe(4004);

      const released = (await create(author, { title: 'Out There' })).body.data.original_book_id;
      await db().update(novels).set({ status: 'released' }).where(eq(novels.id, released));
      const refused = await api.post('/v1/writeCenter.bookDelete', author, { original_book_id: released });
      expect(refused.body).toMatchObject({ code: 4009, desc: en['novel.delete.notDraft'] });
      expect(refused.status).toBe(409);
    });

    it('finishes a released novel and takes it up again; other transitions answer 4009', async () => {
      const id = (await create(author, { title: 'Long Road' })).body.data.original_book_id;
      const status = (s: string) => api.post('/v1/writeCenter.bookStatus', author, { original_book_id: id, status: s });
      expect((await status('finished')).body.code).toBe(4009);
      await db().update(novels).set({ status: 'released' }).where(eq(novels.id, id));
      expect((await status('draft')).body).toMatchObject({ code: 4009, desc: en['novel.status.notAllowed'] });
      expect((await status('finished')).body).toMatchObject({ code: 200, data: { status: 'finished' } });
      expect((await status('updating')).body).toMatchObject({ code: 200, data: { status: 'updating' } });
      expect((await status('deleted')).body.code).toBe(4009);
    });
  });

  describe('access', () => {
    it('answers 4004 for another author’s novel on every call, and changes nothing', async () => {
      const id = (await create(author, { title: 'Mine Alone' })).body.data.original_book_id;
      const calls = [
        api.get(`/v1/writeCenter.bookInfo?original_book_id=${id}`, other),
        api.get(`/v1/writeCenter.chapterList?original_book_id=${id}`, other),
        api.post('/v1/writeCenter.bookEdit', other, { ...novelBody(ref, { title: 'Taken Over' }), original_book_id: id, version: 1 }),
        api.post('/v1/writeCenter.bookDelete', other, { original_book_id: id }),
        api.post('/v1/writeCenter.bookStatus', other, { original_book_id: id, status: 'finished' }),
        api.post('/v1/writeCenter.contestJoin', other, { original_book_id: id, contest_id: ref.openContest }),
        api.upload(`/v1/writeCenter.coverUpload?original_book_id=${id}`, other, await pngOfSize(2000)),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.body).toMatchObject({ code: 4004, desc: en['novel.notFound'] });
        expect(res.status).toBe(404);
      }
      const [row] = await db().select().from(novels).where(eq(novels.id, id));
      expect(row).toMatchObject({ title: 'Mine Alone', status: 'draft', contestId: null, coverUploadId: null });
      expect((await api.get('/v1/writeCenter.bookList', other)).body.data.list.some((n: { original_book_id: number }) => n.original_book_id === id)).toBe(false);
      expect((await api.get(`/v1/writeCenter.bookInfo?original_book_id=${id}`)).body.code).toBe(5005);
      expect((await api.get('/v1/writeCenter.bookInfo?original_book_id=abc', author)).body.code).toBe(4001);
    });
  });

  describe('demo data and chapters', () => {
    it('gives the demo author novels in several statuses and review states, one in a contest, covers, and 1,200 chapters to page through', async () => {
      const demo = await api.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
      const list = (await api.get('/v1/writeCenter.bookList', demo)).body.data;
      expect(list.total).toBe(5);
      expect(new Set(list.list.map((n: { status: string }) => n.status))).toEqual(new Set(['updating', 'finished', 'updated', 'draft']));
      expect(new Set(list.list.map((n: { review_status: string }) => n.review_status))).toEqual(new Set(['passed', 'pending', 'rejected']));
      expect(list.list.filter((n: { contest: unknown }) => n.contest)).toHaveLength(1);
      expect(list.list.filter((n: { cover_url: string | null }) => n.cover_url).length).toBeGreaterThanOrEqual(1);
      const lantern = list.list.find((n: { title: string }) => n.title === 'The Lantern Archive');
      const chapters = await api.get(`/v1/writeCenter.chapterList?original_book_id=${lantern.original_book_id}&page_size=5000`, demo);
      // 1,200 released chapters, then two scheduled ones and a draft (a deleted draft is not listed).
      expect(chapters.body.data.total).toBe(1203);
      expect(chapters.body.data.list).toHaveLength(1203);
      expect(chapters.body.data.list[0]).toMatchObject({ chapter_code: 1, status: 'released' });
      expect(lantern).toMatchObject({ chapter_count: 1203, next_chapter_code: 1205 });
      const scheduled = await api.get(`/v1/writeCenter.chapterList?original_book_id=${lantern.original_book_id}&status=scheduled`, demo);
      expect(scheduled.body.data).toMatchObject({ total: 2, list: [{ chapter_code: 1201 }, { chapter_code: 1202 }] });
      const states = chapters.body.data.list.slice(-6).map((c: { status: string; updated_content_status: string | null }) => [c.status, c.updated_content_status]);
      expect(states).toEqual([
        ['updated', null],
        ['released', 'rejected'],
        ['released', 'pending_review'],
        ['scheduled', null],
        ['scheduled', null],
        ['draft', null],
      ]);
      expect(chapters.body.data.list.filter((c: { first_paid: boolean }) => c.first_paid).map((c: { chapter_code: number }) => c.chapter_code)).toEqual([21]);
      const windowed = await api.get(`/v1/writeCenter.chapterList?original_book_id=${lantern.original_book_id}&after_code=100&page_size=50`, demo);
      expect(windowed.body.data.list[0].chapter_code).toBe(101);
      expect((await api.get(`/v1/writeCenter.chapterList?original_book_id=${lantern.original_book_id}&page_size=5001`, demo)).body.code).toBe(4001);
    });
  });

  describe('back office', () => {
    it('lets the author’s editor approve or reject (with a reason) a waiting novel, and tells the author', async () => {
      const editor = await api.staffLogin(DEMO_EDITOR.email, DEMO_EDITOR.password);
      const admin = await api.staffLogin(DEMO_ADMIN.email, DEMO_ADMIN.password);
      const id = (await create(author, { title: 'For Review' })).body.data.original_book_id;
      const waiting = await api.get('/admin/v1/novel.reviews', editor);
      expect(waiting.body.data.list.some((n: { original_book_id: number }) => n.original_book_id === id)).toBe(true);

      const noReason = await api.post('/admin/v1/novel.reject', editor, { original_book_id: id, reason: ' ' });
      expect(noReason.body.code).toBe(4001);
      const rejected = await api.post('/admin/v1/novel.reject', editor, { original_book_id: id, reason: 'The blurb gives away the ending.' });
      expect(rejected.body.data.review_status).toBe('rejected');
      const info = await api.get(`/v1/writeCenter.bookInfo?original_book_id=${id}`, author);
      expect(info.body.data).toMatchObject({ review_status: 'rejected', reject_reason: 'The blurb gives away the ending.' });
      expect((await api.post('/admin/v1/novel.approve', editor, { original_book_id: id })).body.code).toBe(4009);

      await api.post('/v1/writeCenter.bookEdit', author, { ...novelBody(ref, { title: 'For Review' }), original_book_id: id, version: 1 });
      expect((await api.post('/admin/v1/novel.approve', admin, { original_book_id: id })).body.data.review_status).toBe('passed');
      const [authorRow] = await db().select().from(authors).where(eq(authors.penName, 'Novel Ist'));
      const notes = (await db().select().from(notifications).where(eq(notifications.userId, authorRow.userId))).map((n) => renderNotice(n, 'en', DEFAULT_BRAND_NAME));
      expect(notes.map((n) => n.title)).toEqual(expect.arrayContaining([en['notice.novel.rejected.title'], en['notice.novel.approved.title']]));
      expect(notes.find((n) => n.title === en['notice.novel.rejected.title'])!.body).toContain('The blurb gives away the ending.');
    });

    it('keeps other editors’ authors out of an editor’s reach, and author tokens out of the back office', async () => {
      const id = (await create(author, { title: 'Not Yours' })).body.data.original_book_id;
      const [someone] = await db().select().from(staff).where(and(eq(staff.role, 'editor'), eq(staff.email, 'tomas.reyes@writers-center.test')));
      expect(someone).toBeDefined();
      const tomas = await api.staffLogin(someone.email, 'writers-center-editor');
      expect((await api.post('/admin/v1/novel.approve', tomas, { original_book_id: id })).body.code).toBe(4003);
      expect((await api.get('/admin/v1/novel.reviews', tomas)).body.data.list.some((n: { original_book_id: number }) => n.original_book_id === id)).toBe(false);
      expect((await api.post('/admin/v1/novel.approve', author, { original_book_id: id })).body.code).toBe(5005);
    });

    it('creates contests (admin) that authors can join, and imports novel figures', async () => {
      const admin = await api.staffLogin(DEMO_ADMIN.email, DEMO_ADMIN.password);
      const bad = await api.post('/admin/v1/contest.create', admin, { names: { en: 'Backwards' }, starts_at: '2030-01-02T00:00:00Z', ends_at: '2030-01-01T00:00:00Z' });
      expect(bad.body.data.fields.ends_at).toBe(en['admin.contest.dates']);
      const made = await api.post('/admin/v1/contest.create', admin, {
        names: { en: 'Autumn Sprint', de: 'Herbstsprint' },
        starts_at: new Date(Date.now() - 60_000).toISOString(),
        ends_at: new Date(Date.now() + 86_400_000).toISOString(),
      });
      const de = await api.get('/v1/writeCenter.contestList?lang=de', author);
      expect(de.body.data.list.find((c: { id: number }) => c.id === made.body.data.id).name).toBe('Herbstsprint');

      // A contest for one main category: a sub-category is refused with the reason, and novels of another category cannot join.
      const window = { starts_at: new Date(Date.now() - 60_000).toISOString(), ends_at: new Date(Date.now() + 86_400_000).toISOString() };
      const sub = await api.post('/admin/v1/contest.create', admin, { names: { en: 'Sub Sprint' }, category_id: ref.romance.subCategory, ...window });
      expect(sub.body.data.fields.category_id).toBe(en['admin.contest.category']);
      const romance = await api.post('/admin/v1/contest.create', admin, { names: { en: 'Romance Week' }, category_id: ref.romance.category, ...window });
      const listed = (await api.get('/admin/v1/contest.list', admin)).body.data.list as { id: number; category_id: number | null }[];
      expect(listed.find((c) => c.id === romance.body.data.id)?.category_id).toBe(ref.romance.category);
      expect(listed.find((c) => c.id === made.body.data.id)?.category_id).toBeNull();
      const joined = await api.post('/v1/writeCenter.bookAdd', author, { ...novelBody(ref, { title: 'Wrong Genre Entry' }), event_id: romance.body.data.id });
      expect(joined.body).toMatchObject({ code: 4009, desc: en['novel.contest.otherCategory'] });

      const id = (await create(author, { title: 'Counted Work' })).body.data.original_book_id;
      const imported = await api.post('/admin/v1/novel.statsImport', admin, { rows: [{ original_book_id: id, total_pv: 1234, followers: 56, total_income_minor: '7890' }, { original_book_id: 999_999, total_pv: 1 }] });
      expect(imported.body.data).toEqual({ imported: 1, unknown: [999_999] });
      const info = await api.get(`/v1/writeCenter.bookInfo?original_book_id=${id}`, author);
      expect(info.body.data).toMatchObject({ total_pv: 1234, followers: 56, total_income_minor: '7890' });
    });
  });

}, () => ({ demo: true }));

/** The form fields of a NovelDetail, as an edit would send them back. */
function pickForm(info: Record<string, unknown>) {
  const keys = ['section_id', 'title', 'name', 'blurb', 'protagonists', 'genre_ids', 'label_ids', 'category_id', 'sub_category_id', 'content_rating', 'exclusive', 'original_platform', 'estimated_words', 'monthly_words'];
  return Object.fromEntries(keys.map((k) => [k, info[k]]));
}
