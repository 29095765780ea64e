import { Badge } from '@fluentui/react-components';
import { MoneyRegular } from '@fluentui/react-icons';
import { StatusBadge } from '../StatusBadge';
import type { ChapterRowProps } from './ChapterRow.types';
import { useChapterRowStyles } from './useChapterRowStyles.styles';

/** A marker badge squeezed to its icon (matches `marker.minWidth`). */
const MARKER_MIN_PX = 24;

export interface ChapterRowMarkersProps {
  firstPaid: boolean;
  updatedContent: ChapterRowProps['updatedContent'];
  /** the first-paid badge's text */
  firstPaidLabel: string;
  badgeSize: 'small' | 'medium';
}

/** The badges after a chapter's title: first paid chapter, updated content under review. */
export function ChapterRowMarkers({ firstPaid, updatedContent, firstPaidLabel, badgeSize }: ChapterRowMarkersProps) {
  const styles = useChapterRowStyles();
  const markerCount = (firstPaid ? 1 : 0) + (updatedContent ? 1 : 0);
  if (markerCount === 0) return null;
  return (
    // Room for at least each marker's icon: the container clips, so its children's minimum does not count.
    <span className={styles.markers} style={{ minWidth: markerCount * MARKER_MIN_PX + (markerCount - 1) * 4 }}>
      {firstPaid && (
        <Badge appearance="outline" color="brand" shape="rounded" size={badgeSize} icon={<MoneyRegular />} className={styles.marker} title={firstPaidLabel}>
          <span className={styles.markerLabel}>{firstPaidLabel}</span>
        </Badge>
      )}
      {updatedContent && (
        <StatusBadge
          family="updatedContent"
          status={updatedContent.status}
          label={updatedContent.label}
          size={badgeSize}
          className={styles.marker}
          title={updatedContent.label}
        />
      )}
    </span>
  );
}
