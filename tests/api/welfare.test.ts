import { beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { describeEachDatabase } from '../support/each-database';
import { apiClient, wordsText } from '../support/api-client';
import { newAuthor, newWork, type AuthorFixture } from '../support/contracts';
import { DEMO_ADMIN, DEMO_EDITOR } from '../../src/server/seed/demo';
import { chapters, novels, notifications, writingLog } from '../../src/server/db/schema';
import { ledgerTotals } from '../../src/server/modules/ledger/ledger-repository';
import { grantMilestones } from '../../src/server/modules/welfare/grants';
import { noticesAt } from '../../src/server/modules/notification';
import { money } from '../../src/domain/money';
import { daysOfMonth } from '../../src/domain/welfare';
import { monthBefore } from '../../src/domain/payout';
import type { WelfareProgramWire } from '../../src/domain/api/welfare';
import { textContentColumns } from '../../src/server/modules/chapter';

/** A program as this test reads it: the parts its kind has are there. */
type Shown = { [K in keyof WelfareProgramWire]: NonNullable<WelfareProgramWire[K]> };

const today = () => new Date().toISOString().slice(0, 10);
/** The attendance program's names as staff wrote them: English and German only. */
const NAMES = { en: 'Daily updater bonus', de: 'Bonus für tägliche Updates' };
const thisMonth = () => today().slice(0, 7);

describeEachDatabase('welfare programs, progress from releases, applications and grants', ({ get }) => {
  const api = apiClient(() => get().app);
  const db = () => get().database.db;
  let admin: string;
  let editor: string;
  const programs: Record<string, number> = {};
  let code = 1000;

  /** A chapter of `words` released at `at`, as the editor records a release. */
  const release = async (at: AuthorFixture, when: string, words: number, bookId = at.bookId) => {
    const [chapter] = await db().insert(chapters).values({ novelId: bookId, code: ++code, title: `Chapter ${code}`, ...textContentColumns('x'), words, status: 'released' }).returning({ id: chapters.id });
    await db().insert(writingLog).values({ authorId: at.userId, chapterId: chapter.id, at: new Date(when), words, released: 1 });
  };
  const list = async (at: AuthorFixture) => (await api.get('/v1/welfare.programs?lang=en', at.token)).body.data.list as Shown[];
  const program = async (at: AuthorFixture, id: number) => (await list(at)).find((p) => p.id === id)!;

  beforeAll(async () => {
    admin = await api.staffLogin(DEMO_ADMIN.email, DEMO_ADMIN.password);
    editor = await api.staffLogin(DEMO_EDITOR.email, DEMO_EDITOR.password);
    const create = async (body: Record<string, unknown>) => {
      const res = await api.post('/admin/v1/welfare.programCreate', admin, body);
      expect(res.body.code, JSON.stringify(res.body)).toBe(200);
      return res.body.data.id as number;
    };
    expect((await api.post('/admin/v1/welfare.programCreate', admin, { kind: 'lottery', amount: '1', currency: 'USD', min_words: 1 })).body.data.fields.kind).toBeDefined();
    expect((await api.post('/admin/v1/welfare.programCreate', admin, { kind: 'full_attendance', amount: '1', currency: 'USD', min_words: 1, time_zone: 'Mars/Olympus' })).body.data.fields.time_zone).toBeDefined();
    expect((await api.post('/admin/v1/welfare.programCreate', admin, { kind: 'word_milestone', amount: '1', currency: 'USD' })).body.data.fields.milestone_words).toBeDefined();
    programs.attendance = await create({ kind: 'full_attendance', amount: '30.00', currency: 'USD', min_words: 1000, time_zone: 'UTC', names: NAMES });
    programs.milestone = await create({ kind: 'word_milestone', amount: '50', currency: 'USD', milestone_words: 5000, time_zone: 'Pacific/Kiritimati' });
    programs.completion = await create({ kind: 'completion', amount: '100', currency: 'USD', min_words: 40_000 });
    programs.otherSite = await create({ kind: 'completion', amount: '5', currency: 'USD', min_words: 1, site_id: 540 });
  });

  it('full attendance: every day of a month in the program’s zone, live progress, an application for the previous month only', async () => {
    const at = await newAuthor(db(), api);
    const previous = monthBefore(thisMonth());
    for (const day of daysOfMonth(previous)) await release(at, `${day}T12:00:00Z`, 1000);
    const doneToday = today();
    for (const day of daysOfMonth(thisMonth()).filter((d) => d < doneToday)) await release(at, `${day}T00:30:00Z`, 1200);

    const visible = (await list(at)).map((p) => p.id);
    expect(visible).toEqual(expect.arrayContaining([programs.attendance, programs.milestone, programs.completion]));
    expect(visible).not.toContain(programs.otherSite); // another site’s program

    const before = await program(at, programs.attendance);
    expect(before).toMatchObject({ kind: 'full_attendance', name: 'Daily updater bonus', min_words: 1000, amount: money(3000, 'USD'), needs_application: true, time_zone: 'UTC', month: thisMonth() });
    const dayOfMonth = Number(doneToday.slice(8));
    expect(before.attendance).toMatchObject({ met: dayOfMonth - 1, missed: 0, required: daysOfMonth(thisMonth()).length });
    expect(before.attendance.remaining).toBe(daysOfMonth(thisMonth()).length - dayOfMonth + 1); // today still to come
    expect(before.projected).toEqual(money(3000, 'USD'));
    expect(before.previous).toMatchObject({ month: previous, qualified: true, claim: null });

    // Publishing today's chapter through the editor moves today to met.
    const published = await api.post('/v1/writeCenter.chapterAdd', at.token, { original_book_id: at.bookId, title: 'The Day Counts', content: wordsText(1200), action: 'publish' });
    expect(published.body.code, JSON.stringify(published.body)).toBe(200);
    const after = await program(at, programs.attendance);
    expect(after.attendance.met).toBe(dayOfMonth);
    expect(after.attendance.days.at(-1)).toEqual({ date: doneToday, words: 1200, met: true });

    const apply = (body: Record<string, unknown>) => api.post('/v1/welfare.apply?lang=en', at.token, { program_id: programs.attendance, ...body });
    expect((await apply({ period: thisMonth() })).body.data.fields.period).toBeDefined();
    const claim = (await apply({ period: previous })).body.data;
    expect(claim).toMatchObject({ status: 'pending', period: previous, amount: money(3000, 'USD'), kind: 'full_attendance' });
    expect((await apply({ period: previous })).body.code).toBe(4009);
    expect((await program(at, programs.attendance)).previous.claim?.status).toBe('pending');

    // One missed day ends a month: another author who skipped a day cannot apply.
    const skipper = await newAuthor(db(), api);
    for (const day of daysOfMonth(previous).slice(1)) await release(skipper, `${day}T12:00:00Z`, 1000);
    expect((await program(skipper, programs.attendance)).previous.qualified).toBe(false);
    expect((await api.post('/v1/welfare.apply', skipper.token, { program_id: programs.attendance, period: previous })).body.code).toBe(4009);

    // The editor rejects with a reason the author reads on /welfareManage2.
    await api.post('/admin/v1/welfare.reject', editor, { id: claim.id, reason: 'Two chapters were the same text' });
    const claims = (await api.get('/v1/welfare.claims', at.token)).body.data.list;
    expect(claims[0]).toMatchObject({ id: claim.id, status: 'rejected', reason: 'Two chapters were the same text' });
  });

  it('a program’s name is written per language: each author reads their own, or the English one flagged; English is required', async () => {
    const at = await newAuthor(db(), api);
    const read = async (lang: string, id = programs.attendance) => (await api.get(`/v1/welfare.programs?lang=${lang}`, at.token)).body.data.list.find((p: { id: number }) => p.id === id);
    expect(await read('de')).toMatchObject({ name: NAMES.de, name_fallback: false });
    expect(await read('th')).toMatchObject({ name: NAMES.en, name_fallback: true });
    expect(await read('en')).toMatchObject({ name: NAMES.en, name_fallback: false });
    // Without a name of its own a program is called by its kind, translated in the portal: nothing to flag.
    expect(await read('th', programs.milestone)).toMatchObject({ name: null, name_fallback: false });

    const create = (body: Record<string, unknown>, lang = 'en') => api.post(`/admin/v1/welfare.programCreate?lang=${lang}`, admin, { kind: 'completion', amount: '1', currency: 'USD', min_words: 1, ...body });
    const noEnglish = await create({ names: { de: 'Abschlussbonus' } }, 'de');
    expect(noEnglish.body.code).toBe(4001);
    expect(noEnglish.body.data.fields.names).toMatch(/englischen Namen/);
    expect((await create({ names: { en: 'Finish bonus', xx: 'Unknown' } })).body.data.fields.names).toBeDefined();

    // Staff add a Thai name later and drop the German one; English cannot be dropped.
    const named = await api.post('/admin/v1/welfare.programNames', admin, { id: programs.attendance, names: { th: 'โบนัสอัปเดตรายวัน', de: '' } });
    expect(named.body.data.names).toEqual({ en: NAMES.en, th: 'โบนัสอัปเดตรายวัน' });
    expect(await read('th')).toMatchObject({ name: 'โบนัสอัปเดตรายวัน', name_fallback: false });
    expect(await read('de')).toMatchObject({ name: NAMES.en, name_fallback: true });
    expect((await api.post('/admin/v1/welfare.programNames', admin, { id: programs.attendance, names: { en: ' ' } })).body.code).toBe(4001);
    expect((await api.post('/admin/v1/welfare.programNames', admin, { id: 999_999, names: { en: 'x' } })).body.code).toBe(4004);
    await api.post('/admin/v1/welfare.programNames', admin, { id: programs.attendance, names: { ...NAMES, th: '' } });
    expect((await api.get('/admin/v1/welfare.programs', admin)).body.data.list.find((p: { id: number }) => p.id === programs.attendance).names).toEqual(NAMES);
  });

  it('word milestone: counted in the program’s own zone, granted once at the month’s close as a welfare line; nothing to apply for', async () => {
    const at = await newAuthor(db(), api);
    const previous = monthBefore(thisMonth());
    const lastOfPrevious = daysOfMonth(previous).at(-1)!;
    await release(at, `${previous}-10T12:00:00Z`, 3000);
    await release(at, `${previous}-11T12:00:00Z`, 2500);
    // 23:00 UTC on the previous month's last day is already this month at UTC+14.
    await release(at, `${lastOfPrevious}T23:00:00Z`, 700);
    const milestone = await program(at, programs.milestone);
    expect(milestone.needs_application).toBe(false);
    expect(milestone.milestone.words).toBe(700);
    expect(milestone.milestone.remaining).toBe(4300);
    expect(milestone.previous).toMatchObject({ qualified: true });
    expect((await api.post('/v1/welfare.apply', at.token, { program_id: programs.milestone, period: previous })).body.code).toBe(4009);

    const notices = noticesAt('https://authors.example.test');
    await grantMilestones(db(), new Date(), notices);
    await grantMilestones(db(), new Date(), notices); // once per month
    expect(await ledgerTotals(db(), { authorId: at.userId, kinds: ['welfare'] })).toEqual([money(5000, 'USD')]);
    const claims = (await api.get('/v1/welfare.claims', at.token)).body.data.list;
    expect(claims).toMatchObject([{ status: 'granted', period: previous, kind: 'word_milestone' }]);
    const told = await db().select().from(notifications).where(and(eq(notifications.userId, at.userId), eq(notifications.template, 'notice.welfare.granted')));
    expect(told).toHaveLength(1);
  });

  it('completion: a finished work with enough words applies once and is granted by the editor; another author’s work is 4004', async () => {
    const at = await newAuthor(db(), api);
    const finished = await newWork(db(), at.userId, 45_000, 'A Finished Tide');
    await db().update(novels).set({ status: 'finished' }).where(eq(novels.id, finished));
    const short = await newWork(db(), at.userId, 12_000, 'A Short Tide');
    await db().update(novels).set({ status: 'finished' }).where(eq(novels.id, short));
    const completion = await program(at, programs.completion);
    expect(completion.works.find((w: { original_book_id: number }) => w.original_book_id === finished)).toMatchObject({ finished: true, eligible: true, words: 45_000, claim: null });
    expect(completion.works.find((w: { original_book_id: number }) => w.original_book_id === short)).toMatchObject({ finished: true, eligible: false });
    expect(completion.projected).toEqual(money(10_000, 'USD'));

    const apply = (bookId: number, token = at.token) => api.post('/v1/welfare.apply', token, { program_id: programs.completion, original_book_id: bookId });
    expect((await apply(short)).body.code).toBe(4009);
    const stranger = await newAuthor(db(), api);
    expect((await apply(finished, stranger.token)).body.code).toBe(4004);
    const claim = (await apply(finished)).body.data;
    expect(claim).toMatchObject({ status: 'pending', original_book_id: finished, title: 'A Finished Tide', period: null });
    const queue = (await api.get('/admin/v1/welfare.claims', editor)).body.data.list;
    expect(queue.map((q: { id: number }) => q.id)).toContain(claim.id);
    const granted = (await api.post('/admin/v1/welfare.grant', editor, { id: claim.id })).body.data;
    expect(granted).toMatchObject({ status: 'granted', amount: money(10_000, 'USD') });
    expect((await api.post('/admin/v1/welfare.grant', editor, { id: claim.id })).body.code).toBe(4009);
    expect(await ledgerTotals(db(), { authorId: at.userId, kinds: ['welfare'] })).toEqual([money(10_000, 'USD')]);
    expect((await program(at, programs.completion)).projected).toEqual(money(0, 'USD'));
  });
}, () => ({ demo: true }));
