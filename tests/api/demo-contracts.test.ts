/**
 * Demo data obeys the rules real data does: every seeded contract is walked and checked against the
 * invariants of its status, and the demo author's signed contract reads, downloads and verifies as a
 * real one does.
 */
import { expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { describeEachDatabase } from '../support/each-database';
import { apiClient } from '../support/api-client';
import { DEMO_LOGIN } from '../../src/server/seed/demo';
import { contractApplications, contractEvents, contractSignatures, contracts, type Contract } from '../../src/server/db/schema';
import type { Storage } from '../../src/server/lib/storage/storage';
import type { Db } from '../../src/server/db/client';

const SIGNED = ['signing_completed', 'contract_completed', 'copyright_expired'];
const COMPLETED = ['contract_completed', 'copyright_expired'];

/** What is wrong with one contract, by the rules every contract keeps; empty when nothing is. */
async function problemsOf(db: Db, storage: Storage, contract: Contract): Promise<string[]> {
  const problems: string[] = [];
  const need = (ok: unknown, what: string) => {
    if (!ok) problems.push(`${contract.contractNo} (${contract.status}): ${what}`);
  };
  const [application] = await db.select().from(contractApplications).where(eq(contractApplications.id, contract.applicationId));
  const signatures = await db.select().from(contractSignatures).where(eq(contractSignatures.contractId, contract.id));
  const events = (await db.select().from(contractEvents).where(eq(contractEvents.applicationId, contract.applicationId)).orderBy(asc(contractEvents.id))).map((e) => e.kind);
  const signedBy = (party: string) => signatures.find((s) => s.party === party);
  const stored = async (key: string | null) => Boolean(key && (await storage.read('private', key))?.data.length);

  need(application?.status === 'approved', 'its application is approved');
  need(events.includes('applied'), 'its history has the application');
  need(events.includes('approved'), 'its history has the approval');
  if (contract.status !== 'unsigned') {
    need(contract.terms && contract.preparedAt, 'prepared: terms and the date');
    need(await stored(contract.unsignedPdfKey), 'the unsigned PDF is in storage');
    need(events.includes('prepared'), 'its history has the preparation');
  }
  if (SIGNED.includes(contract.status)) {
    for (const party of contract.minor ? ['author', 'guardian'] : ['author']) {
      const signature = signedBy(party);
      need(signature?.signedAt && signature.signerName, `the ${party} signed, dated and named`);
      need(await stored(signature?.imageKey ?? null), `the ${party}'s signature image is in storage`);
    }
    need(contract.signedAt, 'the date every party had signed');
    need(await stored(contract.signedPdfKey), 'the signed PDF is in storage');
    need(events.includes('signed'), 'its history has the author’s signature');
  }
  if (COMPLETED.includes(contract.status)) {
    need(signedBy('platform')?.signedAt, 'the platform countersigned, dated');
    need(contract.completedAt && contract.expiresAt && contract.sealedSha256, 'completed: the dates and the seal');
    need(events.includes('countersigned'), 'its history has the countersignature');
  }
  return problems;
}

describeEachDatabase('the demo’s contracts', ({ get }) => {
  const api = apiClient(() => get().app);

  it('keep every invariant of their status, each of them', async () => {
    const db = get().database.db;
    const all = await db.select().from(contracts);
    expect(all.length).toBeGreaterThan(0);
    expect(all.some((c) => c.status === 'contract_completed')).toBe(true);
    const problems = (await Promise.all(all.map((c) => problemsOf(db, get().storage, c)))).flat();
    expect(problems).toEqual([]);
  });

  it('show the demo author a completed contract as a real one: both signatures dated, its history, a sealed PDF', async () => {
    const token = await api.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
    const list = (await api.get('/v1/sign.contracts', token)).body.data.list as {
      id: number;
      status: string;
      parties: { role: string; signed_at: string | null }[];
      pdf: boolean;
      events: unknown[];
      completed_at: string | null;
    }[];
    const completed = list.filter((c) => c.status === 'contract_completed');
    expect(completed.length).toBeGreaterThan(0);
    for (const contract of completed) {
      expect(contract.parties.every((p) => p.signed_at !== null)).toBe(true);
      expect(contract.pdf).toBe(true);
      expect(contract.completed_at).not.toBeNull();
      expect(contract.events.length).toBeGreaterThanOrEqual(4);
      const pdf = await get().app.inject({ url: `/v1/sign.pdf?contract_id=${contract.id}`, headers: { authorization: `Bearer ${token}` } });
      expect(pdf.statusCode).toBe(200);
      const verified = await get().app.inject({ method: 'POST', url: '/v1/sign.verify', payload: pdf.rawPayload, headers: { 'content-type': 'application/pdf' } });
      expect(verified.json().data).toMatchObject({ sealed: true, intact: true, ours: true, known: true });
    }
  });
}, () => ({ demo: true }));
