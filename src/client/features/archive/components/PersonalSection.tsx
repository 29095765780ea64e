import * as React from 'react';
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Form, Formik } from 'formik';
import { useIntl } from 'react-intl';
import type { ArchiveOverview } from '../../../../domain/api/archive';
import { FormTextField, applyServerErrors } from '../../../lib/forms';
import { SecondFactorCodeField, useTwoFactorOn } from '../../../lib/SecondFactorCodeField';
import { requestPersonalArchive } from '../api/request-personal-archive';
import { m } from '../messages';
import { useArchive } from '../useArchive';
import { ArchiveState } from './ArchiveState';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  intro: { color: tokens.colorNeutralForeground2, maxWidth: '760px' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '480px' },
  submit: { alignSelf: 'flex-start' },
});

/**
 * "Download my data": the password again (and the app's code with two-factor sign-in on, or when the
 * server asks for one), then the copy builds like an archive. A wrong password or code marks its field.
 */
export function PersonalSection({ overview }: { overview: ArchiveOverview }) {
  const intl = useIntl();
  const styles = useStyles();
  const { archive, show } = useArchive('personal', overview.personal);
  const underWay = archive?.status === 'queued' || archive?.status === 'building';
  const withCode = useTwoFactorOn();

  return (
    <section className={styles.section} aria-labelledby="archive-personal">
      <Text as="h2" id="archive-personal" weight="semibold" size={500} className={styles.heading}>
        {intl.formatMessage(m.personalTitle)}
      </Text>
      <Text className={styles.intro}>{intl.formatMessage(m.personalIntro)}</Text>
      {archive && <ArchiveState archive={archive} readyMessage={m.personalReady} downloadMessage={m.personalDownload} onRetry={() => document.querySelector<HTMLInputElement>('#archive-personal-form input[name="password"]')?.focus()} retrying={false} />}
      {!underWay && (
        <Formik
          initialValues={{ password: '', code: '' }}
          onSubmit={async (values, { setErrors, resetForm }) => {
            try {
              show((await requestPersonalArchive({ password: values.password, ...(withCode || values.code ? { code: values.code.trim() } : {}) })).archive_id);
              resetForm();
            } catch (err) {
              applyServerErrors(err, setErrors);
            }
          }}
        >
          {({ isSubmitting, errors }) => (
            <Form id="archive-personal-form" className={styles.form} noValidate aria-labelledby="archive-personal">
              <FormTextField name="password" type="password" autoComplete="current-password" label={intl.formatMessage(m.password)} required />
              {(withCode || errors.code) && <SecondFactorCodeField />}
              <Button className={styles.submit} type="submit" appearance="secondary" disabled={isSubmitting} icon={isSubmitting ? <Spinner size="tiny" /> : undefined}>
                {intl.formatMessage(m.personalMake)}
              </Button>
            </Form>
          )}
        </Formik>
      )}
    </section>
  );
}
