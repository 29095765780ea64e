import * as React from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useIntl, type IntlShape } from 'react-intl';
import type { DocDiffPart } from '../../../../domain/diff';
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
  formatted: {
    display: 'block',
    backgroundColor: tokens.colorPaletteYellowBackground1,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'underline',
    textDecorationStyle: 'dotted',
  },
  note: { display: 'block', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200, fontStyle: 'italic' },
});

/**
 * A paragraph's formatting change in words ("italic added, now centred"): what the after side has that
 * the before side lacks, then what it lost; the same set both sides means styled words moved inside it.
 */
export function describeFormatting(intl: IntlShape, before: readonly string[], after: readonly string[]): string {
  const changes = [
    ...after.filter((f) => !before.includes(f)).map((format) => intl.formatMessage(h.formatAdded, { format })),
    ...before.filter((f) => !after.includes(f)).map((format) => intl.formatMessage(h.formatRemoved, { format })),
  ];
  return changes.length ? intl.formatList(changes, { type: 'conjunction' }) : intl.formatMessage(h.formatMoved);
}

/**
 * A diff as one text: removed runs struck through, added runs highlighted, and paragraphs whose formatting
 * alone changed marked with the change in words (all named for screen readers too).
 */
export function DiffView({ parts, label }: { parts: DocDiffPart[]; label: string }) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <div className={styles.box} role="region" aria-label={label} tabIndex={0}>
      {parts.map((p, i) => {
        if (p.kind === 'formatted') {
          const changes = describeFormatting(intl, p.before, p.after);
          const text = p.text.replace(/\n$/, '');
          return (
            // A paragraph of its own (its line break is the block's end), the change in words below its text.
            <mark key={i} className={styles.formatted} aria-label={intl.formatMessage(h.formattedText, { changes, text })}>
              {text}
              <span className={styles.note}>{intl.formatMessage(h.formattingChanged, { changes })}</span>
            </mark>
          );
        }
        if (p.kind === 'same') return <React.Fragment key={i}>{p.text}</React.Fragment>;
        return p.kind === 'added' ? (
          <ins key={i} className={styles.added} aria-label={intl.formatMessage(h.addedText, { text: p.text })}>
            {p.text}
          </ins>
        ) : (
          <del key={i} className={styles.removed} aria-label={intl.formatMessage(h.removedText, { text: p.text })}>
            {p.text}
          </del>
        );
      })}
    </div>
  );
}
