import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { describeEachDatabase } from '../support/each-database';
import { apiClient } from '../support/api-client';
import { loadNovelFixtures, makeAuthor, novelBody, type NovelFixtures } from '../support/novels';
import { DEMO_ADMIN, DEMO_EDITOR } from '../../src/server/seed/demo';
import { auditLog, novels, users } from '../../src/server/db/schema';
import { SPECIAL_SITE_ID } from '../../src/domain/sites';
import en from '../../src/server/i18n/en.json' with { type: 'json' };

const words = (n: number) => Array.from({ length: n }, () => 'Word').join(' ');
// Thursday 7 January 2027, noon UTC: the app's clock.
const NOW = new Date('2027-01-07T12:00:00Z');

/**
 * Announcements: written for one novel or all, never a chapter (no chapter count or release moves),
 * edited and withdrawn, each change an event of announcement.feed for the reader site (cursor,
 * `content` scope, the key's sites only); a hiatus with dates pauses the cadence and shows on the
 * planner; staff read an author's and withdraw one with a reason (audited, the author told, scoped).
 */
describeEachDatabase(
  'announcements',
  ({ get }) => {
    const api = apiClient(() => get().app);
    const db = () => get().database.db;
    let ref: NovelFixtures;
    let author: string;
    let other: string;
    let book: number;
    let key: string;
    const drafts: number[] = [];
    const feed = async (cursor = 0, limit = 500, token = key) => {
      const res = await get().app.inject({ method: 'GET', url: `/platform/v1/announcement.feed?cursor=${cursor}&limit=${limit}`, headers: { authorization: `Bearer ${token}` } });
      return res.json() as { code: number; data: { events: { seq: number; kind: string; announcement: { announcement_id: number; body: string; status: string; author_name: string } }[]; cursor: number; more: boolean } };
    };

    beforeAll(async () => {
      ref = await loadNovelFixtures(db());
      author = await makeAuthor(api, db(), 'announcer@example.test', 'Mara Announcer');
      other = await makeAuthor(api, db(), 'announcer.other@example.test', 'Other Announcer');
      book = (await api.post('/v1/writeCenter.bookAdd', author, novelBody(ref))).body.data.original_book_id;
      for (let i = 1; i <= 3; i++) drafts.push((await api.post('/v1/writeCenter.chapterAdd', author, { original_book_id: book, title: `Chapter ${i}`, content: words(600), action: 'draft' })).body.data.original_chapter_id);
      await api.post('/v1/planner.save', author, { original_book_id: book, time_zone: 'UTC', slots: [1, 3, 5].map((weekday) => ({ weekday, time: '20:00' })), pause: null });
      await api.post('/v1/planner.queue', author, { original_book_id: book, version: 1, chapters: drafts.map((id) => ({ original_chapter_id: id })) });
      const admin = await api.staffLogin(DEMO_ADMIN.email, DEMO_ADMIN.password);
      key = (await api.post('/admin/v1/platform.keyCreate', admin, { name: 'reader site', scopes: ['content'], sites: [SPECIAL_SITE_ID] })).body.data.key;
    });

    it('publishes one for a novel without touching its chapters, and the reader site reads it from the feed', async () => {
      const [before] = await db().select({ chapters: novels.chapterCount }).from(novels).where(eq(novels.id, book));
      const saved = await api.post('/v1/announcement.save', author, { original_book_id: book, kind: 'milestone', lang: 'en', body: '100,000 readers: thank you!' });
      expect(saved.body.code).toBe(200);
      expect(saved.body.desc).toBe(en['announcement.published']);
      expect(saved.body.data).toMatchObject({ original_book_id: book, kind: 'milestone', status: 'live', starts_on: null });
      const [after] = await db().select({ chapters: novels.chapterCount }).from(novels).where(eq(novels.id, book));
      expect(after.chapters).toBe(before.chapters);
      const page = await feed();
      expect(page.code).toBe(200);
      const mine = page.data.events.filter((e) => e.announcement.announcement_id === saved.body.data.announcement_id);
      expect(mine.map((e) => [e.kind, e.announcement.body, e.announcement.author_name])).toEqual([['announcement_published', '100,000 readers: thank you!', 'Mara Announcer']]);
    });

    it('pauses the cadence for a hiatus’s dates, shows it on the planner, and resumes when it is withdrawn', async () => {
      const plan = async () => (await api.get(`/v1/planner.get?original_book_id=${book}`, author)).body.data;
      expect((await plan()).queue.map((q: { release_at: string }) => q.release_at)).toEqual(['2027-01-08T20:00:00.000Z', '2027-01-11T20:00:00.000Z', '2027-01-13T20:00:00.000Z']);
      const hiatus = await api.post('/v1/announcement.save', author, { kind: 'hiatus', lang: 'en', body: 'On a short break: back on the 18th.', starts_on: '2027-01-08', ends_on: '2027-01-17' });
      expect(hiatus.body.code).toBe(200);
      const paused = await plan();
      expect(paused.hiatuses).toEqual([{ from: '2027-01-08', to: '2027-01-17' }]);
      expect(paused.queue.map((q: { release_at: string }) => q.release_at)).toEqual(['2027-01-18T20:00:00.000Z', '2027-01-20T20:00:00.000Z', '2027-01-22T20:00:00.000Z']);
      const info = (await api.get(`/v1/writeCenter.chapterInfo?original_chapter_id=${drafts[0]}`, author)).body.data;
      expect(info.release_at).toBe('2027-01-18T20:00:00.000Z');

      const withdrawn = await api.post('/v1/announcement.withdraw', author, { announcement_id: hiatus.body.data.announcement_id });
      expect(withdrawn.body.data.status).toBe('withdrawn');
      expect((await plan()).queue.map((q: { release_at: string }) => q.release_at)).toEqual(['2027-01-08T20:00:00.000Z', '2027-01-11T20:00:00.000Z', '2027-01-13T20:00:00.000Z']);
      const kinds = (await feed()).data.events.filter((e) => e.announcement.announcement_id === hiatus.body.data.announcement_id).map((e) => e.kind);
      expect(kinds).toEqual(['announcement_published', 'announcement_withdrawn']);
    });

    it('pages the feed by its cursor, oldest first, and edits arrive as events with the text as it is now', async () => {
      const saved = await api.post('/v1/announcement.save', author, { kind: 'schedule', lang: 'de', body: 'Ab jetzt montags und freitags.' });
      const edited = await api.post('/v1/announcement.save', author, { announcement_id: saved.body.data.announcement_id, kind: 'schedule', lang: 'de', body: 'Ab jetzt montags, mittwochs und freitags.' });
      expect(edited.body.desc).toBe(en['announcement.edited']);
      const all = (await feed()).data.events;
      const seqs = all.map((e) => e.seq);
      expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
      const first = await feed(0, 2);
      expect(first.data).toMatchObject({ more: true, cursor: seqs[1] });
      const rest = await feed(first.data.cursor, 500);
      expect([...first.data.events, ...rest.data.events].map((e) => e.seq)).toEqual(seqs);
      expect(rest.data.events.at(-1)).toMatchObject({ kind: 'announcement_edited', announcement: { body: 'Ab jetzt montags, mittwochs und freitags.' } });
    });

    it('refuses bad input field by field, and another author’s novel or announcement answers 4004', async () => {
      const bad = await api.post('/v1/announcement.save', author, { kind: 'hiatus', lang: 'en', body: '   ', starts_on: '2027-01-10', ends_on: '2027-01-09' });
      expect(bad.body.code).toBe(4001);
      expect(Object.keys(bad.body.data.fields).sort()).toEqual(['body', 'ends_on']);
      expect((await api.post('/v1/announcement.save', other, { original_book_id: book, kind: 'other', lang: 'en', body: 'Not mine' })).body.code).toBe(4004);
      const mine = (await api.get('/v1/announcement.list', author)).body.data.list[0];
      expect((await api.post('/v1/announcement.withdraw', other, { announcement_id: mine.announcement_id })).body.code).toBe(4004);
      expect((await api.post('/v1/announcement.save', other, { announcement_id: mine.announcement_id, kind: 'other', lang: 'en', body: 'Hijack' })).body.code).toBe(4004);
    });

    it('lets the author’s editor (and no other) withdraw one with a reason: audited, the author told, the feed says so', async () => {
      const staff = await api.staffLogin(DEMO_EDITOR.email, DEMO_EDITOR.password);
      const [mine] = (await api.get('/v1/announcement.list', author)).body.data.list;
      const listed = await api.get(`/admin/v1/announcements.of?user_id=${await userIdOf('announcer@example.test')}`, staff);
      expect(listed.body.code).toBe(200);
      expect(listed.body.data.list.map((a: { announcement_id: number }) => a.announcement_id)).toContain(mine.announcement_id);
      // Another editor's authors are out of an editor's reach.
      const stranger = await api.staffLogin('tomas.reyes@writers-center.test', DEMO_EDITOR.password);
      expect((await api.post('/admin/v1/announcements.withdraw', stranger, { id: mine.announcement_id, reason: 'Not my author' })).body.code).toBe(4003);
      expect((await api.get(`/admin/v1/announcements.of?user_id=${await userIdOf('announcer@example.test')}`, stranger)).body.code).toBe(4003);
      const done = await api.post('/admin/v1/announcements.withdraw', staff, { id: mine.announcement_id, reason: 'Links to another platform' });
      expect(done.body.code).toBe(200);
      expect(done.body.data).toMatchObject({ status: 'withdrawn', withdrawn_reason: 'Links to another platform' });
      const [notice] = (await api.get('/v1/notification.list?kind=review', author)).body.data.list;
      expect(notice.body).toContain('Links to another platform');
      const [row] = await db().select().from(auditLog).where(eq(auditLog.action, 'announcement.withdrawn_by_staff'));
      expect(row).toBeDefined();
      expect((await feed()).data.events.at(-1)).toMatchObject({ kind: 'announcement_withdrawn', announcement: { announcement_id: mine.announcement_id, status: 'withdrawn' } });
    });

    async function userIdOf(email: string) {
      const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
      return user.id;
    }
  },
  () => ({ demo: true, clock: () => NOW }),
);
