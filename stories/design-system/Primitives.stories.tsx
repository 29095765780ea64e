import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, Button, Field, Input, Link, Spinner, Tab, TabList } from '@fluentui/react-components';
import { BrandGrid } from '../support/BrandGrid';
import { NovelCard, StateGrid, pseudoStates, stateProps } from './primitives-fixtures';
import { useT } from './pages-fixtures';
import { withoutTextModes } from '../../.storybook/modes';

/**
 * Fluent's primitives as the portal uses them, in the toolbar's brand, language and colour mode:
 * each in every variant the portal uses and in every state (rest, hover, pressed, focus-visible,
 * disabled). Hover and pressed are drawn by the pseudo-states addon (the control's `:hover` and
 * `:active` styles, without a pointer), focus-visible by Fluent's own attribute.
 */
const meta = {
  title: 'Primitives',
  id: 'design-system-primitives',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every column of a grid holds its state's control: five states a row. */
const fiveStatesARow = (control: string): Story['play'] =>
  async ({ canvasElement }) => {
    const rows = canvasElement.querySelectorAll('tbody tr');
    await expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) await expect(row.querySelectorAll(`td ${control}`)).toHaveLength(5);
  };

const BUTTON_APPEARANCES = ['primary', 'secondary', 'outline', 'subtle', 'transparent'] as const;

function Buttons() {
  const t = useT();
  return <StateGrid variants={BUTTON_APPEARANCES} render={(appearance, state) => <Button appearance={appearance} {...stateProps(state)}>{t('Publish chapter')}</Button>} />;
}
export const ButtonStates: Story = {
  name: 'Button: every appearance and state',
  render: () => <Buttons />,
  parameters: { pseudo: pseudoStates('button') },
  play: fiveStatesARow('button'),
};

function Links() {
  const t = useT();
  return (
    <StateGrid
      variants={['default', 'subtle', 'inline'] as const}
      render={(variant, state) => (
        <Link href="#terms" appearance={variant === 'subtle' ? 'subtle' : undefined} inline={variant === 'inline' || undefined} {...stateProps(state)}>
          {t('Read the contract terms')}
        </Link>
      )}
    />
  );
}
export const LinkStates: Story = {
  name: 'Link: every appearance and state',
  render: () => <Links />,
  parameters: { pseudo: pseudoStates('.fui-Link') },
  play: fiveStatesARow('.fui-Link'),
};

function Tabs() {
  const t = useT();
  return (
    <StateGrid
      variants={['transparent', 'subtle'] as const}
      render={(appearance, state) => (
        <TabList appearance={appearance} defaultSelectedValue="chapters" disabled={state === 'disabled' || undefined} size="small">
          <Tab value="chapters">{t('Chapters')}</Tab>
          <Tab value="comments" {...(state === 'focusVisible' ? { 'data-fui-focus-visible': '' } : {})}>
            {t('Comments')}
          </Tab>
        </TabList>
      )}
    />
  );
}
export const TabListStates: Story = {
  name: 'TabList: every appearance and state',
  render: () => <Tabs />,
  // The second tab takes the state; the first shows the selected one beside it.
  parameters: { pseudo: pseudoStates('[role="tab"]:last-child') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('tablist')).toHaveLength(10);
  },
};

function Inputs() {
  const t = useT();
  return (
    <StateGrid
      variants={['outline', 'underline', 'filled-darker'] as const}
      render={(appearance, state) => (
        <Field label={t('Pen name')}>
          <Input appearance={appearance} defaultValue="Mara Quill" disabled={state === 'disabled' || undefined} {...(state === 'focusVisible' ? { 'data-fui-focus-within': '' } : {})} />
        </Field>
      )}
    />
  );
}
export const InputStates: Story = {
  name: 'Input: every appearance and state',
  render: () => <Inputs />,
  // An input shows focus on its wrapper (focus-within), and hover and pressed on it too.
  parameters: { pseudo: { ...pseudoStates('.fui-Input'), focusWithin: ['[data-state="focusVisible"] .fui-Input'] } },
  play: fiveStatesARow('input'),
};

function Badges() {
  const t = useT();
  const appearances = ['filled', 'tint', 'outline', 'ghost'] as const;
  const colors = ['brand', 'danger', 'warning', 'success', 'informative'] as const;
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      {appearances.map((appearance) => (
        <div key={appearance} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <code style={{ width: 64, fontSize: 12 }}>{appearance}</code>
          {colors.map((color) => (
            <Badge key={color} appearance={appearance} color={color}>
              {t('New')}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  );
}
export const BadgeAppearances: Story = {
  name: 'Badge: every appearance and colour',
  render: () => <Badges />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.fui-Badge')).toHaveLength(20);
  },
};

function Spinners() {
  const t = useT();
  return (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      {(['tiny', 'small', 'medium', 'large'] as const).map((size) => (
        <Spinner key={size} size={size} label={t('Saving…')} labelPosition="below" />
      ))}
    </div>
  );
}
export const SpinnerSizes: Story = {
  name: 'Spinner: every size the portal uses',
  render: () => <Spinners />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('progressbar')).toHaveLength(4);
  },
};

export const CardStates: Story = {
  name: 'Card: rest, hover, pressed, focus-visible, disabled action',
  render: () => <StateGrid variants={['card'] as const} render={(_, state) => <NovelCard state={state} />} />,
  parameters: { pseudo: pseudoStates('button') },
  play: fiveStatesARow('button'),
};

/** Primary buttons in every brand at once: a brand whose colour or corners changed shows here first. */
export const ButtonsAllSites: Story = {
  name: 'Button in every brand',
  render: () => (
    <BrandGrid columns={3}>
      <BrandButtons />
    </BrandGrid>
  ),
  parameters: { screenshotLocales: false, chromatic: { modes: withoutTextModes } },
};

function BrandButtons() {
  const t = useT();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button appearance="primary">{t('Publish chapter')}</Button>
      <Button>{t('Save draft')}</Button>
    </div>
  );
}
