import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { PageHeader } from '@writers-center/design-system';
import { helpLink } from '../../../../domain/help';
import { RouterLink } from '../../../lib/RouterLink';
import { titles } from '../../../lib/routes';
import { m } from '../messages';
import { DataNav } from './DataNav';

const useStyles = makeStyles({ intro: { color: tokens.colorNeutralForeground2, maxWidth: '760px' } });

/** The data center's title, its two pages as tabs, and what the figures are, linked to the help article's section. */
export function DataHeader({ helpAnchor }: { helpAnchor: 'terms' | 'funnel' }) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <>
      <PageHeader title={intl.formatMessage(titles.data)} />
      <DataNav />
      <Text className={styles.intro}>
        {intl.formatMessage(m.intro)} <RouterLink to={helpLink('novel-data', helpAnchor)}>{intl.formatMessage(m.termsHelp)}</RouterLink>
      </Text>
    </>
  );
}
