import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { parse } from '@formatjs/icu-messageformat-parser';

/**
 * Catalogs are parsed at build time, so the browser never loads the ICU
 * parser (about 12 KB gzip off every page). Storybook keeps plain strings.
 */
export function precompileMessages(): Plugin {
  const PREFIX = '\0wc-messages:';
  const SUFFIX = '.messages.js';
  return {
    name: 'writers-center:precompile-messages',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!/\/(?:i18n|texts)\/[a-z]{2,3}\.json$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved ? `${PREFIX}${resolved.id}${SUFFIX}` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length, -SUFFIX.length);
      this.addWatchFile(file);
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]));
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}

/**
 * Writes `page-files.json` beside the build: for each screen module (`auth/LoginPage`) and for the
 * entry, the chunks and styles it loads up front and, per language, the catalog chunks of every
 * feature in them. The server puts them in a page's document as preloads (scripts/prerender.mjs),
 * so the route's code and words are requested with the entry, not after it has run.
 */
export function pageFiles(): Plugin {
  const feature = /\/src\/client\/features\/([^/]+)\//;
  // A feature's catalogs (`i18n/`, and the legal pages' `texts/`), then the domain's and the shell's.
  const catalog = /\/src\/(?:client\/features\/([^/]+)\/(?:i18n|texts)\/|client\/i18n\/|domain\/i18n\/)([a-z]{2,3})\.json/;
  return {
    name: 'writers-center:page-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      // Catalog chunks by feature ('' for the domain's and the shell's, which every page loads) and language.
      const catalogs = new Map<string, Map<string, string[]>>();
      for (const c of chunks) {
        for (const id of c.moduleIds) {
          const m = catalog.exec(id);
          if (!m) continue;
          const [, f = '', lang] = m;
          if (!catalogs.has(f)) catalogs.set(f, new Map());
          const files = catalogs.get(f)!;
          files.set(lang, [...(files.get(lang) ?? []), c.fileName]);
        }
      }
      const closure = (start: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(start)) return seen;
        seen.add(start);
        for (const next of byFile.get(start)?.imports ?? []) closure(next, seen);
        return seen;
      };
      const describe = (root: string) => {
        const files = [...closure(root)];
        const features = new Set(['']);
        const css = new Set<string>();
        for (const file of files) {
          const c = byFile.get(file)!;
          for (const id of c.moduleIds) {
            const m = feature.exec(id);
            if (m && !id.includes('/i18n/')) features.add(m[1]);
          }
          for (const sheet of c.viteMetadata?.importedCss ?? []) css.add(sheet);
        }
        const words: Record<string, string[]> = {};
        for (const f of features) for (const [lang, list] of catalogs.get(f) ?? []) words[lang] = [...(words[lang] ?? []), ...list];
        return { files, css: [...css], catalogs: words };
      };
      const modules: Record<string, ReturnType<typeof describe>> = {};
      let entry: ReturnType<typeof describe> | undefined;
      for (const c of chunks) {
        const id = c.facadeModuleId ?? '';
        const m = /\/src\/client\/features\/(.+)\.tsx$/.exec(id);
        if (c.isEntry) {
          // The entry (boot.ts) only waits for the first paint, then imports the portal (main.tsx): both load up front.
          const main = chunks.find((d) => d.facadeModuleId?.endsWith('/src/client/main.tsx'));
          const [boot, portal] = [describe(c.fileName), main ? describe(main.fileName) : undefined];
          entry = { files: [...new Set([...boot.files, ...(portal?.files ?? [])])], css: [...new Set([...boot.css, ...(portal?.css ?? [])])], catalogs: { ...portal?.catalogs } };
        }
        else if (c.isDynamicEntry && m) modules[m[1]] = describe(c.fileName);
      }
      this.emitFile({ type: 'asset', fileName: 'page-files.json', source: JSON.stringify({ entry, modules }) });
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), ...(command === 'build' ? [precompileMessages()] : []), ...(command === 'build' && !isSsrBuild ? [pageFiles()] : [])],
  resolve: {
    alias:
      command === 'build'
        ? [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }]
        : [],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // Maps are written for error reports but not referenced from the bundles; the server serves them only with SERVE_SOURCE_MAPS=1.
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: { '/v1': 'http://localhost:8080', '/user': 'http://localhost:8080', '/admin': 'http://localhost:8080' },
  },
}));
