import { Button, makeStyles, tokens, useRestoreFocusTarget } from '@fluentui/react-components';
import { EyeRegular, FullScreenMaximizeRegular, SearchRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { desk as d } from '../messages';
import { GoalIndicator } from './GoalIndicator';

const useStyles = makeStyles({
  desk: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export interface DeskToolsProps {
  /** the novel, whose writing goal shows beside the tools */
  bookId: number;
  apple: boolean;
  finding: boolean;
  /** focus mode is on (no way in shown) */
  focused: boolean;
  onFind(): void;
  onPreview(): void;
  onFocus(): void;
}

/**
 * The desk's own actions, which sit with the text they act on (after the title): find and replace,
 * the reader's preview, focus mode; and the novel's writing goal at a glance.
 */
export function DeskTools({ bookId, apple, finding, focused, onFind, onPreview, onFocus }: DeskToolsProps) {
  const intl = useIntl();
  const styles = useStyles();
  const restoreFocus = useRestoreFocusTarget();
  return (
    <div className={styles.desk}>
      <Button icon={<SearchRegular />} aria-keyshortcuts={apple ? 'Meta+F' : 'Control+F'} aria-expanded={finding} onClick={onFind}>
        {intl.formatMessage(d.findReplace)}
      </Button>
      <Button {...restoreFocus} icon={<EyeRegular />} onClick={onPreview}>
        {intl.formatMessage(d.preview)}
      </Button>
      {!focused && (
        <Button icon={<FullScreenMaximizeRegular />} onClick={onFocus}>
          {intl.formatMessage(d.focus)}
        </Button>
      )}
      <GoalIndicator bookId={bookId} />
    </div>
  );
}
