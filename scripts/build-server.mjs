// Compiles the server and the staff CLI to plain JavaScript in dist/server, so production starts
// with `node` and no TypeScript loader (`npm start`). One bundle per entry, our own code (and the
// few packages below): packages stay in node_modules, resolved at run time; files shipped beside the code (migrations,
// catalogs, help articles) are found from the repository's root (src/server/lib/source-path.ts).
// esbuild: already installed (Vite and tsx use it), fast, and it bundles ESM for Node as it is.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

// Packages Node cannot load as they are published: validator's ES build imports its own files
// without extensions. They go into the bundle; every other package stays external.
const BUNDLED = new Set(['validator']);
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })
  .filter((name) => !BUNDLED.has(name))
  .flatMap((name) => [name, `${name}/*`]);

const started = performance.now();
const result = await build({
  entryPoints: { server: 'src/server/server.ts', admin: 'src/server/admin/cli.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
});
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .reduce((sum, [, out]) => sum + out.bytes, 0);
console.log(`server compiled: dist/server (${Math.round(bytes / 1024)} KiB of JavaScript) in ${Math.round(performance.now() - started)} ms`);
