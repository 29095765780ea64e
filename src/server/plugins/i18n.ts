import fp from 'fastify-plugin';
import { normalizeLocale, type Locale } from '../../domain/locales';
import { translate } from '../lib/i18n';

declare module 'fastify' {
  interface FastifyRequest {
    /** the request's `lang` query, normalised to one of the 11 locales */
    locale: Locale;
    t(id: string, values?: Record<string, string | number>): string;
  }
}

/** Reads `lang` from the query of every request. */
export default fp(
  async (app) => {
    app.decorateRequest('locale', 'en');
    app.decorateRequest('t', function (this: { locale: Locale }, id: string, values?: Record<string, string | number>) {
      return translate(this.locale, id, values);
    });
    app.addHook('onRequest', async (request) => {
      const lang = (request.query as Record<string, unknown> | undefined)?.lang;
      request.locale = normalizeLocale(typeof lang === 'string' ? lang : undefined);
    });
  },
  { name: 'i18n' },
);
