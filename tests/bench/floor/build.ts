import path from 'node:path';
import { build } from 'vite';

/** Builds the floor apps into `outDir` (index.html: the full floor; lean.html: the lean one). */
export async function buildFloors(outDir: string): Promise<void> {
  await build({ configFile: path.join(import.meta.dirname, 'vite.config.ts'), build: { outDir } });
}
