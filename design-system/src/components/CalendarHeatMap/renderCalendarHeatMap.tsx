import * as React from 'react';
import { mergeClasses } from '@fluentui/react-components';
import type { CalendarHeatMapState } from './useCalendarHeatMap';
import type { useCalendarHeatMapStyles } from './useCalendarHeatMapStyles.styles';

type Classes = ReturnType<typeof useCalendarHeatMapStyles>;

/** Plain JSX of a CalendarHeatMap: a table with role="grid", its legend and the shared tooltip. */
export function renderCalendarHeatMap(state: CalendarHeatMapState, classes: Classes, ref: React.Ref<HTMLDivElement>) {
  const { props, layout, firstDayOfWeek, activeDate, tooltip, tooltipId, handlers } = state;
  const { label, dayLabel, onDayClick, lessLabel, moreLabel, scheduledLabel, className } = props;
  const levelClass = [classes.level0, classes.level1, classes.level2, classes.level3, classes.level4];
  const rows = Array.from({ length: 7 }, (_, r) => r);

  return (
    <div ref={ref} className={mergeClasses(classes.root, className)}>
      <div ref={state.rootRef} onMouseLeave={handlers.onMouseLeave}>
        <div className={classes.scroller}>
          <table
            role="grid"
            aria-label={label}
            aria-readonly
            className={classes.grid}
            onKeyDown={handlers.onKeyDown}
            onClick={handlers.onClick}
            onFocus={handlers.onFocus}
            onBlur={handlers.onBlur}
            onMouseOver={handlers.onMouseOver}
          >
            <thead>
              <tr>
                <td className={classes.corner} />
                {layout.months.map((m) => (
                  <th key={m.date} scope="colgroup" colSpan={m.span} className={classes.month}>
                    {/* Too narrow to show: still named for screen readers. */}
                    <span className={m.span < 2 ? classes.visuallyHidden : undefined}>{state.formatMonth(m.date)}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => {
                const weekday = (r + firstDayOfWeek) % 7;
                return (
                  <tr key={r}>
                    <th scope="row" className={classes.weekday}>
                      {state.formatWeekday(weekday)}
                    </th>
                    {layout.weeks.map((week, c) => {
                      const date = week[r];
                      if (!date) return <td key={c} className={classes.outside} />;
                      const day = state.dayAt(date);
                      const described = tooltip?.day.date === date && day.extra !== undefined;
                      return (
                        <td
                          key={c}
                          role="gridcell"
                          data-date={date}
                          tabIndex={date === activeDate ? 0 : -1}
                          aria-label={dayLabel(day)}
                          aria-describedby={described ? tooltipId : undefined}
                          className={mergeClasses(
                            classes.cell,
                            levelClass[state.levelOf(date)],
                            day.scheduled && classes.scheduled,
                            onDayClick && classes.clickable,
                          )}
                        />
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {tooltip && (
          <div role="tooltip" className={classes.tooltip} style={{ left: tooltip.left, top: tooltip.top }}>
            <div>{props.renderTooltip ? props.renderTooltip(tooltip.day) : dayLabel(tooltip.day)}</div>
            {!props.renderTooltip && tooltip.day.extra !== undefined && (
              <div id={tooltipId} className={classes.tooltipExtra}>
                {tooltip.day.extra}
              </div>
            )}
          </div>
        )}
      </div>
      <div className={classes.legend} aria-hidden>
        <span>{lessLabel}</span>
        {levelClass.map((cls, i) => (
          <span key={i} className={mergeClasses(classes.swatch, cls)} />
        ))}
        <span>{moreLabel}</span>
        {scheduledLabel && (
          <>
            <span className={mergeClasses(classes.swatch, classes.level0, classes.scheduled, classes.legendGap)} />
            <span>{scheduledLabel}</span>
          </>
        )}
      </div>
    </div>
  );
}
