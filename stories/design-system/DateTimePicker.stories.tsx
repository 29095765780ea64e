import * as React from 'react';
import { useIntl } from 'react-intl';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { DateTimePicker, type DateTimePickerProps } from '@writers-center/design-system';
import { BrandGrid } from '../support/BrandGrid';
import { inLocale } from './fixtures';
import { formColumn, useArgState, useT } from './formsFixtures';
import { withoutTextModes } from '../../.storybook/modes';

// fireEvent is instrumented by Storybook (it returns a promise there): each call is awaited.

/** The field as the chapter form holds it: notes in the toolbar's language and locale. */
function StoryDateTimePicker(props: DateTimePickerProps) {
  const intl = useIntl();
  const t = useT();
  const [value, setValue] = useArgState(props.value, props.onChange);
  return (
    <DateTimePicker
      {...props}
      value={value}
      onChange={setValue}
      locale={intl.locale}
      formatTimeZoneNote={(zone) => t('dateTime.zone', { zone })}
      formatZoneNote={(time, zone) => t('dateTime.sameMoment', { time, zone })}
    />
  );
}

const meta = {
  title: 'Forms/DateTimePicker',
  // The id stays what it was under "Design system/", so baselines and links keep their names.
  id: 'design-system-datetimepicker',
  component: DateTimePicker,
  args: {
    name: 'releaseTime',
    label: 'Release time',
    hint: 'Readers see the chapter from this moment.',
    value: '',
    timeZone: 'Asia/Jakarta',
    secondaryTimeZone: 'UTC',
    min: '2026-11-01T00:00:00.000Z',
    required: false,
    disabled: false,
    size: 'medium',
    onChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
    timeZone: { control: 'select', options: ['Asia/Jakarta', 'Asia/Manila', 'Asia/Bangkok', 'Europe/Berlin', 'America/Sao_Paulo', 'UTC'] },
    secondaryTimeZone: { control: 'select', options: ['UTC', 'Asia/Jakarta', 'Europe/Berlin', 'America/New_York'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    validationMessage: { control: 'text' },
    formatTimeZoneNote: { control: false },
    formatZoneNote: { control: false },
    formatDateTime: { control: false },
  },
  render: (args) => <StoryDateTimePicker {...args} />,
  decorators: [formColumn],
} satisfies Meta<typeof DateTimePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(inLocale(globals, 'Release time'));
    await expect(input).toHaveAttribute('type', 'datetime-local');
    // The earliest instant, shown on Jakarta's clock (UTC+7).
    await expect(input).toHaveAttribute('min', '2026-11-01T07:00');
    await expect(input).toHaveAccessibleDescription(/Western Indonesia Time/);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    // 20:30 in Jakarta is 13:30 UTC.
    await fireEvent.change(input, { target: { value: '2026-11-05T20:30' } });
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-05T13:30:00.000Z');
    await expect(input).toHaveValue('2026-11-05T20:30');
    // Under the field: the same moment on the platform's clock.
    await expect(input).toHaveAccessibleDescription(/Coordinated Universal Time.*1:30/);
    await fireEvent.change(input, { target: { value: '' } });
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledWith(expect.objectContaining({ target: { name: 'releaseTime' } }));
  },
};

export const Filled: Story = {
  args: { value: '2026-11-03T02:00:00.000Z' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByDisplayValue('2026-11-03T09:00')).toBeVisible();
  },
};

/**
 * Berlin changes its clocks on 2026-03-29 (02:00 → 03:00) and 2026-10-25
 * (03:00 → 02:00): a skipped time moves forward, a repeated one is the
 * earlier (summer-time) moment. The note names the zone's summer or winter time.
 */
export const AroundDaylightSaving: Story = {
  args: { timeZone: 'Europe/Berlin', value: '2026-10-25T00:30:00.000Z', min: undefined },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByDisplayValue('2026-10-25T02:30');
    await expect(input).toHaveAccessibleDescription(/Central European Summer Time/);
    await fireEvent.change(input, { target: { value: '2026-03-29T02:30' } });
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-03-29T01:30:00.000Z');
    await expect(input).toHaveValue('2026-03-29T03:30');
    await fireEvent.change(input, { target: { value: '2026-10-25T02:30' } });
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-10-25T00:30:00.000Z');
    await fireEvent.change(input, { target: { value: '2026-10-25T03:30' } });
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-10-25T02:30:00.000Z');
    await expect(input).toHaveAccessibleDescription(/Central European Standard Time/);
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByLabelText(new RegExp(inLocale(globals, 'Release time')))).toBeRequired();
  },
};

export const WithError: Story = {
  args: { required: true, value: '2026-11-01T01:00:00.000Z', validationMessage: 'Choose a time in the future' },
  play: async ({ canvasElement, args, globals }) => {
    const input = within(canvasElement).getByDisplayValue('2026-11-01T08:00');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(expect.stringContaining(inLocale(globals, args.validationMessage!)));
  },
};

export const Disabled: Story = {
  args: { value: '2026-11-03T02:00:00.000Z', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByDisplayValue('2026-11-03T09:00')).toBeDisabled();
  },
};

export const AllSites: Story = {
  parameters: { chromatic: { modes: withoutTextModes } },
  tags: ['all-brands'],
  args: { value: '2026-11-03T02:00:00.000Z' },
  render: (args) => (
    <BrandGrid columns={3}>
      <StoryDateTimePicker {...args} />
    </BrandGrid>
  ),
};
