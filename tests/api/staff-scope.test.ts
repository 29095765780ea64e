/**
 * Who may act on what, for every staff action in the registry: an editor who is not the author's
 * editor reads none of that author's items in lists and is refused (4003) every action on one of
 * them; admin-only actions refuse every editor. The registry is walked, so a new action is covered
 * the moment it is added (an action on one author's row needs its input below, or this test fails).
 */
import { beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { describeEachDatabase } from '../support/each-database';
import { apiClient } from '../support/api-client';
import { newAuthor, signedContract, type AuthorFixture } from '../support/contracts';
import { DEMO_ADMIN, DEMO_EDITOR } from '../../src/server/seed/demo';
import { STAFF_ACTIONS } from '../../src/server/admin/actions';
import { auditLog, authorAnnouncements, authorIntros, authors, chapters, comments, contractApplications, contracts, novels, rewardApplications, supportMessages, supportTickets, welfareClaims, welfarePrograms } from '../../src/server/db/schema';
import { textContentColumns, textDraftColumns } from '../../src/server/modules/chapter';

describeEachDatabase('staff scope: every action for an editor who is not the author’s editor', ({ get }) => {
  const api = apiClient(() => get().app);
  const db = () => get().database.db;
  let admin = '';
  let ownEditor = '';
  let otherEditor = '';
  let otherEditorId = 0;
  let at: AuthorFixture;
  let penName = '';
  /** the input of every action on one author's row, naming that author's items */
  let inputs: Record<string, Record<string, unknown>> = {};

  beforeAll(async () => {
    admin = await api.staffLogin(DEMO_ADMIN.email, DEMO_ADMIN.password);
    ownEditor = await api.staffLogin(DEMO_EDITOR.email, DEMO_EDITOR.password);
    const created = (await api.post('/admin/v1/staff.create', admin, { email: 'other.editor@example.test', name: 'Other Editor', role: 'editor', password: 'a-long-staff-password' })).body.data;
    otherEditorId = created.id;
    otherEditor = await api.staffLogin('other.editor@example.test', 'a-long-staff-password');

    // One author of the demo editor with an item waiting in every queue.
    at = await newAuthor(db(), api);
    await db().update(authors).set({ reviewStatus: 'pending' }).where(eq(authors.userId, at.userId));
    [{ penName }] = await db().select({ penName: authors.penName }).from(authors).where(eq(authors.userId, at.userId));
    await db().update(novels).set({ reviewStatus: 'pending' }).where(eq(novels.id, at.bookId));
    const [intro] = await db().insert(authorIntros).values({ userId: at.userId, text: 'I write harbour stories.', status: 'pending' }).returning();
    const [chapter] = await db().insert(chapters).values({ novelId: at.bookId, code: 1, title: 'Chapter 1', ...textContentColumns('Old text.'), ...textDraftColumns('New text.'), words: 2, status: 'published', updatedContentStatus: 'pending_review' }).returning();
    await signedContract(db(), at);
    const [contract] = await db().select().from(contracts).where(eq(contracts.authorId, at.userId));
    const [approved] = await db().select().from(contractApplications).where(eq(contractApplications.id, contract.applicationId));
    const { id: _id, updatedAt: _u, ...copy } = approved;
    const [application] = await db().insert(contractApplications).values({ ...copy, status: 'pending' }).returning();
    const [reward] = await db().insert(rewardApplications).values({ authorId: at.userId, novelId: at.bookId, month: '2099-01', year: 2099 }).returning();
    const [program] = await db().insert(welfarePrograms).values({ kind: 'full_attendance', rules: { amount_minor: 3_000, currency: 'USD', min_words: 1 } }).returning();
    const [claim] = await db().insert(welfareClaims).values({ programId: program.id, authorId: at.userId, claimKey: '2099-01', amountMinor: 3_000, currency: 'USD' }).returning();
    const [ticket] = await db().insert(supportTickets).values({ userId: at.userId, topic: 'payment' }).returning();
    await db().insert(supportMessages).values({ ticketId: ticket.id, body: 'My payout is missing.' });
    const [announcement] = await db().insert(authorAnnouncements).values({ authorId: at.userId, novelId: at.bookId, kind: 'other', lang: 'en', body: 'Thank you for reading.' }).returning();
    const [comment] = await db().insert(comments).values({ externalId: `c-scope-${at.userId}`, authorId: at.userId, novelId: at.bookId, type: 'review', readerId: 'r-1', readerName: 'nightowl', text: 'Lovely.', lang: 'en', postedAt: new Date() }).returning();

    const reason = 'Not in scope';
    const terms = { type: 'exclusive', revenue_share: 50, term_years: 5 };
    inputs = {
      'author.approve': { user_id: at.userId },
      'author.reject': { user_id: at.userId, reason: 'policy_violation' },
      'intro.approve': { id: intro.id },
      'intro.reject': { id: intro.id, reason },
      'novel.approve': { original_book_id: at.bookId },
      'novel.reject': { original_book_id: at.bookId, reason },
      'chapter.approve': { original_chapter_id: chapter.id },
      'chapter.reject': { original_chapter_id: chapter.id, reason },
      'comments.remove': { id: comment.id, reason },
      'application.approve': { application_id: application.id },
      'application.reject': { application_id: application.id, reason },
      'application.requestInfo': { application_id: application.id, note: reason },
      'contract.prepare': { contract_id: contract.id, ...terms },
      'contract.changeType': { contract_id: contract.id, type: 'non_exclusive' },
      'contract.countersign': { contract_id: contract.id },
      'contract.end': { contract_id: contract.id, reason },
      'contract.show': { contract_id: contract.id },
      'reward.approve': { id: reward.id, amount: '25.00', currency: 'USD' },
      'reward.reject': { id: reward.id, reason },
      'welfare.grant': { id: claim.id },
      'welfare.reject': { id: claim.id, reason },
      'support.ticket': { id: ticket.id },
      'support.answer': { id: ticket.id, message: 'Looking into it.' },
      'support.close': { id: ticket.id },
      'announcements.of': { user_id: at.userId },
      'announcements.withdraw': { id: announcement.id, reason },
      'user.twoFactorReset': { user_id: at.userId, reason },
    };
  });

  const call = (method: 'GET' | 'POST', name: string, token: string, input: Record<string, unknown> = {}) =>
    method === 'GET' ? api.get(`/admin/v1/${name}?${new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)]))}`, token) : api.post(`/admin/v1/${name}`, token, input);

  it('declares a scope for every action an editor may run', () => {
    const editorActions = STAFF_ACTIONS.filter((a) => a.role !== 'admin');
    expect(editorActions.length).toBeGreaterThan(20);
    expect(editorActions.filter((a) => !a.scope).map((a) => a.name)).toEqual([]);
  });

  it('refuses every admin-only action to an editor', async () => {
    for (const action of STAFF_ACTIONS.filter((a) => a.role === 'admin')) {
      const res = await call(action.method, action.name, otherEditor);
      expect(res.body.code, action.name).toBe(4003);
    }
  });

  it('refuses every action on the author’s items to another editor, and changes nothing', async () => {
    // Anything an editor may run that is neither a scoped list nor platform-wide acts on one author's row.
    const scoped = STAFF_ACTIONS.filter((a) => a.role !== 'admin' && a.scope !== 'listed' && a.scope !== 'platform');
    expect(scoped.filter((a) => !inputs[a.name]).map((a) => `${a.name}: add its input to this test`)).toEqual([]);
    for (const action of scoped) {
      const res = await call(action.method, action.name, otherEditor, inputs[action.name]);
      expect(res.body.code, `${action.name}: ${res.body.desc}`).toBe(4003);
      expect(res.status).toBe(403);
    }
    expect(await db().select().from(auditLog).where(and(eq(auditLog.actorKind, 'staff'), eq(auditLog.actorId, otherEditorId)))).toEqual([]);
    const [ticket] = await db().select().from(supportTickets).where(eq(supportTickets.id, inputs['support.close'].id as number));
    expect(ticket.status).toBe('open');
    const [comment] = await db().select().from(comments).where(eq(comments.id, inputs['comments.remove'].id as number));
    expect(comment.state).toBe('live');
    const [announcement] = await db().select().from(authorAnnouncements).where(eq(authorAnnouncements.id, inputs['announcements.withdraw'].id as number));
    expect(announcement.status).toBe('live');
  });

  it('shows another editor none of the author’s items in any list the author’s own editor sees them in', async () => {
    const listed = STAFF_ACTIONS.filter((a) => a.role !== 'admin' && a.scope === 'listed');
    const mentions = (body: unknown) => {
      const text = JSON.stringify(body);
      return text.includes(at.email) || text.includes(penName);
    };
    for (const action of listed) {
      const own = await call(action.method, action.name, ownEditor);
      expect(own.body.code, action.name).toBe(200);
      expect(mentions(own.body.data), `${action.name} lists the author's item to their editor`).toBe(true);
      const other = await call(action.method, action.name, otherEditor);
      expect(other.body.code, action.name).toBe(200);
      expect(mentions(other.body.data), `${action.name} lists the author's item to another editor`).toBe(false);
    }
  });

  it('records every view of a ticket in the audit trail', async () => {
    const id = inputs['support.ticket'].id as number;
    expect((await call('GET', 'support.ticket', ownEditor, { id })).body.code).toBe(200);
    expect((await call('GET', 'support.ticket', admin, { id })).body.code).toBe(200);
    const views = await db().select().from(auditLog).where(and(eq(auditLog.action, 'ticket.viewed'), eq(auditLog.subjectId, String(id))));
    expect(views).toHaveLength(2);
    expect(views.every((v) => v.subjectUserId === at.userId)).toBe(true);
  });
}, () => ({ demo: true }));
