import { Tooltip, makeStyles } from '@fluentui/react-components';

const useStyles = makeStyles({
  // Over the rail's link, catching nothing: the tooltip takes its place from the link's box.
  anchor: { position: 'absolute', inset: 0, pointerEvents: 'none' },
});

export interface RailTipProps {
  /** the tooltip's id, the link's aria-describedby */
  id: string;
  /** the link's name, shown beside it */
  label: string;
  /** Escape closed it */
  onDismiss(): void;
}

/**
 * A rail link's label beside it: Fluent's Tooltip, loaded with its positioning code only when a
 * closed menu is first pointed at or focused (an open menu needs none). It anchors on a box laid
 * over the link, so the link itself never remounts (and never loses focus) as the code arrives.
 */
export default function RailTip({ id, label, onDismiss }: RailTipProps) {
  const styles = useStyles();
  return (
    <Tooltip content={{ children: label, id }} relationship="description" positioning="after" visible onVisibleChange={(_, data) => !data.visible && onDismiss()}>
      <span className={styles.anchor} />
    </Tooltip>
  );
}
