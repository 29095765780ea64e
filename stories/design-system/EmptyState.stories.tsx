import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '@fluentui/react-components';
import { DataBarVerticalRegular, ShieldProhibitedRegular, WrenchRegular } from '@fluentui/react-icons';
import { EmptyState } from '@writers-center/design-system';
import { BrandGrid } from '../support/BrandGrid';
import { withoutTextModes } from '../../.storybook/modes';

const meta = {
  title: 'Pages/EmptyState',
  // The id stays what it was under "Design system/", so baselines and links keep their names.
  id: 'design-system-emptystate',
  component: EmptyState,
  args: {
    title: 'The webmaster says you cannot enter this page',
    description: 'Check that the address is right, or go back to the home page.',
    headingLevel: 2,
    size: 'medium',
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['medium', 'large'] },
    headingLevel: { control: 'inline-radio', options: [1, 2, 3] },
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const NotFound: Story = {
  args: { size: 'large', icon: <ShieldProhibitedRegular /> },
  render: (args) => {
    const onHome = fn();
    return <EmptyState {...args} actions={<Button appearance="primary" onClick={onHome}>Back to home</Button>} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const home = canvas.getByRole('button', { name: /back to home|volver|zurück|返回|กลับ/i });
    await userEvent.tab();
    await expect(home).toHaveFocus();
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
  },
};

/** A page with nothing to show yet, and what to do about it. */
export const NothingYet: Story = {
  args: {
    icon: <DataBarVerticalRegular />,
    title: 'You have no novels yet',
    description: 'Figures appear here once readers find your first novel.',
  },
};

export const AllSites: Story = {
  parameters: { chromatic: { modes: withoutTextModes } },
  tags: ['all-brands'],
  args: { icon: <WrenchRegular />, size: 'medium' },
  render: (args) => (
    <BrandGrid columns={3}>
      <EmptyState {...args} actions={<Button appearance="primary">Back to home</Button>} />
    </BrandGrid>
  ),
};
