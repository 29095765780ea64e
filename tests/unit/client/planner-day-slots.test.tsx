/** A weekday of the planner's cadence form: its times, and a rule of the whole day said once under it. */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Formik } from 'formik';
import { IntlProvider } from 'react-intl';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { DaySlots } from '../../../src/client/features/planner/components/DaySlots';
import type { CadenceValues } from '../../../src/client/features/planner/cadence-values';
import { portalCatalog } from '../../../stories/support/catalogs';

const en = portalCatalog('en');
const values: CadenceValues = { time_zone: 'Asia/Jakarta', days: [[], [], [], ['20:00', '20:00'], [], [], []], paused: false, pause_from: '', pause_to: '' };

function renderDay(errors: object) {
  return render(
    <IntlProvider locale="en" messages={en} onError={() => undefined}>
      <FluentProvider theme={webLightTheme}>
        <Formik initialValues={values} initialErrors={errors} initialTouched={{ days: [[], [], [], [true, true]] }} onSubmit={() => undefined}>
          <DaySlots weekday={3} now={new Date('2027-01-04T12:00:00Z')} />
        </Formik>
      </FluentProvider>
    </IntlProvider>,
  );
}

describe('planner: a day of the cadence', () => {
  it('says "the same time twice" once under the day, not a letter of it by each time', () => {
    renderDay({ days: [undefined, undefined, undefined, 'planner.cadence.timeTwice'] });
    expect(screen.getAllByText(en['planner.cadence.timeTwice'])).toHaveLength(1);
    expect(screen.queryByText('p')).toBeNull();
  });

  it('shows a time’s own error by it, and the platform’s day and time under each', () => {
    renderDay({ days: [undefined, undefined, undefined, [undefined, 'planner.cadence.timeFormat']] });
    expect(screen.getByText(en['planner.cadence.timeFormat'])).toBeTruthy();
    // 20:00 in Jakarta on a Wednesday is 13:00 UTC the same day.
    expect(screen.getAllByText('Platform: Wed 1:00 PM (UTC)')).toHaveLength(2);
  });
});
