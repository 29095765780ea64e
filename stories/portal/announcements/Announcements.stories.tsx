import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenHandlers } from '../handlers';
import { fails, never, screenMeta, text } from '../support/meta';
import { serverText } from '../support/server-text';
import type { ScreenArgs } from '../support/ScreenStory';
import { ANNOUNCEMENTS, LIST_PATH, announcementServer, refusesBody } from './announcement-fixtures';
import { onePictureModes } from '../../../.storybook/modes';

const ANNOUNCEMENTS_PATH = '/mywork/announcements';
const withList = (list = ANNOUNCEMENTS) => ({ parameters: { msw: { handlers: screenHandlers(...announcementServer(list)) } } });

export default { title: 'Screens/Announcements', ...screenMeta(ANNOUNCEMENTS_PATH, withList()) };
type Story = StoryObj<ScreenArgs>;

const localeOf = (globals: Record<string, unknown>) => String(globals.locale ?? 'en');

/** Four announcements, newest first: a live hiatus with its days, one for all novels, one staff withdrew with their reason, one the author withdrew. */
export const Loaded: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: text('announcements.list.title', locale) }, { timeout: 15_000 });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(within(items[1]).getByRole('heading')).toHaveTextContent(text('announcements.list.allNovels', locale));
    await expect(within(items[2]).getByRole('note')).toHaveTextContent(ANNOUNCEMENTS[2].withdrawn_reason!);
  },
};

/** Nothing written yet: what an announcement is for, and a button to write the first. */
export const Empty: Story = {
  ...withList([]),
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: text('announcements.list.empty', locale) }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: text('announcements.page.write', locale) }).length).toBeGreaterThan(0);
  },
};

/** The list has not answered yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: screenHandlers(never(LIST_PATH)) } },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    await expect((await within(canvasElement).findAllByLabelText(text('common.loading', locale), {}, { timeout: 15_000 }))[0]).toBeVisible();
  },
};

/** The list could not be loaded: the error, with a retry. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: screenHandlers(fails(LIST_PATH)) } },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: text('announcements.list.loadFailed', locale) }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('common.retry', locale) })).toBeEnabled();
  },
};

/**
 * The planner's "Announce a hiatus" opens a hiatus for the novel; publishing it without text or days
 * puts each rule next to its field, and a last day before the first is refused by it.
 */
export const FormErrors: Story = {
  args: { path: `${ANNOUNCEMENTS_PATH}?book=3&kind=hiatus` },
  // What the play function typed is lost when the screen is mounted again: one photograph.
  parameters: { screenshotVariants: false, chromatic: { modes: onePictureModes } },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: text('announcements.form.newTitle', locale) }, { timeout: 15_000 });
    await userEvent.type(within(form).getByLabelText(text('announcements.form.hiatusStartsOn', locale), { exact: false }), '2027-01-10');
    await userEvent.type(within(form).getByLabelText(text('announcements.form.hiatusEndsOn', locale), { exact: false }), '2027-01-03');
    await userEvent.click(within(form).getByRole('button', { name: text('announcements.form.publish', locale) }));
    await expect(await within(form).findByText(text('validation.announcement.body.required', locale), {}, { timeout: 10_000 })).toBeVisible();
    await expect(within(form).getByText(text('validation.announcement.endsBeforeStart', locale))).toBeVisible();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    form.scrollIntoView({ block: 'start', behavior: 'instant' });
  },
};

/** The server refuses the text: its message shows under the field, and what was typed stays. */
export const FormRefused: Story = {
  args: { path: `${ANNOUNCEMENTS_PATH}?book=3&kind=milestone` },
  parameters: { msw: { handlers: screenHandlers(refusesBody, ...announcementServer(ANNOUNCEMENTS)) }, screenshotVariants: false, chromatic: { modes: onePictureModes } },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: text('announcements.form.newTitle', locale) }, { timeout: 15_000 });
    const body = within(form).getByRole('textbox', { name: text('announcements.form.body', locale) });
    await userEvent.type(body, 'One hundred chapters!');
    await userEvent.click(within(form).getByRole('button', { name: text('announcements.form.publish', locale) }));
    await expect(await within(form).findByText(serverText('announcement.body', locale), {}, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect(body).toHaveValue('One hundred chapters!'));
    // Left focused: leaving the field would check it again and replace the server's word with the form's own.
    form.scrollIntoView({ block: 'start', behavior: 'instant' });
  },
};

/** A live one is edited (its text comes into the form and the list shows the change), then withdrawn after the question (not photographed). */
export const EditAndWithdraw: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const canvas = within(canvasElement);
    const doc = within(canvasElement.ownerDocument.body);
    const list = await canvas.findByRole('list', { name: text('announcements.list.title', locale) }, { timeout: 15_000 });
    const first = () => within(list).getAllByRole('listitem')[0];
    await userEvent.click(within(first()).getAllByRole('button')[0]);
    const form = await canvas.findByRole('form', { name: text('announcements.form.editTitle', locale) });
    const body = within(form).getByRole('textbox', { name: text('announcements.form.body', locale) });
    await expect(body).toHaveValue(ANNOUNCEMENTS[0].body);
    await userEvent.clear(body);
    await userEvent.type(body, 'Back on 7 January instead.');
    await userEvent.click(within(form).getByRole('button', { name: text('announcements.form.saveChanges', locale) }));
    await waitFor(() => expect(first()).toHaveTextContent('Back on 7 January instead.'), { timeout: 10_000 });
    // The toast fades in: visible once its animation has run.
    const edited = await doc.findByText(text('announcements.form.edited', locale));
    await waitFor(() => expect(edited).toBeVisible());

    await userEvent.click(within(first()).getAllByRole('button')[1]);
    const dialog = await doc.findByRole('alertdialog', { name: text('announcements.withdraw.title', locale) }, { timeout: 10_000 });
    await userEvent.click(within(dialog).getByRole('button', { name: text('announcements.withdraw.confirm', locale) }));
    await waitFor(() => expect(first()).toHaveAttribute('data-status', 'withdrawn'), { timeout: 10_000 });
    const done = await doc.findByText(text('announcements.withdraw.done', locale));
    await waitFor(() => expect(done).toBeVisible());
  },
};
