import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appModules, type ModuleSettings } from '../../../src/server/app-modules';

const MODULES_DIR = path.resolve(import.meta.dirname, '../../../src/server/modules');
const settings = { sessionTtlDays: 30, snsProviders: [], limits: {}, publicUrl: 'http://localhost', mobileLoginUrl: 'http://m.localhost', contracts: {} } as unknown as ModuleSettings;

describe('the app is assembled from its modules', () => {
  it('lists every module that has routes or jobs of its own, once, by its folder’s name', () => {
    const names = appModules(settings).map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
    const withRoutes = readdirSync(MODULES_DIR).filter((dir) => ['routes.ts', 'platform-routes.ts', 'import-job.ts'].some((f) => existsSync(path.join(MODULES_DIR, dir, f))));
    expect([...names].sort()).toEqual(withRoutes.sort());
  });

});
