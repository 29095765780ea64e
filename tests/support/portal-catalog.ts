import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The portal's catalog folders: the shell's shared words, then each feature's and each shared group of components' (npm run i18n:extract). */
const ROOT = path.resolve(import.meta.dirname, '../..');
const catalogsUnder = (dir: string) =>
  (existsSync(path.join(ROOT, dir)) ? readdirSync(path.join(ROOT, dir)) : [])
    .map((name) => `${dir}/${name}/i18n`)
    .filter((folder) => {
      try {
        return readdirSync(path.join(ROOT, folder)).includes('en.json');
      } catch {
        return false;
      }
    });
export const PORTAL_CATALOG_FOLDERS = ['src/client/i18n', ...catalogsUnder('src/client/features'), ...catalogsUnder('src/client/components')];

type Catalog = Record<string, string>;
const read = (folder: string, locale: string): Catalog => JSON.parse(readFileSync(path.join(ROOT, folder, `${locale}.json`), 'utf8')) as Catalog;

/** Every message the portal shows in `locale`, as the browser merges them (domain first). */
export function portalCatalog(locale: string, { withDomain = true } = {}): Catalog {
  return Object.assign({}, withDomain ? read('src/domain/i18n', locale) : {}, ...PORTAL_CATALOG_FOLDERS.map((folder) => read(folder, locale)));
}
