import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
const COMPONENTS = path.join(root, 'design-system/src/components');
const STORIES = path.join(root, 'stories/design-system');

/** A component's name: PascalCase with a lower-case letter in it (SIDEBAR_WIDTH is a constant, not a component). */
const PASCAL_CASE = /^[A-Z](?=[A-Za-z0-9]*[a-z])[A-Za-z0-9]*$/;

/**
 * The PascalCase values an index exports: `export { A, B as C }` (not `export type { … }`, and not
 * the `type X` entries of a mixed list) and `export const|function|class Name`. By convention those
 * are the folder's React components; hooks, helpers and constants are camelCase or UPPER_CASE.
 */
function exportedComponents(source: string): string[] {
  const names: string[] = [];
  for (const m of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    // `export type { … }` has the word between `export` and the brace, so it never matches here.
    for (const entry of m[1].split(',')) {
      const part = entry.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '').trim();
      if (!part || /^type\s/.test(part)) continue;
      const name = part.split(/\s+as\s+/).pop()!.trim();
      if (PASCAL_CASE.test(name)) names.push(name);
    }
  }
  for (const m of source.matchAll(/export\s+(?:const|let|function|class)\s+([A-Za-z_$][\w$]*)/g)) {
    if (PASCAL_CASE.test(m[1])) names.push(m[1]);
  }
  return names;
}

/** The component a story file's meta documents: its `component:` entry (through a cast, as DataTable's). */
const metaComponent = (source: string): string | undefined => /^\s*component:\s*([A-Za-z_$][\w$]*)/m.exec(source)?.[1];

/** Every folder of the design system's components, with the components its index exports. */
const componentFolders = () =>
  readdirSync(COMPONENTS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(COMPONENTS, entry.name, 'index.ts')))
    .map((entry) => ({ folder: entry.name, components: exportedComponents(readFileSync(path.join(COMPONENTS, entry.name, 'index.ts'), 'utf8')) }));

describe('design-system component stories', () => {
  it('reads the components an index exports, leaving out types, hooks and constants', () => {
    const source = [
      "export { AppShell, SIDEBAR_WIDTH, SIDEBAR_RAIL_WIDTH } from './AppShell';",
      "export type { AppShellProps } from './AppShell';",
      "export { ReaderPreview, type ReaderPreviewLabels, type ReaderPreviewProps } from './ReaderPreview';",
      "export { useFieldBlur } from './useFieldBlur';",
      "export { StatCard as Stat, trendTone } from './StatCard';",
      'export const Hint = () => null;',
      'export function useThing() {}',
      'export const TOAST_TIMEOUT_MS = 5000;',
    ].join('\n');
    expect(exportedComponents(source)).toEqual(['AppShell', 'ReaderPreview', 'Stat', 'Hint']);
    expect(metaComponent("const meta = {\n  title: 'Data/X',\n  component: DataTable as unknown as React.ComponentType<P>,\n};")).toBe('DataTable');
  });

  it('every component folder has a story file under stories/design-system', () => {
    const storyFiles = readdirSync(STORIES).filter((file) => file.endsWith('.stories.tsx'));
    const documented = new Set(storyFiles.map((file) => metaComponent(readFileSync(path.join(STORIES, file), 'utf8'))));
    const folders = componentFolders();
    // A folder of hooks and types only (FieldBase) has nothing to show.
    const withComponents = folders.filter((f) => f.components.length > 0);
    expect(withComponents.length).toBeGreaterThan(40);
    const without = withComponents.filter(
      (f) => !storyFiles.includes(`${f.folder}.stories.tsx`) && !f.components.some((name) => documented.has(name)),
    );
    expect(without.map((f) => `${f.folder} (${f.components.join(', ')})`)).toEqual([]);
  });
});
