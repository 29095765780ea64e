import { Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircle16Regular, CloudOff16Regular, ErrorCircle16Regular, Warning16Regular, Edit16Regular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import dayjs from 'dayjs';
import type { SaveState } from '../useChapterSaver';
import { saving as s } from '../messages';

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  bad: { color: tokens.colorStatusDangerForeground1 },
  warn: { color: tokens.colorStatusWarningForeground1 },
});

/** The save state in words, announced politely as it changes. */
export function SaveStateText({ state }: { state: SaveState }) {
  const intl = useIntl();
  const styles = useStyles();
  const [icon, text, tone] = (() => {
    switch (state.kind) {
      case 'idle':
        return [<CheckmarkCircle16Regular key="i" />, intl.formatMessage(s.idle), undefined];
      case 'unsaved':
        return [<Edit16Regular key="i" />, intl.formatMessage(s.unsaved), undefined];
      case 'saving':
        return [<Spinner key="i" size="extra-tiny" />, intl.formatMessage(s.saving), undefined];
      case 'saved':
        return [<CheckmarkCircle16Regular key="i" />, intl.formatMessage(s.saved, { time: dayjs(state.at).format('HH:mm:ss') }), undefined];
      case 'offline':
        return [<CloudOff16Regular key="i" />, intl.formatMessage(s.offline), styles.warn];
      case 'conflict':
        return [<Warning16Regular key="i" />, intl.formatMessage(s.conflict), styles.warn];
      case 'deleted':
        return [<ErrorCircle16Regular key="i" />, intl.formatMessage(s.deleted), styles.bad];
      case 'error':
        return [<ErrorCircle16Regular key="i" />, intl.formatMessage(s.error, { message: state.message }), styles.bad];
    }
  })();
  return (
    <Text className={tone ? `${styles.root} ${tone}` : styles.root} role="status" aria-live="polite" data-testid="save-state" data-state={state.kind}>
      {icon}
      {text}
    </Text>
  );
}
