import * as React from 'react';
import { Button, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Dialog } from '@writers-center/design-system';
import { useIntl } from 'react-intl';
import type { ChapterConflict } from '../../../../domain/api/chapters';
import { diffStats, diffText } from '../../../../domain/diff';
import { formatDateTime } from '../../../lib/dates';
import type { ChapterText } from '../api/types';
import { conflict as c } from '../messages';
import { DiffView } from './DiffView';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(1100px, 96vw)' },
  columns: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))', gap: tokens.spacingHorizontalL },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  text: {
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    maxHeight: '40vh',
    overflowY: 'auto',
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
});

/** One of the two texts, headed by whose it is. */
function TextColumn({ id, heading, text }: { id: string; heading: string; text: ChapterText }) {
  const styles = useStyles();
  return (
    <section className={styles.column} aria-labelledby={id}>
      <h3 id={id} className={styles.heading}>
        {heading}
      </h3>
      <Text weight="semibold">{text.title}</Text>
      <div className={styles.text} tabIndex={0} data-testid={id}>
        {text.content}
      </div>
    </section>
  );
}

/**
 * Both versions side by side, with their differences, when another tab or
 * device saved first (4009). Nothing is overwritten until the author chooses.
 */
export function ConflictDialog({ mine, theirs, onChoose }: { mine: ChapterText; theirs: ChapterConflict; onChoose(choice: 'mine' | 'theirs'): void }) {
  const intl = useIntl();
  const styles = useStyles();
  const parts = React.useMemo(() => diffText(theirs.content, mine.content), [mine.content, theirs.content]);
  const stats = diffStats(parts);
  return (
    <Dialog open modalType="alert">
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{intl.formatMessage(c.title)}</DialogTitle>
          <DialogContent>
            <p>{intl.formatMessage(c.body, { time: formatDateTime(theirs.saved_at) })}</p>
            <div className={styles.columns}>
              <TextColumn id="conflict-mine" heading={intl.formatMessage(c.mine)} text={mine} />
              <TextColumn id="conflict-theirs" heading={intl.formatMessage(c.theirs)} text={theirs} />
            </div>
            <p>{intl.formatMessage(c.changes, stats)}</p>
            <DiffView parts={parts} label={intl.formatMessage(c.changes, stats)} />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => onChoose('theirs')}>{intl.formatMessage(c.keepTheirs)}</Button>
            <Button appearance="primary" onClick={() => onChoose('mine')}>
              {intl.formatMessage(c.keepMine)}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
