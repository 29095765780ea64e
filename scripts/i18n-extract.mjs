#!/usr/bin/env node
/**
 * npm run i18n:extract: each feature's messages into its own catalog, beside the feature.
 * - src/client/features/<feature>/**  → src/client/features/<feature>/i18n/en.json
 * - src/client/components/<group>/** (shared parts that bring words of their own, loaded with
 *   what shows them) → src/client/components/<group>/i18n/en.json
 * - src/client/{app,lib,session,api}/**, the files directly in src/client/components and main.tsx
 *   (the shell's shared words, on every page) → src/client/i18n/en.json
 * Then every other locale of each catalog loses the ids English no longer has; an id that moved
 * from one catalog to another takes its translations along; the ids still lacking are listed (a
 * translator adds them; tests/unit/client/catalogs.test.ts fails until then).
 * An id declared in two catalogs stops the script: define it once (lib/common-messages.ts) and import it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const CLIENT = path.join(ROOT, 'src/client');
const LOCALES = ['en', 'es', 'id', 'pt', 'ru', 'th', 'fil', 'fr', 'vi', 'de', 'zh'];

/** The .ts and .tsx files under each path (a file stands for itself). */
const sources = (paths) =>
  paths.flatMap((p) => {
    const full = path.join(ROOT, p);
    if (!existsSync(full)) return [];
    if (/\.tsx?$/.test(full)) return [full];
    return readdirSync(full, { recursive: true }).map((f) => path.join(full, f)).filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'));
  });

const TMP = mkdtempSync(path.join(os.tmpdir(), 'i18n-extract-'));
/** The formatjs CLI (the one the project installs), into a temporary file. */
function extract(files) {
  const out = path.join(TMP, 'out.json');
  execFileSync(path.join(ROOT, 'node_modules/.bin/formatjs'), ['extract', ...files, '--format', 'simple', '--out-file', out], { stdio: 'ignore' });
  return readFileSync(out, 'utf8');
}

/** The folders directly under `dir` (none when it does not exist). */
const folders = (dir) => (existsSync(path.join(CLIENT, dir)) ? readdirSync(path.join(CLIENT, dir), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : []);
/** The .ts and .tsx files directly in `dir`. */
const filesIn = (dir) => (existsSync(path.join(CLIENT, dir)) ? readdirSync(path.join(CLIENT, dir)).filter((f) => /\.tsx?$/.test(f)).map((f) => `src/client/${dir}/${f}`) : []);

const targets = [
  {
    name: 'shared',
    folder: path.join(CLIENT, 'i18n'),
    files: sources(['src/client/app', 'src/client/lib', 'src/client/session', 'src/client/api', ...filesIn('components'), 'src/client/main.tsx']),
  },
  ...folders('features').map((name) => ({ name, folder: path.join(CLIENT, 'features', name, 'i18n'), files: sources([`src/client/features/${name}`]) })),
  ...folders('components').map((group) => ({
    name: `components/${group}`,
    folder: path.join(CLIENT, 'components', group, 'i18n'),
    files: sources([`src/client/components/${group}`]),
  })),
];

/** Every translation the catalogs hold now, by locale and id: an id that moves keeps its words. */
const translations = new Map(LOCALES.map((locale) => [locale, new Map()]));
for (const { folder } of targets) {
  for (const locale of LOCALES) {
    const file = path.join(folder, `${locale}.json`);
    if (!existsSync(file)) continue;
    for (const [id, text] of Object.entries(JSON.parse(readFileSync(file, 'utf8')))) translations.get(locale).set(id, text);
  }
}

const owners = new Map();
const results = [];
for (const target of targets) {
  const json = target.files.length ? extract(target.files) : '{}';
  const messages = JSON.parse(json);
  for (const id of Object.keys(messages)) owners.set(id, [...(owners.get(id) ?? []), target.name]);
  results.push({ ...target, messages });
}

const twice = [...owners].filter(([, names]) => names.length > 1);
if (twice.length) {
  for (const [id, names] of twice) console.error(`${id} is declared in ${names.join(' and ')}`);
  process.exit(1);
}

let lacking = 0;
for (const { name, folder, messages } of results) {
  const ids = Object.keys(messages).sort();
  if (!ids.length) {
    if (existsSync(folder)) rmSync(folder, { recursive: true });
    continue;
  }
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'en.json'), `${JSON.stringify(Object.fromEntries(ids.map((id) => [id, messages[id]])), null, 2)}\n`);
  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    const file = path.join(folder, `${locale}.json`);
    const current = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
    const known = translations.get(locale);
    const text = (id) => (id in current ? current[id] : known.get(id));
    const kept = Object.fromEntries(ids.filter((id) => text(id) !== undefined).map((id) => [id, text(id)]));
    const missing = ids.filter((id) => text(id) === undefined);
    if (missing.length) {
      lacking += missing.length;
      console.log(`${name}/${locale}: ${missing.length} to translate: ${missing.join(', ')}`);
    }
    writeFileSync(file, `${JSON.stringify(kept, null, 2)}\n`);
  }
}
rmSync(TMP, { recursive: true });
console.log(`${results.filter((r) => Object.keys(r.messages).length).length} catalogs written; ${lacking} translations missing`);
