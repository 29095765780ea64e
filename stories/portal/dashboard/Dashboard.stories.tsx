import type { StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { AuthorProfile } from '../../../src/domain/api/author';
import { AuthorStatus } from '../../../src/domain/author';
import { answer, recordedData, screenHandlers } from '../handlers';
import { fails, never, screenMeta } from '../support/meta';
import type { ScreenArgs } from '../support/ScreenStory';

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
