import * as React from 'react';
import { Tab, TabList, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { PageHeader, Panel } from '@writers-center/design-system';
import { RouterLink } from '../../lib/RouterLink';
import { ACCOUNT_ARCHIVE_PATH, ACCOUNT_DELETE_PATH, titles } from '../../lib/routes';
import { sessionsKey } from './api/get-sessions';
import { EmailSection } from './components/EmailSection';
import { MailPrefsSection } from './components/MailPrefsSection';
import { PasswordSection } from './components/PasswordSection';
import { SessionsSection } from './components/SessionsSection';
import { TwoFactorSection } from './components/TwoFactorSection';
import { tf } from '../../components/two-factor/messages';
import { m } from './messages';

/** The page's sections, each a tab whose name is kept in the address (`?tab=`), so a link or a reload opens it again. */
const TABS = ['password', 'email', 'two-factor', 'sessions', 'mail'] as const;
type AccountTab = (typeof TABS)[number];
const TAB_TITLES: Record<AccountTab, MessageDescriptor> = { password: m.passwordTitle, email: m.emailTitle, 'two-factor': tf.tab, sessions: m.sessionsTitle, mail: m.mailTitle };
const isTab = (value: string | null): value is AccountTab => (TABS as readonly (string | null)[]).includes(value);

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  intro: { color: tokens.colorNeutralForeground2, maxWidth: '760px' },
  tabs: { borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  heading: { margin: 0 },
  archiveLink: { alignSelf: 'flex-start' },
});

/** /account: the author's own settings: the password, two-factor sign-in, the sessions signed in to the account, and which notices also come by mail. */
export default function AccountPage() {
  const intl = useIntl();
  const styles = useStyles();
  const { mutate } = useSWRConfig();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: AccountTab = isTab(asked) ? asked : 'password';
  const body: Record<AccountTab, React.ReactNode> = {
    password: <PasswordSection onChanged={() => void mutate(sessionsKey)} />,
    email: <EmailSection />,
    'two-factor': <TwoFactorSection />,
    sessions: <SessionsSection />,
    mail: <MailPrefsSection />,
  };
  return (
    <div className={styles.page}>
      <PageHeader title={intl.formatMessage(titles.account)} />
      <Text className={styles.intro}>{intl.formatMessage(m.intro)}</Text>
      {/* The author's archives and "Download my data" have a page of their own. */}
      <RouterLink to={ACCOUNT_ARCHIVE_PATH} className={styles.archiveLink}>
        {intl.formatMessage(titles.accountArchive)}
      </RouterLink>
      <TabList
        className={styles.tabs}
        selectedValue={tab}
        onTabSelect={(_, data) => setParams({ tab: String(data.value) }, { replace: true })}
        aria-label={intl.formatMessage(titles.account)}
      >
        {TABS.map((t) => (
          <Tab key={t} value={t} id={`account-tab-${t}`} aria-controls="account-tab-panel">
            {intl.formatMessage(TAB_TITLES[t])}
          </Tab>
        ))}
      </TabList>
      <Panel id="account-tab-panel" role="tabpanel" aria-labelledby={`account-tab-${tab}`} className={styles.panel}>
        <Text as="h2" id={`account-${tab}`} weight="semibold" size={500} className={styles.heading}>
          {intl.formatMessage(TAB_TITLES[tab])}
        </Text>
        {body[tab]}
      </Panel>
      <RouterLink to={ACCOUNT_DELETE_PATH}>{intl.formatMessage(m.deleteLink)}</RouterLink>
    </div>
  );
}
