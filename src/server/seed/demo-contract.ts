import os from 'node:os';
import path from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client';
import { contractApplications, notifications, type StoredTerms } from '../db/schema';
import { keyRing } from '../lib/crypto/data-keys';
import { transactionOutcome } from '../lib/transaction';
import type { Storage } from '../lib/storage/storage';
import { SIGN_URL_TTL_MS } from '../../domain/contract';
import { contractLifecycle, contractSettings, contractsRepository, signaturePng, type CertificateSource, type ContractSettings } from '../modules/contract';

const DAY_MS = 86_400_000;

/** Where the app keeps the platform's certificate when it is given no other (app.ts does the same). */
export const DEFAULT_SIGNING_SOURCE: CertificateSource = { dataDir: path.join(os.tmpdir(), 'writers-center-signing') };

/** The demo author's hand: a drawn line, as the signature pad sends it. */
async function demoSignature(): Promise<Buffer> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80"><path d="M10 55 C 50 10, 90 80, 130 35 S 200 20, 230 45" stroke="#1a1a2e" stroke-width="4" fill="none"/></svg>';
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return signaturePng(`data:image/png;base64,${png.toString('base64')}`);
}

export interface DemoContractInput {
  authorId: number;
  novelId: number;
  editorId: number;
  /** the demo's "now": the contract was applied for 300 days before it */
  at: Date;
  signing?: CertificateSource;
  publicUrl?: string;
}

/**
 * The demo author's signed contract, made the way a real one is: the application, the editor's
 * approval and preparation (the unsigned PDF), the author's signature through the signing
 * provider (the signed PDF), and the platform's countersignature (the sealed PDF), each step by the
 * contract lifecycle at its own date. So the demo obeys every rule real contracts do: both
 * signatures dated, the history, the PDFs in storage.
 */
export async function seedDemoContract(db: Db, storage: Storage, input: DemoContractInput) {
  const submittedAt = new Date(input.at.getTime() - 300 * DAY_MS);
  const step = (days: number) => new Date(submittedAt.getTime() + days * DAY_MS);
  let clock = submittedAt;
  const settings: ContractSettings = contractSettings({
    storage,
    publicUrl: input.publicUrl ?? 'http://localhost:8080',
    now: () => clock,
    certificate: input.signing ?? DEFAULT_SIGNING_SOURCE,
  });
  const editor = { kind: 'staff' as const, id: input.editorId };
  const terms: StoredTerms = { type: 'exclusive', revenue_share: 50, term_years: 5, first_paid_chapter: null };
  const inStep = <T>(work: (tx: Db, lifecycle: ReturnType<typeof contractLifecycle>) => Promise<T>) => {
    const outcome = transactionOutcome();
    return outcome.run(db, (tx) => work(tx, contractLifecycle(tx, settings, outcome)));
  };

  const idNumber = 'P4812093A';
  const [application] = await db
    .insert(contractApplications)
    .values({
      novelId: input.novelId,
      authorId: input.authorId,
      status: 'pending',
      truename: 'Mara Quill',
      idType: 'passport',
      idNumber,
      idNumberHash: keyRing().hash(idNumber),
      address: '14 Acacia Lane, Makati City',
      mobile: '+63 917 555 0142',
      socialAccount: 'facebook.com/maraquill.writes',
      monthlyWords: 40_000,
      estimatedWords: 320_000,
      submittedAt,
    })
    .returning();
  await contractsRepository(db).addEvent({ applicationId: application.id, kind: 'applied', at: submittedAt, actor: { kind: 'author', id: input.authorId } });

  clock = step(2);
  const approved = await inStep((_tx, lifecycle) => lifecycle.approve(application, editor, clock));
  clock = step(3);
  const prepared = await inStep((_tx, lifecycle) => lifecycle.prepare(approved, terms, editor, undefined, clock));

  clock = step(4);
  const png = await demoSignature();
  const signed = await inStep(async (tx, lifecycle) => {
    const session = await settings.provider.createSession(tx, { contractId: prepared.id, party: 'author', ttlMs: SIGN_URL_TTL_MS }, clock);
    const ref = await settings.provider.findSession(tx, session.url.slice(session.url.lastIndexOf('/') + 1), clock);
    if (!ref) throw new Error('demo contract: the signing session was not found');
    const recorded = await settings.provider.recordSignature(
      tx,
      ref,
      { name: application.truename, png, ip: null, userAgent: null, deviceHash: null, sessionUserId: input.authorId, evidence: null },
      clock,
    );
    if (!recorded) throw new Error('demo contract: the signature was not recorded');
    return lifecycle.afterSignature(prepared, 'author', { kind: 'author', id: input.authorId }, undefined, clock);
  });

  clock = step(5);
  const sealed = await contractLifecycle(db, settings, transactionOutcome()).sealForCountersignature(signed, clock);
  await inStep(async (tx, lifecycle) => {
    const contract = await contractsRepository(tx).contractForUpdate(signed.id);
    if (!contract) throw new Error('demo contract: gone before countersigning');
    return lifecycle.countersign(contract, editor, undefined, sealed);
  });

  // The lifecycle's notices are written at the database's time: date them when each step happened.
  const demoNotices = and(eq(notifications.userId, input.authorId), like(notifications.template, 'notice.contract.%'));
  await db.update(notifications).set({ createdAt: clock, readAt: clock, actionRequired: false }).where(demoNotices);
}
