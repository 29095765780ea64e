/**
 * The portal's screens end to end in jsdom, fed by the same MSW handlers as their stories
 * (`stories/portal/handlers`): the real store, router, providers and screens, the API answered
 * from the recorded demo, one call changed per case.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { answer, failure, recordedData, recording, success } from '../../../stories/portal/handlers';
import { API, screenServer } from './screen-server';
import { ScreenStory } from '../../../stories/portal/support/ScreenStory';
import { portalCatalog } from '../../../stories/support/catalogs';

const en = portalCatalog('en');
const server = screenServer();

const open = (path: string) => render(<ScreenStory path={path} locale="en" colorMode="light" />);
const heading = (name: string | RegExp, level = 1) => screen.findByRole('heading', { level, name }, { timeout: 10_000 });

describe('screens on the recorded demo', { timeout: 30_000 }, () => {
  it('the dashboard greets the author by pen name and shows the figures', async () => {
    open('/dashboard');
    await heading('Welcome back, Mara Quill');
    const profile = recordedData<{ followers: number }>('/v1/author.profile');
    expect(await screen.findByText(profile.followers.toLocaleString('en'))).toBeVisible();
  });

  it("the dashboard's release-queue warnings are answered as the demo would (none), not by an error toast", async () => {
    const answered = new Map<string, number>();
    const record = ({ request, response }: { request: Request; response: Response }) => answered.set(new URL(request.url).pathname, response.status);
    server.events.on('response:mocked', record);
    try {
      open('/dashboard');
      await heading('Welcome back, Mara Quill');
      await waitFor(() => expect(answered.get('/v1/planner.lowBuffers')).toBe(200), { timeout: 10_000 });
    } finally {
      server.events.removeListener('response:mocked', record);
    }
  });

  it("a password dialog's two-factor question is answered as the demo would: off, with a password", async () => {
    const answer = await fetch(`${API}/v1/user.totpStatus`).then((response) => response.json());
    expect(answer.data).toEqual({ enabled: false, enabled_at: null, recovery_codes_left: 0, has_password: true });
  });

  it('the dashboard asks for no photo ID: the contract application is the one place that collects it', async () => {
    open('/dashboard');
    await heading('Welcome back, Mara Quill');
    expect(await screen.findByText(en['author.avatar.label'], {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.queryByText(/photo ID/i)).toBeNull();
    expect(document.querySelector('input[type="file"][name="id_card"]')).toBeNull();
  });

  it('a dashboard that could not load says so and loads on "Try again"', async () => {
    let fail = true;
    server.use(http.get(`${API}/v1/author.profile`, () => (fail ? failure(5000, 'The server had a problem.') : undefined)));
    open('/dashboard');
    const retry = await screen.findByRole('button', { name: en['common.retry'] }, { timeout: 10_000 });
    expect(screen.getByRole('heading', { name: en['dashboard.loadFailed'] })).toBeVisible();
    fail = false;
    await userEvent.click(retry);
    await heading('Welcome back, Mara Quill');
  });

  it('My Works lists the novels, and with none shows the way to the first', async () => {
    const { unmount } = open('/mywork');
    const novels = recordedData<{ list: { title: string }[] }>('/v1/writeCenter.bookList', { page: '1', page_size: '10' }).list;
    for (const novel of novels) expect(await screen.findByRole('link', { name: novel.title }, { timeout: 10_000 })).toBeVisible();
    unmount();

    server.use(answer('/v1/writeCenter.bookList', { list: [], total: 0, page: 1, page_size: 10 }));
    open('/mywork');
    await waitFor(() => expect(screen.queryAllByRole('link', { name: novels[0].title })).toHaveLength(0));
    expect(await screen.findByRole('heading', { name: en['novel.list.emptyTitle'] }, { timeout: 10_000 })).toBeVisible();
  });

  it('help center: a search opens an article at its section, and Back returns to the results with the words kept', async () => {
    const user = userEvent.setup();
    open('/helpCenter');
    const box = await screen.findByRole('searchbox', { name: en['help.search'] }, { timeout: 10_000 });
    await user.type(box, 'payee');
    const results = await screen.findByRole('region', { name: /payee/ }, { timeout: 10_000 });
    const hits = recordedData<{ list: { title: string }[] }>('/v1/help.search', { q: 'payee' }).list;
    await user.click(within(results).getByRole('link', { name: hits[0].title }));
    const article = recordedData<{ title: string }>('/v1/help.get', { slug: 'payee' });
    await heading(article.title, 2);
    await user.click(screen.getByRole('button', { name: en['help.back'] }));
    expect(await screen.findByRole('searchbox', { name: en['help.search'] })).toHaveValue('payee');
    expect(await screen.findByRole('link', { name: hits[0].title })).toBeVisible();
  });

  it('"Was this helpful?" thanks only once the server has the answer, and says so when it fails', async () => {
    const user = userEvent.setup();
    let status = 500;
    server.use(http.post(`${API}/v1/help.feedback`, () => (status === 200 ? success() : failure(5000, 'The server had a problem.'))));
    open('/helpCenter?article=payee');
    const yes = await screen.findByRole('button', { name: en['help.helpful.yes'] }, { timeout: 10_000 });
    await user.click(yes);
    // (The notice's stand-in becomes the MessageBar as its code comes: the text is read again, not kept.)
    await waitFor(() => expect(screen.getByText('The server had a problem.')).toBeVisible(), { timeout: 5_000 });
    expect(screen.queryByText(en['help.helpful.thanks'])).toBeNull();
    expect(yes).toHaveAttribute('aria-pressed', 'false');
    status = 200;
    await user.click(yes);
    expect(await screen.findByText(en['help.helpful.thanks'])).toBeVisible();
    expect(yes).toHaveAttribute('aria-pressed', 'true');
  });

  it('data center: a day still being counted is in no chart and no table, and the screen says up to which day figures are counted', async () => {
    const recorded = recordedData<{ range: { to: string }; counted_to: string; series: { start: string }[] }>('/v1/stats.overview', { range: '30', tz: 'UTC' });
    expect(recorded.counted_to < recorded.range.to).toBe(true);
    open('/dataCenter');
    expect(await screen.findByText('Figures are counted up to Nov 25; later days are added once they are over (in UTC).', {}, { timeout: 10_000 })).toBeVisible();
    for (const name of [en['data.chart.readers'], en['data.chart.engagement']]) {
      const rows = within(await screen.findByRole('table', { name }, { timeout: 10_000 })).getAllByRole('row');
      expect(rows).toHaveLength(recorded.series.length + 1);
      expect(rows[rows.length - 1]).toHaveTextContent(/^Nov 25/);
    }
  });

  it('data center: while a new period loads, the previous figures stay on screen but cannot be exported as if they were its', async () => {
    const user = userEvent.setup();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The demo recorded the default period only: the held answer is that one's figures.
    const recorded = recording.calls.find((c) => c.path === '/v1/stats.overview')?.body;
    server.use(http.get(`${API}/v1/stats.overview`, async ({ request }) => (new URL(request.url).searchParams.get('range') === '7' ? held.then(() => HttpResponse.json(recorded as Record<string, unknown>)) : undefined)));
    open('/dataCenter');
    const exportButton = await screen.findByRole('button', { name: en['data.export'] }, { timeout: 10_000 });
    expect(exportButton).not.toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('tab', { name: en['data.range.7'] }));
    await waitFor(() => expect(screen.getByRole('button', { name: en['data.export'] })).toHaveAttribute('aria-disabled', 'true'));
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: en['data.export'] })).not.toHaveAttribute('aria-disabled', 'true'));
  });
});
