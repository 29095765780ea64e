import * as React from 'react';
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Form, Formik } from 'formik';
import { useIntl } from 'react-intl';
import { Notice } from '@writers-center/design-system';
import type { PayeeContext } from '../../../../domain/schemas/payee';
import type { PayeeValues } from '../../../../domain/api/payee';
import { DraftSaver, readDraft } from '../../../lib/form-draft';
import { useFirstErrorFocus } from '../../../lib/forms';
import { tabStorage } from '../../../lib/storage';
import { PasswordDialog } from '../../../lib/PasswordDialog';
import { usePayeeSave } from '../usePayeeSave';
import { PayeeFields } from './PayeeFields';
import { EMPTY, type PayeeFormValues } from './payee-values';
import { m } from '../messages';

const DRAFT_KEY = 'payee-details';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '640px' },
  hint: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
});

/**
 * The payee form: the method's fields only, the same domain rules as the server, what
 * was typed kept in this tab across a failed save or a reload, and the password asked before
 * saving unless the author just gave it to see the details.
 */
export function PayeeForm({
  current,
  version,
  country,
  password,
  coolingOffDays,
  onSaved,
  onCancel,
}: {
  /** the clear values to start from (after a reveal), or none */
  current?: PayeeValues;
  version: number;
  country: string | null;
  /** the password the author just gave, if any */
  password?: string;
  coolingOffDays: number;
  onSaved(): void;
  onCancel?(): void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const formRef = React.useRef<HTMLFormElement>(null);
  const context: PayeeContext = { country };
  const { validate, submit, send, failure, asking, setAsking } = usePayeeSave({ context, version, password, draftKey: DRAFT_KEY, onSaved });
  const [initial] = React.useState<PayeeFormValues>(() => ({
    ...EMPTY,
    ...Object.fromEntries(Object.entries(current ?? {}).map(([k, v]) => [k, v ?? ''])),
    ...readDraft<Partial<PayeeFormValues>>(DRAFT_KEY, tabStorage),
  }));

  return (
    <>
      <Formik initialValues={initial} validate={validate} onSubmit={submit}>
        {({ isSubmitting, submitCount, isValid, values }) => (
          <Form ref={formRef} className={styles.form} noValidate aria-label={intl.formatMessage(m.save)}>
            <FocusFirstError formRef={formRef} submitCount={submitCount} isValid={isValid} />
            <DraftSaver storageKey={DRAFT_KEY} store={tabStorage} />
            <Text className={styles.hint}>{intl.formatMessage(m.draftKept)}</Text>
            <PayeeFields method={values.method} />
            {version > 0 && (
              <Notice intent="warning" layout="multiline">{intl.formatMessage(m.holdWarning, { days: coolingOffDays })}</Notice>
            )}
            {failure && (
              <Notice intent="error" role="alert">{failure}</Notice>
            )}
            <div className={styles.actions}>
              <Button type="submit" appearance="primary" disabled={isSubmitting} icon={isSubmitting ? <Spinner size="tiny" /> : undefined}>
                {intl.formatMessage(m.save)}
              </Button>
              {onCancel && (
                <Button type="button" onClick={onCancel}>
                  {intl.formatMessage(m.cancel)}
                </Button>
              )}
            </div>
          </Form>
        )}
      </Formik>
      <PasswordDialog
        open={!!asking}
        onOpenChange={(open) => !open && setAsking(undefined)}
        body={intl.formatMessage(m.passwordSaveBody)}
        onConfirm={async (pass, code) => {
          if (!asking) return;
          await send(asking.values, asking.helpers, pass, code);
          setAsking(undefined);
        }}
      />
    </>
  );
}

function FocusFirstError({ formRef, submitCount, isValid }: { formRef: React.RefObject<HTMLFormElement | null>; submitCount: number; isValid: boolean }) {
  useFirstErrorFocus(formRef, submitCount, isValid);
  return null;
}

