import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The repository's root: the nearest folder above this module that holds package.json. It is the
 * same whether the server runs from its TypeScript sources (tsx, tests) or from the compiled bundle
 * in dist/server, so files shipped beside the code (migrations, catalogs, help articles) are found
 * from here rather than from the importing module's own place, which bundling moves.
 */
export const ROOT = (() => {
  let dir = import.meta.dirname;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`No package.json above ${import.meta.dirname}`);
    dir = up;
  }
  return dir;
})();

/** A path under the repository's root, e.g. `fromRoot('src/server/db/migrations')`. */
export const fromRoot = (...parts: string[]) => path.join(ROOT, ...parts);
/** The same as a directory URL (ends with a slash, so `new URL('x.json', dir)` lands inside it). */
export const dirUrlFromRoot = (...parts: string[]) => pathToFileURL(`${fromRoot(...parts)}${path.sep}`);
