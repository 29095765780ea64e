import { beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { describeEachDatabase } from '../support/each-database';
import { apiClient } from '../support/api-client';
import { newAuthor, testClock, type AuthorFixture, TEST_KEY_SITES } from '../support/contracts';
import { DEMO_ADMIN } from '../../src/server/seed/demo';
import { auditLog, chapters, commentReplies, comments, notifications, readerBlocks } from '../../src/server/db/schema';
import { translate } from '../../src/server/lib/i18n';
import { textContentColumns } from '../../src/server/modules/chapter';
import { filteredInbox, isPlainInbox, listComments } from '../../src/server/modules/comment/list';

const clock = testClock();

describeEachDatabase(
  'comments: the platform API, the inbox, pins, the interval, moderation and blocks',
  ({ get }) => {
    const api = apiClient(() => get().app);
    const db = () => get().database.db;
    let admin = '';
    let key = '';
    let serial = 0;
    const platform = async (method: 'GET' | 'POST', url: string, payload?: unknown, withKey = key) => {
      const res = await get().app.inject({ method, url, headers: withKey ? { authorization: `Bearer ${withKey}` } : {}, ...(payload ? { payload } : {}) });
      return { status: res.statusCode, body: res.json() as { code: number; desc: string; data?: any } }; // eslint-disable-line @typescript-eslint/no-explicit-any
    };
    const ingest = (list: unknown[], withKey = key) => platform('POST', '/platform/v1/comment.ingest?lang=en', { comments: list }, withKey);
    const chapterOf = async (bookId: number) => {
      const [row] = await db().insert(chapters).values({ novelId: bookId, code: 1, title: 'Chapter 1: The Tide', ...textContentColumns('First paragraph of the tide.\nSecond paragraph.'), words: 600, status: 'released' }).returning({ id: chapters.id });
      return row.id;
    };
    const wire = (at: AuthorFixture, extra: Record<string, unknown> = {}) => ({
      id: `c-${++serial}-${Math.random().toString(36).slice(2, 8)}`,
      original_book_id: at.bookId,
      type: 'review',
      reader_id: 'r-1',
      reader_name: 'nightowl_reads',
      text: 'I loved this chapter, please write more!',
      lang: 'en',
      likes: 2,
      posted_at: new Date(clock.now().getTime() - serial * 60_000).toISOString(),
      ...extra,
    });
    const list = async (at: AuthorFixture, q = '') => (await api.get(`/v1/comment.list?lang=en${q}`, at.token)).body;
    const seed = async (at: AuthorFixture, n: number, extra: Record<string, unknown> = {}) => {
      const sent = Array.from({ length: n }, () => wire(at, extra));
      expect((await ingest(sent)).body.data.accepted).toBe(n);
      const rows = await db().select({ id: comments.id, externalId: comments.externalId }).from(comments).where(eq(comments.authorId, at.userId));
      return sent.map((s) => rows.find((r) => r.externalId === s.id)!.id);
    };

    beforeAll(async () => {
      clock.set('2027-03-10T09:00:00Z');
      admin = await api.staffLogin(DEMO_ADMIN.email, DEMO_ADMIN.password);
      key = (await api.post('/admin/v1/platform.keyCreate', admin, { name: 'reader site (comments tests)', scopes: ['comments'], sites: TEST_KEY_SITES })).body.data.key;
    });

    it('ingests idempotently in batches, rejects bad comments one by one, and keeps the key to its scope', async () => {
      const at = await newAuthor(db(), api);
      const chapterId = await chapterOf(at.bookId);
      const good = [wire(at), wire(at, { type: 'chapter', chapter_id: chapterId }), wire(at, { type: 'paragraph', chapter_id: chapterId, paragraph: 2, quote: 'Second paragraph.' })];
      const bad = [wire(at, { original_book_id: 999_999 }), wire(at, { type: 'chapter' }), wire(at, { type: 'paragraph', chapter_id: chapterId }), wire(at, { posted_at: '2030-01-01T00:00:00Z' })];
      const first = (await ingest([...good, ...bad])).body.data;
      expect(first).toMatchObject({ accepted: 3, duplicates: 0, removed: 0 });
      expect(first.rejected.map((r: { index: number }) => r.index)).toEqual([3, 4, 5, 6]);
      expect(first.rejected[0].reason).toBe('No novel has the id 999999');
      expect((await ingest(good)).body.data).toMatchObject({ accepted: 0, duplicates: 3 });
      // A batch is at most 1,000.
      expect((await ingest(Array.from({ length: 1001 }, () => wire(at)))).body.code).toBe(4001);
      // The key's scope: an income-only key may not send comments; without a key 5005.
      const incomeOnly = (await api.post('/admin/v1/platform.keyCreate', admin, { name: 'income only', scopes: ['income'], sites: TEST_KEY_SITES })).body.data.key;
      expect((await ingest([wire(at)], incomeOnly)).body.code).toBe(4003);
      expect((await ingest([wire(at)], '')).body.code).toBe(5005);
      expect((await platform('POST', '/platform/v1/income.ingest', { lines: [{ id: 'x', original_book_id: at.bookId, day: '2027-03-01', coins: 1, rate: '0.01', currency: 'USD' }] })).body.code).toBe(4003);

      const page = (await list(at, '&reply=all')).data;
      expect(page.list).toHaveLength(3);
      const paragraph = page.list.find((c: { type: string }) => c.type === 'paragraph');
      expect(paragraph).toMatchObject({ paragraph: 2, quote: 'Second paragraph.', chapter_code: 1, book_title: expect.any(String) });
      expect(page.counts).toMatchObject({ all: 3, unreplied: 3, review: 1, chapter: 1, paragraph: 1, removed: 0 });
      // A new review is a notice to its author.
      const notices = await db().select().from(notifications).where(and(eq(notifications.userId, at.userId), eq(notifications.template, 'notice.comment.reviews')));
      expect(notices).toHaveLength(1);
    });

    it('refuses comments on a chapter readers cannot have seen (a draft, a scheduled one); one deleted after its release still takes them', async () => {
      const at = await newAuthor(db(), api);
      const now = clock.now().getTime();
      const hoursFromNow = (hours: number) => new Date(now + hours * 3_600_000);
      const rows = await db()
        .insert(chapters)
        .values([
          { novelId: at.bookId, code: 1, title: 'Chapter 1', ...textContentColumns('Draft text.'), words: 600, status: 'draft' },
          { novelId: at.bookId, code: 2, title: 'Chapter 2', ...textContentColumns('Scheduled text.'), words: 600, status: 'scheduled', releaseAt: hoursFromNow(48) },
          { novelId: at.bookId, code: 3, title: 'Chapter 3', ...textContentColumns('Live text.'), words: 600, status: 'released', releaseAt: hoursFromNow(-48) },
          { novelId: at.bookId, code: 4, title: 'Chapter 4', ...textContentColumns('Taken down.'), words: 600, status: 'deleted', releaseAt: hoursFromNow(-48), deletedAt: hoursFromNow(-1) },
          { novelId: at.bookId, code: 5, title: 'Chapter 5', ...textContentColumns('Never out.'), words: 600, status: 'deleted', releaseAt: hoursFromNow(24), deletedAt: hoursFromNow(-1) },
        ])
        .returning({ id: chapters.id });
      const [draft, scheduled, released, deletedAfter, deletedBefore] = rows.map((r) => r.id);
      const sent = [
        wire(at, { type: 'chapter', chapter_id: draft }),
        wire(at, { type: 'paragraph', chapter_id: scheduled, paragraph: 1 }),
        wire(at, { type: 'chapter', chapter_id: released }),
        wire(at, { type: 'chapter', chapter_id: deletedAfter }),
        wire(at, { type: 'chapter', chapter_id: deletedBefore }),
      ];
      const res = await platform('POST', '/platform/v1/comment.ingest?lang=pt', { comments: sent });
      expect(res.body.data).toMatchObject({ accepted: 2 });
      expect(res.body.data.rejected).toEqual([
        { index: 0, id: sent[0].id, reason: translate('pt', 'comment.ingest.notReleased', { id: draft }) },
        { index: 1, id: sent[1].id, reason: translate('pt', 'comment.ingest.notReleased', { id: scheduled }) },
        { index: 4, id: sent[4].id, reason: translate('pt', 'comment.ingest.notReleased', { id: deletedBefore }) },
      ]);
      const stored = await db().select({ chapterId: comments.chapterId }).from(comments).where(eq(comments.authorId, at.userId));
      expect(stored.map((c) => c.chapterId).sort()).toEqual([released, deletedAfter].sort());
    });

    it('vets comments on arrival in several languages and scripts; the author sees why and can restore one (audited)', async () => {
      const at = await newAuthor(db(), api);
      const texts = {
        email: 'write me at mara.fan@example.com',
        url: 'free chapters: www.readfree-novels.com',
        phone: 'โทรมา ๐๘๑ ๒๓๔ ๕๖๗๘ นะ',
        handle: '加我微信号：fan_888',
        abuse: 'Автор идиот',
      };
      const sent = Object.values(texts).map((text) => wire(at, { text }));
      const clean = wire(at, { text: 'Tolles Kapitel, weiter so!', lang: 'de' });
      const report = (await ingest([...sent, clean])).body.data;
      expect(report).toMatchObject({ accepted: 6, removed: 5 });
      const removed = (await list(at, '&view=removed')).data;
      expect(removed.list.map((c: { text: string; removed_reason: string }) => [c.text, c.removed_reason]).sort()).toEqual(
        [
          [texts.email, 'Removed automatically: it contains an email address'],
          [texts.url, 'Removed automatically: it contains a link'],
          [texts.phone, 'Removed automatically: it contains a phone number'],
          [texts.handle, 'Removed automatically: it contains a messaging account'],
          [texts.abuse, 'Removed automatically: it contains abusive words'],
        ].sort(),
      );
      expect((await list(at)).data.list.map((c: { text: string }) => c.text)).toEqual([clean.text]);
      const abuse = removed.list.find((c: { text: string }) => c.text === texts.abuse);
      expect((await api.post('/v1/comment.restore?lang=en', at.token, { comment_id: abuse.id })).body.code).toBe(200);
      expect((await list(at)).data.counts.all).toBe(2);
      const trail = await db().select().from(auditLog).where(and(eq(auditLog.subjectKind, 'comment'), eq(auditLog.subjectId, String(abuse.id))));
      expect(trail.map((t) => t.action).sort()).toEqual(['comment.auto_removed', 'comment.restored']);
    });

    it('replies 20 seconds apart across the author’s comments (19 s refused with the wait, 20 s accepted); edit and delete; the feed tells the reader site', async () => {
      const at = await newAuthor(db(), api);
      const [a, b] = await seed(at, 2);
      const start = (await platform('GET', '/platform/v1/reply.feed?limit=1000')).body.data.cursor as number;
      expect((await api.post('/v1/comment.reply?lang=en', at.token, { comment_id: a, text: '   ' })).body.data.fields.text).toBe('Write a reply first');
      expect((await api.post('/v1/comment.reply?lang=en', at.token, { comment_id: a, text: 'x'.repeat(2001) })).body.data.fields.text).toBe('Use at most 2,000 characters');
      const first = await api.post('/v1/comment.reply?lang=en', at.token, { comment_id: a, text: 'Thank you for reading!' });
      expect(first.body).toMatchObject({ code: 200, data: { wait_seconds: 20 } });
      clock.advance(19_000);
      const early = await api.post('/v1/comment.reply?lang=en', at.token, { comment_id: b, text: 'And thank you too!' });
      expect(early.body).toMatchObject({ code: 4029, data: { retryAfter: 1 }, desc: 'Comments must be at least 20 seconds apart. Try again in 1 seconds' });
      expect((await list(at, '&reply=all')).data.wait_seconds).toBe(1);
      clock.advance(1_000);
      expect((await api.post('/v1/comment.reply?lang=en', at.token, { comment_id: b, text: 'And thank you too!' })).body.code).toBe(200);
      // Two tabs at the same moment: one reply is accepted, the other waits.
      clock.advance(20_000);
      const race = await Promise.all([a, b].map((id) => api.post('/v1/comment.reply?lang=en', at.token, { comment_id: id, text: 'Racing reply' })));
      expect(race.map((r) => r.body.code).sort()).toEqual([200, 4029]);

      const replyId = first.body.data.reply.id;
      expect((await api.post('/v1/comment.reply_edit?lang=en', at.token, { reply_id: replyId, text: 'Thanks a lot for reading!' })).body.data.edited_at).not.toBeNull();
      const counts = (await list(at, '&reply=replied')).data;
      expect(counts.list).toHaveLength(2);
      const before = counts.list.find((c: { id: number }) => c.id === a).replies.length;
      expect((await api.post('/v1/comment.reply_delete?lang=en', at.token, { reply_id: replyId })).body.code).toBe(200);
      expect((await list(at, '&reply=all')).data.list.find((c: { id: number }) => c.id === a).replies).toHaveLength(before - 1);

      const feed = (await platform('GET', `/platform/v1/reply.feed?cursor=${start}&limit=1000`)).body.data;
      const mine = feed.events.filter((e: { comment_id: string | null }) => e.comment_id?.startsWith('c-'));
      expect(mine.map((e: { kind: string }) => e.kind)).toEqual(['reply', 'reply', 'reply', 'reply_edited', 'reply_deleted']);
      expect(mine[0]).toMatchObject({ text: 'Thank you for reading!', author_name: expect.stringMatching(/^Pen /) });
      const after = (await platform('GET', `/platform/v1/reply.feed?cursor=${feed.cursor}`)).body.data;
      expect(after.events).toEqual([]);
    });

    it('pins at most 3 per novel: the fourth names the earliest and replaces it once confirmed, and two racing requests never leave 4', async () => {
      const at = await newAuthor(db(), api);
      const ids = await seed(at, 6);
      for (const id of ids.slice(0, 3)) {
        expect((await api.post('/v1/comment.pin?lang=en', at.token, { comment_id: id })).body.code).toBe(200);
        clock.advance(1_000);
      }
      const fourth = await api.post('/v1/comment.pin?lang=en', at.token, { comment_id: ids[3] });
      expect(fourth.body).toMatchObject({ code: 4009, desc: 'A novel can have at most 3 pinned comments', data: { earliest: { id: ids[0] } } });
      const confirmed = await api.post('/v1/comment.pin?lang=en', at.token, { comment_id: ids[3], replace: ids[0] });
      expect(confirmed.body.data.replaced).toBe(ids[0]);
      // Two tabs confirm replacing the same earliest pin for different comments: one wins.
      const earliest = ids[1];
      const race = await Promise.all([ids[4], ids[5]].map((id) => api.post('/v1/comment.pin?lang=en', at.token, { comment_id: id, replace: earliest })));
      expect(race.map((r) => r.body.code).sort()).toEqual([200, 4009]);
      const pinned = (await list(at, '&pinned=pinned&reply=all')).data;
      expect(pinned.list).toHaveLength(3);
      expect(pinned.counts.pinned).toBe(3);
      expect((await api.post('/v1/comment.unpin?lang=en', at.token, { comment_id: ids[3] })).body.data.changed).toBe(1);
      expect((await list(at, '&pinned=pinned')).data.list).toHaveLength(2);
    });

    it('deletes with a reason, marks handled in bulk, filters and searches, pages by cursor', async () => {
      const at = await newAuthor(db(), api);
      const ids = await seed(at, 55);
      await seed(at, 1, { text: 'The lighthouse keeper is my favourite 100% of the time' });
      expect((await api.post('/v1/comment.delete?lang=en', at.token, { comment_ids: [ids[0], ids[1]], reason: 'rude' })).body.code).toBe(4001);
      expect((await api.post('/v1/comment.delete?lang=en', at.token, { comment_ids: [ids[0], ids[1]], reason: 'spoiler' })).body.data.changed).toBe(2);
      expect((await api.post('/v1/comment.handle?lang=en', at.token, { comment_ids: [ids[2], ids[3], ids[4]] })).body.data.changed).toBe(3);
      const inbox = (await list(at, '&reply=unreplied')).data;
      expect(inbox.counts).toMatchObject({ all: 54, unreplied: 51, removed: 2 });
      expect(inbox.list).toHaveLength(50);
      const next = (await list(at, `&reply=unreplied&cursor=${inbox.next_cursor}`)).data;
      expect(next.list).toHaveLength(1);
      expect(new Set([...inbox.list, ...next.list].map((c: { id: number }) => c.id)).size).toBe(51);
      expect(next.next_cursor).toBeNull();
      // The portal's first window is 20: the pages after it go on from its last without a gap or a repeat.
      const window = (await list(at, '&reply=unreplied&limit=20')).data;
      expect(window.list).toHaveLength(20);
      const rest = (await list(at, `&reply=unreplied&cursor=${window.next_cursor}`)).data;
      expect(rest.list).toHaveLength(31);
      expect([...window.list, ...rest.list].map((c: { id: number }) => c.id)).toEqual([...inbox.list, ...next.list].map((c: { id: number }) => c.id));
      expect((await api.get('/v1/comment.list?lang=en&limit=51', at.token)).body.code).toBe(4001);
      const removed = (await list(at, '&view=removed')).data.list;
      expect(removed.map((c: { removed_reason: string }) => c.removed_reason)).toEqual(['Deleted by you: spoiler', 'Deleted by you: spoiler']);
      // The search takes % literally and finds the reader's name too.
      expect((await list(at, `&q=${encodeURIComponent('100%')}`)).data.list).toHaveLength(1);
      expect((await list(at, '&q=NIGHTOWL')).data.counts.all).toBe(54);
      expect((await list(at, '&type=paragraph')).data.list).toHaveLength(0);
    });

    it('blocks a reader (timed, hiding the past) and lifts it; blocks reach the feed and new comments of a blocked reader are hidden', async () => {
      const at = await newAuthor(db(), api);
      const [mine] = await seed(at, 1, { reader_id: 'r-troll', reader_name: 'troll_42' });
      await seed(at, 1);
      const blocked = await api.post('/v1/comment.block?lang=en', at.token, { comment_id: mine, days: 7, hide_past: true });
      expect(blocked.body.data).toMatchObject({ reader_id: 'r-troll', hide_past: true, until: new Date(clock.now().getTime() + 7 * 86_400_000).toISOString() });
      expect((await list(at, '&view=removed')).data.list[0]).toMatchObject({ reader_id: 'r-troll', removed_reason: 'Hidden: you blocked this reader', reader_blocked: true });
      expect((await ingest([wire(at, { reader_id: 'r-troll', reader_name: 'troll_42' })])).body.data.removed).toBe(1);
      expect((await list(at)).data.counts.all).toBe(1);
      const blocks = (await api.get('/v1/comment.blocks', at.token)).body.data.list;
      expect(blocks).toHaveLength(1);
      const feed = (await platform('GET', '/platform/v1/reply.feed?limit=1000')).body.data;
      expect(feed.events.some((e: { kind: string; reader_id: string | null; hide_past: boolean | null }) => e.kind === 'reader_blocked' && e.reader_id === 'r-troll' && e.hide_past)).toBe(true);
      expect((await api.post('/v1/comment.unblock?lang=en', at.token, { block_id: blocks[0].id })).body.code).toBe(200);
      expect((await list(at)).data.counts.all).toBe(3); // the hidden past and the one that came in while blocked are back
      expect((await api.get('/v1/comment.blocks', at.token)).body.data.list).toEqual([]);
      expect((await api.post('/v1/comment.unblock?lang=en', at.token, { block_id: blocks[0].id })).body.code).toBe(4004);
    });

    it('retractions remove comments for good; another author’s comment and reply ids answer 4004 on every endpoint', async () => {
      const at = await newAuthor(db(), api);
      const other = await newAuthor(db(), api);
      const sent = wire(at);
      await ingest([sent]);
      const [id] = (await list(at)).data.list.map((c: { id: number }) => c.id);
      const replied = await api.post('/v1/comment.reply?lang=en', at.token, { comment_id: id, text: 'Thanks!' });
      const replyId = replied.body.data.reply.id;
      for (const [url, body] of [
        ['/v1/comment.reply', { comment_id: id, text: 'hi' }],
        ['/v1/comment.reply_edit', { reply_id: replyId, text: 'hi' }],
        ['/v1/comment.reply_delete', { reply_id: replyId }],
        ['/v1/comment.pin', { comment_id: id }],
        ['/v1/comment.unpin', { comment_id: id }],
        ['/v1/comment.delete', { comment_ids: [id], reason: 'spam' }],
        ['/v1/comment.restore', { comment_id: id }],
        ['/v1/comment.handle', { comment_ids: [id] }],
        ['/v1/comment.block', { comment_id: id, days: null, hide_past: false }],
      ] as const) {
        expect((await api.post(`${url}?lang=en`, other.token, body)).body.code, url).toBe(4004);
      }
      expect((await list(other, '&reply=all')).data.list).toEqual([]);
      const retracted = (await platform('POST', '/platform/v1/comment.retract', { ids: [sent.id, 'never-sent'] })).body.data;
      expect(retracted).toEqual({ retracted: 1, unknown: 1, refused: 0 });
      expect((await list(at, '&reply=all')).data.list).toEqual([]);
      expect((await list(at, '&view=removed')).data.list).toEqual([]);
      expect((await api.post('/v1/comment.restore?lang=en', at.token, { comment_id: id })).body.code).toBe(4009);
    });

    it('staff simulate realistic comments through the real ingestion, keep the word list, and remove a comment with an audit entry', async () => {
      const at = await newAuthor(db(), api);
      await chapterOf(at.bookId);
      const report = (await api.post('/admin/v1/comments.simulate', admin, { novel: at.bookId, count: 120, days: 7 })).body.data;
      expect(report.accepted).toBe(120);
      expect(report.rejected).toEqual([]);
      const types = new Set((await db().select({ type: comments.type }).from(comments).where(eq(comments.authorId, at.userId))).map((r) => r.type));
      expect([...types].sort()).toEqual(['chapter', 'paragraph', 'review']);
      expect((await api.post('/admin/v1/comments.simulate', admin, { novel: 999_999, count: 1 })).body.code).toBe(4004);

      expect((await api.post('/admin/v1/comments.wordAdd', admin, { word: 'Plot Armour Clown' })).body.data.added).toBe(1);
      expect((await api.get('/admin/v1/comments.words', admin)).body.data.list.map((w: { word: string }) => w.word)).toContain('plot armour clown');
      expect((await ingest([wire(at, { text: 'what a PLOT armour clown' })])).body.data.removed).toBe(1);
      expect((await api.post('/admin/v1/comments.wordRemove', admin, { word: 'plot armour clown' })).body.data.removed).toBe(1);
      expect((await ingest([wire(at, { text: 'what a plot armour clown' })])).body.data.removed).toBe(0);

      const [target] = (await list(at, '&reply=all')).data.list;
      expect((await api.post('/admin/v1/comments.remove', admin, { id: target.id, reason: 'Defamatory about a real person' })).body.data.removed).toBe(1);
      expect((await list(at, '&view=removed')).data.list.some((c: { id: number; removed_reason: string }) => c.id === target.id && /moderators/.test(c.removed_reason))).toBe(true);
      const trail = await db().select().from(auditLog).where(and(eq(auditLog.subjectKind, 'comment'), eq(auditLog.subjectId, String(target.id))));
      expect(trail.map((t) => t.action)).toContain('comment.removed_by_staff');
    });

    it('a comment the moderators removed stays removed: the author cannot restore it, and the feed says who removed what', async () => {
      const at = await newAuthor(db(), api);
      const [shown, deletedFirst, authorsOwn] = await seed(at, 3);
      let start = 0;
      for (let page = (await platform('GET', '/platform/v1/reply.feed?limit=1000')).body.data; ; page = (await platform('GET', `/platform/v1/reply.feed?cursor=${start}&limit=1000`)).body.data) {
        start = page.cursor;
        if (!page.more) break;
      }

      expect((await api.post('/v1/comment.delete?lang=en', at.token, { comment_ids: [deletedFirst, authorsOwn], reason: 'spam' })).body.code).toBe(200);
      const remove = (id: number) => api.post('/admin/v1/comments.remove', admin, { id, reason: 'Defamatory about a real person' });
      expect((await remove(shown)).body.data.removed).toBe(1);
      expect((await remove(deletedFirst)).body.data.removed).toBe(1); // taken over from the author's own removal
      expect((await remove(shown)).body.data.removed).toBe(0); // once

      for (const id of [shown, deletedFirst]) {
        const refused = await api.post('/v1/comment.restore?lang=en', at.token, { comment_id: id });
        expect(refused.status).toBe(409);
        expect(refused.body).toMatchObject({ code: 4009, desc: "The platform's moderators removed this comment: only they can bring it back" });
      }
      expect((await api.post('/v1/comment.restore?lang=en', at.token, { comment_id: authorsOwn })).body.code).toBe(200); // the author's own removal stays theirs to undo

      const removed = (await list(at, '&view=removed')).data;
      expect(removed.list.filter((c: { id: number }) => [shown, deletedFirst].includes(c.id)).map((c: { state: string; removed_reason: string }) => [c.state, /moderators/.test(c.removed_reason)])).toEqual([
        ['staff_removed', true],
        ['staff_removed', true],
      ]);
      const [before] = await db().select().from(comments).where(eq(comments.id, shown));
      expect(before.state).toBe('staff_removed');

      const feed = (await platform('GET', `/platform/v1/reply.feed?cursor=${start}&limit=1000`)).body.data.events.filter((e: { kind: string }) => e.kind === 'comment_removed');
      const external = async (id: number) => (await db().select({ e: comments.externalId }).from(comments).where(eq(comments.id, id)))[0].e;
      expect(feed.map((e: { comment_id: string; removed_by: string }) => `${e.comment_id} ${e.removed_by}`).sort()).toEqual(
        [`${await external(deletedFirst)} author`, `${await external(authorsOwn)} author`, `${await external(shown)} staff`].sort(),
      );
      expect(feed.at(-1).comment_id).toBe(await external(shown));
    });

    it('a page names each comment’s novel and chapter, its replies oldest first with their edit times, and whether its reader is blocked now', async () => {
      const at = await newAuthor(db(), api);
      const chapterId = await chapterOf(at.bookId);
      const [onChapter, byBlocked, byExpired, byLifted] = await seed(at, 4, { reader_id: 'r-0' });
      const readers: [number, string][] = [[byBlocked, 'r-blocked'], [byExpired, 'r-expired'], [byLifted, 'r-lifted']];
      for (const [id, reader] of readers) await db().update(comments).set({ readerId: reader }).where(eq(comments.id, id));
      await db().update(comments).set({ type: 'chapter', chapterId }).where(eq(comments.id, onChapter));
      const now = clock.now().getTime();
      const second = new Date(now - 60_000);
      await db().insert(commentReplies).values([
        { commentId: onChapter, authorId: at.userId, text: 'Second reply', createdAt: second, editedAt: new Date(now - 30_000) },
        { commentId: onChapter, authorId: at.userId, text: 'First reply', createdAt: new Date(now - 120_000) },
        { commentId: onChapter, authorId: at.userId, text: 'Deleted reply', createdAt: new Date(now - 90_000), deletedAt: new Date(now - 10_000) },
      ]);
      await db().insert(readerBlocks).values([
        { authorId: at.userId, readerId: 'r-blocked', readerName: 'a', until: new Date(now + 86_400_000) },
        { authorId: at.userId, readerId: 'r-expired', readerName: 'b', until: new Date(now - 1_000) },
        { authorId: at.userId, readerId: 'r-lifted', readerName: 'c', liftedAt: new Date(now - 1_000) },
      ]);
      const page = (await list(at, '&reply=all')).data.list as { id: number; book_title: string; chapter_code: number | null; chapter_title: string | null; reader_blocked: boolean; replies: { text: string; created_at: string; edited_at: string | null }[] }[];
      const entry = (id: number) => page.find((c) => c.id === id)!;
      expect(entry(onChapter)).toMatchObject({ book_title: expect.stringMatching(/\S/), chapter_code: 1, chapter_title: 'Chapter 1: The Tide', reader_blocked: false });
      expect(entry(onChapter).replies).toEqual([
        { id: expect.any(Number), text: 'First reply', created_at: new Date(now - 120_000).toISOString(), edited_at: null },
        { id: expect.any(Number), text: 'Second reply', created_at: second.toISOString(), edited_at: new Date(now - 30_000).toISOString() },
      ]);
      expect(entry(byBlocked)).toMatchObject({ reader_blocked: true, chapter_code: null, chapter_title: null, replies: [] });
      expect(entry(byExpired).reader_blocked).toBe(false);
      expect(entry(byLifted).reader_blocked).toBe(false);

      // The plain inbox's one statement answers what the page, its names, the counts and the wait read one by one.
      await db().update(comments).set({ pinnedAt: new Date(now - 5_000) }).where(eq(comments.id, byExpired));
      const options = { lang: 'en', now: clock.now() };
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query = { limit: 3, ...(cursor ? { cursor } : {}) };
        expect(isPlainInbox(query)).toBe(true);
        const plain = await listComments(db(), at.userId, query, options);
        expect(plain).toEqual(await filteredInbox(db(), at.userId, query, options));
        cursor = plain.next_cursor;
        pages++;
      } while (cursor);
      expect(pages).toBe(2);
    });
  },
  () => ({ demo: true, clock: clock.now }),
);
