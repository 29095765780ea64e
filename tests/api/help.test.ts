import { readFileSync } from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { describeEachDatabase } from '../support/each-database';
import { apiClient } from '../support/api-client';
import { newAuthor } from '../support/contracts';
import { DEMO_ADMIN } from '../../src/server/seed/demo';
import { auditLog, helpArticles } from '../../src/server/db/schema';
import { helpAnchors } from '../../src/domain/help';
import { LOCALES } from '../../src/domain/locales';

describeEachDatabase('help center: articles per language with the English fallback, search in every script, feedback and publishing', ({ get }) => {
  const api = apiClient(() => get().app);
  const db = () => get().database.db;
  let admin = '';
  let token = '';

  beforeAll(async () => {
    admin = await api.staffLogin(DEMO_ADMIN.email, DEMO_ADMIN.password);
    token = (await newAuthor(db(), api)).token;
  });

  it('ships every article in all 11 languages, with the same sections as the English one', async () => {
    const rows = await db().select().from(helpArticles);
    const english = rows.filter((r) => r.lang === 'en');
    expect(english.length).toBeGreaterThanOrEqual(17);
    for (const lang of LOCALES) {
      const mine = rows.filter((r) => r.lang === lang);
      expect(mine.map((r) => r.slug).sort(), lang).toEqual(english.map((r) => r.slug).sort());
      for (const r of mine) {
        const en = english.find((e) => e.slug === r.slug)!;
        expect(helpAnchors(r.body), `${lang}/${r.slug}`).toEqual(helpAnchors(en.body));
        expect([r.category, r.sort, r.routes], `${lang}/${r.slug}`).toEqual([en.category, en.sort, en.routes]);
        if (lang !== 'en') expect(r.title, `${lang}/${r.slug}`).not.toBe(en.title);
      }
    }
  });

  it('explains the account and its data in every language, naming the buttons as that language’s portal does', async () => {
    const rows = await db().select().from(helpArticles);
    const catalog = (file: string, lang: string): Record<string, string> => JSON.parse(readFileSync(`src/client/${file}/i18n/${lang}.json`, 'utf8'));
    // Each article's sections, and button names from the screens it explains (in the article's own language).
    const expected: Record<string, { anchors: string[]; names: [file: string, key: string][] }> = {
      'account-settings': {
        anchors: ['password', 'sessions', 'mail', 'unsubscribe'],
        names: [['features/account', 'account.password.current'], ['features/account', 'account.sessions.signOutOthers'], ['features/account', 'account.mail.title']],
      },
      'two-factor': { anchors: ['enable', 'sign-in', 'step-up', 'disable', 'lost'], names: [['components/two-factor', 'twoFactor.start'], ['components/two-factor', 'twoFactor.step.useRecovery']] },
      'your-data': { anchors: ['archive', 'make', 'import', 'data'], names: [['features/archive', 'archive.works.make'], ['features/archive', 'archive.weekly.label'], ['features/archive', 'archive.personal.make']] },
      'account-deletion': { anchors: ['delete', 'deleted', 'kept', 'undo'], names: [['features/account-deletion', 'accountDeletion.works.keep'], ['features/account-deletion', 'accountDeletion.undo']] },
    };
    for (const lang of LOCALES) {
      for (const [slug, { anchors, names }] of Object.entries(expected)) {
        const row = rows.find((r) => r.lang === lang && r.slug === slug);
        expect(row, `${lang}/${slug}`).toBeDefined();
        expect(helpAnchors(row!.body), `${lang}/${slug}`).toEqual(anchors);
        for (const [file, key] of names) expect(row!.body, `${lang}/${slug}: ${key}`).toContain(`**${catalog(file, lang)[key]}**`);
      }
      expect(rows.find((r) => r.lang === lang && r.slug === 'your-data')!.routes, lang).toEqual(['/account/archive']);
      // The sign-in article points to the account settings for a known password and the devices.
      expect(rows.find((r) => r.lang === lang && r.slug === 'account')!.body, lang).toContain('(/helpCenter?article=account-settings#sessions)');
    }
  });

  it('lists and opens articles in the author’s language, in English where one is missing (marked), and 4004 for an unknown one', async () => {
    const es = (await api.get('/v1/help.list?lang=es', token)).body.data.list;
    expect(es[0]).toMatchObject({ category: 'start', lang: 'es', fallback: false });
    const payee = (await api.get('/v1/help.get?lang=th&slug=payee', token)).body.data;
    expect(payee).toMatchObject({ slug: 'payee', lang: 'th', fallback: false, helpful: null, routes: ['/salaryManage/salaryManageInfo'] });
    expect(helpAnchors(payee.body)).toContain('bank');

    // An article published in English only is shown in English to a Thai author, marked.
    const only = await api.post('/admin/v1/help.publish', admin, { files: [{ lang: 'en', slug: 'only-english', text: '---\ntitle: "Only English"\ncategory: "help"\norder: 9\nsummary: "Not translated yet."\nroutes: ["/us"]\n---\n\nBody text about lighthouses.\n\n## A part {#part}\n\nMore.' }] });
    expect(only.body.data).toMatchObject({ published: 1, rejected: [] });
    expect((await api.get('/v1/help.get?lang=th&slug=only-english', token)).body.data).toMatchObject({ lang: 'en', fallback: true, title: 'Only English' });
    expect((await api.get('/v1/help.list?lang=th', token)).body.data.list.find((a: { slug: string }) => a.slug === 'only-english')).toMatchObject({ fallback: true });
    expect((await api.get('/v1/help.get?lang=en&slug=nothing-here', token)).body.code).toBe(4004);
    expect((await api.get('/v1/help.get?lang=en&slug=payee', '')).body.code).not.toBe(200);
  });

  it('searches in the author’s language: accents folded, prefixes, Thai and Chinese words without spaces, and finds what was just published', async () => {
    const search = async (lang: string, q: string) => (await api.get(`/v1/help.search?lang=${lang}&q=${encodeURIComponent(q)}`, token)).body.data.list as { slug: string; lang: string; anchor: string | null; excerpt: string }[];
    expect((await search('en', 'payout threshold'))[0].slug).toBe('payouts');
    expect((await search('en', 'guardian')).map((h) => h.slug)).toEqual(expect.arrayContaining(['signing', 'identity']));
    // Spanish without its accents, and by a word's start.
    const es = await search('es', 'contrasena');
    expect(es.map((h) => h.slug)).toContain('account');
    expect(es[0].lang).toBe('es');
    // Thai and Chinese: no spaces between words.
    const th = await search('th', 'ความคิดเห็น');
    expect(th.map((h) => h.slug)).toContain('comments');
    const zh = await search('zh', '评论');
    expect(zh.map((h) => h.slug)).toContain('comments');
    // A hit opens at its section.
    expect((await search('en', 'IBAN')).find((h) => h.slug === 'payee')?.anchor).toBe('bank');
    // The account's settings and data, found in several languages and opened at the right section.
    expect((await search('en', 'two-factor'))[0].slug).toBe('two-factor');
    expect((await search('en', 'delete account'))[0].slug).toBe('account-deletion');
    expect((await search('en', 'archive'))[0].slug).toBe('your-data');
    expect((await search('en', 'sign out all other devices')).find((h) => h.slug === 'account-settings')?.anchor).toBe('sessions');
    expect((await search('en', 'unsubscribe')).find((h) => h.slug === 'account-settings')?.anchor).toBe('unsubscribe');
    expect((await search('es', 'eliminar cuenta'))[0].slug).toBe('account-deletion');
    expect((await search('de', 'Archiv')).map((h) => h.slug)).toContain('your-data');
    expect((await search('fr', 'deux étapes'))[0].slug).toBe('two-factor');
    expect((await search('th', 'รหัสกู้คืน')).map((h) => h.slug)).toContain('two-factor');
    expect((await search('zh', '存档')).map((h) => h.slug)).toContain('your-data');
    expect((await search('zh', '两步登录'))[0].slug).toBe('two-factor');
    expect(await search('en', 'zzzqqq')).toEqual([]);
    // Published through any instance, found at once (the index follows the articles' version).
    await api.post('/admin/v1/help.publish', admin, { files: [{ lang: 'en', slug: 'only-english', text: '---\ntitle: "Only English"\ncategory: "help"\norder: 9\nsummary: "Not translated yet."\nroutes: ["/us"]\n---\n\nBody text about marmalade.' }] });
    expect((await search('en', 'marmalade')).map((h) => h.slug)).toEqual(['only-english']);
  });

  it('keeps one "was this helpful?" per author, changeable', async () => {
    expect((await api.post('/v1/help.feedback?lang=en', token, { slug: 'payee', helpful: false })).body.desc).toBe('Thank you for telling us');
    await api.post('/v1/help.feedback?lang=en', token, { slug: 'payee', helpful: true });
    expect((await api.get('/v1/help.get?lang=en&slug=payee', token)).body.data.helpful).toBe(true);
    expect((await api.post('/v1/help.feedback?lang=en', token, { slug: 'nothing-here', helpful: true })).body.code).toBe(4004);
  });

  it('publishes from files: unchanged ones left alone, changed ones updated, bad ones reported in the staff’s words; audited', async () => {
    const [payee] = await db().select().from(helpArticles).where(eq(helpArticles.slug, 'payee'));
    const text = `---\ntitle: ${JSON.stringify(payee.title)}\ncategory: "${payee.category}"\norder: ${payee.sort}\nsummary: ${JSON.stringify(payee.summary)}\nroutes: ${JSON.stringify(payee.routes)}\n---\n\n${payee.body}`;
    const res = await api.post('/admin/v1/help.publish', admin, {
      files: [
        { lang: payee.lang, slug: 'payee', text },
        { lang: payee.lang, slug: 'payee', text: text.replace(payee.body, `${payee.body}\n\nOne more line.`) },
        { lang: 'xx', slug: 'a', text },
        { lang: 'en', slug: 'Bad Name', text },
        { lang: 'en', slug: 'no-front', text: 'just text' },
        { lang: 'en', slug: 'no-category', text: text.replace(`category: "${payee.category}"`, 'category: "nowhere"') },
      ],
    });
    expect(res.body.data).toMatchObject({ published: 0, unchanged: 1, updated: 1 });
    expect(res.body.data.rejected.map((r: { file: string; reason: string }) => r.reason)).toEqual([
      'xx is not one of the portal’s languages',
      'A file name may hold only lower-case letters, digits and hyphens',
      'The file must start with its details between two lines of ---',
      'The file’s category is missing or not valid',
    ]);
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'help.published'))).not.toHaveLength(0);
  });
}, () => ({ demo: true }));
