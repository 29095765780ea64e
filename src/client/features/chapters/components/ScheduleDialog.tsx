import * as React from 'react';
import { Button, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { DateTimePicker, Dialog } from '@writers-center/design-system';
import { PLATFORM_TIME_ZONE, SCHEDULE_MAX_DAYS, scheduleProblem } from '../../../../domain/chapter';
import { editor as e, schedule as s } from '../messages';

const authorZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Picks a release time in the author's zone, showing the platform's time too. */
export function ScheduleDialog({ open, initial, onCancel, onSchedule, serverError }: { open: boolean; initial?: string | null; onCancel(): void; onSchedule(iso: string): Promise<void>; serverError?: string }) {
  const intl = useIntl();
  const [value, setValue] = React.useState(initial ?? '');
  const [touched, setTouched] = React.useState(false);
  const [busy, setBusy] = React.useState(false);
  const zone = React.useMemo(authorZone, []);
  const problem = scheduleProblem(value, new Date());
  const shown = (touched && problem ? intl.formatMessage({ id: problem.id }, problem.values) : undefined) ?? serverError;
  React.useEffect(() => {
    if (open) {
      setValue(initial ?? '');
      setTouched(false);
    }
  }, [open, initial]);

  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onCancel()}>
      <DialogSurface>
        <form
          onSubmit={async (event) => {
            event.preventDefault();
            // React events bubble through portals: the editor's own form must not see this submit.
            event.stopPropagation();
            setTouched(true);
            if (problem) return;
            setBusy(true);
            try {
              await onSchedule(new Date(value).toISOString());
            } finally {
              setBusy(false);
            }
          }}
        >
          <DialogBody>
            <DialogTitle>{intl.formatMessage(s.title)}</DialogTitle>
            <DialogContent>
              <DateTimePicker
                name="release_at"
                label={intl.formatMessage(s.field)}
                hint={intl.formatMessage(s.hint, { days: SCHEDULE_MAX_DAYS })}
                required
                value={value}
                onChange={(v) => setValue(v)}
                onBlur={() => setTouched(true)}
                timeZone={zone}
                secondaryTimeZone={PLATFORM_TIME_ZONE}
                locale={intl.locale}
                min={new Date().toISOString()}
                max={new Date(Date.now() + SCHEDULE_MAX_DAYS * 86_400_000).toISOString()}
                formatTimeZoneNote={(name) => intl.formatMessage(s.zone, { zone: name })}
                formatZoneNote={(time, name) => intl.formatMessage(s.platform, { time, zone: name })}
                validationMessage={shown}
              />
            </DialogContent>
            <DialogActions>
              <Button onClick={onCancel}>{intl.formatMessage(e.cancel)}</Button>
              <Button appearance="primary" type="submit" disabled={busy}>
                {intl.formatMessage(s.confirm)}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
