import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@fluentui/react-components';
import { BrandGrid } from '../support/BrandGrid';
import { TOAST_TIMEOUT_MS, ToastHost, useToast, type ToastHostProps, type ToastMessage } from '@writers-center/design-system';
import { withoutTextModes } from '../../.storybook/modes';

type Args = ToastHostProps & { toast: ToastMessage; trigger: string };

/** A button that shows the story's toast in the nearest ToastHost. */
function ShowToast({ toast, trigger }: { toast: ToastMessage; trigger: string }) {
  const show = useToast();
  return <Button onClick={() => show(toast)}>{trigger}</Button>;
}

const meta = {
  title: 'Shell/ToastHost',
  // The id stays what it was under "Design system/", so baselines and links keep their names.
  id: 'design-system-toasthost',
  component: ToastHost,
  args: {
    position: 'top',
    trigger: 'Show toast',
    toast: { intent: 'error', title: 'Please sign in again' },
  },
  argTypes: {
    position: { control: 'inline-radio', options: ['top', 'top-end', 'bottom', 'bottom-end'] },
  },
  render: ({ toast, trigger, ...host }) => (
    <ToastHost {...host}>
      <ShowToast toast={toast} trigger={trigger} />
    </ToastHost>
  ),
  // Toasts animate in and out of a portal: nothing stable to screenshot.
  parameters: { chromatic: { disableSnapshot: true } },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The session expired: an error toast, shown for five seconds. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    // The toaster arrives on idle or with the first toast; the toast then fades in.
    const shown = await body.findByText('Please sign in again');
    await waitFor(() => expect(shown).toBeVisible());
    // It goes by itself after TOAST_TIMEOUT_MS (five seconds).
    await waitFor(() => expect(body.queryByText('Please sign in again')).toBeNull(), { timeout: TOAST_TIMEOUT_MS + 2000 });
  },
};

/** A confirmation, e.g. after the language is switched. */
export const SuccessToast: Story = {
  args: { toast: { intent: 'success', title: 'Language switched' } },
};

/** Every brand's toast: each grid cell has its own host, so the toast takes that brand's colours. */
export const AllSites: Story = {
  parameters: { chromatic: { modes: withoutTextModes } },
  tags: ['all-brands'],
  args: { toast: { intent: 'success', title: 'Language switched' } },
  render: ({ toast, trigger, ...host }) => (
    <BrandGrid columns={4}>
      <ToastHost {...host}>
        <ShowToast toast={toast} trigger={trigger} />
      </ToastHost>
    </BrandGrid>
  ),
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button', { name: 'Show toast' });
    await expect(buttons.length).toBeGreaterThanOrEqual(20);
    await userEvent.click(buttons[buttons.length - 1]);
    const body = within(document.body);
    const shown = await body.findByText('Language switched');
    await waitFor(() => expect(shown).toBeVisible());
    await waitFor(() => expect(body.queryByText('Language switched')).toBeNull(), { timeout: TOAST_TIMEOUT_MS + 2000 });
  },
};
