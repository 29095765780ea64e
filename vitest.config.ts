import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { WeightedSequencer } from './tests/support/weighted-sequencer';

/**
 * Tests that need modules of their own, where the unit project shares one graph per worker: what a
 * page shows before a part's code has come (a lazy part keeps its code for the module's life), and
 * tests that replace a module (`vi.mock`), which a module already loaded by another file would not see.
 */
const FRESH_MODULE_TESTS = [
  'tests/unit/client/catalogs-by-screen.test.ts',
  'tests/unit/client/chapter-saver.test.tsx',
  'tests/unit/client/login-form-offline.test.tsx',
  'tests/unit/client/money-and-csv.test.tsx',
  'tests/unit/client/planner-queue-sync.test.tsx',
  'tests/unit/design-system/data/Charts.test.tsx',
  'tests/unit/design-system/pages/comment-card.test.tsx',
  'tests/unit/design-system/pages/notice.test.tsx',
  'tests/unit/design-system/shell/brand-loading.test.tsx',
];
const NODE_UNIT_TESTS = ['tests/unit/domain/**/*.test.ts', 'tests/unit/scripts/**/*.test.ts', 'tests/unit/server/**/*.test.ts', 'tests/unit/visual/**/*.test.ts', 'tests/unit/contract-document.test.ts'];

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default on two cores is one worker (cores - 1): both cores, since tests mostly wait.
    maxWorkers: 2,
    // Longest files first (tests/support/test-weights.json on a clean clone), so the workers finish together.
    sequence: { sequencer: WeightedSequencer },
    // CI adds a JSON report on the command line (scripts/test-all.sh); ad-hoc runs print only.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: [...NODE_UNIT_TESTS, ...FRESH_MODULE_TESTS],
          setupFiles: ['tests/unit/setup.ts'],
          // Above Testing Library's 5 s wait (tests/unit/setup.ts), so a slow wait fails as itself.
          testTimeout: 20_000,
          // One module graph per worker: importing React, Fluent and the portal afresh for each of
          // 60 files was 100 of the project's 145 s. Each file still gets its own jsdom, and each
          // render its own store, router and SWR cache.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-fresh',
          environment: 'jsdom',
          include: FRESH_MODULE_TESTS,
          setupFiles: ['tests/unit/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        // Rules, documents and screenshot comparison need no DOM: Node starts them far faster.
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: NODE_UNIT_TESTS,
          setupFiles: ['tests/support/data-keys-setup.ts'],
        },
      },
      {
        // The story run's visual gate, run for real on the built Storybook (test-all.sh builds it first).
        extends: true,
        test: {
          name: 'visual',
          environment: 'node',
          include: ['tests/visual/**/*.test.ts'],
          testTimeout: 240_000,
          hookTimeout: 60_000,
          // Beside the API suites, on the same two workers: it mostly waits for Chromium.
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          globalSetup: ['tests/support/api-global-setup.ts'],
          setupFiles: ['tests/support/data-keys-setup.ts'],
          include: ['tests/api/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite instances are heavy: keep the 2-core CI machine responsive.
          maxWorkers: 2,
          // One module graph per worker: importing the server afresh for each of 47 files cost
          // about 80 s of the run. The suites keep no state at module level (each builds its app).
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
