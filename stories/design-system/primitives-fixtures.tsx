import * as React from 'react';
import { Badge, Button, Card, CardFooter, CardHeader, Field, Input, Link, Spinner, Tab, TabList, Text } from '@fluentui/react-components';
import { useT } from './pages-fixtures';

/** The states a designer reviews, in order; each column of a state grid is one of them. */
export const STATES = ['rest', 'hover', 'pressed', 'focusVisible', 'disabled'] as const;
export type State = (typeof STATES)[number];

/**
 * Where the pseudo-states addon puts each state: on the control inside the column's cell.
 * Focus-visible is Fluent's own attribute (tabster sets it on keyboard focus), not a pseudo-class.
 */
export const pseudoStates = (control: string) => ({
  // Fluent draws pressed as `:hover:active` (a pointer pressing is over the control), so pressed is both.
  hover: [`[data-state="hover"] ${control}`, `[data-state="pressed"] ${control}`],
  active: [`[data-state="pressed"] ${control}`],
});

const stateWords: Record<State, string> = {
  rest: 'Rest',
  hover: 'Hover',
  pressed: 'Pressed',
  focusVisible: 'Focus visible',
  disabled: 'Disabled',
};

/** A grid: one row per variant, one column per state; `render` draws the control of a row in a state. */
export function StateGrid<V extends string>({ variants, render }: { variants: readonly V[]; render: (variant: V, state: State) => React.ReactNode }) {
  const t = useT();
  return (
    <table style={{ borderCollapse: 'separate', borderSpacing: '16px 12px' }}>
      <thead>
        <tr>
          <td />
          {STATES.map((state) => (
            <th key={state} scope="col" style={{ textAlign: 'start', fontWeight: 600, fontSize: 12 }}>
              {t(stateWords[state])}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {variants.map((variant) => (
          <tr key={variant}>
            <th scope="row" style={{ textAlign: 'start', fontWeight: 400, fontSize: 12 }}>
              <code>{variant}</code>
            </th>
            {STATES.map((state) => (
              <td key={state} data-state={state}>
                {render(variant, state)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The props a control takes for a state the addon cannot set: disabled, and Fluent's focus-visible attribute. */
export const stateProps = (state: State) => ({
  disabled: state === 'disabled' || undefined,
  ...(state === 'focusVisible' ? { 'data-fui-focus-visible': '' } : {}),
});

/** A novel's card as the portal's lists show one: a title, a line, an action. */
export function NovelCard({ state = 'rest' }: { state?: State }) {
  const t = useT();
  return (
    <Card style={{ width: 260 }} {...(state === 'focusVisible' ? { 'data-fui-focus-visible': '' } : {})} focusMode="off">
      <CardHeader header={<Text weight="semibold">The Bell at Midnight</Text>} description={<Text size={200}>{t('Updated every Friday')}</Text>} />
      <CardFooter>
        <Button size="small" {...stateProps(state)}>
          {t('Open')}
        </Button>
      </CardFooter>
    </Card>
  );
}

/** What a brand's sheet shows: its buttons, a card, a short form, tabs, a link, a badge and a spinner. */
export function BrandSheetBody() {
  const t = useT();
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 640 }}>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button appearance="primary">{t('Publish chapter')}</Button>
        <Button>{t('Save draft')}</Button>
        <Button appearance="outline">{t('Save draft')}</Button>
        <Button appearance="subtle">{t('Save draft')}</Button>
        <Button appearance="primary" disabled>
          {t('Publish chapter')}
        </Button>
      </div>
      <TabList defaultSelectedValue="chapters">
        <Tab value="chapters">{t('Chapters')}</Tab>
        <Tab value="comments">{t('Comments')}</Tab>
        <Tab value="income">{t('Income')}</Tab>
      </TabList>
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <NovelCard />
        <div style={{ display: 'grid', gap: 8, minWidth: 240 }}>
          <Field label={t('Pen name')}>
            <Input defaultValue="Mara Quill" />
          </Field>
          <Field label={t('Email')}>
            <Input type="email" defaultValue="mara@example.test" />
          </Field>
        </div>
      </div>
      <div style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
        <Link href="#terms">{t('Read the contract terms')}</Link>
        <Badge appearance="filled">{t('New')}</Badge>
        <Badge appearance="tint">{t('New')}</Badge>
        <Spinner size="tiny" label={t('Saving…')} />
      </div>
    </div>
  );
}
