import * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { CalendarHeatMap, type CalendarHeatMapProps, type HeatMapDay } from '../../../../design-system/src/components/CalendarHeatMap';

const days: HeatMapDay[] = [
  { date: '2026-11-02', value: 1250, extra: 'Chapter 12: The Salt Crown' },
  { date: '2026-11-03', value: 300 },
  { date: '2026-11-04', value: 2200 },
  { date: '2026-11-05', value: 800 },
  { date: '2026-11-20', value: 0, scheduled: true },
];
const dayLabel = (d: HeatMapDay) => (d.scheduled ? `${d.date}: 1 chapter scheduled` : `${d.date}: ${d.value} words`);

function renderMap(props: Partial<CalendarHeatMapProps> = {}) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <CalendarHeatMap
        days={days}
        start="2026-11-01"
        end="2026-11-30"
        label="Writing calendar, 2026"
        dayLabel={dayLabel}
        lessLabel="Less"
        moreLabel="More"
        locale="en"
        defaultActiveDate="2026-11-02"
        {...props}
      />
    </FluentProvider>,
  );
}

const grid = () => screen.getByRole('grid', { name: 'Writing calendar, 2026' });
const cell = (date: string) => screen.getByRole('gridcell', { name: new RegExp(`^${date}:`) });

describe('CalendarHeatMap', () => {
  it('is a grid of weekday rows and week columns, every day named by dayLabel', () => {
    renderMap();
    expect(within(grid()).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(within(grid()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Nov']);
    expect(grid().querySelectorAll('[data-date]')).toHaveLength(30);
    // Days missing from `days` come with value 0.
    expect(cell('2026-11-10')).toHaveAccessibleName('2026-11-10: 0 words');
    expect(cell('2026-11-20')).toHaveAccessibleName('2026-11-20: 1 chapter scheduled');
  });

  it('uses the label props and weekday order from firstDayOfWeek', () => {
    renderMap({ firstDayOfWeek: 1, formatWeekday: (n) => `W${n}`, formatMonth: (d) => `M:${d}` });
    expect(within(grid()).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W0']);
    expect(within(grid()).getByRole('columnheader')).toHaveTextContent('M:2026-11-01');
    expect(screen.getByText('Less')).toBeInTheDocument();
    expect(screen.getByText('More')).toBeInTheDocument();
  });

  it('has one tab stop; arrows, Home and End move it, and the tooltip follows focus', async () => {
    const user = userEvent.setup();
    renderMap();
    await user.tab();
    expect(cell('2026-11-02')).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('2026-11-02: 1250 words');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Chapter 12: The Salt Crown');
    // The extra detail describes the focused cell.
    expect(cell('2026-11-02')).toHaveAccessibleDescription('Chapter 12: The Salt Crown');

    await user.keyboard('{ArrowRight}');
    expect(cell('2026-11-09')).toHaveFocus();
    expect(cell('2026-11-09')).toHaveAttribute('tabindex', '0');
    expect(cell('2026-11-02')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tooltip')).toHaveTextContent('2026-11-09');
    await user.keyboard('{ArrowDown}');
    expect(cell('2026-11-10')).toHaveFocus();
    await user.keyboard('{End}');
    expect(cell('2026-11-24')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(cell('2026-11-03')).toHaveFocus();
    await user.keyboard('{Control>}{End}{/Control}');
    expect(cell('2026-11-30')).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('tooltip')).toHaveTextContent('2026-11-29');
  });

  it('shows the tooltip on hover and calls onDayClick on click, Enter and Space', async () => {
    const user = userEvent.setup();
    const onDayClick = vi.fn();
    renderMap({ onDayClick });
    await user.hover(cell('2026-11-04'));
    expect(screen.getByRole('tooltip')).toHaveTextContent('2026-11-04: 2200 words');
    await user.click(cell('2026-11-04'));
    expect(onDayClick).toHaveBeenLastCalledWith(days[2]);
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onDayClick).toHaveBeenLastCalledWith({ date: '2026-11-11', value: 0 });
    await user.keyboard(' ');
    expect(onDayClick).toHaveBeenCalledTimes(3);
  });

  it('never reads the clock: the same props render the same grid at any date', () => {
    vi.useFakeTimers({ now: new Date('2031-05-05T12:00:00Z') });
    const { unmount } = renderMap();
    const html = grid().outerHTML;
    unmount();
    vi.useRealTimers();
    renderMap();
    expect(grid().outerHTML).toBe(html);
  });

  it('starts the week on the locale’s first day unless told otherwise: Monday in German, Sunday in English', () => {
    const { unmount } = renderMap({ locale: 'de' });
    expect(within(grid()).getAllByRole('rowheader')[0].textContent).toBe('Mo');
    unmount();
    renderMap({ locale: 'en' });
    expect(within(grid()).getAllByRole('rowheader')[0].textContent).toBe('Sun');
  });
});
