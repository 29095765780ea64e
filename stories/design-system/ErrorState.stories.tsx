import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '@fluentui/react-components';
import { PlugDisconnectedRegular } from '@fluentui/react-icons';
import { ErrorState } from '@writers-center/design-system';
import { BrandGrid } from '../support/BrandGrid';
import { Tx } from './pages-fixtures';
import { withoutTextModes } from '../../.storybook/modes';

const meta = {
  title: 'Pages/ErrorState',
  // The id stays what it was under "Design system/", so baselines and links keep their names.
  id: 'design-system-errorstate',
  component: ErrorState,
  args: {
    title: 'Your novels could not be loaded',
    // The server's translated `desc`, as the portal passes it on.
    description: 'Something went wrong on our side. Please try again later.',
    retryLabel: 'Try again',
    onRetry: fn(),
    retrying: false,
    announce: true,
    headingLevel: 2,
    size: 'medium',
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['medium', 'large'] },
    headingLevel: { control: 'inline-radio', options: [1, 2, 3] },
    description: { control: 'text' },
    details: { control: 'text' },
    icon: { control: false },
    actions: { control: false },
  },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await userEvent.tab();
    const retry = canvas.getByRole('button');
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Technical details folded away: the error code and request id, for support. */
export const WithDetails: Story = {
  args: {
    title: 'The chapter could not be saved',
    description: 'Please check the chapter title and content.',
    details: 'Code 4002 · Request 7f3a9c2e-51d0',
    detailsLabel: 'Details',
  },
  play: async ({ canvasElement }) => {
    const details = canvasElement.querySelector('details');
    const summary = canvasElement.querySelector('summary');
    await expect(details).not.toHaveAttribute('open');
    // The summary is reachable by keyboard, after the retry button (the
    // browser itself unfolds it with Enter or Space; a script's key events
    // do not, so the play clicks).
    await userEvent.tab();
    await userEvent.tab();
    await expect(summary).toHaveFocus();
    await userEvent.click(summary as HTMLElement);
    await expect(details).toHaveAttribute('open');
    await expect(within(canvasElement).getByText(/7f3a9c2e/)).toBeVisible();
  },
};

/** While the retry runs: spinner, and the button cannot be used twice. */
export const Retrying: Story = {
  args: { retrying: true, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const retry = within(canvasElement).getByRole('button');
    await expect(retry).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(retry);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** The network is down: a different icon, and a second way out. */
export const Offline: Story = {
  args: {
    title: 'You are offline',
    description: 'Cannot reach the server. Check your connection and try again.',
    icon: <PlugDisconnectedRegular />,
  },
  render: (args) => (
    <ErrorState
      {...args}
      actions={
        <Button appearance="secondary">
          <Tx>Go to the dashboard</Tx>
        </Button>
      }
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(2);
  },
};

/** No retry when trying again cannot help (e.g. no access to the page). */
export const NoRetry: Story = {
  args: {
    title: 'No access to this page',
    description: 'The webmaster says you cannot enter this page',
    onRetry: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** A whole page that failed from the start: a large h1, not announced (the heading is enough). */
export const PageError: Story = {
  args: { headingLevel: 1, size: 'large', announce: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const AllSites: Story = {
  parameters: { chromatic: { modes: withoutTextModes } },
  tags: ['all-brands'],
  args: { announce: false },
  render: (args) => (
    <BrandGrid columns={3}>
      <ErrorState {...args} />
    </BrandGrid>
  ),
};
