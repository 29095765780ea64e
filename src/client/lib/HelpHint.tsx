import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { helpLink } from '../../domain/help';
import { commonMessages } from './common-messages';

/**
 * A sensitive field's hint: what it is for, and a link to the article on how it is used and kept
 * safe (in a new tab, so nothing typed is lost).
 */
const useStyles = makeStyles({ root: { display: 'inline-flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalXS } });

export function HelpHint({ text, slug, anchor }: { text?: string; slug: string; anchor?: string }) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <span className={styles.root}>
      {text && <span>{text}</span>}
      <Link href={helpLink(slug, anchor)} target="_blank" rel="noopener" inline>
        {intl.formatMessage(commonMessages.sensitiveHelp)}
      </Link>
    </span>
  );
}
