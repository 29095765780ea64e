import * as React from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { Notice, Stepper, type StepperStep } from '@writers-center/design-system';
import { SIGNING_STEPS } from '../../../../domain/contract';
import type { SignApplicationState } from '../../../../domain/api/sign';
import { RouterLink } from '../../../lib/RouterLink';
import { tracker as m } from '../messages';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  facts: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalXS,
    color: tokens.colorNeutralForeground2,
  },
});

/** Where an application stands: the steps, the editor, "day N of M", and what the editor said. */
export function Tracker({ application }: { application: SignApplicationState }) {
  const intl = useIntl();
  const styles = useStyles();
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'long' });
  const rejected = application.status === 'rejected';
  const steps: StepperStep[] = SIGNING_STEPS.map((id) => ({
    id,
    label: intl.formatMessage(m[id]),
    state: id === application.step && (rejected || application.status === 'info_requested') ? 'error' : undefined,
  }));
  const reviewing = application.status === 'pending' || application.status === 'info_requested';
  const overdue = application.review_day > application.review_days;
  const reapplyLater = application.reapply_at && Date.parse(application.reapply_at) > Date.now();

  return (
    <section className={styles.root} aria-label={intl.formatMessage(m.label)} data-testid="sign-tracker">
      <Stepper
        steps={steps}
        current={application.step}
        label={intl.formatMessage(m.label)}
        stateLabels={{
          completed: intl.formatMessage(m.completed),
          current: intl.formatMessage(m.current),
          upcoming: intl.formatMessage(m.upcoming),
          error: intl.formatMessage(m.error),
        }}
      />
      <div className={styles.facts}>
        <Text>{intl.formatMessage(m.sentOn, { date: date(application.submitted_at) })}</Text>
        <Text>
          {application.editor ? intl.formatMessage(m.editor, { name: application.editor.name }) : intl.formatMessage(m.noEditor)}
        </Text>
        {reviewing && (
          <Text weight="semibold">
            {intl.formatMessage(overdue ? m.overdue : m.day, { day: application.review_day, days: application.review_days })}
          </Text>
        )}
      </div>
      {application.status === 'info_requested' && (
        <Notice intent="warning" layout="multiline" title={intl.formatMessage(m.infoRequested)}>
          {application.info_request}
        </Notice>
      )}
      {rejected && (
        <Notice intent="error" layout="multiline" title={intl.formatMessage(m.rejected)}>
          {application.reject_reason && <div>{intl.formatMessage(m.reason, { reason: application.reject_reason })}</div>}
          <div>
            {reapplyLater
              ? intl.formatMessage(m.reapplyOn, { date: date(application.reapply_at!) })
              : intl.formatMessage(m.reapplyNow)}
          </div>
        </Notice>
      )}
      {application.contract_id && (
        <RouterLink to={`/mySignInfo?book_id=${application.book_id}`}>{intl.formatMessage(m.seeContract)}</RouterLink>
      )}
    </section>
  );
}
