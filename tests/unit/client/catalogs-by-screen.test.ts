import { beforeEach, describe, expect, it, vi } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
const FEATURES = path.join(root, 'src/client/features');
const COMPONENTS = path.join(root, 'src/client/components');
/** The folders of shared components that bring catalogs of their own (the files directly in components/ use the shared words). */
const groupsOfComponents = () =>
  existsSync(COMPONENTS) ? readdirSync(COMPONENTS, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => path.join(COMPONENTS, d.name)) : [];

describe('catalogs by screen (lib/intl)', () => {
  beforeEach(() => vi.resetModules());

  it('starts with the shared and validation words only; a feature catalog joins once declared, in the active language, and listeners hear of it', async () => {
    const intl = await import('../../../src/client/lib/intl');
    const first = await intl.loadMessages('de');
    expect(first['validation.email.required']).toBeTruthy();
    expect(first['comments.close']).toBeUndefined();

    const heard = vi.fn();
    intl.subscribeCatalogs(heard);
    // What the comments feature's messages module does as it runs.
    intl.featureCatalogs(import.meta.glob<{ default: Record<string, string> }>('../../../src/client/features/comments/i18n/*.json'));
    expect(intl.catalogSnapshot('de')['comments.close']).toBeUndefined();
    await intl.catalogsReady();
    const de = JSON.parse(readFileSync(path.join(FEATURES, 'comments/i18n/de.json'), 'utf8')) as Record<string, string>;
    expect(intl.catalogSnapshot('de')['comments.close']).toBe(de['comments.close']);
    expect(heard).toHaveBeenCalled();
    // The same object until another catalog arrives (React reads it through useSyncExternalStore).
    expect(intl.catalogSnapshot('de')).toBe(intl.catalogSnapshot('de'));
    // Another language has everything declared so far once asked for.
    expect((await intl.loadMessages('th'))['comments.close']).toBeTruthy();
  });

  it("every module of a feature or a shared group of components that defines messages declares that folder's catalogs", () => {
    const declaration = "featureCatalogs(import.meta.glob<{ default: Record<string, string> }>('./i18n/*.json'))";
    const missing: string[] = [];
    const folders = [...readdirSync(FEATURES).map((f) => path.join(FEATURES, f)), ...groupsOfComponents()];
    for (const dir of folders) {
      for (const file of readdirSync(dir, { recursive: true }) as string[]) {
        if (!/\.tsx?$/.test(file)) continue;
        const source = readFileSync(path.join(dir, file), 'utf8');
        if (!source.includes('defineMessages(')) continue;
        // The glob is relative, so the module must sit at the folder's root, beside i18n/.
        if (!source.includes(declaration) || file.includes(path.sep)) missing.push(`${path.relative(root, dir)}/${file}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
