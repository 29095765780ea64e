import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Title3, useFluent } from '@fluentui/react-components';
import { BrandProvider, brands, useBrand } from '@writers-center/design-system';
import { BrandSheetBody } from './primitives-fixtures';
import { withoutTextModes } from '../../.storybook/modes';

/**
 * One sheet per brand: its buttons, tabs, a card, a short form, a link, badges and a spinner, in the
 * toolbar's colour mode and language. What brand X looks like is one click from the sidebar; the
 * toolbar's colour mode shows it dark.
 */
function Sheet({ brandKey }: { brandKey: string }) {
  const brand = brands.find((b) => b.key === brandKey)!;
  // The toolbar's colour mode and direction (its language the provider inherits), so the dark sheet,
  // and the accessibility check of it, is the brand's dark theme.
  const { colorMode } = useBrand();
  const { dir } = useFluent();
  return (
    <BrandProvider siteId={brand.siteIds[0]} colorMode={colorMode} dir={dir}>
      <div style={{ padding: 16 }}>
        <Title3 as="h1" block style={{ marginBottom: 12 }}>
          {brand.name}
        </Title3>
        <BrandSheetBody />
      </div>
    </BrandProvider>
  );
}

const meta = {
  title: 'Brand sheets',
  id: 'design-system-brand-sheets',
  parameters: { layout: 'fullscreen', screenshotLocales: false, chromatic: { modes: withoutTextModes } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The sheet of one brand, named as the brand registry names it. */
const sheet = (brandKey: string): Story => ({
  name: brands.find((b) => b.key === brandKey)!.name,
  render: () => <Sheet brandKey={brandKey} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(brands.find((b) => b.key === brandKey)!.name);
    await expect(within(canvasElement).getAllByRole('button').length).toBeGreaterThanOrEqual(5);
  },
});

export const Default: Story = sheet('default');
export const CrimsonQuire: Story = sheet('crimson-quire');
export const Emberleaf: Story = sheet('emberleaf');
export const Fablewind: Story = sheet('fablewind');
export const Fernpage: Story = sheet('fernpage');
export const Goldspire: Story = sheet('goldspire');
export const Hearthside: Story = sheet('hearthside');
export const Inkwell: Story = sheet('inkwell');
export const JadeScroll: Story = sheet('jade-scroll');
export const LanternLane: Story = sheet('lantern-lane');
export const MoonlitPages: Story = sheet('moonlit-pages');
export const Mossbound: Story = sheet('mossbound');
export const PlumHollow: Story = sheet('plum-hollow');
export const Quillbrook: Story = sheet('quillbrook');
export const RosewoodTales: Story = sheet('rosewood-tales');
export const ScarletSparrow: Story = sheet('scarlet-sparrow');
export const SlateAndSable: Story = sheet('slate-and-sable');
export const Starloom: Story = sheet('starloom');
export const Thistledown: Story = sheet('thistledown');
export const TidewellTales: Story = sheet('tidewell-tales');
export const Willowmere: Story = sheet('willowmere');
