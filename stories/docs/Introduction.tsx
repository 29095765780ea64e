import * as React from 'react';
import { addons } from 'storybook/preview-api';
import { NAVIGATE_URL } from 'storybook/internal/core-events';

/** One entry of the book's index (`index.json`, written by Storybook for every build and the dev server). */
interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

interface Component {
  name: string;
  /** where the link goes: the component's docs page, else its first story */
  path: string;
  stories: number;
}

/** The sidebar's groups, in the sidebar's order; any other group follows, alphabetically. */
const GROUP_ORDER = ['Docs', 'Shell', 'Pages', 'Data', 'Forms', 'Writing', 'Screens'];

function groupEntries(entries: readonly IndexEntry[]): [string, Component[]][] {
  const byTitle = new Map<string, IndexEntry[]>();
  for (const entry of entries) byTitle.set(entry.title, [...(byTitle.get(entry.title) ?? []), entry]);
  const groups = new Map<string, Component[]>();
  for (const [title, list] of byTitle) {
    const slash = title.indexOf('/');
    const group = slash < 0 ? title : title.slice(0, slash);
    // The Docs page (props and stories), not a Usage page beside it: MDX pages come first in the index.
    const docs = list.find((e) => e.type === 'docs' && e.name === 'Docs') ?? list.find((e) => e.type === 'docs');
    const stories = list.filter((e) => e.type === 'story');
    const first = docs ?? stories[0];
    if (!first) continue;
    const component: Component = {
      name: slash < 0 ? title : title.slice(slash + 1),
      path: docs ? `/docs/${docs.id}` : `/story/${first.id}`,
      stories: stories.length,
    };
    groups.set(group, [...(groups.get(group) ?? []), component]);
  }
  const rank = (g: string) => (GROUP_ORDER.includes(g) ? GROUP_ORDER.indexOf(g) : GROUP_ORDER.length);
  return [...groups]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([group, list]) => [group, list.sort((a, b) => a.name.localeCompare(b.name))]);
}

/** A link to another page of the book: the manager navigates (a middle click opens a new tab). */
function BookLink({ path, children }: { path: string; children: React.ReactNode }) {
  const href = `./?path=${path}`;
  return (
    <a
      href={href}
      target="_top"
      onClick={(event) => {
        if (event.button !== 0 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
        event.preventDefault();
        addons.getChannel().emit(NAVIGATE_URL, `?path=${path}`);
      }}
    >
      {children}
    </a>
  );
}

/** What this build of the book holds, group by group, read from its own index. */
export function BookContents() {
  const [groups, setGroups] = React.useState<[string, Component[]][] | 'loading' | 'failed'>('loading');
  React.useEffect(() => {
    let live = true;
    fetch('./index.json')
      .then((response) => (response.ok ? (response.json() as Promise<{ entries: Record<string, IndexEntry> }>) : Promise.reject(new Error(String(response.status)))))
      .then((index) => live && setGroups(groupEntries(Object.values(index.entries))))
      .catch(() => live && setGroups('failed'));
    return () => {
      live = false;
    };
  }, []);
  if (groups === 'loading') return <p>Reading the book’s index…</p>;
  if (groups === 'failed') return <p>The book’s index could not be read here; the sidebar lists the same pages.</p>;
  return (
    <ul>
      {groups.map(([group, components]) => (
        <li key={group}>
          <strong>{group}</strong> ({components.length}):{' '}
          {components.map((component, i) => (
            <React.Fragment key={component.path}>
              {i > 0 && ', '}
              <BookLink path={component.path}>{component.name}</BookLink>
              {component.stories > 0 && ` (${component.stories})`}
            </React.Fragment>
          ))}
        </li>
      ))}
    </ul>
  );
}
