/** The version history's comparisons: two stored sides on the server, the editor's text here, formatting in words. */
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { http } from 'msw';
import { IntlProvider } from 'react-intl';
import { SWRConfig } from 'swr';
import type { ChapterComparison } from '../../../src/domain/api/chapters';
import type { ChapterDoc } from '../../../src/domain/chapter-doc';
import { DiffView } from '../../../src/client/features/chapters/components/DiffView';
import { VersionHistory, type ReleasedText } from '../../../src/client/features/chapters/components/VersionHistory';
import { swrFetcher } from '../../../src/client/lib/swr';
import { answer, failure, success } from '../../../stories/portal/handlers';
import { portalCatalog } from '../../../stories/support/catalogs';
import { screenServer } from './screen-server';

const en = portalCatalog('en');
const server = screenServer();
const CHAPTER = 301;

const plain = (...texts: string[]): ChapterDoc => ({ type: 'doc', content: texts.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })) });
const versions = {
  list: [
    { version: 2, title: 'The Lamplighter’s Debt', words: 9, kind: 'draft', saved_at: '2026-11-20T10:00:00.000Z' },
    { version: 1, title: 'The Lamplighter’s Debt', words: 7, kind: 'autosave', saved_at: '2026-11-19T10:00:00.000Z' },
  ],
};
/** Version 1 as one version is read: picking it first compares it with the editor's text. */
const version1 = answer('/v1/writeCenter.chapterVersion', { ...versions.list[1], content: 'The bell rang.\nNight fell.', content_doc: plain('The bell rang.', 'Night fell.') });
const side = (version: number | null, doc: ChapterDoc) => ({ version, title: 'The Lamplighter’s Debt', words: 7, content: '', content_doc: doc });
/** The server's answer: its figures differ from what the parts would count here, so the view shows the server's. */
const comparison: ChapterComparison = {
  from: side(1, plain('The bell rang.', 'Night fell.')),
  to: side(2, plain('The bell rang twice.', 'Night fell.')),
  parts: [
    { kind: 'same', text: 'The bell rang' },
    { kind: 'added', text: ' twice' },
    { kind: 'same', text: '.\n' },
    { kind: 'formatted', text: 'Night fell.\n', before: [], after: ['italic', 'center'] },
  ],
  added: 12,
  removed: 4,
  formatted: 1,
};

/** Answers chapterCompare and keeps each call's query. */
function compareHandler(calls: URLSearchParams[], reply = () => success(comparison)) {
  return http.get(/\/v1\/writeCenter\.chapterCompare$/, ({ request }) => {
    calls.push(new URL(request.url).searchParams);
    return reply();
  });
}

function renderHistory(props: { current?: string; currentDoc?: ChapterDoc; released?: ReleasedText } = {}) {
  return render(
    <IntlProvider locale="en" messages={en} onError={() => undefined}>
      <FluentProvider theme={webLightTheme}>
        <SWRConfig value={{ fetcher: swrFetcher, provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>
          <VersionHistory chapterId={CHAPTER} open onClose={() => undefined} current={props.current ?? ''} currentDoc={props.currentDoc} released={props.released} onRestore={async () => undefined} />
        </SWRConfig>
      </FluentProvider>
    </IntlProvider>,
  );
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, k: string) => values[k]);
/** An entry of the list by its first line (jsdom never ends the drawer's opening motion: hidden counts). */
const entry = async (name: RegExp) => within(await screen.findByRole('list', { hidden: true, name: en['chapter.history.title'] })).findByRole('button', { hidden: true, name });
const compareWith = () => screen.findByRole('combobox', { hidden: true, name: en['chapter.history.compareWith'] });

describe('version history comparisons', () => {
  it('compares two saved versions on the server and says a formatting change in words', async () => {
    const user = userEvent.setup();
    const calls: URLSearchParams[] = [];
    server.use(answer('/v1/writeCenter.chapterVersions', versions), version1, compareHandler(calls));
    renderHistory({ current: 'The bell rang twice.\nNight fell.' });
    await user.click(await entry(/^Version 1 ·/));
    await user.selectOptions(await compareWith(), '2');
    const diff = await screen.findByRole('region', { hidden: true, name: fill(en['chapter.history.compareBetween'], { from: 'Version 1', to: 'Version 2' }) });
    expect(Object.fromEntries(calls.at(-1)!)).toMatchObject({ original_chapter_id: String(CHAPTER), from: '1', to: '2' });
    const mark = diff.querySelector('mark')!;
    expect(mark).toHaveTextContent('Night fell.');
    expect(mark).toHaveTextContent('Formatting changed: italic added and now centred');
    expect(diff.querySelector('ins')).toHaveTextContent('twice');
    // The server's figures, not a count of the parts shown.
    expect(screen.getByText('12 words added · 4 words removed · 1 paragraph reformatted')).toBeInTheDocument();
  });

  it('compares the released text with a saved version on the server', async () => {
    const user = userEvent.setup();
    const calls: URLSearchParams[] = [];
    server.use(answer('/v1/writeCenter.chapterVersions', versions), compareHandler(calls));
    renderHistory({ current: 'x', released: { title: 'The Lamplighter’s Debt', content: 'The bell rang.\nNight fell.', words: 5 } });
    await user.click(await entry(new RegExp(`^${en['chapter.history.released']}`)));
    await user.selectOptions(await compareWith(), '2');
    await screen.findByRole('region', { hidden: true, name: fill(en['chapter.history.compareBetween'], { from: en['chapter.history.released'], to: 'Version 2' }) });
    expect(Object.fromEntries(calls.at(-1)!)).toMatchObject({ from: 'released', to: '2' });
  });

  it('compares a saved version with the editor’s unsaved document here, formatting included', async () => {
    const user = userEvent.setup();
    const calls: URLSearchParams[] = [];
    server.use(
      answer('/v1/writeCenter.chapterVersions', versions),
      version1,
      compareHandler(calls),
    );
    const currentDoc: ChapterDoc = {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'The bell rang.' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'Night fell.', marks: [{ type: 'bold' }] }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'A lamp went out.' }] },
      ],
    };
    renderHistory({ current: 'The bell rang.\nNight fell.\nA lamp went out.', currentDoc });
    await user.click(await entry(/^Version 1 ·/));
    // "Now" is the side compared with by default.
    expect(await compareWith()).toHaveValue('now');
    const diff = await screen.findByRole('region', { hidden: true, name: en['chapter.history.compare'] });
    expect(diff.querySelector('mark')).toHaveTextContent('Formatting changed: bold added');
    expect(diff.querySelector('ins')).toHaveTextContent('A lamp went out.');
    expect(screen.getByText('4 words added · 0 words removed · 1 paragraph reformatted')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows a failed comparison with a retry that loads it', async () => {
    const user = userEvent.setup();
    const calls: URLSearchParams[] = [];
    server.use(
      answer('/v1/writeCenter.chapterVersions', versions),
      version1,
      compareHandler(calls, () => (calls.length === 1 ? failure(5000, 'Server error') : success(comparison))),
    );
    renderHistory();
    await user.click(await entry(/^Version 1 ·/));
    await user.selectOptions(await compareWith(), '2');
    await user.click(await screen.findByRole('button', { hidden: true, name: en['chapter.editor.retry'] }));
    await waitFor(() => expect(screen.getByRole('region', { hidden: true, name: fill(en['chapter.history.compareBetween'], { from: 'Version 1', to: 'Version 2' }) })).toBeInTheDocument());
    expect(calls).toHaveLength(2);
  });

  it('says formatting taken away, and styled words that moved inside a paragraph', () => {
    const { container } = render(
      <IntlProvider locale="en" messages={en} onError={() => undefined}>
        <DiffView
          label="changes"
          parts={[
            { kind: 'formatted', text: 'A quoted line.\n', before: ['bold', 'quote'], after: [] },
            { kind: 'formatted', text: 'Italic moved.\n', before: ['italic'], after: ['italic'] },
          ]}
        />
      </IntlProvider>,
    );
    const [taken, moved] = container.querySelectorAll('mark');
    expect(taken).toHaveTextContent('Formatting changed: bold removed and no longer a quote');
    expect(taken).toHaveAccessibleName('formatting changed (bold removed and no longer a quote): A quoted line.');
    expect(moved).toHaveTextContent('Formatting changed: styled words changed');
  });
});
