import * as React from 'react';
import { Accordion, AccordionHeader, AccordionItem, AccordionPanel, Badge, Button, Link, Spinner, Text, makeStyles, tokens, type BadgeProps } from '@fluentui/react-components';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useIntl } from 'react-intl';
import { ErrorState, SkeletonText, useToast } from '@writers-center/design-system';
import type { TicketEntry } from '../../../../domain/api/support';
import type { TicketStatus } from '../../../../domain/support';
import { commonMessages } from '../../../lib/common-messages';
import { applyServerErrors, lazySchema } from '../../../lib/forms';
import { failureText } from '../../../lib/http-messages';
import { replyTicket } from '../api/reply-ticket';
import { useThread } from '../api/get-ticket-thread';
import { m } from '../messages';
import { MessageField } from './MessageField';

/** The reply's rule, loaded when the form first checks something (lib/lazy-schema). */
const replyRules = lazySchema(() => import('../../../../domain/schemas/support').then((rules) => rules.ticketReplySchema));

const COLOR: Record<TicketStatus, BadgeProps['color']> = { open: 'warning', answered: 'success', closed: 'informative' };

const useStyles = makeStyles({
  header: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  muted: { color: tokens.colorNeutralForeground2 },
  thread: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, listStyleType: 'none', margin: 0, padding: 0 },
  message: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, padding: tokens.spacingVerticalS, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground2 },
  staff: { backgroundColor: tokens.colorBrandBackground2 },
  body: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalM, maxWidth: '640px' },
});

function Thread({ id, onChanged }: { id: number; onChanged(): void }) {
  const intl = useIntl();
  const styles = useStyles();
  const toast = useToast();
  const { data, error, mutate } = useThread(id);
  if (error) return <ErrorState title={intl.formatMessage(m.loadFailed)} description={failureText(intl, error)} retryLabel={intl.formatMessage(commonMessages.retry)} onRetry={() => void mutate()} headingLevel={3} />;
  if (!data) return <SkeletonText label={intl.formatMessage(commonMessages.loading)} lines={3} />;
  const send = async (values: { message: string }, helpers: FormikHelpers<{ message: string }>) => {
    try {
      await mutate(await replyTicket(id, values.message), { revalidate: false });
      helpers.resetForm({ values: { message: '' } });
      toast({ intent: 'success', title: intl.formatMessage(m.sent) });
      onChanged();
    } catch (err) {
      if (!applyServerErrors(err, helpers.setErrors as (e: Record<string, string>) => void)) helpers.setErrors({ message: failureText(intl, err) });
    }
  };
  return (
    <>
      <ol className={styles.thread}>
        {data.messages.map((msg) => (
          <li key={msg.id} className={msg.from_staff ? `${styles.message} ${styles.staff}` : styles.message}>
            <Text weight="semibold" size={200}>
              {intl.formatMessage(m.from, { who: intl.formatMessage(msg.from_staff ? m.team : m.you), date: intl.formatDate(msg.created_at, { dateStyle: 'medium', timeStyle: 'short' }) })}
            </Text>
            <Text className={styles.body}>{msg.body}</Text>
            {msg.screenshot_url && (
              <Link href={msg.screenshot_url} target="_blank" rel="noopener noreferrer">
                {intl.formatMessage(m.screenshotLink)}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {data.ticket.status === 'closed' ? (
        <Text className={styles.muted}>{intl.formatMessage(m.closedNote)}</Text>
      ) : (
        <Formik initialValues={{ message: '' }} validate={replyRules.validate} onSubmit={send}>
          {({ isSubmitting }) => (
            <Form className={styles.form} noValidate aria-label={intl.formatMessage(m.writeAgain)}>
              <MessageField label={intl.formatMessage(m.writeAgain)} rows={3} />
              <div>
                <Button type="submit" disabled={isSubmitting} icon={isSubmitting ? <Spinner size="tiny" /> : undefined}>
                  {intl.formatMessage(m.send)}
                </Button>
              </div>
            </Form>
          )}
        </Formik>
      )}
    </>
  );
}

/** The author's tickets, latest activity first; each opens its thread and a box to write again. */
export function TicketList({ tickets, openId, onChanged }: { tickets: readonly TicketEntry[]; openId: number | null; onChanged(): void }) {
  const intl = useIntl();
  const styles = useStyles();
  const [open, setOpen] = React.useState<number[]>(openId ? [openId] : []);
  React.useEffect(() => {
    if (openId) setOpen((o) => (o.includes(openId) ? o : [...o, openId]));
  }, [openId]);
  if (!tickets.length) return <Text className={styles.muted}>{intl.formatMessage(m.listEmpty)}</Text>;
  return (
    <Accordion multiple collapsible openItems={open} onToggle={(_, data) => setOpen((data.openItems as number[]).map(Number))}>
      {tickets.map((t) => (
        <AccordionItem key={t.id} value={t.id}>
          <AccordionHeader as="h3">
            <span className={styles.header}>
              <span>{intl.formatMessage(m.ticketLabel, { id: t.id, topic: intl.formatMessage(m[`topic_${t.topic}`]) })}</span>
              <Badge appearance="tint" color={COLOR[t.status]}>
                {intl.formatMessage(m[`status_${t.status}`])}
              </Badge>
              <Text size={200} className={styles.muted}>
                {intl.formatMessage(m.updated, { date: intl.formatDate(t.updated_at, { dateStyle: 'medium', timeStyle: 'short' }) })}
              </Text>
            </span>
          </AccordionHeader>
          <AccordionPanel>{open.includes(t.id) && <Thread id={t.id} onChanged={onChanged} />}</AccordionPanel>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
