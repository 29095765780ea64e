/**
 * Two people acting on one thing at the same moment: exactly one of them wins, the other is told
 * (4009, HTTP 409) and the end state is one consistent decision. Only PostgreSQL runs these: PGlite
 * runs one transaction at a time and would hide every race.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { buildTestApp, postgresAvailable, type TestApp } from '../support/databases';
import { apiClient } from '../support/api-client';
import { guardianSigningLink, mailedGuardianCode, newAuthor, signatureDataUrl, signedContract, type AuthorFixture } from '../support/contracts';
import { DEMO_EDITOR } from '../../src/server/seed/demo';
import { translate } from '../../src/server/lib/i18n';
import { contractSignatures, ledgerLines, rewardApplications, signingLinks, supportMessages, supportTickets, welfareClaims, welfarePrograms } from '../../src/server/db/schema';

const ROUNDS = 50;
const run = (await postgresAvailable()) ? describe : describe.skip;

/** `n` distinct months, so each round's application is a fresh one (one per work and month). */
const months = (n: number) => Array.from({ length: n }, (_, i) => `${2100 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);

run('races on one row [postgres]', () => {
  let testApp: TestApp;
  const api = apiClient(() => testApp.app);
  const db = () => testApp.database.db;
  let editor: string;
  let at: AuthorFixture;

  beforeAll(async () => {
    testApp = await buildTestApp('postgres', { demo: true });
    editor = await api.staffLogin(DEMO_EDITOR.email, DEMO_EDITOR.password);
    at = await newAuthor(db(), api);
    await signedContract(db(), at);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it(`reward: the author's withdraw and the editor's approve at the same moment — exactly one wins, ${ROUNDS} times out of ${ROUNDS}`, async () => {
    const outcomes: string[] = [];
    for (const month of months(ROUNDS)) {
      const [application] = await db().insert(rewardApplications).values({ authorId: at.userId, novelId: at.bookId, month, year: 2100 }).returning();
      const [withdraw, approve] = await Promise.all([
        api.post('/v1/reward.withdraw?lang=en', at.token, { id: application.id }),
        api.post('/admin/v1/reward.approve?lang=en', editor, { id: application.id, amount: '25.00', currency: 'USD' }),
      ]);
      const codes = [withdraw.body.code, approve.body.code];
      expect(codes.sort(), `round ${month}: ${withdraw.body.desc} / ${approve.body.desc}`).toEqual([200, 4009]);
      const loser = withdraw.body.code === 200 ? approve : withdraw;
      expect(loser.status).toBe(409);
      expect(loser.body.desc).not.toBe('');

      const [row] = await db().select().from(rewardApplications).where(eq(rewardApplications.id, application.id));
      const paid = await db().select().from(ledgerLines).where(and(eq(ledgerLines.authorId, at.userId), eq(ledgerLines.kind, 'reward'), eq(ledgerLines.reason, month)));
      if (withdraw.body.code === 200) {
        expect(row).toMatchObject({ status: 'withdrawn', ledgerLineId: null });
        expect(paid).toEqual([]);
      } else {
        expect(row.status).toBe('approved');
        expect(paid.map((l) => l.id)).toEqual([row.ledgerLineId]);
      }
      outcomes.push(row.status);
    }
    expect(outcomes).toHaveLength(ROUNDS);
  });

  it(`welfare: two editors' grant and reject of one application at the same moment — exactly one wins, ${ROUNDS} times out of ${ROUNDS}`, async () => {
    const [program] = await db()
      .insert(welfarePrograms)
      .values({ kind: 'full_attendance', rules: { amount_minor: 3_000, currency: 'USD', min_words: 1 } })
      .returning();
    const ids: number[] = [];
    for (const month of months(ROUNDS)) {
      const [claim] = await db().insert(welfareClaims).values({ programId: program.id, authorId: at.userId, claimKey: month, amountMinor: 3_000, currency: 'USD' }).returning();
      ids.push(claim.id);
      const [grant, reject] = await Promise.all([
        api.post('/admin/v1/welfare.grant?lang=en', editor, { id: claim.id }),
        api.post('/admin/v1/welfare.reject?lang=en', editor, { id: claim.id, reason: 'Two days had no release' }),
      ]);
      expect([grant.body.code, reject.body.code].sort(), `round ${month}: ${grant.body.desc} / ${reject.body.desc}`).toEqual([200, 4009]);
      const [row] = await db().select().from(welfareClaims).where(eq(welfareClaims.id, claim.id));
      const lines = await db().select().from(ledgerLines).where(eq(ledgerLines.externalId, `welfare:${claim.id}`));
      if (grant.body.code === 200) {
        expect(row.status).toBe('granted');
        expect(lines.map((l) => l.id)).toEqual([row.ledgerLineId]);
      } else {
        expect(row).toMatchObject({ status: 'rejected', ledgerLineId: null });
        expect(lines).toEqual([]);
      }
    }
    const decided = await db().select().from(welfareClaims).where(inArray(welfareClaims.id, ids));
    expect(decided.filter((c) => c.status === 'pending')).toEqual([]);
  });

  it(`tickets: the author's reply and the editor's close at the same moment never reopen a closed ticket, ${ROUNDS} times out of ${ROUNDS}`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [ticket] = await db().insert(supportTickets).values({ userId: at.userId, topic: 'other' }).returning();
      await db().insert(supportMessages).values({ ticketId: ticket.id, body: 'The chapter page is blank.' });
      const [reply, close] = await Promise.all([
        api.post('/v1/ticket.reply?lang=en', at.token, { id: ticket.id, message: 'Still blank today.' }),
        api.post('/admin/v1/support.close?lang=en', editor, { id: ticket.id }),
      ]);
      expect(close.body.code).toBe(200);
      expect([200, 4009]).toContain(reply.body.code);
      const [row] = await db().select().from(supportTickets).where(eq(supportTickets.id, ticket.id));
      const messages = await db().select().from(supportMessages).where(eq(supportMessages.ticketId, ticket.id));
      expect(row.status, `round ${round}: reply ${reply.body.code}`).toBe('closed');
      expect(messages).toHaveLength(reply.body.code === 200 ? 2 : 1);
    }
  });

  it(`guardian's code: the same one-time code sent twice at the same moment signs once, ${ROUNDS} times out of ${ROUNDS}`, { timeout: 180_000 }, async () => {
    const minor = await newAuthor(db(), api, { birthDate: '2011-04-02' });
    const signature = await signatureDataUrl('guardian');
    for (let round = 0; round < ROUNDS; round++) {
      // Each round from its own address: the routes' per-address budgets are not what is tested here.
      const from = `10.88.${round}.1`;
      const guardianEmail = `race.guardian.${round}.${minor.userId}@example.test`;
      const { contractId, token } = await guardianSigningLink(db(), minor, guardianEmail);
      const sent = await testApp.app.inject({ method: 'POST', url: '/v1/sign.guardianCode?lang=en', payload: { token }, remoteAddress: from });
      expect(sent.json().code, sent.body).toBe(200);
      const code = await mailedGuardianCode(db(), guardianEmail);
      const use = () => testApp.app.inject({ method: 'POST', url: '/v1/sign.autograph?lang=en', payload: { token, code, signature, intent: true }, remoteAddress: from });
      const answers = (await Promise.all([use(), use()])).map((res) => res.json() as { code: number; desc: string });
      // One signs; the other is told the link was used (4009), whether it lost at the code or at the contract's lock.
      expect(answers.map((a) => a.code).sort(), `round ${round}: ${answers.map((a) => `${a.code} ${a.desc}`).join(' / ')}`).toEqual([200, 4009]);
      expect(answers.find((a) => a.code === 4009)!.desc).toBe(translate('en', 'sign.link.used'));
      const signatures = await db().select().from(contractSignatures).where(and(eq(contractSignatures.contractId, contractId), eq(contractSignatures.party, 'guardian')));
      expect(signatures).toHaveLength(1);
      const [link] = await db().select().from(signingLinks).where(eq(signingLinks.contractId, contractId));
      expect(link.usedAt).not.toBeNull();
    }
  });
});
