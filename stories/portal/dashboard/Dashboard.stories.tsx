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
