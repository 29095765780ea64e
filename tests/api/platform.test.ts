import { expect, it } from 'vitest';
import { describeEachDatabase } from '../support/each-database';
import { LOCALES } from '../../src/domain/locales';
import { translate } from '../../src/server/lib/i18n';

describeEachDatabase('platform', ({ get }) => {
  it('answers unknown API paths with 4004 in the envelope, translated', async () => {
    const res = await get().app.inject({ url: '/v1/nothing.here?lang=de' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 4004, desc: translate('de', 'error.routeNotFound', { method: 'GET', path: '/v1/nothing.here' }) });
    const post = await get().app.inject({ method: 'POST', url: '/admin/v1/unknown' });
    expect(post.json().code).toBe(4004);
  });

  it('translates desc into every one of the 11 languages, with aliases', async () => {
    const descs = new Set<string>();
    for (const lang of LOCALES) {
      const res = await get().app.inject({ url: `/v1/author.info?lang=${lang}` });
      descs.add(res.json().desc);
    }
    expect(descs.size).toBe(LOCALES.length);
    const tl = await get().app.inject({ url: '/v1/author.info?lang=tl' });
    expect(tl.json().desc).toBe(translate('fil', 'error.unauthorized'));
    const unknown = await get().app.inject({ url: '/v1/author.info?lang=xx' });
    expect(unknown.json().desc).toBe(translate('en', 'error.unauthorized'));
  });

  it('publishes its OpenAPI document with every route of the contract', async () => {
    const res = await get().app.inject({ url: '/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of ['/v1/user.email_login', '/v1/user.email_register', '/user/logout', '/v1/author.info', '/v1/notification.usercenter', '/v1/site.policy']) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    const docs = await get().app.inject({ url: '/v1/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toMatch(/html/);
  });

  it('serves the effective policy of a site', async () => {
    const def = (await get().app.inject({ url: '/v1/site.policy' })).json().data;
    expect(def.chapterContentWords).toEqual({ min: 500, max: 3000 });
    const special = (await get().app.inject({ url: '/v1/site.policy?site=511' })).json().data;
    expect(special.chapterContentWords).toEqual({ min: 500, max: 6000 });
    expect(special.bookTitleWords).toEqual({ min: 1, max: 50 });
    const bogus = (await get().app.inject({ url: '/v1/site.policy?site=999' })).json().data;
    expect(bogus).toEqual(def);
  });

  it('tells the portal where phones go before anyone signs in', async () => {
    const res = await get().app.inject({ url: '/v1/site.config' });
    expect(res.json()).toEqual({ code: 200, desc: 'OK', data: { mobile_login_url: 'https://m.writers-center.test/author/login' } });
  });

  it('sends security headers', async () => {
    const res = await get().app.inject({ url: '/v1/site.policy' });
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
