import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { matchPath } from 'react-router-dom';
import { routes } from '../../../src/client/lib/routes';

const root = path.resolve(import.meta.dirname, '../../..');
const SCREEN_STORIES = path.join(root, 'stories/portal');

/** Every story file of the portal's screens, relative to the repository. */
const storyFiles = () =>
  (readdirSync(SCREEN_STORIES, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.stories.tsx'))
    .map((file) => path.join(SCREEN_STORIES, file));

/** A string or template literal as the address it names: a `${…}` stands for one filled-in value. */
const literal = /'([^'\n]*)'|`([^`\n]*)`/;
const addressOf = (match: RegExpExecArray, at = 1) => (match[at] ?? match[at + 1]).replace(/\$\{[^}]*\}/g, 'x');

/**
 * The addresses a story file opens its screens at: its meta's `screenMeta('<path>'…)` and each
 * story's `path:` arg, written out or through a constant of the file (`const NOTICES = '/…'`).
 */
function storyPaths(source: string): string[] {
  const constants = new Map<string, string>();
  for (const m of source.matchAll(new RegExp(`const\\s+([A-Za-z_$][\\w$]*)\\s*=\\s*(?:${literal.source})`, 'g'))) constants.set(m[1], addressOf(m, 2));
  const found: string[] = [];
  const value = new RegExp(`(?:${literal.source})|([A-Za-z_$][\\w$]*)`, 'y');
  for (const start of source.matchAll(/screenMeta\(\s*|\bpath:\s*/g)) {
    value.lastIndex = start.index + start[0].length;
    const m = value.exec(source);
    if (!m) continue;
    const address = m[3] !== undefined ? constants.get(m[3]) : addressOf(m);
    if (address?.startsWith('/')) found.push(address);
  }
  return found;
}

/** The address's path, without its query or fragment. */
const pathOf = (address: string) => address.split(/[?#]/)[0];

describe('screen stories', () => {
  it('reads the addresses a story file opens, from its meta, its args and its constants', () => {
    const source = [
      "export default { title: 'Screens/X', ...screenMeta('/mywork/manageworks/3') };",
      "const NOTICES = '/messageCenter/announceCenter';",
      "export const A: Story = { args: { path: '/salaryManage2' } };",
      'export const B: Story = { args: { path: NOTICES } };',
      'export const C: Story = { args: { path: `/mySignInfo?book_id=${contract.book.id}` } };',
      "const other = (entries: [string][]) => entries.find(([path]) => path.endsWith('/en.json'));",
    ].join('\n');
    expect(storyPaths(source)).toEqual(['/mywork/manageworks/3', '/salaryManage2', '/messageCenter/announceCenter', '/mySignInfo?book_id=x']);
  });

  it('every route of the portal has a story of its screen under stories/portal', () => {
    const opened = storyFiles().flatMap((file) => storyPaths(readFileSync(file, 'utf8')).map(pathOf));
    expect(opened.length).toBeGreaterThan(0);
    const without = routes.filter((route) => !opened.some((address) => matchPath({ path: route.path, end: true }, address)));
    expect(without.map((route) => `${route.key} (${route.path})`)).toEqual([]);
  });

  // Storybook's CSF plugin writes a doc comment on the meta into a `parameters` of its own after the meta's
  // spread, which replaces all of screenMeta's: the docs page's frames, the full-window layout, the handlers.
  it("keeps doc comments off a screen file's meta, so screenMeta's parameters stay whole", () => {
    const commented = storyFiles().filter((file) => /\*\/\s*export default\b/.test(readFileSync(file, 'utf8')));
    expect(commented.map((file) => path.relative(root, file))).toEqual([]);
  });
});
