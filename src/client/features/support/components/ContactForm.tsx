import * as React from 'react';
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useIntl } from 'react-intl';
import { Notice, Select, useToast } from '@writers-center/design-system';
import { SCREENSHOT_MAX_BYTES, TICKET_TOPICS, type TicketTopic } from '../../../../domain/support';
import type { TicketThread } from '../../../../domain/api/support';
import { DraftSaver, clearDraft, readDraft } from '../../../lib/form-draft';
import { applyServerErrors, lazySchema, useFieldProps } from '../../../lib/forms';
import { ApiError } from '../../../lib/http';
import { failureText } from '../../../lib/http-messages';
import { createTicket } from '../api/create-ticket';
import { uploadScreenshot } from '../api/upload-screenshot';
import { ImageField } from '../../../lib/ImageField';
import { m } from '../messages';
import { MessageField } from './MessageField';

/** The ticket's rules, loaded when the form first checks something (lib/lazy-schema). */
const ticketRules = lazySchema(() => import('../../../../domain/schemas/support').then((rules) => rules.ticketSchema));

const DRAFT_KEY = 'contact-us';
type Values = { topic: string; message: string; screenshot_id: string };

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '640px' },
  muted: { color: tokens.colorNeutralForeground2 },
});

function ScreenshotField() {
  const intl = useIntl();
  const field = useFieldProps<string>('screenshot_id');
  return (
    <ImageField
      name="screenshot"
      label={intl.formatMessage(m.screenshot)}
      hint={intl.formatMessage(m.screenshotHint)}
      previewAlt={intl.formatMessage(m.screenshotAlt)}
      maxBytes={SCREENSHOT_MAX_BYTES}
      shape="square"
      send={uploadScreenshot}
      onUploaded={(result) => field.onChange((result as { upload_id: string }).upload_id)}
      fieldError={field.validationMessage}
    />
  );
}

function TopicField() {
  const intl = useIntl();
  const field = useFieldProps<string>('topic');
  return (
    <Select
      {...field}
      label={intl.formatMessage(m.topic)}
      required
      placeholder={intl.formatMessage(m.topicPlaceholder)}
      options={TICKET_TOPICS.map((t) => ({ value: t, label: intl.formatMessage(m[`topic_${t}`]) }))}
    />
  );
}

/** /us: a topic and a message; what was typed is kept on this device until it is sent. */
export function ContactForm({ email, onSent }: { email: string | null; onSent(thread: TicketThread): void }) {
  const intl = useIntl();
  const styles = useStyles();
  const toast = useToast();
  const [failure, setFailure] = React.useState<string>();
  const [initial] = React.useState<Values>(() => ({ topic: '', message: '', screenshot_id: '', ...readDraft<Partial<Values>>(DRAFT_KEY) }));
  const [shotKey, setShotKey] = React.useState(0);
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setFailure(undefined);
    try {
      const thread = await createTicket({ topic: values.topic as TicketTopic, message: values.message, ...(values.screenshot_id ? { screenshot_id: values.screenshot_id } : {}) });
      clearDraft(DRAFT_KEY);
      helpers.resetForm({ values: { topic: '', message: '', screenshot_id: '' } });
      setShotKey((k) => k + 1);
      toast({ intent: 'success', title: intl.formatMessage(m.sent) });
      onSent(thread);
    } catch (err) {
      if (!applyServerErrors(err, helpers.setErrors as (e: Record<string, string>) => void)) setFailure(err instanceof ApiError && err.desc ? err.desc : err instanceof ApiError ? failureText(intl, err) : intl.formatMessage(m.failed));
    }
  };
  return (
    <Formik initialValues={initial} validate={ticketRules.validate} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form className={styles.form} noValidate aria-label={intl.formatMessage(m.newTitle)}>
          <DraftSaver storageKey={DRAFT_KEY} />
          {email && <Text className={styles.muted}>{intl.formatMessage(m.replyTo, { email })}</Text>}
          <TopicField />
          <MessageField label={intl.formatMessage(m.message)} />
          <ScreenshotField key={shotKey} />
          {failure && (
            <Notice intent="error" role="alert">{failure}</Notice>
          )}
          <div>
            <Button type="submit" appearance="primary" disabled={isSubmitting} icon={isSubmitting ? <Spinner size="tiny" /> : undefined}>
              {intl.formatMessage(m.send)}
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
