import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Footer } from '@writers-center/design-system';
import { BrandGrid } from '../support/BrandGrid';
import { FOOTER_LINKS, PerBrand, inLocale, preventNavigation } from './fixtures';
import { withoutTextModes } from '../../.storybook/modes';

const meta = {
  title: 'Shell/Footer',
  // The id stays what it was under "Design system/", so baselines and links keep their names.
  id: 'design-system-footer',
  component: Footer,
  args: {
    label: 'Support',
    links: FOOTER_LINKS,
    onNavigate: fn(preventNavigation),
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Help Center and Contact Us, in the brand's link colour. */
export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('link', { name: inLocale(globals, 'Help Center') }));
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ key: 'help', href: '/helpCenter' }), expect.anything());
  },
};

export const AllSites: Story = {
  parameters: { chromatic: { modes: withoutTextModes } },
  tags: ['all-brands'],
  render: (args) => (
    <BrandGrid columns={4}>
      <PerBrand>
        {(brand) => (
          // A region per brand, so the 21 footers are not 21 page content-info landmarks.
          <section aria-label={brand.name}>
            <Footer {...args} />
          </section>
        )}
      </PerBrand>
    </BrandGrid>
  ),
};
