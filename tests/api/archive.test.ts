import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describeEachDatabase } from '../support/each-database';
import { apiClient } from '../support/api-client';
import { loadNovelFixtures, makeAuthor, novelBody, type NovelFixtures } from '../support/novels';
import { archives, auditLog, chapters, mailOutbox, notifications, users } from '../../src/server/db/schema';
import { localStorage, type Storage } from '../../src/server/lib/storage/storage';
import { normalizeChapterDoc, type ChapterDoc } from '../../src/domain/chapter-doc';
import { MANIFEST_SCHEMA, archiveService } from '../../src/server/modules/archive';
import { inProcessQueue, type JobQueue } from '../../src/server/lib/jobs/queue';
import { noticesAt } from '../../src/server/modules/notification';
import pino from 'pino';

/** The queue the app runs its jobs on, so a test can run the weekly job's work itself and read what it did. */
let queue: JobQueue;

const t = (text: string, ...marks: ('bold' | 'italic' | 'underline' | 'strike')[]) => (marks.length ? { type: 'text' as const, text, marks: marks.map((type) => ({ type })) } : { type: 'text' as const, text });
const p = (...content: ReturnType<typeof t>[]) => ({ type: 'paragraph' as const, content });
const centred = (...content: ReturnType<typeof t>[]) => ({ type: 'paragraph' as const, attrs: { textAlign: 'center' as const }, content });
const empty = () => ({ type: 'paragraph' as const });

/** Chapters that use every part of the chapter schema, in several scripts, with characters markup would eat. */
const DOCS: { title: string; doc: ChapterDoc }[] = [
  {
    title: 'Chapter 1: The Harbour & the <Bell>',
    doc: {
      type: 'doc',
      content: [
        p(t('The bell rang '), t('twice', 'italic'), t(', and '), t('nobody', 'bold', 'italic'), t(' came — not even “Ade”.')),
        p(t('Under', 'underline'), t(' the pier, '), t('a crossed-out word', 'strike'), t(' and 5 * 3 = 15 & <less>.')),
        { type: 'horizontalRule' },
        centred(t('A letter, centred, '), t('signed', 'bold')),
        { type: 'blockquote', content: [p(t('Come home', 'italic'), t(' before the tide.')), p(t('— Mother'))] },
        p(t('After the quote, the night went on.')),
      ],
    },
  },
  { title: 'บทที่ 2 ท่าเรือ', doc: { type: 'doc', content: [p(t('ระฆังที่ท่าเรือดังขึ้น')), p(t('เสียงคลื่น', 'bold'), t(' ไม่หยุด'))] } },
  { title: '第三章 灯塔', doc: { type: 'doc', content: [p(t('灯塔的光'), t('一闪', 'underline', 'strike'), t('而过。')), centred(t('完'))] } },
  {
    // What a reading of an outside manuscript would change: kept exactly when the file is the archive's own.
    title: 'Chapter 4:  *** <i>not italic</i> &amp; “# not a heading”',
    doc: {
      type: 'doc',
      content: [
        empty(),
        p(t('  Two spaces lead,  two inside, a\ttab, a\u00a0no-break space, two trail  ')),
        empty(),
        p(t('***')),
        { type: 'horizontalRule' },
        centred(t('* * *')),
        { type: 'blockquote', content: [p(t('The first quote.'))] },
        { type: 'blockquote', content: [p(t('The second quote, right after it.')), empty(), centred(t('— its centred end', 'bold'))] },
        p(t('\u3000\u3000全角空格缩进的段落。')),
        p(t('שלום, ', 'italic'), t('مرحبا بالعالم', 'bold'), t(' and back to left to right.')),
        p(t('every mark', 'bold', 'italic', 'underline', 'strike'), t(' ', 'italic'), t('underlined', 'underline')),
        p(t('# not a heading, <b>not bold</b>, [not a link](x) & &amp; \\*')),
        empty(),
      ],
    },
  },
];

describeEachDatabase(
  'archive',
  ({ get }) => {
    const api = apiClient(() => get().app);
    const db = () => get().database.db;
    let ref: NovelFixtures;
    let author: string;
    let other: string;
    let authorId: number;
    let novelId: number;

    const status = (token: string, id: string) => api.get(`/v1/archive.status?archive_id=${id}`, token);
    /** Waits for the job to end the archive (ready or failed), watching the progress only ever go up. */
    async function settled(token: string, id: string) {
      const seen: number[] = [];
      const data = await vi.waitFor(
        async () => {
          const res = await status(token, id);
          expect(res.body.code).toBe(200);
          seen.push(res.body.data.progress);
          expect(['ready', 'failed']).toContain(res.body.data.status);
          return res.body.data;
        },
        { timeout: 30_000, interval: 20 },
      );
      expect([...seen].sort((a, b) => a - b)).toEqual(seen);
      return data;
    }
    async function download(url: string) {
      const res = await get().app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      return unzipSync(new Uint8Array(res.rawPayload));
    }
    /** A multipart import preview of one file. */
    async function preview(token: string, file: Uint8Array, fileName: string) {
      const boundary = '----wc-archive-boundary';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
        Buffer.from(file),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await get().app.inject({ method: 'POST', url: '/v1/import.preview?lang=en', payload, headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` } });
      return res.json();
    }

    beforeAll(async () => {
      ref = await loadNovelFixtures(db());
      author = await makeAuthor(api, db(), 'archivist@example.test', 'Ada Archivist');
      other = await makeAuthor(api, db(), 'archive-other@example.test', 'Other Hand');
      authorId = (await db().select().from(users).where(eq(users.email, 'archivist@example.test')))[0].id;
      const res = await api.post('/v1/writeCenter.bookAdd', author, novelBody(ref, { title: 'The Quiet Harbour' }));
      novelId = res.body.data.original_book_id;
      for (const { title, doc } of DOCS) {
        const added = await api.post('/v1/writeCenter.chapterAdd', author, { original_book_id: novelId, title, action: 'draft', content_doc: doc });
        expect(added.body.code).toBe(200);
      }
      // The last chapter waits for its release: scheduled chapters are in the archive too.
      const [last] = await db().select().from(chapters).where(and(eq(chapters.novelId, novelId), eq(chapters.code, 3)));
      await db().update(chapters).set({ status: 'scheduled', releaseAt: new Date('2030-01-01T00:00:00Z') }).where(eq(chapters.id, last.id));
    });

    let zip: Record<string, Uint8Array>;
    let archiveId: string;

    it('builds the archive in a job: progress reaches ready, a 7-day signed link, a notice and a mail', async () => {
      const asked = await api.post('/v1/archive.request?lang=en', author);
      expect(asked.body).toMatchObject({ code: 200, desc: 'Your archive is being made' });
      archiveId = asked.body.data.archive_id;
      expect(archiveId).toMatch(/^[0-9a-f]{32}$/);
      const done = await settled(author, archiveId);
      expect(done).toMatchObject({ status: 'ready', progress: 100, kind: 'works', expired: false });
      const days = (Date.parse(done.expires_at) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.99);
      expect(days).toBeLessThanOrEqual(7);
      expect(done.url).toMatch(/^\/files\/private\/archive\/[0-9a-f]{32}\.zip\?expires=\d+&sig=/);
      zip = await download(done.url);
      const notices = await db().select().from(notifications).where(eq(notifications.userId, authorId));
      expect(notices.map((n) => n.template)).toContain('notice.archive.works.ready');
      const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'archivist@example.test'));
      expect(mails.find((m) => m.template === 'archive_ready')?.subject).toMatch(/^Your .+ archive is ready$/);
      // Private: no public URL reaches it.
      const [row] = await db().select().from(archives).where(eq(archives.id, archiveId));
      expect((await get().app.inject({ method: 'GET', url: `/uploads/${row.storageKey}` })).statusCode).not.toBe(200);
    });

    it('lists every file in manifest.json with its size and SHA-256, and describes itself by a JSON Schema', () => {
      const manifest = JSON.parse(strFromU8(zip['manifest.json']));
      expect(manifest).toMatchObject({ format: 'writers-center-archive', version: 1, archive_id: archiveId, kind: 'works', author_id: authorId });
      const listed = manifest.files.map((f: { path: string }) => f.path).sort();
      const inZip = Object.keys(zip).filter((name) => name !== 'manifest.json' && name !== 'manifest.schema.json').sort();
      expect(listed).toEqual(inZip);
      for (const file of manifest.files) {
        expect(file.bytes, file.path).toBe(zip[file.path].byteLength);
        expect(file.sha256, file.path).toBe(createHash('sha256').update(zip[file.path]).digest('hex'));
      }
      expect(JSON.parse(strFromU8(zip['manifest.schema.json']))).toEqual(MANIFEST_SCHEMA);
      const dir = `novels/${novelId}-the-quiet-harbour`;
      for (const name of ['novel.json', 'book.epub', 'book.docx', 'book.md', 'chapters/0001-chapter-1-the-harbour-the-bell.md', 'history/0001.json', 'history/0003.json']) expect(listed).toContain(`${dir}/${name}`);
      for (const name of ['profile.json', 'comments/replies.csv', 'statistics/novels-daily.csv', 'money/ledger.csv', 'money/payouts.csv', 'contracts/contracts.csv']) expect(listed).toContain(name);
      const novel = JSON.parse(strFromU8(zip[`${dir}/novel.json`]));
      expect(novel.chapters.map((c: { status: string }) => c.status)).toEqual(['draft', 'draft', 'scheduled', 'draft']);
      const md = strFromU8(zip[`${dir}/book.md`]);
      expect(md).toContain('The bell rang *twice*, and ***nobody*** came');
      expect(md).toContain('<u>Under</u>');
      expect(md).toContain('~~a crossed-out word~~');
      expect(md).toContain('> *Come home* before the tide.');
      expect(md).toContain('5 \\* 3 = 15 & \\<less\\>.');
      const history = JSON.parse(strFromU8(zip[`${dir}/history/0001.json`]));
      expect(history[0]).toMatchObject({ version: 1, kind: 'draft', title: DOCS[0].title });
      expect(normalizeChapterDoc(history[0].doc)).toEqual(normalizeChapterDoc(DOCS[0].doc));
      expect(strFromU8(zip[`${dir}/book.epub`].subarray(30, 30 + 'mimetypeapplication/epub+zip'.length))).toBe('mimetypeapplication/epub+zip');
    });

    for (const format of ['epub', 'docx'] as const) {
      it(`round trip: the ${format.toUpperCase()} imported into a new novel gives back every chapter's title, text and formatting`, async () => {
        const file = zip[`novels/${novelId}-the-quiet-harbour/book.${format}`];
        const read = await preview(author, file, `book.${format}`);
        expect(read.code).toBe(200);
        expect(read.data.chapters.map((c: { title: string }) => c.title)).toEqual(DOCS.map((d) => d.title));
        const done = await api.post('/v1/import.confirm?lang=en', author, {
          import_id: read.data.import_id,
          book: novelBody(ref, { title: `The Quiet Harbour Again ${format.toUpperCase()}` }),
          chapters: read.data.chapters.map((c: { title: string }, i: number) => ({ from: [i], title: c.title })),
        });
        expect(done.body).toMatchObject({ code: 200 });
        const rows = await db().select().from(chapters).where(eq(chapters.novelId, done.body.data.original_book_id)).orderBy(chapters.code);
        expect(rows.map((r) => ({ title: r.draftTitle ?? r.title, doc: r.draftDoc ?? r.contentDoc }))).toEqual(DOCS.map((d) => ({ title: d.title, doc: normalizeChapterDoc(d.doc) })));
      });
    }

    it('answers 4004 for another account’s archive, and for one that does not exist', async () => {
      expect((await status(other, archiveId)).body.code).toBe(4004);
      expect((await status(author, '0'.repeat(32))).body.code).toBe(4004);
    });

    it('builds one archive at a time per author: asking again while one is under way answers that one', async () => {
      const first = await api.post('/v1/archive.request', author);
      const second = await api.post('/v1/archive.request', author);
      expect(second.body.data.archive_id).toBe(first.body.data.archive_id);
      expect((await settled(author, first.body.data.archive_id)).status).toBe('ready');
      const third = await api.post('/v1/archive.request', author);
      expect(third.body.data.archive_id).not.toBe(first.body.data.archive_id);
      await settled(author, third.body.data.archive_id);
    });


    it('shows the latest archive and keeps the weekly setting; the weekly job asks for it once a week', async () => {
      expect((await api.post('/v1/archive.settings', author, { weekly: true })).body.code).toBe(200);
      const overview = await api.get('/v1/archive.overview', author);
      expect(overview.body.data).toMatchObject({ weekly: true, link_days: 7, works: { status: 'ready' }, personal: null });
      const before = (await db().select().from(archives).where(eq(archives.authorId, authorId))).length;
      const weekly = () => archiveService({ db: db(), storage: get().storage, jobs: queue, notices: noticesAt('http://localhost:8080'), now: () => new Date() }).weekly();
      expect((await weekly()).asked).toBe(1);
      expect((await weekly()).asked).toBe(0);
      const rows = await db().select().from(archives).where(eq(archives.authorId, authorId));
      expect(rows.length).toBe(before + 1);
      const auto = rows.find((r) => r.automatic)!;
      expect((await settled(author, auto.id)).automatic).toBe(true);
      await api.post('/v1/archive.settings', author, { weekly: false });
      // A build whose job was lost (its instance stopped) is failed after an hour, so the author can ask again.
      const lost = 'f'.repeat(32);
      await db().insert(archives).values({ id: lost, authorId, kind: 'personal', status: 'building', createdAt: new Date(Date.now() - 2 * 3_600_000) });
      expect((await weekly()).abandoned).toBe(1);
      expect((await status(author, lost)).body.data.status).toBe('failed');
    });

    it('“Download my data”: after the password, personal data in the manifest’s format, the payee read audited', async () => {
      const wrong = await api.post('/v1/archive.requestPersonal?lang=en', author, { password: 'not-the-password' });
      expect(wrong.body.code).toBe(4001);
      expect(wrong.body.data.fields.password).toBeTruthy();
      const asked = await api.post('/v1/archive.requestPersonal?lang=en', author, { password: 'long-enough-password' });
      expect(asked.body.code).toBe(200);
      const done = await settled(author, asked.body.data.archive_id);
      expect(done).toMatchObject({ status: 'ready', kind: 'personal' });
      const files = await download(done.url);
      const manifest = JSON.parse(strFromU8(files['manifest.json']));
      expect(manifest.kind).toBe('personal');
      for (const name of ['personal/profile.json', 'personal/sign-ins.csv', 'personal/devices.csv', 'personal/settings.json', 'personal/notices.csv', 'personal/tickets.csv', 'personal/applications.csv', 'personal/payee.json', 'personal/access-audit.csv']) {
        expect(manifest.files.map((f: { path: string }) => f.path)).toContain(name);
      }
      for (const file of manifest.files) expect(file.sha256).toBe(createHash('sha256').update(files[file.path]).digest('hex'));
      expect(strFromU8(files['personal/sign-ins.csv'])).toContain('user_agent');
      const audits = await db().select().from(auditLog).where(eq(auditLog.subjectUserId, authorId));
      expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['payee.revealed', 'personal.exported']));
      // The notices sent so far are in it, the archive's own among them.
      expect(strFromU8(files['personal/notices.csv'])).toContain('notice.archive.works.ready');
    });
  },
  () => ({ demo: true, jobs: (queue = inProcessQueue(pino({ level: 'silent' }))) }),
);

/** A storage whose next archive fails to be written, to see the failed state and a retry. */
function failingStorage(): Storage & { failNext(): void } {
  const base = localStorage(mkdtempSync(path.join(os.tmpdir(), 'wc-archive-fail-')));
  let fail = false;
  return {
    ...base,
    failNext: () => void (fail = true),
    async saveFile(kind, data, contentType, extension) {
      if (kind === 'archive' && fail) {
        fail = false;
        throw new Error('disk full');
      }
      return base.saveFile(kind, data, contentType, extension);
    },
    async saveStream(kind, body, contentType, extension) {
      if (kind === 'archive' && fail) {
        fail = false;
        body.destroy();
        throw new Error('disk full');
      }
      return base.saveStream(kind, body, contentType, extension);
    },
  };
}

const storage = failingStorage();
describeEachDatabase(
  'archive failures',
  ({ get }) => {
    const api = apiClient(() => get().app);
    it('a build that fails shows failed, tells the author, and a new request builds it', async () => {
      const token = await makeAuthor(api, get().database.db, 'archive-fails@example.test', 'Fay Lure');
      storage.failNext();
      const asked = await api.post('/v1/archive.request', token);
      const failed = await vi.waitFor(
        async () => {
          const res = await api.get(`/v1/archive.status?archive_id=${asked.body.data.archive_id}`, token);
          expect(res.body.data.status).toBe('failed');
          return res.body.data;
        },
        { timeout: 30_000, interval: 20 },
      );
      expect(failed).toMatchObject({ url: null, expires_at: null });
      const again = await api.post('/v1/archive.request', token);
      expect(again.body.data.archive_id).not.toBe(asked.body.data.archive_id);
      await vi.waitFor(
        async () => expect((await api.get(`/v1/archive.status?archive_id=${again.body.data.archive_id}`, token)).body.data.status).toBe('ready'),
        { timeout: 30_000, interval: 20 },
      );
    });
  },
  () => ({ storage }),
);

describe('manifest schema', () => {
  it('is the documented one in docs/', async () => {
    const { readFileSync } = await import('node:fs');
    expect(JSON.parse(readFileSync(new URL('../../docs/archive-manifest.schema.json', import.meta.url), 'utf8'))).toEqual(MANIFEST_SCHEMA);
  });
});
