import * as React from 'react';
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Form, Formik } from 'formik';
import { useIntl } from 'react-intl';
import { Notice, RadioGroup } from '@writers-center/design-system';
import { PUBLISHED_WORKS_CHOICES, type PublishedWorksChoice } from '../../../../domain/schemas/account-lifecycle';
import { ApiError } from '../../../lib/http';
import { FormTextField, applyServerErrors, lazySchema, useFieldProps } from '../../../lib/forms';
import { SecondFactorCodeField, useTwoFactorOn } from '../../../lib/SecondFactorCodeField';
import { scheduleDeletion } from '../api/schedule-deletion';
import { m } from '../messages';

/** The form's rules, the server's own, loaded when the form first checks something. */
const rules = lazySchema(() => import('../../../../domain/schemas/account-lifecycle').then((r) => r.deletionScheduleSchema));

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '640px' },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  heading: { margin: 0 },
  submit: { alignSelf: 'flex-start' },
});

function WorksChoice() {
  const intl = useIntl();
  const label = (choice: PublishedWorksChoice) => intl.formatMessage(choice === 'keep' ? m.worksKeep : m.worksRemove);
  return <RadioGroup {...useFieldProps<string>('published_works')} label={intl.formatMessage(m.worksLabel)} required options={PUBLISHED_WORKS_CHOICES.map((v) => ({ value: v, label: label(v) }))} />;
}

/**
 * What deleting the account removes and what it keeps (and why), the choice for the published works,
 * the password and, with two-factor sign-in on, the app's code (the field also shows when the server
 * asks for one). A refusal marks its field and keeps what was chosen; success hands over to `onScheduled`.
 */
export function DeletionForm({ onScheduled }: { onScheduled(): void }) {
  const intl = useIntl();
  const styles = useStyles();
  const [failure, setFailure] = React.useState<string>();
  const withCode = useTwoFactorOn();
  return (
    <Formik
      initialValues={{ published_works: 'keep', password: '', code: '' }}
      validate={(values) => rules.validate(values)}
      onSubmit={async ({ code, ...values }, { setErrors }) => {
        setFailure(undefined);
        try {
          await scheduleDeletion({ ...values, ...(withCode || code ? { code: code.trim() } : {}) });
          onScheduled();
        } catch (err) {
          if (applyServerErrors(err, setErrors)) return;
          setFailure(err instanceof ApiError && err.desc ? err.desc : intl.formatMessage(m.failed));
        }
      }}
    >
      {({ isSubmitting, errors }) => (
        <Form className={styles.form} noValidate aria-label={intl.formatMessage(m.submit)}>
          <Text>{intl.formatMessage(m.intro)}</Text>
          <Text as="h2" weight="semibold" size={400} className={styles.heading}>
            {intl.formatMessage(m.goesTitle)}
          </Text>
          <ul className={styles.list}>
            <li>{intl.formatMessage(m.goesPersonal)}</li>
            <li>{intl.formatMessage(m.goesDrafts)}</li>
            <li>{intl.formatMessage(m.goesSessions)}</li>
            <li>{intl.formatMessage(m.goesRecords)}</li>
          </ul>
          <Text as="h2" weight="semibold" size={400} className={styles.heading}>
            {intl.formatMessage(m.staysTitle)}
          </Text>
          <ul className={styles.list}>
            <li>{intl.formatMessage(m.staysLedger)}</li>
            <li>{intl.formatMessage(m.staysPayee)}</li>
            <li>{intl.formatMessage(m.staysWorks)}</li>
          </ul>
          {failure && (
            <Notice intent="error" role="alert">
              {failure}
            </Notice>
          )}
          <WorksChoice />
          <FormTextField name="password" type="password" autoComplete="current-password" label={intl.formatMessage(m.password)} hint={intl.formatMessage(m.passwordHint)} required />
          {(withCode || errors.code) && <SecondFactorCodeField />}
          <Button className={styles.submit} type="submit" appearance="primary" disabled={isSubmitting} icon={isSubmitting ? <Spinner size="tiny" /> : undefined}>
            {intl.formatMessage(isSubmitting ? m.submitting : m.submit)}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
