import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { describeEachDatabase } from '../support/each-database';
import { apiClient } from '../support/api-client';
import {
  DAY,
  applicationBody,
  mailedGuardianCode,
  mailedGuardianLink,
  newAuthor,
  signatureDataUrl,
  testClock,
  tokenOf,
  type AuthorFixture,
} from '../support/contracts';
import { DEMO_ADMIN, DEMO_EDITOR } from '../../src/server/seed/demo';
import { auditLog, contractSignatures, contracts, notifications } from '../../src/server/db/schema';
import {
  GUARDIAN_CODE_MAX_ATTEMPTS,
  GUARDIAN_CODE_RESEND_MS,
  GUARDIAN_CODE_TTL_MS,
  GUARDIAN_LINK_TTL_DAYS,
  SIGN_URL_TTL_MS,
} from '../../src/domain/contract';
import en from '../../src/server/i18n/en.json' with { type: 'json' };
import { translate } from '../../src/server/lib/i18n';
import enDomain from '../../src/domain/i18n/en.json' with { type: 'json' };
import { DEFAULT_BRAND_NAME } from '../../src/domain/brand-names';

const clock = testClock();
const PUBLIC_URL = 'https://authors.example.test';
const TERMS = { type: 'non_exclusive', revenue_share: 50, term_years: 5, first_paid_chapter: 21 } as const;

/** A birth date that makes someone `years` old today. */
const yearsAgo = (years: number) => {
  const d = new Date();
  return `${d.getUTCFullYear() - years}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;
};

describeEachDatabase(
  'contracts: signing, the guardian, the sealed PDF and its verification',
  ({ get }) => {
    const api = apiClient(() => get().app);
    const db = () => get().database.db;
    let editor: string;
    let admin: string;
    let signature: string;

    beforeAll(async () => {
      editor = await api.staffLogin(DEMO_EDITOR.email, DEMO_EDITOR.password);
      admin = await api.staffLogin(DEMO_ADMIN.email, DEMO_ADMIN.password);
      signature = await signatureDataUrl();
    });

    /** Applies, is approved and (unless `prepare` is false) gets the contract prepared; answers the contract id. */
    async function contractFor(at: AuthorFixture, options: { minor?: boolean; guardianEmail?: string; prepare?: boolean } = {}) {
      const sent = await api.post(
        '/v1/sign.submit',
        at.token,
        await applicationBody(api, at.token, at.bookId, { guardian: options.minor, guardianEmail: options.guardianEmail }),
      );
      expect(sent.body.code, JSON.stringify(sent.body)).toBe(200);
      const approved = await api.post('/admin/v1/application.approve', editor, { application_id: sent.body.data.application.id });
      const contractId = approved.body.data.contract_id as number;
      if (options.prepare !== false) {
        const prepared = await api.post('/admin/v1/contract.prepare', editor, { contract_id: contractId, ...TERMS });
        expect(prepared.body.code, JSON.stringify(prepared.body)).toBe(200);
      }
      return contractId;
    }
    const signUrl = (at: AuthorFixture) => api.get(`/v1/sign.signUrl?book_id=${at.bookId}`, at.token);
    /** Signs through a link: as `bearer` (the author's own sign-in for the author's link), or anonymously. */
    const autograph = (token: string, extra: Record<string, unknown> = {}, bearer?: string) =>
      api.post('/v1/sign.autograph', bearer, { token, signature, intent: true, ...extra });
    /** The author signs in the dialog, signed in as themselves. */
    const authorSigns = (at: AuthorFixture, token: string, extra: Record<string, unknown> = {}) => autograph(token, extra, at.token);
    /** The guardian asks for a code on the signing page and signs with it. */
    async function guardianSigns(token: string, guardianEmail: string, extra: Record<string, unknown> = {}) {
      const sent = await api.post('/v1/sign.guardianCode', undefined, { token });
      expect(sent.body.code, JSON.stringify(sent.body)).toBe(200);
      return autograph(token, { code: await mailedGuardianCode(db(), guardianEmail), ...extra });
    }
    const info = async (at: AuthorFixture) => (await api.get(`/v1/sign.info?book_id=${at.bookId}`, at.token)).body.data;
    const popupTypes = async (at: AuthorFixture) =>
      ((await api.get('/v1/author.popupList', at.token)).body.data.list as { type: number }[]).map((p) => p.type);

    it(
      'takes a minor, her guardian and the platform from prepared to a sealed PDF that sign.verify recognises; one changed byte breaks it',
      { timeout: 120_000 },
      async () => {
        const at = await newAuthor(db(), api, { birthDate: yearsAgo(16) });
        const guardianEmail = `guardian.${at.userId}@example.test`;
        const contractId = await contractFor(at, { minor: true, guardianEmail });

        // Prepared: the guardian's single-use link is mailed (in the author's language) and shown to the author.
        const mailed = await mailedGuardianLink(db(), guardianEmail);
        expect(mailed).toMatch(new RegExp(`^${PUBLIC_URL}/esign/[A-Za-z0-9_-]{43}$`));
        const prepared = await info(at);
        expect(prepared.contract).toMatchObject({
          id: contractId,
          status: 'signing',
          terms: TERMS,
          pending_change: null,
          guardian_mailed_to: 'g•••@example.test',
          pdf: false,
          parties: [
            { role: 'author', signed_at: null },
            { role: 'guardian', signed_at: null },
            { role: 'platform', name: DEFAULT_BRAND_NAME, signed_at: null },
          ],
        });
        // The author reads their own legal name in full; the guardian's stays masked.
        expect(prepared.contract.parties[0].name).toBe('Maria Clara Santos');
        expect(prepared.contract.parties[1].name).toBe('•••••••••ntos');
        expect(prepared.application).toMatchObject({
          step: 'signing',
          guardian: { truename: '•••••••••ntos', email: `g•••@example.test` },
        });
        expect(await popupTypes(at)).toEqual([4]);

        // The author signs in the dialog.
        const url = await signUrl(at);
        expect(url.body.data).toMatchObject({
          success: true,
          // a path on the portal's own origin, whichever host name the portal was reached by
          sign_url: expect.stringMatching(/^\/esign\/[\w-]+$/),
        });
        const authorToken = tokenOf(url.body.data.sign_url);
        const session = await api.get(`/v1/sign.session?token=${authorToken}`, at.token);
        expect(session.body.data).toMatchObject({
          role: 'author',
          signer: 'Maria Clara Santos',
          work_title: 'A Lantern For The Tide',
          platform: DEFAULT_BRAND_NAME,
          lang: 'en',
          signed: false,
        });
        expect(session.body.data.clauses.length).toBeGreaterThan(3);
        for (const c of session.body.data.clauses) expect(c.summary.length, c.id).toBeGreaterThan(0);
        expect(session.body.data.key_terms.map((k: { id: string }) => k.id)).toEqual(
          expect.arrayContaining(['term', 'exclusivity', 'revenue_share']),
        );
        expect((await authorSigns(at, authorToken, { intent: false })).body.data.fields).toEqual({
          intent: enDomain['validation.intent.required'],
        });
        expect((await authorSigns(at, authorToken, { signature: 'data:image/png;base64,AAAA' })).body.data.fields).toEqual({
          signature: enDomain['validation.signature.required'],
        });
        const signed = await authorSigns(at, authorToken);
        expect(signed.body).toEqual({
          code: 200,
          desc: en['sign.signed'],
          data: { status: 'signing', waiting_for: ['guardian', 'platform'] },
        });
        expect((await authorSigns(at, authorToken)).body).toMatchObject({ code: 4009, desc: en['sign.link.used'] });
        expect((await api.get(`/v1/sign.session?token=${authorToken}`, at.token)).body.data.signed).toBe(true);
        expect((await signUrl(at)).body).toMatchObject({ code: 4009, desc: en['sign.alreadySigned'] });
        expect(await popupTypes(at)).toEqual([]);
        const actionRequired = await db()
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, at.userId), eq(notifications.template, 'notice.contract.signNow')));
        expect(actionRequired.map((n) => n.actionRequired)).toEqual([false]);

        // The guardian signs by the mailed link, once.
        const guardianToken = tokenOf(mailed!);
        const guardianSession = await api.get(`/v1/sign.session?token=${guardianToken}&lang=de`);
        expect(guardianSession.body.data).toMatchObject({
          role: 'guardian',
          signer: '•••••••••ntos',
          lang: 'de',
          signed: false,
          code_required: true,
          code_sent_to: 'g•••@example.test',
        });
        // In the signer's language: the same clauses, in German.
        expect(guardianSession.body.data.clauses.map((c: { id: string }) => c.id)).toEqual(
          session.body.data.clauses.map((c: { id: string }) => c.id),
        );
        expect(guardianSession.body.data.clauses[0].title).not.toBe(session.body.data.clauses[0].title);
        const byGuardian = await guardianSigns(guardianToken, guardianEmail, { signature: await signatureDataUrl('guardian') });
        expect(byGuardian.body.data).toEqual({ status: 'signing_completed', waiting_for: ['platform'] });
        // Spent: said as for the author's link, whatever code comes with it.
        expect((await autograph(guardianToken, { code: '000000' })).body).toMatchObject({ code: 4009, desc: en['sign.link.used'] });
        const completed = await info(at);
        expect(completed.contract).toMatchObject({
          status: 'signing_completed',
          guardian_mailed_to: null,
          pdf: true,
          signed_at: expect.any(String),
        });
        expect(completed.application.step).toBe('countersign');

        // Personal values of signatures and the guardian's link are encrypted; only hashes are in clear.
        const { rows: sigs } = (await db().execute(
          sql`select signer_name, ip, user_agent from contract_signatures where contract_id = ${contractId}`,
        )) as unknown as { rows: Record<string, string | null>[] };
        expect(sigs).toHaveLength(2);
        for (const row of sigs) for (const value of Object.values(row)) expect(String(value)).toMatch(/^enc:v1:/);
        const { rows: links } = (await db().execute(
          sql`select * from signing_links where contract_id = ${contractId}`,
        )) as unknown as { rows: Record<string, unknown>[] };
        const rawLinks = JSON.stringify(links);
        expect(rawLinks).not.toContain(guardianToken);
        expect(rawLinks).not.toContain(authorToken);
        // Neither link is kept in any readable form: the guardian's exists only in the mail to the guardian.
        for (const link of links) expect(link).not.toHaveProperty('token');

        // Both signed from one network and browser within a minute: staff see it, and must say they reviewed it.
        expect((await api.post('/admin/v1/contract.countersign', editor, { contract_id: contractId })).body).toMatchObject({
          code: 4009,
          desc: en['contract.countersign.reviewEvidence'],
        });
        const shown = (await api.get(`/admin/v1/contract.show?contract_id=${contractId}`, editor)).body.data;
        // Staff read the author's legal name masked, like every other personal value.
        expect(shown.contract.parties[0].name).toBe('••••••••••••••ntos');
        const evidence = shown.signing_evidence;
        expect(evidence).toEqual([
          {
            party: 'guardian',
            signed_at: expect.any(String),
            flags: expect.arrayContaining(['same_ip', 'same_user_agent', 'within_a_minute']),
            seconds_apart: expect.any(Number),
          },
        ]);
        // The platform countersigns: the PDF is sealed, the term starts.
        expect(
          (await api.post('/admin/v1/contract.countersign', editor, { contract_id: contractId, evidence_reviewed: true })).body.data,
        ).toMatchObject({
          status: 'contract_completed',
          expires_at: expect.any(String),
        });
        const done = await info(at);
        expect(done.contract.parties.map((p: { signed_at: string | null }) => Boolean(p.signed_at))).toEqual([true, true, true]);
        expect(new Date(done.contract.expires_at).getUTCFullYear() - new Date(done.contract.completed_at).getUTCFullYear()).toBe(
          5,
        );
        expect(done.contract.events.map((e: { kind: string }) => e.kind)).toEqual([
          'applied',
          'approved',
          'prepared',
          'signed',
          'guardian_signed',
          'countersigned',
        ]);

        const pdf = await get().app.inject({
          url: `/v1/sign.pdf?contract_id=${contractId}`,
          headers: { authorization: `Bearer ${at.token}` },
        });
        expect(pdf.statusCode).toBe(200);
        expect(pdf.headers['content-type']).toBe('application/pdf');
        expect(pdf.headers['cache-control']).toBe('private, no-store');
        expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        const downloads = await db()
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.subjectUserId, at.userId), eq(auditLog.action, 'contract.pdf.downloaded')));
        expect(downloads).toHaveLength(1);

        const verify = (bytes: Buffer) =>
          get().app.inject({
            method: 'POST',
            url: '/v1/sign.verify',
            payload: bytes,
            headers: { 'content-type': 'application/pdf' },
          });
        const good = (await verify(pdf.rawPayload)).json();
        expect(good).toMatchObject({
          code: 200,
          data: {
            sealed: true,
            intact: true,
            ours: true,
            known: true,
            contract_no: done.contract.contract_no,
            work_title: 'A Lantern For The Tide',
            status: 'contract_completed',
            signed_at: done.contract.signed_at,
            sealed_at: expect.any(String),
            warning: null,
          },
        });
        expect(good.data.pen_name).toMatch(/^Pen /);
        const [row] = await db().select().from(contracts).where(eq(contracts.id, contractId));
        expect(good.data.sha256).toBe(row.sealedSha256);

        const tampered = Buffer.from(pdf.rawPayload);
        const at_ = Math.floor(tampered.length / 3);
        tampered[at_] = tampered[at_] ^ 0x01;
        const bad = (await verify(tampered)).json();
        expect(bad.data).toMatchObject({ sealed: true, intact: false, known: false, pen_name: null });
        expect((await verify(Buffer.from('%PDF-1.7 nothing sealed here'))).json().data).toMatchObject({
          sealed: false,
          intact: false,
          ours: false,
          known: false,
        });
        const json = await get().app.inject({ method: 'POST', url: '/v1/sign.verify', payload: { pdf: 'x' } });
        expect(json.json()).toMatchObject({ code: 4001, desc: en['sign.verify.notPdf'] });

        // Staff end it with a reason: copyright_expired; nothing moves it further.
        expect(
          (await api.post('/admin/v1/contract.end', editor, { contract_id: contractId, reason: 'The author asked to end it.' }))
            .body.data.status,
        ).toBe('copyright_expired');
        expect((await api.post('/admin/v1/contract.end', editor, { contract_id: contractId, reason: 'Again' })).body.code).toBe(
          4009,
        );
        expect((await api.post('/admin/v1/contract.countersign', editor, { contract_id: contractId })).body.code).toBe(4009);
        const ended = await info(at);
        expect(ended.contract.events.at(-1)).toMatchObject({ kind: 'ended', note: 'The author asked to end it.' });
        // The document is still genuine, but the verdict warns that the contract no longer stands, with when and why.
        const endedAt = ended.contract.events.at(-1).at as string;
        const afterEnd = (
          await get().app.inject({
            method: 'POST',
            url: '/v1/sign.verify?lang=fr',
            payload: pdf.rawPayload,
            headers: { 'content-type': 'application/pdf' },
          })
        ).json();
        expect(afterEnd.data).toMatchObject({
          sealed: true,
          intact: true,
          known: true,
          status: 'copyright_expired',
          warning: {
            kind: 'ended',
            at: endedAt,
            reason: 'The author asked to end it.',
            text: translate('fr', 'sign.verify.warning.ended', { date: endedAt.slice(0, 10), reason: 'The author asked to end it.' }),
          },
        });
        expect(afterEnd.data.warning.text).toContain('The author asked to end it.');
        // The work is free to apply again: popup 2 is back.
        expect(await popupTypes(at)).toEqual([2]);
      },
    );

    it('gives a signing address valid exactly one hour by the app’s clock (59:59 yes, 60:00 no)', async () => {
      const at = await newAuthor(db(), api);
      await contractFor(at);
      try {
        clock.set('2026-09-01T10:00:00.000Z');
        const url = await signUrl(at);
        expect(url.body.data.expires_at).toBe(new Date(Date.parse('2026-09-01T10:00:00.000Z') + SIGN_URL_TTL_MS).toISOString());
        const token = tokenOf(url.body.data.sign_url);
        clock.set('2026-09-01T10:59:59.000Z');
        expect((await api.get(`/v1/sign.session?token=${token}`, at.token)).body.code).toBe(200);
        clock.set('2026-09-01T11:00:00.000Z');
        const late = await api.get(`/v1/sign.session?token=${token}`, at.token);
        expect(late.body).toMatchObject({ code: 4001, desc: enDomain['validation.link.invalid'] });
        expect((await authorSigns(at, token)).body.code).toBe(4001);
        // Asked for again, a new one works.
        const again = tokenOf((await signUrl(at)).body.data.sign_url);
        expect((await authorSigns(at, again)).body.data).toEqual({ status: 'signing_completed', waiting_for: ['platform'] });
        // Signed by every party: nothing but the countersignature moves it.
        const contractId = (await info(at)).contract.id;
        for (const [action, body] of [
          ['contract.prepare', { ...TERMS }],
          ['contract.changeType', { type: 'exclusive' }],
          ['contract.end', { reason: 'x' }],
        ] as const) {
          expect((await api.post(`/admin/v1/${action}`, editor, { contract_id: contractId, ...body })).body.code, action).toBe(
            4009,
          );
        }
        expect((await api.get('/v1/sign.session?token=not-a-token')).body.code).toBe(4001);
      } finally {
        clock.reset();
      }
    });

    it('keeps the guardian’s link for GUARDIAN_LINK_TTL_DAYS', async () => {
      const at = await newAuthor(db(), api, { birthDate: yearsAgo(15) });
      const guardianEmail = `late.guardian.${at.userId}@example.test`;
      try {
        clock.set('2026-10-01T08:00:00.000Z');
        await contractFor(at, { minor: true, guardianEmail });
        const token = tokenOf((await mailedGuardianLink(db(), guardianEmail))!);
        clock.set(new Date(Date.parse('2026-10-01T08:00:00.000Z') + GUARDIAN_LINK_TTL_DAYS * DAY - 1000));
        expect((await api.get(`/v1/sign.session?token=${token}`)).body.data.expires_at).toBe(
          new Date(Date.parse('2026-10-01T08:00:00.000Z') + GUARDIAN_LINK_TTL_DAYS * DAY).toISOString(),
        );
        clock.advance(1000);
        expect((await api.get(`/v1/sign.session?token=${token}`)).body.code).toBe(4001);
        // The author is told where the link went, never the link.
        expect((await info(at)).contract.guardian_mailed_to).toBe('l•••@example.test');
      } finally {
        clock.reset();
      }
    });

    it('names the brand of the author’s site as the platform party, on the card and at signing', async () => {
      const at = await newAuthor(db(), api, { site: 540, words: 200_000 });
      await contractFor(at);
      const platform = (await info(at)).contract.parties.find((p: { role: string }) => p.role === 'platform');
      expect(platform.name).toBe('Hearthside Stories');
      for (const lang of ['en', 'de', 'th']) {
        const session = (await api.get(`/v1/sign.session?token=${tokenOf((await signUrl(at)).body.data.sign_url)}&lang=${lang}`, at.token)).body.data;
        expect(session.platform).toBe('Hearthside Stories');
        expect(JSON.stringify(session), lang).not.toMatch(/Writers.? Center/);
      }
    });

    it('refuses a signing address when nothing waits for the author’s signature', async () => {
      const nothing = await newAuthor(db(), api);
      expect((await signUrl(nothing)).body).toMatchObject({ code: 4009, desc: en['sign.nothingToSign'] });
      const unsigned = await newAuthor(db(), api);
      await contractFor(unsigned, { prepare: false });
      expect((await signUrl(unsigned)).body.code).toBe(4009);
      expect(await popupTypes(unsigned)).toEqual([]);
      const other = await newAuthor(db(), api);
      expect((await api.get(`/v1/sign.signUrl?book_id=${other.bookId}`, unsigned.token)).body.code).toBe(4004);
    });

    it('lets the editor change the terms while signing: signatures so far are void, the author must accept or decline first', async () => {
      const at = await newAuthor(db(), api, { birthDate: yearsAgo(17) });
      const guardianEmail = `changing.guardian.${at.userId}@example.test`;
      const contractId = await contractFor(at, { minor: true, guardianEmail });
      const firstLink = (await mailedGuardianLink(db(), guardianEmail))!;
      expect((await authorSigns(at, tokenOf((await signUrl(at)).body.data.sign_url))).body.data.status).toBe('signing');

      expect(
        (await api.post('/admin/v1/contract.changeType', editor, { contract_id: contractId, type: 'non_exclusive' })).body,
      ).toMatchObject({ code: 4009, desc: en['contract.change.same'] });
      const changed = await api.post('/admin/v1/contract.changeType', editor, {
        contract_id: contractId,
        type: 'exclusive',
        revenue_share: 60,
        note: 'Exclusive gives you the bonus programme.',
      });
      expect(changed.body.data).toMatchObject({ status: 'signing', pending_change: true, terms: TERMS });
      const view = (await info(at)).contract;
      expect(view.pending_change).toMatchObject({
        from: TERMS,
        to: { ...TERMS, type: 'exclusive', revenue_share: 60 },
        note: 'Exclusive gives you the bonus programme.',
      });
      expect(view.parties[0].signed_at).toBeNull();
      expect(view.guardian_mailed_to).toBeNull();
      expect((await signUrl(at)).body).toMatchObject({ code: 4009, desc: en['sign.changePending'] });
      expect((await api.get(`/v1/sign.session?token=${tokenOf(firstLink)}`)).body.code).toBe(4001);
      expect(await popupTypes(at)).toEqual([]);
      const required = await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, at.userId), eq(notifications.actionRequired, true)));
      expect(required.map((n) => n.template)).toEqual(['notice.contract.typeChanged']);

      const other = await newAuthor(db(), api);
      expect((await api.post('/v1/sign.acceptChange', other.token, { contract_id: contractId })).body.code).toBe(4004);
      const accepted = await api.post('/v1/sign.acceptChange', at.token, { contract_id: contractId });
      expect(accepted.body).toMatchObject({
        code: 200,
        desc: en['contract.change.accepted'],
        data: { pending_change: null, terms: { type: 'exclusive', revenue_share: 60 } },
      });
      expect((await api.post('/v1/sign.acceptChange', at.token, { contract_id: contractId })).body).toMatchObject({
        code: 4009,
        desc: en['contract.change.none'],
      });
      const secondLink = (await mailedGuardianLink(db(), guardianEmail))!;
      expect(secondLink).not.toBe(firstLink);
      expect(accepted.body.data.guardian_mailed_to).toBe('c•••@example.test');
      expect(JSON.stringify(accepted.body)).not.toContain(tokenOf(secondLink));
      expect(await popupTypes(at)).toEqual([4]);

      // Changed again, and declined with a reason: the terms stay as they are.
      await api.post('/admin/v1/contract.changeType', editor, { contract_id: contractId, type: 'non_exclusive', term_years: 3 });
      expect(
        (await api.post('/v1/sign.declineChange', at.token, { contract_id: contractId, reason: ' ' })).body.data.fields,
      ).toEqual({ reason: enDomain['validation.reason.required'] });
      const declined = await api.post('/v1/sign.declineChange', at.token, {
        contract_id: contractId,
        reason: 'I want to keep the exclusive contract.',
      });
      expect(declined.body.data).toMatchObject({
        pending_change: null,
        terms: { type: 'exclusive', revenue_share: 60, term_years: 5 },
      });
      expect(declined.body.data.events.map((e: { kind: string }) => e.kind).slice(-4)).toEqual([
        'type_changed',
        'change_accepted',
        'type_changed',
        'change_declined',
      ]);
      expect(declined.body.data.events.at(-1).note).toBe('I want to keep the exclusive contract.');
      const trail = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.subjectKind, 'contract'), eq(auditLog.subjectId, String(contractId))));
      expect(trail.map((t) => t.action)).toEqual(
        expect.arrayContaining([
          'contract.prepared',
          'contract.type_changed',
          'contract.change_accepted',
          'contract.change_declined',
          'contract.signed.author',
        ]),
      );
    });

    it('enforces every contract move (4009 otherwise), checks the terms, and keeps editors to their own authors', async () => {
      const at = await newAuthor(db(), api);
      const contractId = await contractFor(at, { prepare: false });
      expect((await api.post('/admin/v1/contract.countersign', editor, { contract_id: contractId })).body.code).toBe(4009);
      expect(
        (await api.post('/admin/v1/contract.changeType', editor, { contract_id: contractId, type: 'exclusive' })).body.code,
      ).toBe(4009);
      expect((await api.post('/admin/v1/contract.end', editor, { contract_id: contractId, reason: 'x' })).body.code).toBe(4009);
      expect(
        (await api.post('/admin/v1/contract.prepare', editor, { contract_id: contractId, ...TERMS, revenue_share: 0 })).body.code,
      ).toBe(4001);
      expect(
        (await api.post('/admin/v1/contract.prepare', editor, { contract_id: contractId, ...TERMS, term_years: 11 })).body.code,
      ).toBe(4001);
      const other = await api.staffLogin('tomas.reyes@writers-center.test', DEMO_EDITOR.password);
      expect((await api.post('/admin/v1/contract.prepare', other, { contract_id: contractId, ...TERMS })).body.code).toBe(4003);
      expect((await api.post('/admin/v1/contract.prepare', admin, { contract_id: 999_999, ...TERMS })).body.code).toBe(4004);
      expect(
        (await api.post('/admin/v1/contract.prepare', editor, { contract_id: contractId, ...TERMS, first_paid_chapter: null }))
          .body.data,
      ).toMatchObject({ status: 'signing', terms: { ...TERMS, first_paid_chapter: null } });
      expect((await api.post('/admin/v1/contract.prepare', editor, { contract_id: contractId, ...TERMS })).body).toMatchObject({
        code: 4009,
        desc: en['contract.move.notAllowed'],
      });
      expect((await api.post('/admin/v1/contract.countersign', editor, { contract_id: contractId })).body.code).toBe(4009);
      expect((await api.post('/admin/v1/contract.end', editor, { contract_id: contractId, reason: 'x' })).body.code).toBe(4009);
      const shown = await api.get(`/admin/v1/contract.show?contract_id=${contractId}`, editor);
      expect(shown.body.data).toMatchObject({
        user_id: at.userId,
        contract: { status: 'signing', guardian_mailed_to: null },
        signing_evidence: [],
        unsigned_sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
      const listed = await api.get('/admin/v1/contract.list?status=signing', editor);
      expect(listed.body.data.list.some((c: { id: number }) => c.id === contractId)).toBe(true);

      // Another author's contract: 4004 for every author route.
      const stranger = await newAuthor(db(), api);
      expect((await api.get(`/v1/sign.info?book_id=${at.bookId}`, stranger.token)).body.code).toBe(4004);
      expect(
        (await api.post('/v1/sign.declineChange', stranger.token, { contract_id: contractId, reason: 'No' })).body.code,
      ).toBe(4004);
      expect((await api.get(`/v1/sign.pdf?contract_id=${contractId}`, stranger.token)).body.code).toBe(4004);
      expect((await api.get(`/v1/sign.pdf?contract_id=${contractId}`, at.token)).body).toMatchObject({
        code: 4004,
        desc: en['contract.pdf.none'],
      });
      expect((await api.get('/v1/sign.contracts', stranger.token)).body.data.list).toEqual([]);
      expect((await api.get('/v1/sign.contracts', at.token)).body.data.list.map((c: { id: number }) => c.id)).toEqual([
        contractId,
      ]);
    });

    let network = 0;
    /**
     * A call as the portal makes it: the sign-in (if any), the browser's device id, and its own
     * network address (each test one, so the signing routes' rate limit counts per test).
     */
    const send = (url: string, body: Record<string, unknown>, headers: { bearer?: string; device?: string; ip: string }) =>
      get()
        .app.inject({
          method: 'POST',
          url,
          payload: body,
          remoteAddress: headers.ip,
          headers: {
            ...(headers.bearer ? { authorization: `Bearer ${headers.bearer}` } : {}),
            ...(headers.device ? { 'x-device-id': headers.device } : {}),
          },
        })
        .then((r) => r.json());
    /** A signing page on its own network: sign.autograph and sign.guardianCode as it sends them. */
    function page(bearer?: string) {
      const ip = `10.77.${++network}.1`;
      return {
        ip,
        sign: (token: string, extra: Record<string, unknown> = {}, as: { bearer?: string; device?: string } = { bearer }) =>
          send('/v1/sign.autograph', { token, signature, intent: true, ...extra }, { ...as, ip }),
        askCode: (token: string, as: { bearer?: string; device?: string } = {}) =>
          send('/v1/sign.guardianCode', { token }, { ...as, ip }),
      };
    }
    const signatureRows = (contractId: number) =>
      db().select().from(contractSignatures).where(eq(contractSignatures.contractId, contractId));

    it('lets only the author’s own sign-in use the author’s signing link: not another author, not an anonymous holder', async () => {
      const a = await newAuthor(db(), api);
      const b = await newAuthor(db(), api);
      const contractB = await contractFor(b);
      const link = tokenOf((await signUrl(b)).body.data.sign_url);

      // Another author, signed in as themselves, holding B's link: refused, and nothing is recorded.
      expect((await api.get(`/v1/sign.session?token=${link}`, a.token)).body).toMatchObject({
        code: 4003,
        desc: en['sign.link.otherAccount'],
      });
      const browser = page();
      expect(await browser.sign(link, {}, { bearer: a.token })).toMatchObject({ code: 4003, desc: en['sign.link.otherAccount'] });
      // Anyone else holding the link, signed in as nobody: asked to sign in.
      expect((await api.get(`/v1/sign.session?token=${link}`)).body.code).toBe(5005);
      expect((await browser.sign(link, {}, {})).code).toBe(5005);
      expect(await signatureRows(contractB)).toEqual([]);

      // B signs it.
      expect((await api.get(`/v1/sign.session?token=${link}`, b.token)).body.data.role).toBe('author');
      expect((await browser.sign(link, {}, { bearer: b.token })).data).toEqual({ status: 'signing_completed', waiting_for: ['platform'] });
      const [row] = await signatureRows(contractB);
      expect(row).toMatchObject({ party: 'author', sessionUserId: b.userId, evidence: null });
    });

    it('mails the guardian’s link only to the guardian, and takes the guardian’s signature only with the code mailed there', async () => {
      const at = await newAuthor(db(), api, { birthDate: yearsAgo(16) });
      const guardianEmail = `code.guardian.${at.userId}@example.test`;
      try {
        clock.set('2026-11-02T09:00:00.000Z');
        const contractId = await contractFor(at, { minor: true, guardianEmail });
        const link = tokenOf((await mailedGuardianLink(db(), guardianEmail))!);
        // Nothing the author (or staff) is answered carries the link.
        const seen = JSON.stringify([
          (await api.get(`/v1/sign.info?book_id=${at.bookId}`, at.token)).body,
          (await api.get('/v1/sign.contracts', at.token)).body,
          (await api.get(`/admin/v1/contract.show?contract_id=${contractId}`, editor)).body,
        ]);
        expect(seen).not.toContain(link);
        expect(seen).toContain('c•••@example.test');

        const guardian = page();
        // No code, or a code never sent: refused.
        expect((await guardian.sign(link)).data.fields).toEqual({ code: enDomain['validation.guardianCode.required'] });
        expect((await guardian.sign(link, { code: '123456' })).data.fields).toEqual({
          code: enDomain['validation.guardianCode.expired'],
        });
        // The author's link does not take a code.
        const authorLink = tokenOf((await signUrl(at)).body.data.sign_url);
        expect((await api.post('/v1/sign.guardianCode', at.token, { token: authorLink })).body.code).toBe(4001);

        const sent = await guardian.askCode(link);
        expect(sent).toMatchObject({
          code: 200,
          desc: en['sign.code.sent'],
          data: {
            sent_to: 'c•••@example.test',
            expires_at: new Date(Date.parse('2026-11-02T09:00:00.000Z') + GUARDIAN_CODE_TTL_MS).toISOString(),
          },
        });
        const code = (await mailedGuardianCode(db(), guardianEmail))!;
        expect(code).toMatch(/^\d{6}$/);
        // Once a minute at most.
        expect((await guardian.askCode(link)).code).toBe(4029);
        // Wrong codes are counted; after GUARDIAN_CODE_MAX_ATTEMPTS even the right one no longer works.
        const wrong = code === '000000' ? '111111' : '000000';
        for (let left = GUARDIAN_CODE_MAX_ATTEMPTS - 1; left >= 0; left--)
          expect((await guardian.sign(link, { code: wrong, signature: await signatureDataUrl('guardian') })).data.fields).toEqual({
            code: translate('en', 'validation.guardianCode.wrong', { left }),
          });
        expect((await guardian.sign(link, { code, signature: await signatureDataUrl('guardian') })).data.fields).toEqual({
          code: enDomain['validation.guardianCode.expired'],
        });
        expect(await signatureRows(contractId)).toEqual([]);

        // A new code, a minute later, signs; a code expires after GUARDIAN_CODE_TTL_MS.
        clock.advance(GUARDIAN_CODE_RESEND_MS);
        expect((await guardian.askCode(link)).code).toBe(200);
        clock.advance(GUARDIAN_CODE_TTL_MS);
        const stale = (await mailedGuardianCode(db(), guardianEmail))!;
        expect((await guardian.sign(link, { code: stale, signature: await signatureDataUrl('guardian') })).data.fields).toEqual({
          code: enDomain['validation.guardianCode.expired'],
        });
        expect((await guardian.askCode(link)).code).toBe(200);
        const fresh = (await mailedGuardianCode(db(), guardianEmail))!;
        const signed = await guardian.sign(link, { code: fresh, signature: await signatureDataUrl('guardian') });
        expect(signed.data).toEqual({ status: 'signing', waiting_for: ['author', 'platform'] });
      } finally {
        clock.reset();
      }
    });

    it('counts simultaneous wrong codes against one limit', async () => {
      const at = await newAuthor(db(), api, { birthDate: yearsAgo(15) });
      const guardianEmail = `guessed.guardian.${at.userId}@example.test`;
      await contractFor(at, { minor: true, guardianEmail });
      const link = tokenOf((await mailedGuardianLink(db(), guardianEmail))!);
      const guardian = page();
      await guardian.askCode(link);
      const code = (await mailedGuardianCode(db(), guardianEmail))!;
      const wrong = code === '000000' ? '111111' : '000000';
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => guardian.sign(link, { code: wrong }).then((r) => r.data.fields.code as string)),
      );
      expect(answers.filter((a) => a !== enDomain['validation.guardianCode.expired'])).toHaveLength(GUARDIAN_CODE_MAX_ATTEMPTS);
    });

    it('refuses a guardian’s signature from the author’s session or with the author’s image, and flags one from the author’s device for staff', async () => {
      const at = await newAuthor(db(), api, { birthDate: yearsAgo(16) });
      const guardianEmail = `same.device.${at.userId}@example.test`;
      const contractId = await contractFor(at, { minor: true, guardianEmail });
      const device = `device-${at.userId}-0123456789`;
      const home = page();
      const authorLink = tokenOf((await signUrl(at)).body.data.sign_url);
      expect((await home.sign(authorLink, {}, { bearer: at.token, device })).code).toBe(200);

      const link = tokenOf((await mailedGuardianLink(db(), guardianEmail))!);
      // From the author's sign-in: no code is sent, no signature taken.
      expect(await home.askCode(link, { bearer: at.token, device })).toMatchObject({
        code: 4003,
        desc: en['sign.guardian.authorSession'],
      });
      await home.askCode(link);
      const code = await mailedGuardianCode(db(), guardianEmail);
      const guardianSignature = await signatureDataUrl('guardian');
      expect(await home.sign(link, { signature: guardianSignature, code }, { bearer: at.token, device })).toMatchObject({ code: 4003, desc: en['sign.guardian.authorSession'] });
      // The author's own drawing sent again: refused.
      expect(await home.sign(link, { code }, { device })).toMatchObject({
        code: 4009,
        desc: en['sign.sameSignature'],
      });
      // Signed out, on the same device, a moment later: taken, and flagged.
      expect((await home.sign(link, { signature: guardianSignature, code }, { device })).data).toEqual({
        status: 'signing_completed',
        waiting_for: ['platform'],
      });
      const guardianRow = (await signatureRows(contractId)).find((r) => r.party === 'guardian')!;
      expect(guardianRow.sessionUserId).toBeNull();
      expect(guardianRow.evidence!.flags).toEqual(expect.arrayContaining(['same_device', 'same_ip', 'within_a_minute']));

      // Staff see it in the list and the contract's details, and countersign only once they say they reviewed it.
      const listed = (await api.get('/admin/v1/contract.list?status=signing_completed', editor)).body.data.list;
      expect(listed.find((c: { id: number }) => c.id === contractId)).toMatchObject({ evidence_flagged: true });
      const shown = (await api.get(`/admin/v1/contract.show?contract_id=${contractId}`, editor)).body.data;
      expect(shown.signing_evidence).toEqual([
        {
          party: 'guardian',
          signed_at: guardianRow.signedAt.toISOString(),
          flags: expect.arrayContaining(['same_device', 'same_ip', 'within_a_minute']),
          seconds_apart: expect.any(Number),
        },
      ]);
      expect((await api.post('/admin/v1/contract.countersign', editor, { contract_id: contractId })).body).toMatchObject({
        code: 4009,
        desc: en['contract.countersign.reviewEvidence'],
      });
      expect(
        (await api.post('/admin/v1/contract.countersign', editor, { contract_id: contractId, evidence_reviewed: true })).body.data
          .status,
      ).toBe('contract_completed');
      const [countersigned] = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.subjectId, String(contractId)), eq(auditLog.action, 'contract.countersigned')));
      expect(countersigned.after).toMatchObject({ evidence_reviewed: true });
      // Ended, so the expiry job of another test never meets it.
      await api.post('/admin/v1/contract.end', editor, { contract_id: contractId, reason: 'Test over.' });
    });

    it('expires a completed contract at the end of its term (the job, by the app’s clock)', { timeout: 60_000 }, async () => {
      const at = await newAuthor(db(), api);
      const contractId = await contractFor(at);
      await authorSigns(at, tokenOf((await signUrl(at)).body.data.sign_url));
      const countersigned = await api.post('/admin/v1/contract.countersign', editor, { contract_id: contractId });
      const expiresAt = Date.parse(countersigned.body.data.expires_at);
      try {
        clock.set(new Date(expiresAt - 1));
        // Contracts whose term ended earlier (the demo's, signed before this one) expire now; this one does not yet.
        expect((await api.post('/admin/v1/contract.expireDue', admin, {})).body.data.contracts).not.toContain(contractId);
        expect((await api.post('/admin/v1/contract.expireDue', editor, {})).body.code).toBe(4003);
        clock.set(new Date(expiresAt));
        expect((await api.post('/admin/v1/contract.expireDue', admin, {})).body.data).toEqual({
          expired: 1,
          contracts: [contractId],
        });
        expect((await api.post('/admin/v1/contract.expireDue', admin, {})).body.data.expired).toBe(0);
        const view = (await info(at)).contract;
        expect(view).toMatchObject({ status: 'copyright_expired' });
        expect(view.events.at(-1).kind).toBe('expired');
        // Its sealed copy checks as genuine, with the warning that its term ended.
        const sealed = await get().app.inject({ url: `/v1/sign.pdf?contract_id=${contractId}`, headers: { authorization: `Bearer ${at.token}` } });
        const checked = (
          await get().app.inject({ method: 'POST', url: '/v1/sign.verify', payload: sealed.rawPayload, headers: { 'content-type': 'application/pdf' } })
        ).json();
        expect(checked.data).toMatchObject({
          known: true,
          status: 'copyright_expired',
          warning: { kind: 'expired', at: new Date(expiresAt).toISOString(), reason: null, text: expect.stringContaining(new Date(expiresAt).toISOString().slice(0, 10)) },
        });
        const [notice] = await db()
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, at.userId), eq(notifications.template, 'notice.contract.expired')));
        expect(notice).toBeDefined();
        // The signed copy stays downloadable after the term.
        expect(
          (
            await get().app.inject({
              url: `/v1/sign.pdf?contract_id=${contractId}`,
              headers: { authorization: `Bearer ${at.token}` },
            })
          ).statusCode,
        ).toBe(200);
      } finally {
        clock.reset();
      }
    });
  },
  () => ({ demo: true, clock: clock.now, publicUrl: PUBLIC_URL }),
);

describe('contract numbers', () => {
  it('are WC-<year>-<six digits>', async () => {
    const { contractNumber } = await import('../../src/server/modules/contract/application');
    expect(contractNumber(4, new Date('2026-01-02T00:00:00Z'))).toBe('WC-2026-000004');
  });
});
