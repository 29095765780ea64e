import { build, runnerImport, type Plugin, type Rolldown } from 'vite';
import type * as Routes from '../src/client/lib/routes';
import { frameModules, screenModules } from './screen-modules.mjs';

/** Set in the planning build, so it does not plan again. */
const PLANNING = 'WC_FRAME_CHUNK_PLANNING';

/**
 * The signed-in frame's code as one chunk. Every signed-in page loads the frame (shell, side menu,
 * session, popups' host, the libraries only they use); left to the library grouping, that code
 * came as some twenty small files, and on a phone's HTTP/1.1 connection (six at a time) each one
 * costs a round trip before the page can paint.
 *
 * The modules are chosen from a first build: those of the chunks the frame imports statically,
 * less those of any chunk a visitor can load without entering the frame (the entry, the public
 * pages and whatever they load later). Chunks rather than the module graph, because the graph
 * goes through barrels (`@writers-center/design-system`) that tree-shaking cuts down. /login's files
 * stay what they were, and nothing outside the frame's chunk imports it.
 */
export function frameChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  const inFrame = new Set<string>();
  const plugin: Plugin = {
    name: 'writers-center:frame-chunk',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && !process.env[PLANNING],
    async buildStart() {
      process.env[PLANNING] = '1';
      try {
        // The portal's own route table (through Vite's module runner: the config does not import the app)
        // and the modules of the features' loaders.
        const { module: r } = await runnerImport<typeof Routes>('/src/client/lib/routes.ts', { logLevel: 'silent' });
        const modules = screenModules();
        const { frame, onDemand: later } = frameModules(modules);
        const screens = [frame, ...r.routes.filter((route) => route.access === 'private').map((route) => modules.screens[route.screen])];
        const framed = screens.map((module) => `/src/client/features/${module}.tsx`);
        const onDemand = later.map((module) => `/src/client/features/${module}`);
        const output = (await build({ logLevel: 'silent', build: { write: false } })) as Rolldown.RolldownOutput;
        for (const id of modulesOnlyTheFrameLoads(output.output.filter((c) => c.type === 'chunk'), framed, onDemand)) inFrame.add(id);
      } finally {
        delete process.env[PLANNING];
      }
    },
  };
  return { plugin, test: (id) => inFrame.has(id) };
}

/**
 * `framed`: the frame's module, then the screens it shows; `onDemand`: modules (without extension)
 * only the frame loads later, though the entry names them.
 */
function modulesOnlyTheFrameLoads(chunks: Rolldown.OutputChunk[], framed: string[], onDemand: string[]): string[] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const isFramed = (c: Rolldown.OutputChunk) =>
    framed.some((f) => c.facadeModuleId?.endsWith(f)) || onDemand.some((f) => c.facadeModuleId?.replace(/\.tsx?$/, '').endsWith(f));
  const reach = (from: string[], next: (c: Rolldown.OutputChunk) => string[], stop: (c: Rolldown.OutputChunk) => boolean) => {
    const seen = new Set<string>();
    const stack = [...from];
    while (stack.length) {
      const file = stack.pop()!;
      const c = byFile.get(file);
      if (!c || seen.has(file) || stop(c)) continue;
      seen.add(file);
      stack.push(...next(c));
    }
    return seen;
  };
  const outside = reach(chunks.filter((c) => c.isEntry).map((c) => c.fileName), (c) => [...c.imports, ...c.dynamicImports], isFramed);
  const statically = (root: Rolldown.OutputChunk) => reach([root.fileName], (c) => c.imports, (c) => outside.has(c.fileName));
  const chunkOf = (module: string) => chunks.find((c) => c.facadeModuleId?.endsWith(module));
  const frame = chunkOf(framed[0]);
  if (!frame) return [];
  // Several routes may show the same screen: each screen counts once.
  const screens = new Set(framed.slice(1).map(chunkOf).filter((c) => c !== undefined));
  const files = statically(frame);
  // What most screens load besides (page header, states, tables' and forms' parts) costs the rest little.
  const uses = new Map<string, number>();
  for (const screen of screens) for (const file of statically(screen)) uses.set(file, (uses.get(file) ?? 0) + 1);
  for (const [file, count] of uses) if (count >= screens.size / 2) files.add(file);
  // A screen's and the frame's own modules stay the chunks their routes load (the build's page list looks for them there).
  const roots = new Set([frame, ...screens].map((c) => c.facadeModuleId));
  return [...files].flatMap((file) => byFile.get(file)!.moduleIds).filter((id) => !roots.has(id));
}
