import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, Field, Input, Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { BrandLogo, BrandProvider, brandedSiteIds, useBrand, type BrandProviderProps } from '@writers-center/design-system';
import { BrandGrid } from '../support/BrandGrid';
import { withoutTextModes } from '../../.storybook/modes';

const useStyles = makeStyles({
  sample: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  pair: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: tokens.spacingHorizontalL },
});

/** A sign-in card: logo, text, an input, a primary button and a link. */
const sample = (
  <>
    <BrandLogo />
    <Text>Write, publish and grow your readership.</Text>
    <Field label="Email">
      <Input type="email" />
    </Field>
    <Button appearance="primary">Sign in</Button>
    <Link href="#help">Help Center</Link>
  </>
);

/** One BrandProvider; without a siteId or colour mode it follows the toolbar's. */
function Provided({ siteId, colorMode, children, ...props }: BrandProviderProps) {
  const styles = useStyles();
  const outer = useBrand();
  return (
    <BrandProvider {...props} siteId={siteId ?? outer.brand.siteIds[0]} colorMode={colorMode ?? outer.colorMode}>
      <div className={styles.sample}>{children}</div>
    </BrandProvider>
  );
}

/** The same provider in light and dark, side by side. */
function LightAndDarkPair(props: BrandProviderProps) {
  const styles = useStyles();
  return (
    <div className={styles.pair}>
      <Provided {...props} colorMode="light" />
      <Provided {...props} colorMode="dark" />
    </div>
  );
}

/** The sample on the brand of the enclosing BrandGrid cell. */
function Card({ children }: { children?: React.ReactNode }) {
  return <div className={useStyles().sample}>{children}</div>;
}

const meta = {
  title: 'Shell/BrandProvider',
  // The id stays what it was under "Design system/", so baselines and links keep their names.
  id: 'design-system-brandprovider',
  component: BrandProvider,
  args: {
    children: sample,
  },
  argTypes: {
    siteId: { control: 'select', options: [undefined, ...brandedSiteIds] },
    colorMode: { control: 'inline-radio', options: [undefined, 'light', 'dark'] },
    dir: { control: 'inline-radio', options: ['ltr', 'rtl'] },
    children: { control: false },
  },
  render: (args) => <Provided {...args} />,
} satisfies Meta<typeof BrandProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toBeVisible();
    await expect(canvas.getByRole('button')).toBeVisible();
  },
};

/** The same brand in both colour modes, side by side. */
export const LightAndDark: Story = {
  render: (args) => <LightAndDarkPair {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
    await expect(canvas.getAllByRole('textbox')).toHaveLength(2);
  },
};

export const AllSites: Story = {
  parameters: { chromatic: { modes: withoutTextModes } },
  tags: ['all-brands'],
  render: (args) => (
    <BrandGrid columns={3}>
      <Card>{args.children}</Card>
    </BrandGrid>
  ),
};
