import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { ErrorState, PageHeader, SkeletonText } from '@writers-center/design-system';
import { idFromText } from '../../../domain/ids';
import { commonMessages } from '../../lib/common-messages';
import { failureText } from '../../lib/http-messages';
import { titles } from '../../lib/routes';
import { selectSession, useAppSelector } from '../../session';
import { useTickets } from './api/get-tickets';
import { ContactForm } from './components/ContactForm';
import { TicketList } from './components/TicketList';
import { m } from './messages';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  intro: { color: tokens.colorNeutralForeground2, maxWidth: '760px' },
});

/** /us (contact us): write to the platform's team, and follow each conversation with its answers. */
export default function ContactPage() {
  const intl = useIntl();
  const styles = useStyles();
  const { email } = useAppSelector(selectSession);
  const [params, setParams] = useSearchParams();
  const openId = idFromText(params.get('ticket')) ?? null;
  const tickets = useTickets();
  return (
    <div className={styles.page}>
      <PageHeader title={intl.formatMessage(titles.contact)} />
      <Text className={styles.intro}>{intl.formatMessage(m.intro)}</Text>
      <section className={styles.section} aria-labelledby="contact-new">
        <Text as="h2" id="contact-new" weight="semibold" size={500}>
          {intl.formatMessage(m.newTitle)}
        </Text>
        <ContactForm
          email={email}
          onSent={(thread) => {
            void tickets.mutate();
            setParams({ ticket: String(thread.ticket.id) }, { replace: true });
          }}
        />
      </section>
      <section className={styles.section} aria-labelledby="contact-list">
        <Text as="h2" id="contact-list" weight="semibold" size={500}>
          {intl.formatMessage(m.listTitle)}
        </Text>
        {tickets.error && !tickets.data ? (
          <ErrorState title={intl.formatMessage(m.loadFailed)} description={failureText(intl, tickets.error)} retryLabel={intl.formatMessage(commonMessages.retry)} onRetry={() => void tickets.mutate()} headingLevel={3} />
        ) : !tickets.data ? (
          <SkeletonText label={intl.formatMessage(commonMessages.loading)} lines={3} />
        ) : (
          <TicketList tickets={tickets.data.list} openId={openId} onChanged={() => void tickets.mutate()} />
        )}
      </section>
    </div>
  );
}
