/**
 * Countersigning renders and seals the PDF before the contract is locked, and the PDF it replaces
 * leaves storage only once the change has committed: a countersignature that fails after the
 * rendering leaves the contract on its previous, readable PDF, and nothing waits on the contract's
 * row while the PDF is made.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { describeEachDatabase } from '../support/each-database';
import { apiClient } from '../support/api-client';
import { applicationBody, newAuthor, signatureDataUrl, tokenOf, type AuthorFixture } from '../support/contracts';
import { DEMO_EDITOR } from '../../src/server/seed/demo';
import { contracts } from '../../src/server/db/schema';
import { localStorage, type Storage } from '../../src/server/lib/storage/storage';

const TERMS = { type: 'non_exclusive', revenue_share: 50, term_years: 5, first_paid_chapter: 21 } as const;

/**
 * The app's storage, which can hold a countersignature right after its PDF is made (the sealed
 * PDF is stored last, once rendered and sealed): `pauseNextContractFile` answers when it is
 * reached and a function that lets it go on.
 */
function pausableStorage(root: string) {
  const base = localStorage(root);
  const saved: string[] = [];
  let pause: { reached(): void; until: Promise<void> } | null = null;
  const storage: Storage = {
    ...base,
    driver: base.driver,
    linkSecret: base.linkSecret,
    async saveFile(kind, data, contentType, extension) {
      const file = await base.saveFile(kind, data, contentType, extension);
      if (kind === 'contract') {
        saved.push(file.key);
        const held = pause;
        pause = null;
        if (held) {
          held.reached();
          await held.until;
        }
      }
      return file;
    },
  };
  return {
    storage,
    /** keys of the contract PDFs stored so far */
    saved,
    pauseNextContractFile() {
      let reached!: () => void;
      let release!: () => void;
      const atPause = new Promise<void>((resolve) => (reached = resolve));
      pause = { reached, until: new Promise<void>((resolve) => (release = resolve)) };
      return { reached: atPause, release };
    },
  };
}

const root = await mkdtemp(path.join(os.tmpdir(), 'wc-countersign-'));
const files = pausableStorage(root);

describeEachDatabase(
  'contracts: countersigning outside the row lock, files removed after the commit',
  ({ get, kind }) => {
    const api = apiClient(() => get().app);
    const db = () => get().database.db;
    let editor = '';

    beforeAll(async () => {
      editor = await api.staffLogin(DEMO_EDITOR.email, DEMO_EDITOR.password);
      // Lets a test make the countersignature's audit row fail: the last write of its transaction.
      await db().execute(sql`create table test_failing (what text primary key)`);
      await db().execute(sql`
        create function test_fail_audit() returns trigger language plpgsql as $$
        begin
          if exists (select 1 from test_failing where what = new.action) then raise exception 'forced failure of %', new.action; end if;
          return new;
        end $$`);
      await db().execute(sql`create trigger test_fail_audit before insert on audit_log for each row execute function test_fail_audit()`);
    });

    /** A contract the author has signed (signing_completed), waiting for the platform. */
    async function signedByAuthor(at: AuthorFixture) {
      const sent = await api.post('/v1/sign.submit', at.token, await applicationBody(api, at.token, at.bookId));
      const approved = await api.post('/admin/v1/application.approve', editor, { application_id: sent.body.data.application.id });
      const contractId = approved.body.data.contract_id as number;
      expect((await api.post('/admin/v1/contract.prepare', editor, { contract_id: contractId, ...TERMS })).body.code).toBe(200);
      const link = (await api.get(`/v1/sign.signUrl?book_id=${at.bookId}`, at.token)).body.data.sign_url as string;
      const signed = await api.post('/v1/sign.autograph', at.token, { token: tokenOf(link), signature: await signatureDataUrl(), intent: true });
      expect(signed.body.data).toEqual({ status: 'signing_completed', waiting_for: ['platform'] });
      const [contract] = await db().select().from(contracts).where(eq(contracts.id, contractId));
      return contract;
    }
    const downloaded = (at: AuthorFixture, contractId: number) =>
      get().app.inject({ url: `/v1/sign.pdf?contract_id=${contractId}`, headers: { authorization: `Bearer ${at.token}` } });

    it('keeps the previous PDF, and the contract on it, when the countersignature fails after the PDF was made', async () => {
      const at = await newAuthor(db(), api);
      const before = await signedByAuthor(at);
      expect(before.signedPdfKey).toBeTruthy();
      const previous = (await downloaded(at, before.id)).rawPayload;
      const stored = files.saved.length;

      await db().execute(sql`insert into test_failing (what) values ('contract.countersigned')`);
      try {
        expect((await api.post('/admin/v1/contract.countersign', editor, { contract_id: before.id })).status).toBe(500);
      } finally {
        await db().execute(sql`delete from test_failing`);
      }
      // The sealed PDF was made (and stored) before the failure…
      expect(files.saved.length).toBe(stored + 1);
      const [after] = await db().select().from(contracts).where(eq(contracts.id, before.id));
      expect(after).toMatchObject({ status: 'signing_completed', signedPdfKey: before.signedPdfKey, sealedSha256: null });
      // …the contract still points at the previous PDF, which is still there, and the new one is gone.
      expect(await get().storage.read('private', before.signedPdfKey!)).not.toBeNull();
      const again = await downloaded(at, before.id);
      expect(again.statusCode).toBe(200);
      expect(again.rawPayload.equals(previous)).toBe(true);
      expect(await get().storage.read('private', files.saved.at(-1)!)).toBeNull();

      // Countersigned for real, the previous PDF leaves storage once the change has committed.
      const done = await api.post('/admin/v1/contract.countersign', editor, { contract_id: before.id });
      expect(done.body.data).toMatchObject({ status: 'contract_completed' });
      const [completed] = await db().select().from(contracts).where(eq(contracts.id, before.id));
      expect(completed.signedPdfKey).toBe(files.saved.at(-1));
      expect(await get().storage.read('private', before.signedPdfKey!)).toBeNull();
      expect((await downloaded(at, before.id)).statusCode).toBe(200);
    });

    it.runIf(kind === 'postgres')('holds no lock on the contract while its PDF is made: a concurrent update goes through, and the countersignature then answers 4009', async () => {
      const at = await newAuthor(db(), api);
      const contract = await signedByAuthor(at);
      const other = new pg.Client({ connectionString: get().url });
      await other.connect();
      try {
        // 1. Locked and released by someone else meanwhile, unchanged: the countersignature goes on.
        let pause = files.pauseNextContractFile();
        let answer = api.post('/admin/v1/contract.countersign', editor, { contract_id: contract.id });
        await pause.reached;
        await other.query('begin');
        await other.query(`set local lock_timeout = '2s'`);
        await other.query('select id from contracts where id = $1 for update', [contract.id]);
        await other.query('commit');
        pause.release();
        expect((await answer).body.data).toMatchObject({ status: 'contract_completed' });

        // 2. Changed meanwhile (here: its updated_at moved by hand): the countersignature made from the old row is refused, its PDF removed.
        const second = await signedByAuthor(await newAuthor(db(), api));
        const stored = files.saved.length;
        pause = files.pauseNextContractFile();
        answer = api.post('/admin/v1/contract.countersign', editor, { contract_id: second.id });
        await pause.reached;
        await other.query(`set lock_timeout = '2s'`);
        await other.query('update contracts set updated_at = updated_at + interval \'1 second\' where id = $1', [second.id]);
        pause.release();
        expect((await answer).body.code).toBe(4009);
        const [after] = await db().select().from(contracts).where(eq(contracts.id, second.id));
        expect(after).toMatchObject({ status: 'signing_completed', signedPdfKey: second.signedPdfKey });
        expect(await get().storage.read('private', second.signedPdfKey!)).not.toBeNull();
        expect(files.saved.length).toBe(stored + 1);
        expect(await get().storage.read('private', files.saved.at(-1)!)).toBeNull();
      } finally {
        await other.end();
      }
    });
  },
  () => ({ demo: true, storage: files.storage }),
);

afterAll(() => rm(root, { recursive: true, force: true }));
