import * as React from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { m } from '../messages';

const useStyles = makeStyles({ note: { color: tokens.colorNeutralForeground2 } });

/** Seconds until `until` (ms), ticking each second; 0 once passed. */
export function useSecondsLeft(until: number): number {
  const left = () => Math.max(0, Math.ceil((until - Date.now()) / 1000));
  const [seconds, setSeconds] = React.useState(left);
  React.useEffect(() => {
    setSeconds(left());
    if (until <= Date.now()) return;
    const timer = window.setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [until]);
  return seconds;
}

/** Under the reply box while the 20-second interval runs: when the reply can be sent (not an error). */
export function ReplyCountdown({ seconds }: { seconds: number }) {
  const intl = useIntl();
  const styles = useStyles();
  if (seconds <= 0) return null;
  return (
    <Text role="status" size={200} className={styles.note}>
      {intl.formatMessage(m.waitCountdown, { seconds })}
    </Text>
  );
}
