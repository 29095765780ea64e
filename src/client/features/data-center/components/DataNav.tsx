import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { m } from '../messages';

const useStyles = makeStyles({ nav: { borderBottom: `1px solid ${tokens.colorNeutralStroke2}` } });

/** The data center's two pages as tabs; the novel and the period go along. */
export function DataNav() {
  const intl = useIntl();
  const styles = useStyles();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <nav aria-label={intl.formatMessage(m.navLabel)} className={styles.nav}>
      <TabList selectedValue={pathname} onTabSelect={(_, data) => navigate({ pathname: String(data.value), search })}>
        <Tab value="/dataCenter">{intl.formatMessage(m.overviewTab)}</Tab>
        <Tab value="/dataCenter2">{intl.formatMessage(m.chaptersTab)}</Tab>
      </TabList>
    </nav>
  );
}
