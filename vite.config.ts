import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { parse } from '@formatjs/icu-messageformat-parser';
import { frameChunk } from './scripts/frame-chunk.ts';

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
 * feature in them; and for each site brand, its module's chunks. The server puts them in a page's document as preloads (scripts/prerender.mjs),
 * so the route's code and words are requested with the entry, not after it has run.
 */
export function pageFiles(): Plugin {
  // The folder whose catalogs a module's words are in: a feature, or a shared group of components.
  const feature = /\/src\/client\/((?:features|components)\/[^/]+)\//;
  const featureIndex = /\/src\/client\/features\/[^/]+\/index\.ts$/;
  // A feature's or a group's catalogs (`i18n/`, and the legal pages' `texts/`), then the domain's and the shell's.
  const catalog = /\/src\/(?:client\/((?:features|components)\/[^/]+)\/(?:i18n|texts)\/|client\/i18n\/|domain\/i18n\/)([a-z]{2,3})\.json/;
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
            // A feature's index.ts only declares its screens' loaders (app/ imports every one): it brings no words.
            if (m && !id.includes('/i18n/') && !featureIndex.test(id)) features.add(m[1]);
          }
          for (const sheet of c.viteMetadata?.importedCss ?? []) if (!inlinedCss(bundle[sheet])) css.add(sheet);
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
      // Each site brand's module (loaded on first use): the files it needs beyond the entry's, by brand key.
      const brands: Record<string, string[]> = {};
      const inEntry = new Set(entry?.files ?? []);
      for (const c of chunks) {
        const m = /\/design-system\/src\/brands\/sites\/([a-z-]+)\.ts$/.exec(c.facadeModuleId ?? '');
        if (c.isDynamicEntry && m) brands[m[1]] = [...closure(c.fileName)].filter((f) => !inEntry.has(f));
      }
      this.emitFile({ type: 'asset', fileName: 'page-files.json', source: JSON.stringify({ entry, modules, brands }) });
    },
  };
}

/** A stylesheet small enough to go into the document itself (see inlineShellCss). */
const inlinedCss = (file: Rolldown.OutputBundle[string] | undefined) => file?.type === 'asset' && file.fileName.endsWith('.css') && file.source.length <= 4096;

/**
 * The shell's own stylesheet (global.css, a few hundred bytes) goes into the document as a
 * `<style>`: a linked one would hold the first paint for a request of its own.
 */
export function inlineShellCss(): Plugin {
  return {
    name: 'writers-center:inline-shell-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        for (const asset of Object.values(bundle ?? {})) {
          if (!inlinedCss(asset) || asset.type !== 'asset') continue;
          const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${asset.fileName.replace(/[.]/g, '\\.')}"[^>]*>`);
          html = html.replace(link, () => `<style>${String(asset.source).trim()}</style>`);
        }
        return html;
      },
    },
  };
}

const frame = frameChunk();

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), ...(command === 'build' ? [precompileMessages()] : []), ...(command === 'build' && !isSsrBuild ? [pageFiles(), inlineShellCss()] : []), frame.plugin],
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
    rolldownOptions: {
      // Our own modules only declare things (components, hooks, styles made on first use), so one
      // a screen imports through a feature's index but never uses stays out of its chunks: the
      // payee page asked the author feature for two hooks and carried its dashboard cards. Yup's
      // locale is the one module imported for what it does.
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]src[\\/]domain[\\/]schemas[\\/]locale\.ts$/, sideEffects: true },
          { test: /[\\/](src[\\/](client[\\/](features|lib|session|components|api)|domain)|design-system[\\/]src)[\\/].*\.tsx?$/, sideEffects: false, external: false },
        ],
      },
      output: {
        // Libraries' modules used by the same screens share a chunk, and groups under 8 KiB join their
        // nearest neighbour: /dashboard loads 85 files instead of 107 for fewer bytes (each file costs
        // a round trip on a phone's HTTP/1.1 connection; Lighthouse mobile FCP 5.2 → 4.8 s). A larger
        // threshold merges the language menu into what /login loads with its social sign-in.
        // Before them, the signed-in frame's own code (scripts/frame-chunk.ts) is one chunk: /dashboard
        // 99 → 87 files. Its modules are chosen whole, so they do not take their imports along.
        // Fluent's menus are a chunk of their own: merged with the positioning code tooltips share,
        // they came with every page that shows a tooltip (8.8 KiB on /dashboard, which has no menu).
        // Positioning (popups, tooltips) too: merged with focus restoring, it came with the dashboard's
        // privacy button, which only restores focus (15 KiB).
        codeSplitting: {
          groups: [
            { name: 'frame', test: frame.test, priority: 1, includeDependenciesRecursively: false },
            { name: 'menu', test: /[\\/]node_modules[\\/]@fluentui[\\/]react-menu[\\/]/, priority: 1, includeDependenciesRecursively: false },
            // Fluent's motion engine, for what animates in and out; /login needs only its ref forwarder.
            {
              name: 'motion',
              test: /[\\/]node_modules[\\/]@fluentui[\\/]react-motion[^\\/]*[\\/]lib[\\/](?!components[\\/]MotionRefForwarder)/,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            // Two small groups the merge above would join to code every page loads: the text input (not
            // on /dashboard or /mywork) and the toggle button (the charts' table switch only).
            { name: 'input', test: /[\\/]node_modules[\\/]@fluentui[\\/]react-input[\\/]/, priority: 1, includeDependenciesRecursively: false },
            { name: 'toggle', test: /[\\/]node_modules[\\/]@fluentui[\\/]react-button[\\/]lib[\\/](components[\\/]ToggleButton|utils[\\/]useToggleState)/, priority: 1, includeDependenciesRecursively: false },
            { name: 'dialog', test: /[\\/]node_modules[\\/]@fluentui[\\/]react-dialog[\\/]/, priority: 1, includeDependenciesRecursively: false },
            {
              name: 'positioning',
              test: /[\\/]node_modules[\\/](@fluentui[\\/]react-positioning|@floating-ui)[\\/]/,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            { name: 'lib', test: /[\\/]node_modules[\\/]/, entriesAware: true, entriesAwareMergeThreshold: 8 * 1024 },
          ],
        },
        // The groups' names list the screens that share them: the file names keep only the group's.
        chunkFileNames: (chunk) => `assets/${chunk.name.split('~')[0]}-[hash].js`,
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/v1': 'http://localhost:8080', '/user': 'http://localhost:8080', '/admin': 'http://localhost:8080' },
  },
}));
