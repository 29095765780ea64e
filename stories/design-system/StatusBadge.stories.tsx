import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusBadge, statusTone, statusesOf, type StatusBadgeProps, type StatusFamily } from '@writers-center/design-system';
import { BrandGrid } from '../support/BrandGrid';
import { STATUS_LABELS, useT } from './pages-fixtures';
import { withoutTextModes } from '../../.storybook/modes';

/** Every status of one family, each with its label in the toolbar's language. */
function Family({ family, appearance, size }: { family: StatusFamily } & Pick<StatusBadgeProps, 'appearance' | 'size'>) {
  const t = useT();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {statusesOf(family).map((status) => (
        <StatusBadge
          key={status}
          {...({ family, status, label: t((STATUS_LABELS[family] as Record<string, string>)[status]), appearance, size } as StatusBadgeProps)}
        />
      ))}
    </div>
  );
}

/** Every status shows its text and its tone's icon: the meaning never rests on colour. */
const familyPlay =
  (family: StatusFamily): Story['play'] =>
  async ({ canvasElement }) => {
    const badges = canvasElement.querySelectorAll<HTMLElement>(`[data-family="${family}"]`);
    await expect(badges).toHaveLength(statusesOf(family).length);
    for (const badge of badges) {
      await expect(badge.textContent?.trim()).not.toBe('');
      await expect(badge.querySelector('svg')).not.toBeNull();
      await expect(badge.dataset.tone).toBe(statusTone(family, badge.dataset.status as never));
    }
  };

const meta = {
  title: 'Pages/StatusBadge',
  // The id stays what it was under "Design system/", so baselines and links keep their names.
  id: 'design-system-statusbadge',
  component: StatusBadge,
  args: {
    family: 'review',
    status: 'underReview',
    label: 'Under review',
    appearance: 'tint',
    size: 'medium',
    hideIcon: false,
  },
  argTypes: {
    family: { control: 'select', options: Object.keys(STATUS_LABELS) },
    status: {
      control: 'select',
      options: [...new Set(Object.values(STATUS_LABELS).flatMap((labels) => Object.keys(labels)))],
      description: 'Must belong to the family (the props are a discriminated union).',
    },
    appearance: { control: 'inline-radio', options: ['tint', 'filled', 'outline', 'ghost'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector<HTMLElement>('[data-status="underReview"]');
    await expect(badge).toHaveTextContent(/\S/);
    await expect(badge?.dataset.tone).toBe('progress');
  },
};

/** Author intro, author information and novel review. */
export const Review: Story = {
  render: (args) => <Family family="review" appearance={args.appearance} size={args.size} />,
  play: familyPlay('review'),
};

/** Novels and chapters. */
export const Work: Story = {
  render: (args) => <Family family="work" appearance={args.appearance} size={args.size} />,
  play: familyPlay('work'),
};

/** A released chapter's updated content (one reading of the statuses also lists "suspended"). */
export const UpdatedContent: Story = {
  render: (args) => <Family family="updatedContent" appearance={args.appearance} size={args.size} />,
  play: familyPlay('updatedContent'),
};

export const Contract: Story = {
  render: (args) => <Family family="contract" appearance={args.appearance} size={args.size} />,
  play: familyPlay('contract'),
};

export const CommentReply: Story = {
  render: (args) => <Family family="commentReply" appearance={args.appearance} size={args.size} />,
  play: familyPlay('commentReply'),
};

export const CommentPin: Story = {
  render: (args) => <Family family="commentPin" appearance={args.appearance} size={args.size} />,
  play: familyPlay('commentPin'),
};

/** One family in each Fluent badge appearance. */
export const Appearances: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {(['tint', 'filled', 'outline', 'ghost'] as const).map((appearance) => (
        <Family key={appearance} family="review" appearance={appearance} size={args.size} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badges = canvasElement.querySelectorAll('[data-family="review"]');
    await expect(badges).toHaveLength(4 * statusesOf('review').length);
  },
};

export const AllSites: Story = {
  parameters: { chromatic: { modes: withoutTextModes } },
  tags: ['all-brands'],
  render: (args) => (
    <BrandGrid columns={3}>
      <Family family="review" appearance={args.appearance} size="small" />
    </BrandGrid>
  ),
};
