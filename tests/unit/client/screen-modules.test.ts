import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREEN_LOADERS } from '../../../src/client/app/screens';
import { loadFrame } from '../../../src/client/features/layout';
import { routes } from '../../../src/client/lib/routes';
import { frameModules, screenModules } from '../../../scripts/screen-modules.mjs';

const FEATURES = path.resolve(__dirname, '../../../src/client/features');

describe('the screens the build reads from the features', () => {
  const modules = screenModules();

  it('are the screens the portal loads, each through the module the build names', async () => {
    expect(Object.keys(modules.screens).sort()).toEqual(Object.keys(SCREEN_LOADERS).sort());
    for (const route of routes) expect(modules.screens[route.screen], route.path).toBeDefined();
    for (const [name, module] of Object.entries(modules.screens)) {
      const file = path.join(FEATURES, `${module}.tsx`);
      expect(existsSync(file), file).toBe(true);
      const loaded = await SCREEN_LOADERS[name as keyof typeof SCREEN_LOADERS]();
      expect(loaded.default, name).toBe((await import(/* @vite-ignore */ file)).default);
    }
  }, 60_000);

  it('name the frame and what only the frame loads later', async () => {
    const { frame, onDemand } = frameModules(modules);
    expect(frame).toBe('layout/PortalLayout');
    expect(onDemand).toEqual(['account-deletion/DeletionGate', 'contracts/lazy']);
    expect((await loadFrame()).default).toBe((await import(/* @vite-ignore */ path.join(FEATURES, `${frame}.tsx`))).default);
  });

  it('refuse a screen that is not a plain dynamic import of the feature', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'features-'));
    mkdirSync(path.join(dir, 'odd'));
    writeFileSync(path.join(dir, 'odd/index.ts'), "const pick = () => import('./A');\nexport const oddScreens = { login: pick };\nexport const loadFrame = () => import('./F');\n");
    expect(() => screenModules(dir)).toThrow(/every entry of oddScreens/);
  });
});
