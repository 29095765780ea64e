import * as React from 'react';
import { Badge, Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { Notice, SkeletonText } from '@writers-center/design-system';
import { commonMessages } from '../../../lib/common-messages';
import type { TotpSetup } from '../../../../domain/api/two-factor';
import { tf } from '../../../components/two-factor/messages';
import { useTotpStatus } from '../api/get-totp-status';
import { TwoFactorDisable } from './TwoFactorDisable';
import { TwoFactorRecoveryCodes } from './TwoFactorRecoveryCodes';
import { TwoFactorSetup } from './TwoFactorSetup';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  intro: { color: tokens.colorNeutralForeground2, maxWidth: '760px' },
  status: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  start: { alignSelf: 'flex-start' },
});

/** Where the tab is: what the author sees first, the set-up, or the recovery codes just made. */
export type TwoFactorStage = { kind: 'status' } | { kind: 'setup'; setup?: TotpSetup } | { kind: 'codes'; codes: string[] };

/**
 * The account's "Two-factor sign-in" tab: whether it is on (since when, recovery codes left), the
 * set-up (password, QR code and key, first code), the recovery codes shown once, and turning it off.
 */
export function TwoFactorSection({ initialStage = { kind: 'status' } }: { initialStage?: TwoFactorStage }) {
  const intl = useIntl();
  const styles = useStyles();
  const { data, error, mutate } = useTotpStatus();
  const [stage, setStage] = React.useState<TwoFactorStage>(initialStage);
  const [turnedOff, setTurnedOff] = React.useState(false);

  if (stage.kind === 'codes') {
    return (
      <TwoFactorRecoveryCodes
        codes={stage.codes}
        onDone={() => {
          setStage({ kind: 'status' });
          void mutate();
        }}
      />
    );
  }
  if (error) return <Notice intent="error">{intl.formatMessage(tf.loadFailed)}</Notice>;
  if (!data) return <SkeletonText label={intl.formatMessage(commonMessages.loading)} lines={3} />;

  return (
    <div className={styles.root}>
      <Text className={styles.intro}>{intl.formatMessage(data.has_password ? tf.intro : tf.introNoPassword)}</Text>
      <div className={styles.status} role="status">
        <Badge appearance="tint" color={data.enabled ? 'success' : 'informative'}>
          {data.enabled && data.enabled_at ? intl.formatMessage(tf.statusOn, { date: intl.formatDate(data.enabled_at, { dateStyle: 'long' }) }) : intl.formatMessage(tf.statusOff)}
        </Badge>
        {data.enabled && <Text>{intl.formatMessage(tf.codesLeft, { count: data.recovery_codes_left })}</Text>}
      </div>
      {turnedOff && !data.enabled && (
        <Notice intent="success" role="status">
          {intl.formatMessage(tf.turnedOff)}
        </Notice>
      )}
      {data.enabled ? (
        <TwoFactorDisable
          hasPassword={data.has_password}
          onDisabled={() => {
            setTurnedOff(true);
            void mutate();
          }}
        />
      ) : stage.kind === 'setup' ? (
        <TwoFactorSetup hasPassword={data.has_password} initialSetup={stage.setup} onCancel={() => setStage({ kind: 'status' })} onEnabled={(codes) => setStage({ kind: 'codes', codes })} />
      ) : (
        <Button className={styles.start} appearance="primary" onClick={() => setStage({ kind: 'setup' })}>
          {intl.formatMessage(tf.start)}
        </Button>
      )}
    </div>
  );
}
