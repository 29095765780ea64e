import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import app from '../../src/server/app';
import { openDatabase, type Database } from '../../src/server/db/client';
import { contractApplications, novels, users } from '../../src/server/db/schema';
import { keyRing } from '../../src/server/lib/crypto/data-keys';
import { DEMO_MINOR } from '../../src/server/seed/demo';
import { apiClient } from '../support/api-client';
import { openDemoPglite } from '../support/databases';
import { CLI_SUITE, cli, useLinkedServer } from '../support/admin-cli';
import { applicationBody, mailedGuardianCode, mailedGuardianLink, signatureDataUrl, tokenOf } from '../support/contracts';

const json = <T>(out: { stdout: string }) => JSON.parse(out.stdout) as T;

/** The demo minor applies with her guardian's details (through the API, as the portal does). */
async function juniperApplies(api: ReturnType<typeof apiClient>, db: Database['db'], guardianEmail: string) {
  const token = await api.login(DEMO_MINOR.email, DEMO_MINOR.password);
  const [user] = await db.select().from(users).where(eq(users.email, DEMO_MINOR.email));
  const [work] = await db.select().from(novels).where(eq(novels.authorId, user.id));
  const body = await applicationBody(api, token, work.id, {
    guardian: true,
    guardianEmail,
    overrides: {
      mobile: '+44 20 7946 0958',
      guardian_mobile: '+44 20 7946 0959',
      IDcard: 'GB 1234 5678',
      guardian_IDcard: 'GB 8765 4321',
    },
  });
  const sent = await api.post('/v1/sign.submit', token, body);
  expect(sent.body.code, JSON.stringify(sent.body)).toBe(200);
  return { token, bookId: work.id, applicationId: sent.body.data.application.id as number };
}

describe('npm run admin: every staff step of a contract, while the server runs', CLI_SUITE, () => {
  const linked = useLinkedServer('wc-cli-contracts-');
  let dataDir: string;
  let database: Database;
  let server: FastifyInstance;
  const api = apiClient(() => server);
  beforeAll(() => void ({ dataDir, database, server } = linked()));

  it(
    'approves, prepares, changes the type, shows, countersigns and ends the demo minor’s contract',
    { timeout: 180_000 },
    async () => {
      const env = { DATA_DIR: dataDir };
      const guardianEmail = 'rowan.vale@writers-center.test';
      const juniper = await juniperApplies(api, database.db, guardianEmail);

      const waiting = json<{ id: number; pen_name: string; minor: boolean; status: string }[]>(
        await cli(['contract:applications', '--json'], env),
      );
      expect(waiting).toContainEqual(
        expect.objectContaining({ id: juniper.applicationId, pen_name: 'Juniper Vale', minor: true, status: 'pending' }),
      );
      const approved = await cli(['application:approve', String(juniper.applicationId)], env);
      const contractId = Number(/"contract_id":(\d+)/.exec(approved.stdout)![1]);
      const prepared = await cli(
        ['contract:prepare', String(contractId), '--type', 'exclusive', '--share', '50', '--years', '5', '--first-paid', '11'],
        env,
      );
      expect(prepared.stdout).toContain('"status":"signing"');
      const changed = await cli(
        [
          'contract:change-type',
          String(contractId),
          '--type',
          'non_exclusive',
          '--note',
          'Non-exclusive keeps your other platforms.',
        ],
        env,
      );
      expect(changed.stdout).toContain('"pending_change":true');
      const shown = json<{ contract: { pending_change: { to: { type: string } } }; pen_name: string }>(
        await cli(['contract:show', String(contractId), '--json'], env),
      );
      expect(shown).toMatchObject({ pen_name: 'Juniper Vale', contract: { pending_change: { to: { type: 'non_exclusive' } } } });
      const refused = (await cli(['contract:countersign', String(contractId)], env).then(
        () => ({ code: 0, stderr: '' }),
        (err: { code: number; stderr: string }) => err,
      )) as { code: number; stderr: string };
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('[4009]');

      // The author accepts and signs in the portal; the guardian signs by the mailed link.
      const signature = await signatureDataUrl();
      expect((await api.post('/v1/sign.acceptChange', juniper.token, { contract_id: contractId })).body.code).toBe(200);
      const url = (await api.get(`/v1/sign.signUrl?book_id=${juniper.bookId}`, juniper.token)).body.data.sign_url as string;
      expect(url.startsWith('/esign/')).toBe(true);
      await api.post('/v1/sign.autograph', juniper.token, { token: tokenOf(url), signature, intent: true });
      const link = tokenOf((await mailedGuardianLink(database.db, guardianEmail))!);
      expect((await api.post('/v1/sign.guardianCode', undefined, { token: link })).body.code).toBe(200);
      const code = await mailedGuardianCode(database.db, guardianEmail);
      // Signed from the same network and browser a moment later: recorded as evidence, for staff.
      expect(
        (await api.post('/v1/sign.autograph', undefined, { token: link, signature: await signatureDataUrl('guardian'), intent: true, code }))
          .body.data.status,
      ).toBe('signing_completed');

      const listed = json<{ id: number; evidence_flagged: boolean }[]>(
        await cli(['contracts', '--status', 'signing_completed', '--json'], env),
      );
      expect(listed.map((c) => [c.id, c.evidence_flagged])).toEqual([[contractId, true]]);
      const evidence = json<{ signing_evidence: { party: string; flags: string[] }[] }>(
        await cli(['contract:show', String(contractId), '--json'], env),
      );
      expect(evidence.signing_evidence).toEqual([
        expect.objectContaining({ party: 'guardian', flags: expect.arrayContaining(['same_ip', 'same_user_agent', 'within_a_minute']) }),
      ]);
      // Not countersigned until the member says they reviewed that evidence.
      const unreviewed = (await cli(['contract:countersign', String(contractId)], env).then(
        () => ({ code: 0, stderr: '' }),
        (err: { code: number; stderr: string }) => err,
      )) as { code: number; stderr: string };
      expect(unreviewed.code).toBe(1);
      expect(unreviewed.stderr).toContain('[4009]');
      expect((await cli(['contract:countersign', String(contractId), '--evidence-reviewed'], env)).stdout).toContain(
        '"status":"contract_completed"',
      );
      expect(
        (await cli(['contract:end', String(contractId), '--reason', 'Ended at the author’s request.'], env)).stdout,
      ).toContain('"status":"copyright_expired"');
    },
  );
});

describe('npm run admin: contracts with no server running (straight on the database)', CLI_SUITE, () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'wc-cli-contracts-direct-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it(
    'prepares a contract from the command line: the unsigned PDF is stored and the guardian’s link mailed to PUBLIC_URL',
    { timeout: 180_000 },
    async () => {
      const uploadsDir = path.join(dataDir, 'uploads');
      const guardianEmail = 'guardian.direct@example.test';
      let applicationId: number;
      {
        // The application is made through the API on the same database, then the server is gone.
        const database = await openDemoPglite(path.join(dataDir, 'pglite'), uploadsDir);
        const server = Fastify({ logger: false });
        await server.register(app, { database, uploadsDir });
        await server.ready();
        try {
          ({ applicationId } = await juniperApplies(
            apiClient(() => server),
            database.db,
            guardianEmail,
          ));
        } finally {
          await server.close();
          await database.close();
        }
      }
      // The CLI must read what this process encrypted: the same data key.
      const key = keyRing().current;
      const env = {
        DATA_DIR: dataDir,
        PUBLIC_URL: 'https://portal.example.test',
        DATA_KEYS: JSON.stringify([{ id: key.id, key: key.key.toString('base64') }]),
      };
      // The demo's own signed contract has its PDFs there already.
      const pdfs = async () => (await readdir(path.join(uploadsDir, 'private', 'contract'))).filter((f) => f.endsWith('.pdf'));
      const before = await pdfs();
      const approved = await cli(['application:approve', String(applicationId)], env);
      const contractId = Number(/"contract_id":(\d+)/.exec(approved.stdout)![1]);
      expect(
        (await cli(['contract:prepare', String(contractId), '--type', 'non_exclusive', '--share', '60', '--years', '3'], env))
          .stdout,
      ).toContain('"status":"signing"');
      expect((await pdfs()).filter((f) => !before.includes(f))).toHaveLength(1);

      const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
      try {
        expect(await mailedGuardianLink(database.db, guardianEmail)).toMatch(/^https:\/\/portal\.example\.test\/esign\//);
        const [application] = await database.db
          .select()
          .from(contractApplications)
          .where(eq(contractApplications.id, applicationId));
        expect(application.status).toBe('approved');
      } finally {
        await database.close();
      }
    },
  );
});
