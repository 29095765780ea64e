/** The server's own catalogs: what it answers in a request's language (an error's `desc`, a field's message). */
const serverCatalogs = import.meta.glob<Record<string, string>>('../../../src/server/i18n/*.json', { eager: true, import: 'default' });
/** The domain's catalogs: the validation messages the server answers a refused field with. */
const domainCatalogs = import.meta.glob<Record<string, string>>('../../../src/domain/i18n/*.json', { eager: true, import: 'default' });

const inLanguage = (catalogs: Record<string, Record<string, string>>, lang: string) =>
  (Object.entries(catalogs).find(([path]) => path.endsWith(`/${lang}.json`)) ?? Object.entries(catalogs).find(([path]) => path.endsWith('/en.json'))!)[1];

/** The language a request asks its answer in (the portal sends it with every call). */
export const langOf = (request: Request) => new URL(request.url).searchParams.get('lang') ?? 'en';

/** A server message (`error.internal`) or a validation message (`validation.link.invalid`) in `lang`, as the server answers it. */
export const serverText = (id: string, lang: string) => inLanguage(serverCatalogs, lang)[id] ?? inLanguage(domainCatalogs, lang)[id] ?? id;
