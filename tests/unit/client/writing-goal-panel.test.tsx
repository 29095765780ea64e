/**
 * The writing goal panel: typed words against the goal, words that came in whole shown apart, the
 * streak in days or weeks, the last 28 days with text for each, and the form's rules.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { SWRConfig } from 'swr';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { HttpResponse, http } from 'msw';
import type { GoalSaveBody, WritingGoal } from '../../../src/domain/api/planner';
import { WritingGoalPanel } from '../../../src/client/components/writing-goal/WritingGoalPanel';
import { answer, failure, success } from '../../../stories/portal/handlers';
import { portalCatalog } from '../../../stories/support/catalogs';
import { API, screenServer } from './screen-server';

const en = portalCatalog('en');
const server = screenServer();

const days = Array.from({ length: 28 }, (_, i) => ({ date: new Date(Date.UTC(2026, 10, 10 + i)).toISOString().slice(0, 10), typed: i === 27 ? 620 : i % 3 ? 1100 : 0, added: i === 27 ? 3200 : 0 }));
const GOAL: WritingGoal = {
  original_book_id: 12,
  period: 'day',
  words: 1000,
  time_zone: 'Asia/Jakarta',
  current: { start: '2026-12-07', typed: 620, added: 3200 },
  streak: { current: 4, longest: 9 },
  days,
};
const NONE: WritingGoal = { ...GOAL, period: null, words: 0, current: { start: '2026-12-07', typed: 0, added: 0 }, streak: { current: 0, longest: 0 }, days: days.map((d) => ({ ...d, typed: 0, added: 0 })) };

function renderPanel() {
  return render(
    <IntlProvider locale="en" messages={en} onError={() => undefined}>
      <FluentProvider theme={webLightTheme}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, revalidateOnFocus: false }}>
          <WritingGoalPanel bookId={12} />
        </SWRConfig>
      </FluentProvider>
    </IntlProvider>,
  );
}

describe('the writing goal panel', { timeout: 20_000 }, () => {
  it('shows this period’s typed words against the goal, the added words apart and the streak in days', async () => {
    server.use(answer('/v1/goal.get', GOAL));
    renderPanel();
    expect(await screen.findByTestId('goal-progress')).toHaveTextContent('620 of 1,000 words today');
    expect(screen.getByRole('progressbar', { name: '620 of 1,000 words today' })).toHaveAttribute('aria-valuenow', '620');
    // Added words are said apart, and do not move the bar.
    expect(screen.getByTestId('goal-added')).toHaveTextContent('+ 3,200 added (imports, long pastes, restores) — not counted');
    expect(screen.getByTestId('goal-progress')).not.toHaveTextContent('3,200');
    expect(screen.getByTestId('goal-streak')).toHaveTextContent('4 days');
    expect(screen.getByText('9 days')).toBeVisible();
    expect(screen.queryByText(en['writingGoal.reached'])).toBeNull();
  });

  it('says "this week" and counts the streak in weeks for a weekly goal, with nothing added', async () => {
    server.use(answer('/v1/goal.get', { ...GOAL, period: 'week', words: 5000, current: { start: '2026-12-07', typed: 5200, added: 0 }, streak: { current: 1, longest: 3 } }));
    renderPanel();
    expect(await screen.findByTestId('goal-progress')).toHaveTextContent('5,200 of 5,000 words this week');
    expect(screen.getByText(en['writingGoal.reached'])).toBeVisible();
    expect(screen.getByTestId('goal-streak')).toHaveTextContent('1 week');
    expect(screen.getByText('3 weeks')).toBeVisible();
    expect(screen.queryByTestId('goal-added')).toBeNull();
  });

  it('gives every one of the 28 days a text, and the same as a table', async () => {
    server.use(answer('/v1/goal.get', GOAL));
    renderPanel();
    const strip = await screen.findByRole('list', { name: en['writingGoal.recent'] });
    const items = within(strip).getAllByRole('listitem');
    expect(items).toHaveLength(28);
    expect(items[27]).toHaveTextContent('Mon, Dec 7: 620 typed, 3,200 added');
    await userEvent.click(screen.getByRole('button', { name: en['writingGoal.showTable'] }));
    const table = screen.getByRole('table', { name: en['writingGoal.recent'] });
    // A header row and the 28 days, newest first.
    expect(within(table).getAllByRole('row')).toHaveLength(29);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Mon, Dec 76203,200');
  });

  it('invites an author without a goal to set one; the form’s rules show next to the field', async () => {
    const sent: GoalSaveBody[] = [];
    server.use(
      answer('/v1/goal.get', NONE),
      http.post(`${API}/v1/goal.save`, async ({ request }) => {
        const body = (await request.json()) as GoalSaveBody;
        sent.push(body);
        return success({ ...GOAL, period: body.period, words: body.words, current: { start: '2026-12-07', typed: 0, added: 0 } });
      }),
    );
    renderPanel();
    expect(await screen.findByRole('heading', { name: en['writingGoal.empty.title'] })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: en['writingGoal.set'] }));
    const words = screen.getByRole('textbox', { name: new RegExp(en['writingGoal.form.words']) });
    const save = screen.getByRole('button', { name: en['writingGoal.form.save'] });
    const rule = 'Enter a whole number of words from 1 to 100,000';
    for (const typed of ['', '0', '1.5', '100001', 'many']) {
      await userEvent.clear(words);
      if (typed) await userEvent.type(words, typed);
      await userEvent.click(save);
      expect(await screen.findByText(rule)).toBeVisible();
      expect(words).toHaveAttribute('aria-invalid', 'true');
    }
    expect(sent).toHaveLength(0);
    await userEvent.click(screen.getByRole('radio', { name: en['writingGoal.form.week'] }));
    await userEvent.clear(words);
    await userEvent.type(words, '2500');
    await userEvent.click(save);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ original_book_id: 12, period: 'week', words: 2500, time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone });
    expect(await screen.findByTestId('goal-progress')).toHaveTextContent('0 of 2,500 words this week');
  });

  it('shows the server’s refusal next to the field and keeps what was typed', async () => {
    server.use(
      answer('/v1/goal.get', GOAL),
      http.post(`${API}/v1/goal.save`, () => HttpResponse.json({ code: 4001, desc: 'Check the form', data: { fields: { words: 'Enter a goal from 1 to 100,000 words.' } } }, { status: 400 })),
    );
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: en['writingGoal.change'] }));
    const words = screen.getByRole('textbox', { name: new RegExp(en['writingGoal.form.words']) });
    expect(words).toHaveValue('1000');
    await userEvent.clear(words);
    await userEvent.type(words, '1200');
    await userEvent.click(screen.getByRole('button', { name: en['writingGoal.form.save'] }));
    expect(await screen.findByText('Enter a goal from 1 to 100,000 words.')).toBeVisible();
    expect(words).toHaveValue('1200');
    expect(words).toHaveAttribute('aria-invalid', 'true');
  });

  it('says it could not load the goal, and tries again', async () => {
    let calls = 0;
    server.use(http.get(`${API}/v1/goal.get`, () => (++calls === 1 ? failure(5000, 'The server had a problem.') : success(GOAL))));
    renderPanel();
    expect(await screen.findByRole('heading', { name: en['writingGoal.loadFailed'] })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: en['common.retry'] }));
    expect(await screen.findByTestId('goal-progress')).toHaveTextContent('620 of 1,000 words today');
  });
});
