import type { StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenHandlers } from '../handlers';
import { fails, never, screenMeta, text } from '../support/meta';
import { message } from '../support/messages';
import { serverText } from '../support/server-text';
import type { ScreenArgs } from '../support/ScreenStory';
import { DAILY, GET_PATH, WEEKLY, goalServer } from './goal-fixtures';
import { onePictureModes, screenModes } from '../../../.storybook/modes';

/** Chapter 3 of "The Lantern Archive" (novel 1) in the editor, its goal panel open (`?goal`, as the dashboard's link opens it). */
const EDITOR = '/mywork/addchapter/3?goal';
const withGoals = (...handlers: Parameters<typeof screenHandlers>) => ({ parameters: { msw: { handlers: screenHandlers(...handlers) } } });

/**
 * Photographed at the runner's 1024 px only: narrowing the window under an open dialog moves it as
 * it re-centres, so a second width's picture would catch it anywhere on its way.
 */
const meta = screenMeta(EDITOR, withGoals(...goalServer({ 1: DAILY(1) })));
// Chromatic leaves the narrow mode out too.
export default { title: 'Screens/Writing goal', ...meta, parameters: { ...meta.parameters, screenWidths: [1024], chromatic: { modes: { ...screenModes, narrow: { disable: true } } } } };
type Story = StoryObj<ScreenArgs>;

const localeOf = (globals: Record<string, unknown>) => String(globals.locale ?? 'en');
/**
 * The goal's dialog over the editor, once it has shown: its fade-in over (it starts at opacity 0,
 * and what is in it counts as not visible until then).
 */
const goalDialog = async (canvasElement: HTMLElement, locale: string) => {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: text('writingGoal.title', locale) }, { timeout: 15_000 });
  await waitFor(() => expect(dialog.getAnimations({ subtree: true }).filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity)).toEqual([]), { timeout: 10_000 });
  return within(dialog);
};

/** Only the English light picture: the state comes from the play function, which a remount in another variant would not replay. */
const playedOnce = {
  screenshotVariants: false,
  chromatic: { modes: onePictureModes },
} as const;

/** A daily goal: 620 of 1,000 words typed today, 1,450 pasted in whole shown apart, a four-day streak and the last 28 days. */
export const Daily: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const dialog = await goalDialog(canvasElement, locale);
    await expect(await dialog.findByTestId('goal-progress')).toHaveTextContent(message('writingGoal.progress.day', locale, { typed: 620, goal: 1000 }));
    await expect(dialog.getByTestId('goal-added')).toHaveTextContent(message('writingGoal.added', locale, { added: 1450 }));
    await expect(dialog.getByTestId('goal-streak')).toHaveTextContent(message('writingGoal.days', locale, { count: 4 }));
    await expect(dialog.getAllByRole('listitem')).toHaveLength(28);
  },
};

/** A weekly goal already passed this week: "this week", the streak in weeks, nothing added. */
export const WeeklyReached: Story = {
  ...withGoals(...goalServer({ 1: WEEKLY(1) })),
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const dialog = await goalDialog(canvasElement, locale);
    await expect(await dialog.findByTestId('goal-progress')).toHaveTextContent(message('writingGoal.progress.week', locale, { typed: 5240, goal: 5000 }));
    await expect(dialog.getByText(text('writingGoal.reached', locale))).toBeVisible();
    await expect(dialog.getByTestId('goal-streak')).toHaveTextContent(message('writingGoal.weeks', locale, { count: 2 }));
    await expect(dialog.queryByTestId('goal-added')).toBeNull();
  },
};

/** No goal yet: an invitation to set one. */
export const NoGoal: Story = {
  ...withGoals(...goalServer({})),
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const dialog = await goalDialog(canvasElement, locale);
    await waitFor(() => expect(dialog.getByRole('heading', { name: text('writingGoal.empty.title', locale) })).toBeVisible(), { timeout: 10_000 });
    await expect(dialog.getByRole('button', { name: text('writingGoal.set', locale) })).toBeVisible();
  },
};

/** Setting a first goal: saved without words, the rule shows next to the field. */
export const SetGoalRules: Story = {
  parameters: { ...withGoals(...goalServer({})).parameters, ...playedOnce },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const dialog = await goalDialog(canvasElement, locale);
    await userEvent.click(await dialog.findByRole('button', { name: text('writingGoal.set', locale) }));
    await userEvent.click(dialog.getByRole('button', { name: text('writingGoal.form.save', locale) }));
    await expect(await dialog.findByText(message('validation.goal.words', locale, { max: 100_000 }))).toBeVisible();
  },
};

/** The server refuses the words (in English: the story is photographed in English only): its message next to the field, and what was typed stays. */
export const SaveRefused: Story = {
  parameters: {
    ...withGoals(...goalServer({ 1: DAILY(1) }, () => HttpResponse.json({ code: 4001, desc: 'Check the form', data: { fields: { words: serverText('goal.words', 'en') } } }, { status: 400 }))).parameters,
    ...playedOnce,
  },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const dialog = await goalDialog(canvasElement, locale);
    await userEvent.click(await dialog.findByRole('button', { name: text('writingGoal.change', locale) }));
    const words = dialog.getByRole('textbox', { name: new RegExp(text('writingGoal.form.words', locale)) });
    await userEvent.clear(words);
    await userEvent.type(words, '1500');
    await userEvent.click(dialog.getByRole('button', { name: text('writingGoal.form.save', locale) }));
    await expect(await dialog.findByText(serverText('goal.words', 'en'))).toBeVisible();
    await expect(words).toHaveValue('1500');
  },
};

/** The last 28 days as a table, for reading the numbers. */
export const DaysAsTable: Story = {
  parameters: { ...withGoals(...goalServer({ 1: DAILY(1) })).parameters, ...playedOnce },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const dialog = await goalDialog(canvasElement, locale);
    await userEvent.click(await dialog.findByRole('button', { name: text('writingGoal.showTable', locale) }));
    await expect(dialog.getByRole('table', { name: text('writingGoal.recent', locale) })).toBeVisible();
  },
};

/** The goal has not answered yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: screenHandlers(never(GET_PATH)) } },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const dialog = await goalDialog(canvasElement, locale);
    await expect(await dialog.findByLabelText(text('writingGoal.loading', locale))).toBeInTheDocument();
  },
};

/** The goal could not be loaded: the error, with a retry. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: screenHandlers(fails(GET_PATH)) } },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const dialog = await goalDialog(canvasElement, locale);
    await expect(await dialog.findByRole('heading', { name: text('writingGoal.loadFailed', locale) })).toBeVisible();
    await expect(dialog.getByRole('button', { name: text('common.retry', locale) })).toBeVisible();
  },
};
