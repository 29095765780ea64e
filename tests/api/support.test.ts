import { beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { describeEachDatabase } from '../support/each-database';
import { apiClient, pngOfSize } from '../support/api-client';
import { newAuthor } from '../support/contracts';
import { DEMO_EDITOR } from '../../src/server/seed/demo';
import { mailOutbox, notifications } from '../../src/server/db/schema';
import { TICKETS_PER_HOUR } from '../../src/domain/support';

describeEachDatabase('contact us: tickets, their threads and the staff’s answers', ({ get }) => {
  const api = apiClient(() => get().app);
  const db = () => get().database.db;
  let editor = '';
  beforeAll(async () => {
    editor = await api.staffLogin(DEMO_EDITOR.email, DEMO_EDITOR.password);
  });

  it('opens a ticket on the shared rules, answers in a thread with a notice and a mail, and keeps it to its author', async () => {
    const at = await newAuthor(db(), api, { lang: 'de' });
    const other = await newAuthor(db(), api);
    const refused = (await api.post('/v1/ticket.create?lang=en', at.token, { topic: 'weather', message: '   ' })).body;
    expect(refused.code).toBe(4001);
    expect(refused.data.fields).toEqual({ topic: 'Choose what your message is about' });
    expect((await api.post('/v1/ticket.create?lang=en', at.token, { topic: 'bug', message: '   ' })).body.data.fields).toEqual({ message: 'Write your message' });
    expect((await api.post('/v1/ticket.create?lang=en', at.token, { topic: 'bug', message: 'x'.repeat(2001) })).body.data.fields.message).toBe('Use at most 2,000 characters');

    const created = (await api.post('/v1/ticket.create?lang=en', at.token, { topic: 'bug', message: 'Chapter 12 still shows the old text to readers.' })).body.data;
    expect(created.ticket).toMatchObject({ topic: 'bug', status: 'open', last_message: 'Chapter 12 still shows the old text to readers.' });
    const id = created.ticket.id;
    expect((await api.get(`/admin/v1/support.tickets`, editor)).body.data.list.some((t: { id: number; email: string }) => t.id === id && t.email === at.email)).toBe(true);

    const answered = (await api.post('/admin/v1/support.answer', editor, { id, message: 'Fixed: readers now see the new text.' })).body.data;
    expect(answered.ticket.status).toBe('answered');
    expect(answered.messages.map((m: { from_staff: boolean }) => m.from_staff)).toEqual([false, true]);
    const [notice] = await db().select().from(notifications).where(and(eq(notifications.userId, at.userId), eq(notifications.template, 'notice.ticket.answered')));
    expect(notice.link).toBe(`/us?ticket=${id}`);
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, at.email));
    const mail = mails.find((m) => m.textBody.includes('Fixed: readers now see the new text.'));
    expect(mail?.subject).toContain(`Nr. ${id}`); // in the author's language

    const again = (await api.post('/v1/ticket.reply?lang=en', at.token, { id, message: 'Thank you, it works now.' })).body.data;
    expect(again.ticket.status).toBe('open');
    expect(again.messages).toHaveLength(3);
    expect((await api.get('/v1/ticket.list', at.token)).body.data.list[0]).toMatchObject({ id, last_message: 'Thank you, it works now.' });

    // Another author's ticket does not exist for them.
    expect((await api.get(`/v1/ticket.get?id=${id}`, other.token)).body.code).toBe(4004);
    expect((await api.post('/v1/ticket.reply', other.token, { id, message: 'hi' })).body.code).toBe(4004);
    expect((await api.get('/v1/ticket.list', other.token)).body.data.list).toEqual([]);

    expect((await api.post('/admin/v1/support.close', editor, { id })).body.data.ticket.status).toBe('closed');
    expect((await api.post('/v1/ticket.reply?lang=en', at.token, { id, message: 'One more thing' })).body).toMatchObject({ code: 4009, desc: 'This ticket is closed. Write a new message instead' });
  });

  it('attaches a private screenshot the author uploaded, shown by a signed link; someone else’s upload is refused', async () => {
    const at = await newAuthor(db(), api);
    const other = await newAuthor(db(), api);
    const uploaded = await api.upload('/v1/ticket.screenshot', at.token, await pngOfSize(40 * 1024));
    expect(uploaded.body.code).toBe(200);
    const shot = uploaded.body.data.upload_id as string;
    expect((await api.upload('/v1/ticket.screenshot', at.token, Buffer.from('not an image'))).body.code).toBe(4015);
    expect((await api.post('/v1/ticket.create?lang=en', other.token, { topic: 'bug', message: 'Look', screenshot_id: shot })).body.data.fields).toEqual({ screenshot_id: 'This value is not valid' });
    const thread = (await api.post('/v1/ticket.create', at.token, { topic: 'bug', message: 'Look at this', screenshot_id: shot })).body.data;
    const url = thread.messages[0].screenshot_url as string;
    expect(url).toMatch(/screenshot\//);
    expect(url).not.toMatch(/^\/uploads\/public\//);
    const staffView = (await api.get(`/admin/v1/support.ticket?id=${thread.ticket.id}`, editor)).body.data;
    expect(staffView.messages[0].screenshot_url).toMatch(/screenshot\//);
  });

  it(`opens at most ${TICKETS_PER_HOUR} tickets an hour per account`, async () => {
    const at = await newAuthor(db(), api);
    const codes: number[] = [];
    for (let i = 0; i <= TICKETS_PER_HOUR; i++) codes.push((await api.post('/v1/ticket.create', at.token, { topic: 'other', message: `Question ${i}` })).body.code);
    expect(codes).toEqual([...Array(TICKETS_PER_HOUR).fill(200), 4029]);
    const other = await newAuthor(db(), api);
    expect((await api.post('/v1/ticket.create', other.token, { topic: 'other', message: 'Mine' })).body.code).toBe(200);
  });
}, () => ({ demo: true }));
