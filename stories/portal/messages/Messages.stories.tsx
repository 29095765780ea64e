import type { StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { NoticeEntry } from '../../../src/domain/api/notifications';
import { answer, recordedData, success } from '../handlers';
import { answering, failingOn, loadingOn, screenMeta, showsHeading, text } from '../support/meta';
import { answeringUnphotographed } from '../support/messages';
import type { ScreenArgs } from '../support/ScreenStory';

export default { title: 'Screens/Messages', ...screenMeta('/messageCenter/newsAnnounce') };
type Story = StoryObj<ScreenArgs>;

/** The author's notices (`notification.list`) are at this address; the default one shows the platform's news. */
const NOTICES = '/messageCenter/announceCenter';

/** The platform's news, pinned first (the default tab). */
export const Full: Story = { play: showsHeading('messages.page.title') };
/** The platform's news has not answered yet. */
export const Loading: Story = {
  ...loadingOn(/notification\.announcements$/),
  play: async (context) => {
    await showsHeading('messages.page.title')!(context);
    const locale = String(context.globals.locale ?? 'en');
    await expect((await within(context.canvasElement).findAllByLabelText(text('messages.loading', locale), {}, { timeout: 15_000 }))[0]).toBeVisible();
  },
};
/** No notices yet. */
export const Empty: Story = {
  args: { path: NOTICES },
  ...answering(answer('/v1/notification.list', { list: [], next_cursor: null, unread_num: 0 })),
  play: async ({ canvasElement, globals }) => {
    const locale = String(globals.locale ?? 'en');
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: text('messages.empty.notices', locale) }, { timeout: 15_000 })).toBeVisible();
  },
};
/** The notices could not be loaded: the error, with a retry. */
export const LoadFailed: Story = {
  args: { path: NOTICES },
  ...failingOn(/notification\.list$/),
  play: async ({ canvasElement, globals }) => {
    const locale = String(globals.locale ?? 'en');
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { name: text('messages.loadFailed', locale) }, { timeout: 15_000 })).toBeVisible();
    await expect(screen.getByRole('button', { name: text('messages.retry', locale) })).toBeEnabled();
  },
};
/** The author's notices: those that need something done on top, then the others. */
export const Notices: Story = { args: { path: NOTICES }, play: showsHeading('messages.page.title') };

/** Whether the story's "Mark all as read" has been answered: the lists answer read notices from then on. */
const readAll = { done: false };
const asRead = (data: { list: NoticeEntry[] }) => ({ ...data, list: data.list.map((n) => ({ ...n, read: true })), unread_num: 0 });

/** "Mark all as read": the unread marks go and the button says everything is read (not photographed). */
export const MarkAllRead: Story = {
  args: { path: NOTICES },
  loaders: [
    () => {
      readAll.done = false;
      return {};
    },
  ],
  ...answeringUnphotographed(
    http.post(/\/v1\/notification\.readAll$/, () => {
      readAll.done = true;
      return success({ updated: 1, unread_num: 0 });
    }),
    http.get(/\/v1\/notification\.list$/, ({ request }) => {
      if (!readAll.done) return undefined; // the recording, as it is
      const action = new URL(request.url).searchParams.get('action') ?? 'other';
      const query: Record<string, string> = action === 'required' ? { action, limit: '100' } : { action };
      return success(asRead(recordedData<{ list: NoticeEntry[] }>('/v1/notification.list', query)));
    }),
  ),
  play: async ({ canvasElement, globals }) => {
    const locale = String(globals.locale ?? 'en');
    const screen = within(canvasElement);
    const unread = text('messages.unread', locale);
    await expect((await screen.findAllByText(unread, {}, { timeout: 15_000 })).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: text('messages.markAllRead', locale) }));
    await waitFor(() => expect(screen.queryAllByText(unread)).toHaveLength(0), { timeout: 10_000 });
    await expect(screen.getByRole('button', { name: text('messages.allRead', locale) })).toBeDisabled();
  },
};

/** Choosing a kind of notice puts it in the address and lists only that kind (not photographed). */
const kindsAsked: string[] = [];
export const FilterByKind: Story = {
  args: { path: NOTICES },
  ...answeringUnphotographed(
    http.get(/\/v1\/notification\.list$/, ({ request }) => {
      const kind = new URL(request.url).searchParams.get('kind');
      if (!kind) return undefined; // the recording, as it is
      kindsAsked.push(kind);
      return success({ list: [], next_cursor: null, unread_num: 0 });
    }),
  ),
  play: async ({ canvasElement, globals }) => {
    const locale = String(globals.locale ?? 'en');
    const screen = within(canvasElement);
    await screen.findByRole('heading', { level: 2, name: text('messages.section.other', locale) }, { timeout: 15_000 });
    kindsAsked.length = 0;
    // A native select: the option by its value, whatever the language.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: text('messages.filter.kind', locale) }), 'payout');
    await waitFor(() => expect(kindsAsked).toContain('payout'));
    await expect(await screen.findByText(text('messages.empty.kind', locale))).toBeVisible();
  },
};
