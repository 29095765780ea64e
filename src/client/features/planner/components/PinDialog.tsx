import * as React from 'react';
import { Button, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { DateTimePicker, Dialog } from '@writers-center/design-system';
import { PLATFORM_TIME_ZONE, SCHEDULE_MAX_DAYS, scheduleProblem } from '../../../../domain/chapter';
import { m } from '../messages';

/** Pins a queued chapter to a date and time picked in the cadence's zone (the platform's time shown too). */
export function PinDialog({ title, timeZone, initial, onCancel, onPin }: { title: string | null; timeZone: string; initial: string | null; onCancel(): void; onPin(iso: string): void }) {
  const intl = useIntl();
  const [value, setValue] = React.useState(initial ?? '');
  const [touched, setTouched] = React.useState(false);
  React.useEffect(() => {
    setValue(initial ?? '');
    setTouched(false);
  }, [title, initial]);
  const problem = scheduleProblem(value, new Date());
  const shown = touched && problem ? intl.formatMessage(m.pinProblem, { days: SCHEDULE_MAX_DAYS }) : undefined;
  return (
    <Dialog open={title !== null} onOpenChange={(_, d) => !d.open && onCancel()}>
      <DialogSurface>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            event.stopPropagation();
            setTouched(true);
            if (!problem) onPin(new Date(value).toISOString());
          }}
        >
          <DialogBody>
            <DialogTitle>{intl.formatMessage(m.pinTitle, { title })}</DialogTitle>
            <DialogContent>
              <DateTimePicker
                name="pinned_at"
                label={intl.formatMessage(m.pinField)}
                required
                value={value}
                onChange={setValue}
                onBlur={() => setTouched(true)}
                timeZone={timeZone}
                secondaryTimeZone={PLATFORM_TIME_ZONE}
                locale={intl.locale}
                min={new Date().toISOString()}
                max={new Date(Date.now() + SCHEDULE_MAX_DAYS * 86_400_000).toISOString()}
                formatTimeZoneNote={(name) => intl.formatMessage(m.pinZone, { zone: name })}
                formatZoneNote={(time, name) => intl.formatMessage(m.pinPlatform, { time, zone: name })}
                validationMessage={shown}
              />
            </DialogContent>
            <DialogActions>
              <Button onClick={onCancel}>{intl.formatMessage(m.cancel)}</Button>
              <Button appearance="primary" type="submit">
                {intl.formatMessage(m.pinConfirm)}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
