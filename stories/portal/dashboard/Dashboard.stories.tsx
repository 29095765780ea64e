import type { StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { AuthorProfile } from '../../../src/domain/api/author';
import { AuthorStatus } from '../../../src/domain/author';
import { answer, recordedData, screenHandlers } from '../handlers';
import { fails, never, screenMeta } from '../support/meta';
import type { ScreenArgs } from '../support/ScreenStory';
import { message } from '../support/messages';
import { DAILY, WEEKLY, goalServer } from '../writing-goal/goal-fixtures';
import { onePictureModes } from '../../../.storybook/modes';

export default { title: 'Screens/Dashboard', ...screenMeta('/dashboard') };
type Story = StoryObj<ScreenArgs>;

const profile = recordedData<AuthorProfile>('/v1/author.profile');
const withRegistration = (registration: Partial<AuthorProfile['registration']>): AuthorProfile => ({
  ...profile,
  registration: { ...profile.registration, ...registration },
});

/** A signed author: figures, the writing calendar, shortcuts, the profile and the intro. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: /Mara Quill/ }, { timeout: 10_000 })).toBeVisible();
  },
};

/** Two novels' release queues run dry within a week: a warning for each, leading to its planner. */
export const BufferRunningLow: Story = {
  parameters: {
    msw: {
      handlers: screenHandlers(
        answer('/v1/planner.lowBuffers', {
          list: [
            { original_book_id: 12, title: 'The Lantern Archive', buffer: { chapters: 2, days: 4, until: '2026-12-10', last_at: '2026-12-10T19:00:00.000Z', low: true } },
            { original_book_id: 14, title: 'Salt and Silver', buffer: { chapters: 0, days: 0, until: null, last_at: null, low: true } },
          ],
        }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('“The Lantern Archive” is running out of queued chapters', undefined, { timeout: 10_000 })).toBeVisible();
    await expect(screen.getByText('Nothing is queued for your release times.')).toBeVisible();
    const links = screen.getAllByRole('link', { name: 'Open the planner' });
    await expect(links.map((a) => a.getAttribute('href'))).toEqual(['/mywork/planner/12', '/mywork/planner/14']);
  },
};

/**
 * The queues would break two welfare programs within the week: full attendance on a day nothing
 * goes out (by the program's name), a word milestone the month would close short of (by its kind).
 */
export const ProgramsAtRisk: Story = {
  parameters: {
    msw: {
      handlers: screenHandlers(
        answer('/v1/planner.lowBuffers', {
          list: [],
          at_risk: [
            { program_id: 2, kind: 'full_attendance', name: 'Daily Lantern Bonus', amount: { amount_minor: '3000', currency: 'USD' }, breaks_on: '2026-12-10', min_words: 1000, short_words: 0 },
            { program_id: 3, kind: 'word_milestone', name: null, amount: { amount_minor: '12500', currency: 'USD' }, breaks_on: '2026-12-31', min_words: 0, short_words: 4200 },
          ],
        }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('Your queue puts “Daily Lantern Bonus” at risk', undefined, { timeout: 10_000 })).toBeVisible();
    await expect(screen.getByText(/Nothing of 1,000 words or more goes out on Thursday, December 10: without a release that day, \$30\.00 is lost this month\./)).toBeVisible();
    await expect(screen.getByText('Your queue falls short of the word milestone')).toBeVisible();
    await expect(screen.getByText(/4,200 words short on Thursday, December 31: \$125\.00 is at stake\./)).toBeVisible();
    const links = screen.getAllByRole('link', { name: 'See your welfare progress' });
    await expect(links.map((a) => a.getAttribute('href'))).toEqual(['/welfareManage', '/welfareManage']);
  },
};

/**
 * One picture (English, light): the card is below the fold, and the play function scrolls to it,
 * which a remount for another language or mode would not replay. The goal's parts are photographed
 * in every variant in the writing goal's own stories.
 */
const scrolledOnce = {
  screenshotVariants: false,
  chromatic: { modes: onePictureModes },
} as const;

/**
 * Writing goals: "Quiet Magic For Beginners" has a daily goal with words pasted in whole shown
 * apart, "Salt And Starlight" a weekly goal already passed; the others link to their editor to set one.
 */
export const WritingGoals: Story = {
  parameters: { msw: { handlers: screenHandlers(...goalServer({ 3: DAILY(3), 2: WEEKLY(2) })) }, ...scrolledOnce },
  play: async ({ canvasElement, globals }) => {
    const locale = String(globals.locale ?? 'en');
    const screen = within(canvasElement);
    const daily = await screen.findByTestId('goal-3', undefined, { timeout: 15_000 });
    await expect(await within(daily).findByTestId('goal-progress', undefined, { timeout: 10_000 })).toHaveTextContent(message('writingGoal.progress.day', locale, { typed: 620, goal: 1000 }));
    await expect(within(daily).getByTestId('goal-added')).toHaveTextContent(message('writingGoal.added', locale, { added: 1450 }));
    await expect(await within(screen.getByTestId('goal-2')).findByTestId('goal-streak')).toHaveTextContent(message('writingGoal.weeks', locale, { count: 2 }));
    const set = await within(screen.getByTestId('goal-1')).findByRole('link', { name: message('dashboard.goals.setFor', locale, { title: 'The Lantern Archive' }) });
    await expect(set).toHaveAttribute('href', '/mywork/addchapter/1/1205?goal');
    // Each novel's release planner is a link away.
    await expect(within(screen.getByTestId('goal-1')).getByRole('link', { name: message('dashboard.goals.plannerFor', locale, { title: 'The Lantern Archive' }) })).toHaveAttribute('href', '/mywork/planner/1');
    // The card is below the figures and the calendar: the picture shows it.
    screen.getByRole('heading', { level: 2, name: message('dashboard.goals.title', locale) }).scrollIntoView({ block: 'start', behavior: 'instant' });
  },
};

/** The novels' list for the goals card could not be loaded: the card says so, with a retry. */
export const WritingGoalsFailed: Story = {
  parameters: { msw: { handlers: screenHandlers(fails(/writeCenter\.bookList$/)) }, ...scrolledOnce },
  play: async ({ canvasElement, globals }) => {
    const locale = String(globals.locale ?? 'en');
    const failed = await within(canvasElement).findByRole('heading', { name: message('dashboard.goals.loadFailed', locale) }, { timeout: 15_000 });
    await expect(failed).toBeVisible();
    failed.scrollIntoView({ block: 'center', behavior: 'instant' });
  },
};

/** The profile has not answered yet: skeletons, never a blank page. */
export const Loading: Story = { parameters: { msw: { handlers: screenHandlers(never(/author\.profile$/)) } } };

/** The profile could not be loaded: the error with a retry. */
export const LoadFailed: Story = { parameters: { msw: { handlers: screenHandlers(fails(/author\.profile$/)) } } };

/** Signed up, not an author yet: the registration form. */
export const Registration: Story = {
  parameters: { msw: { handlers: screenHandlers(answer('/v1/author.profile', withRegistration({ author_status: AuthorStatus.None, review_status: 'unreviewed', submitted_at: null }))) } },
};

/** The registration was rejected: the reason and what to fix. */
export const RegistrationRejected: Story = {
  parameters: {
    msw: {
      handlers: screenHandlers(
        answer('/v1/author.profile', withRegistration({ author_status: AuthorStatus.Rejected, review_status: 'rejected', reject_reason: 'spec_mismatch', reject_note: 'The pen name is a real person’s name.' })),
      ),
    },
  },
};

/** The registration waits for the review. */
export const RegistrationPending: Story = {
  parameters: { msw: { handlers: screenHandlers(answer('/v1/author.profile', withRegistration({ author_status: AuthorStatus.Pending, review_status: 'pending' }))) } },
};

/**
 * A work passed the contract threshold: the popup over the dashboard, closable once its short wait
 * is over (not photographed: the wait starts again on every remount; PopupNotice has its own stories).
 */
export const ContractPopup: Story = {
  parameters: { chromatic: { disableSnapshot: true }, msw: { handlers: screenHandlers(answer('/v1/author.popupList', recordedData('/v1/author.popupList'))) } },
  play: async ({ canvasElement }) => {
    // A popup is an alert dialog (it interrupts), rendered in a portal outside the story's root.
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {}, { timeout: 10_000 });
    await waitFor(() => expect(within(dialog).getAllByRole('button')[0]).toBeEnabled(), { timeout: 10_000 });
  },
};

