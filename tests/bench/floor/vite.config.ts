import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The floor apps' build (tests/bench/floor/build.ts): the portal's bundler with its defaults, two pages. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  logLevel: 'warn',
  build: {
    emptyOutDir: true,
    // One file of all of it is the point of comparing (the full floor), not a mistake to warn about.
    chunkSizeWarningLimit: 4096,
    rollupOptions: { input: { full: path.join(import.meta.dirname, 'index.html'), lean: path.join(import.meta.dirname, 'lean.html') } },
  },
});
