import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { PageHeader, Panel } from '@writers-center/design-system';
import { titles } from '../../lib/routes';
import { sessionsKey } from './api/get-sessions';
import { MailPrefsSection } from './components/MailPrefsSection';
import { PasswordSection } from './components/PasswordSection';
import { SessionsSection } from './components/SessionsSection';
import { m } from './messages';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  intro: { color: tokens.colorNeutralForeground2, maxWidth: '760px' },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
});

/** /account: the author's own settings: the password, the sessions signed in to the account, and which notices also come by mail. */
export default function AccountPage() {
  const intl = useIntl();
  const styles = useStyles();
  const { mutate } = useSWRConfig();
  const sections = [
    { id: 'account-password', title: m.passwordTitle, body: <PasswordSection onChanged={() => void mutate(sessionsKey)} /> },
    { id: 'account-sessions', title: m.sessionsTitle, body: <SessionsSection /> },
    { id: 'account-mail', title: m.mailTitle, body: <MailPrefsSection /> },
  ];
  return (
    <div className={styles.page}>
      <PageHeader title={intl.formatMessage(titles.account)} />
      <Text className={styles.intro}>{intl.formatMessage(m.intro)}</Text>
      {sections.map((s) => (
        <Panel key={s.id} className={styles.panel} aria-labelledby={s.id}>
          <Text as="h2" id={s.id} weight="semibold" size={500}>
            {intl.formatMessage(s.title)}
          </Text>
          {s.body}
        </Panel>
      ))}
    </div>
  );
}
