import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, Text } from '@fluentui/react-components';
import { BookAddRegular, TrophyRegular } from '@fluentui/react-icons';
import { Panel, PanelFooter, PanelHeader, type PanelProps } from '@writers-center/design-system';
import { BrandGrid } from '../support/BrandGrid';
import { useT } from './pages-fixtures';
import { withoutTextModes } from '../../.storybook/modes';

/** A contest as the contests page shows it: icon, title and dates, what it is, and how to enter. */
function Contest({ appearance }: Pick<PanelProps, 'appearance'>) {
  const t = useT();
  const titleId = React.useId();
  return (
    <Panel appearance={appearance} aria-labelledby={titleId} style={{ maxWidth: 480 }}>
      <PanelHeader
        image={<TrophyRegular aria-hidden fontSize={24} />}
        header={
          <Text as="h2" weight="semibold" id={titleId}>
            {t('Contests')}
          </Text>
        }
        description={t('A novel joins one contest only, and the choice is final.')}
      />
      <Text>{t('Start a new novel for a contest, or enter one you are writing from its edit page.')}</Text>
      <PanelFooter>
        <Button appearance="primary" icon={<BookAddRegular />}>
          {t('Create a novel for this contest')}
        </Button>
      </PanelFooter>
    </Panel>
  );
}

/** A dashboard section: a title, then its content. */
function Section({ appearance }: Pick<PanelProps, 'appearance'>) {
  const t = useT();
  return (
    <Panel appearance={appearance} style={{ maxWidth: 480 }}>
      <PanelHeader header={<Text as="h2" weight="semibold">{t('Messages')}</Text>} action={<Button appearance="subtle">{t('Go to')}</Button>} />
      <Text>{t('New contests are announced in your messages.')}</Text>
    </Panel>
  );
}

const meta = {
  title: 'Pages/Panel',
  id: 'design-system-panel',
  component: Panel,
  args: { appearance: 'filled' },
  argTypes: { appearance: { control: 'inline-radio', options: ['filled', 'outline'] } },
  render: (args) => <Section appearance={args.appearance} />,
} satisfies Meta<typeof Panel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A section of the dashboard: its title, an action at the end, its content. */
export const Default: Story = {};

/** With a picture, a description under the title and a footer of actions; a group named by its heading. */
export const WithDescriptionAndFooter: Story = {
  render: (args) => <Contest appearance={args.appearance} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2 });
    await expect(canvas.getByRole('group', { name: heading.textContent ?? '' })).toBeVisible();
    await expect(canvas.getByRole('button')).toBeVisible();
  },
};

/** On the page's own background, bordered (the help center's categories). */
export const Outline: Story = { args: { appearance: 'outline' }, render: (args) => <Contest appearance={args.appearance} /> };

export const AllSites: Story = {
  parameters: { chromatic: { modes: withoutTextModes } },
  tags: ['all-brands'],
  render: (args) => (
    <BrandGrid columns={3}>
      <Contest appearance={args.appearance} />
    </BrandGrid>
  ),
};
