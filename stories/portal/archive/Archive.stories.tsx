import type { StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, within } from 'storybook/test';
import type { ArchiveOverview, ArchiveStatusData } from '../../../src/domain/api/archive';
import { answer, recording, screenHandlers, success } from '../handlers';
import { fails, never, screenMeta, showsHeading, text } from '../support/meta';
import type { ScreenArgs } from '../support/ScreenStory';

/** Hours after the recording's time, as the server writes a time. */
const hoursFrom = (hours: number) => new Date(Date.parse(recording.recordedAt) + hours * 3_600_000).toISOString();

const WORKS: ArchiveStatusData = {
  archive_id: '5e0c7a1f3b9d4e2a8c6f1b0d9e8a7c6b',
  kind: 'works',
  status: 'ready',
  progress: 100,
  url: '/files/private/archive/5e0c7a1f3b9d4e2a8c6f1b0d9e8a7c6b.zip?expires=1&sig=story',
  expires_at: hoursFrom(7 * 24 - 1),
  expired: false,
  bytes: 18_350_080,
  requested_at: hoursFrom(-1),
  automatic: false,
};
const overview = (works: ArchiveStatusData | null, extra: Partial<ArchiveOverview> = {}): ArchiveOverview => ({ weekly: false, works, personal: null, link_days: 7, ...extra });

const OVERVIEW_PATH = /\/v1\/archive\.overview$/;
const STATUS_PATH = /\/v1\/archive\.status$/;
/** The archive page's answers: the overview, and the status of the archive it names (the same, so polling holds it still). */
const archive = (data: ArchiveOverview, ...own: Parameters<typeof screenHandlers>) => ({
  parameters: {
    msw: {
      handlers: screenHandlers(
        ...own,
        http.get(OVERVIEW_PATH, () => success(data)),
        http.get(STATUS_PATH, ({ request }) => {
          const id = new URL(request.url).searchParams.get('archive_id');
          return success([data.works, data.personal].find((a) => a?.archive_id === id) ?? data.works);
        }),
      ),
    },
  },
});

export default { title: 'Screens/Archive', ...screenMeta('/account/archive', archive(overview(WORKS))) };
type Story = StoryObj<ScreenArgs>;

/** A ready archive: its size, the download link and until when it works. */
export const Full: Story = { play: showsHeading('route.accountArchive') };
/** No archive made yet: one button to make it. */
export const Empty: Story = {
  ...archive(overview(null)),
  play: async ({ canvasElement, globals }) => {
    const locale = String(globals.locale ?? 'en');
    await expect(await within(canvasElement).findByRole('button', { name: text('archive.works.make', locale) }, { timeout: 15_000 })).toBeEnabled();
  },
};
/** An archive being made: the progress bar at 40 % (polled; the story's answer stands still). */
export const Building: Story = {
  ...archive(overview({ ...WORKS, status: 'building', progress: 40, url: null, expires_at: null, bytes: null })),
  play: async ({ canvasElement, globals }) => {
    const locale = String(globals.locale ?? 'en');
    const bar = await within(canvasElement).findByRole('progressbar', { name: text('archive.status.progressLabel', locale) }, { timeout: 15_000 });
    await expect(bar).toHaveAttribute('aria-valuenow', '0.4');
  },
};
/** The archive could not be made: the failure with "Try again". */
export const Failed: Story = {
  ...archive(overview({ ...WORKS, status: 'failed', progress: 60, url: null, expires_at: null, bytes: null })),
  play: async ({ canvasElement, globals }) => {
    const locale = String(globals.locale ?? 'en');
    await expect(await within(canvasElement).findByRole('button', { name: text('archive.status.retry', locale) }, { timeout: 15_000 })).toBeEnabled();
  },
};
/** The last archive's link has expired; the weekly archive is on. */
export const ExpiredWeekly: Story = { ...archive(overview({ ...WORKS, url: null, expires_at: null, expired: true, automatic: true }, { weekly: true })) };
/** The personal data's copy is ready beside the works' archive. */
export const PersonalReady: Story = {
  ...archive(overview(WORKS, { personal: { ...WORKS, archive_id: '0a1b2c3d4e5f60718293a4b5c6d7e8f9', kind: 'personal', bytes: 48_128 } })),
  play: showsHeading('archive.personal.title', 2),
};
/** The page's data has not answered yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: screenHandlers(never(OVERVIEW_PATH)) } },
  play: async (context) => {
    const locale = String(context.globals.locale ?? 'en');
    await expect((await within(context.canvasElement).findAllByLabelText(text('common.loading', locale), {}, { timeout: 15_000 }))[0]).toBeVisible();
  },
};
/** The page's data could not be loaded: the error, with a retry. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: screenHandlers(fails(OVERVIEW_PATH)) } },
  play: async ({ canvasElement, globals }) => {
    const locale = String(globals.locale ?? 'en');
    await expect(await within(canvasElement).findByRole('heading', { name: text('archive.page.loadFailed', locale) }, { timeout: 15_000 })).toBeVisible();
  },
};
/** With two-factor sign-in on, "Download my data" asks for the authenticator app's code beside the password. */
export const TwoFactor: Story = {
  ...archive(overview(WORKS), answer('/v1/user.totpStatus', { enabled: true, enabled_at: hoursFrom(-400), recovery_codes_left: 10, has_password: true })),
  play: async ({ canvasElement, globals }) => {
    const locale = String(globals.locale ?? 'en');
    const form = await within(canvasElement).findByRole('form', { name: text('archive.personal.title', locale) }, { timeout: 15_000 });
    await expect(await within(form).findByLabelText(new RegExp(`^${text('twoFactor.dialog.code', locale)}`), {}, { timeout: 15_000 })).toBeVisible();
  },
};
