import * as React from 'react';
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Form, Formik } from 'formik';
import { useIntl } from 'react-intl';
import { ErrorState, Notice, SkeletonText } from '@writers-center/design-system';
import { commonMessages } from '../../../lib/common-messages';
import { ApiError } from '../../../lib/http';
import { failureText } from '../../../lib/http-messages';
import { FormTextField, applyServerErrors, lazySchema } from '../../../lib/forms';
import { changeEmail } from '../api/change-email';
import { useEmailState } from '../api/get-email';
import { m } from '../messages';

/** The change's rules, the server's own, loaded when the form first checks something. */
const rules = lazySchema(() => import('../../../../domain/schemas/account-lifecycle').then((r) => r.emailChangeSchema));

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '480px' },
  intro: { color: tokens.colorNeutralForeground2 },
  current: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  submit: { alignSelf: 'flex-start' },
});

/**
 * The sign-in address: the current one, a new one waiting for its link, and the form that asks for
 * a change (the new address and the password). A refusal marks its field and keeps what was typed.
 */
export function EmailSection() {
  const intl = useIntl();
  const styles = useStyles();
  const { data, error, mutate } = useEmailState();
  const [failure, setFailure] = React.useState<string>();

  if (error)
    return <ErrorState title={intl.formatMessage(m.emailFailed)} description={failureText(intl, error)} retryLabel={intl.formatMessage(commonMessages.retry)} onRetry={() => void mutate()} headingLevel={3} />;
  if (!data) return <SkeletonText label={intl.formatMessage(commonMessages.loading)} lines={3} />;

  return (
    <Formik
      initialValues={{ email: '', password: '' }}
      validate={(values) => rules.validate(values)}
      onSubmit={async (values, { setErrors, resetForm }) => {
        setFailure(undefined);
        try {
          await mutate(await changeEmail(values), { revalidate: false });
          resetForm();
        } catch (err) {
          if (applyServerErrors(err, setErrors)) return;
          setFailure(err instanceof ApiError && err.desc ? err.desc : intl.formatMessage(m.emailChangeFailed));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form className={styles.form} noValidate aria-labelledby="account-email">
          <Text className={styles.intro}>{intl.formatMessage(m.emailIntro)}</Text>
          <div className={styles.current}>
            <Text weight="semibold">{intl.formatMessage(m.emailCurrent)}</Text>
            <Text data-testid="current-email">{data.email}</Text>
          </div>
          {data.pending_email && (
            <Notice intent="info" role="status">
              {intl.formatMessage(m.emailPending, { email: data.pending_email, until: Date.parse(data.pending_until ?? '') })}
            </Notice>
          )}
          {failure && (
            <Notice intent="error" role="alert">
              {failure}
            </Notice>
          )}
          <FormTextField name="email" type="email" autoComplete="email" label={intl.formatMessage(m.emailNew)} required />
          <FormTextField name="password" type="password" autoComplete="current-password" label={intl.formatMessage(m.emailPassword)} required />
          <Button className={styles.submit} type="submit" appearance="primary" disabled={isSubmitting} icon={isSubmitting ? <Spinner size="tiny" /> : undefined}>
            {intl.formatMessage(isSubmitting ? m.emailSubmitting : m.emailSubmit)}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
