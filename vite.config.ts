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
      if (!/\/i18n\/[a-z]{2,3}\.json$/.test(source)) return null;
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

export default defineConfig(({ command }) => ({
  plugins: [react(), ...(command === 'build' ? [precompileMessages()] : [])],
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
