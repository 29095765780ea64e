import * as React from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { DiffPart } from '../../../../domain/diff';
import { history as h } from '../messages';

const useStyles = makeStyles({
  box: {
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    maxHeight: '50vh',
    overflowY: 'auto',
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    fontFamily: tokens.fontFamilyBase,
    lineHeight: tokens.lineHeightBase400,
  },
  added: { backgroundColor: tokens.colorPaletteGreenBackground2, color: tokens.colorNeutralForeground1, textDecoration: 'none' },
  removed: { backgroundColor: tokens.colorPaletteRedBackground2, color: tokens.colorNeutralForeground1 },
});

/** A diff as one text: removed runs struck through, added runs highlighted (named for screen readers too). */
export function DiffView({ parts, label }: { parts: DiffPart[]; label: string }) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <div className={styles.box} role="region" aria-label={label} tabIndex={0}>
      {parts.map((p, i) =>
        p.kind === 'same' ? (
          <React.Fragment key={i}>{p.text}</React.Fragment>
        ) : p.kind === 'added' ? (
          <ins key={i} className={styles.added} aria-label={intl.formatMessage(h.addedText, { text: p.text })}>
            {p.text}
          </ins>
        ) : (
          <del key={i} className={styles.removed} aria-label={intl.formatMessage(h.removedText, { text: p.text })}>
            {p.text}
          </del>
        ),
      )}
    </div>
  );
}
