import * as React from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { Notice, Panel } from '@writers-center/design-system';
import { CheckmarkCircle24Filled, ErrorCircle24Filled, Warning24Filled } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import type { VerifyResult } from '../../../../domain/api/sign';
import { verify as m } from '../messages';

const useStyles = makeStyles({
  result: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start' },
  good: { color: tokens.colorStatusSuccessForeground1, flexShrink: 0 },
  bad: { color: tokens.colorStatusDangerForeground1, flexShrink: 0 },
  warn: { color: tokens.colorStatusWarningForeground1, flexShrink: 0 },
  hash: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all', color: tokens.colorNeutralForeground2 },
});

/** What the check found: sealed here, unaltered and for whom, or why not; a warning when the contract no longer stands as written. */
export function VerifyVerdict({ result: r }: { result: VerifyResult }) {
  const intl = useIntl();
  const styles = useStyles();
  const date = (iso: string | null) => (iso ? intl.formatDate(iso, { dateStyle: 'long' }) : '—');
  const v = !r.sealed
    ? { icon: <ErrorCircle24Filled className={styles.bad} />, title: m.unsealed, body: intl.formatMessage(m.unsealedBody) }
    : !r.intact
      ? { icon: <ErrorCircle24Filled className={styles.bad} />, title: m.altered, body: intl.formatMessage(m.alteredBody) }
      : !r.ours
        ? { icon: <Warning24Filled className={styles.warn} />, title: m.foreign, body: intl.formatMessage(m.foreignBody) }
        : !r.known
          ? { icon: <Warning24Filled className={styles.warn} />, title: m.unknown, body: intl.formatMessage(m.unknownBody) }
          : {
              icon: <CheckmarkCircle24Filled className={styles.good} />,
              title: m.genuine,
              body: intl.formatMessage(m.genuineBody, {
                number: r.contract_no ?? '',
                title: r.work_title ?? '',
                penName: r.pen_name ?? '',
                date: date(r.sealed_at ?? r.signed_at),
              }),
            };
  return (
    <Panel role="status" data-testid="verify-result">
      <div className={styles.result}>
        {v.icon}
        <div>
          <Text as="h2" size={500} weight="semibold" block>
            {intl.formatMessage(v.title)}
          </Text>
          <Text block>{v.body}</Text>
          {r.warning && (
            <Notice intent="warning" title={intl.formatMessage(m.warningTitle)}>
              {intl.formatMessage(m[r.warning.kind], {
                date: intl.formatDate(r.warning.at, { dateStyle: 'long' }),
                reason: r.warning.reason ?? '',
              })}
            </Notice>
          )}
          <Text size={200} className={styles.hash} block>
            {intl.formatMessage(m.fingerprint, { hash: r.sha256 })}
          </Text>
        </div>
      </div>
    </Panel>
  );
}
