import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { m } from '../messages';

const useStyles = makeStyles({
  bulk: {
    position: 'sticky',
    top: 0,
    zIndex: 2,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
});

export interface SelectionBarProps {
  count: number;
  /** live comments can be deleted or marked handled together; removed ones only unselected */
  live: boolean;
  onDelete(): void;
  onHandled(): void;
  onClear(): void;
}

/** What can be done to the selected comments at once, over the list while it scrolls. */
export function SelectionBar({ count, live, onDelete, onHandled, onClear }: SelectionBarProps) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <div className={styles.bulk} role="region" aria-label={intl.formatMessage(m.selected, { count })}>
      <Text weight="semibold">{intl.formatMessage(m.selected, { count })}</Text>
      {live && <Button onClick={onDelete}>{intl.formatMessage(m.bulkDelete)}</Button>}
      {live && <Button onClick={onHandled}>{intl.formatMessage(m.bulkHandled)}</Button>}
      <Button appearance="subtle" onClick={onClear}>
        {intl.formatMessage(m.clearSelection)}
      </Button>
    </div>
  );
}
