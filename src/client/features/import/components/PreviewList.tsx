import * as React from 'react';
import { Badge, Button, Input, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, MergeRegular, SplitHorizontalRegular, ArrowUndoRegular, WarningRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import type { ImportPreview } from '../../../../domain/api/import';
import type { LengthFlag } from '../../../../domain/manuscript-import';
import { dropItem, mergeWithNext, renameRow, rowsOf, splitItem, type EditItem, type EditRow } from '../edit-list';
import { preview as m } from '../messages';
import { SplitDialog } from './SplitDialog';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  label: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  title: { width: '100%' },
  meta: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  flag: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', color: tokens.colorPaletteDarkOrangeForeground1, flexWrap: 'wrap' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'flex-start', flexWrap: 'wrap', justifyContent: 'flex-end' },
});

export interface PreviewListProps {
  preview: ImportPreview;
  items: EditItem[];
  onChange(items: EditItem[]): void;
}

/** The chapters found, as the author edits them: title, words, the site's length checks with a fix, and actions. */
export function PreviewList({ preview, items, onChange }: PreviewListProps) {
  const intl = useIntl();
  const styles = useStyles();
  const rows = rowsOf(preview, items);
  const [splitting, setSplitting] = React.useState<{ item: number; suggested?: number } | null>(null);
  const range = preview.words_per_chapter;

  const flagText = (flag: LengthFlag) => {
    const problem = intl.formatMessage(flag.kind === 'too_short' ? m.tooShort : m.tooLong, range);
    const s = flag.suggestion;
    const fix = s.action === 'merge_next' ? m.suggestMergeNext : s.action === 'merge_previous' ? m.suggestMergePrevious : m.suggestSplit;
    return `${problem}. ${intl.formatMessage(fix, { n: s.action === 'split' ? s.split_at + 1 : 0 })}`;
  };
  const apply = (row: EditRow, flag: LengthFlag) => {
    const s = flag.suggestion;
    if (s.action === 'merge_next') onChange(mergeWithNext(items, row.item));
    else if (s.action === 'merge_previous') onChange(mergeWithNext(items, row.item - 1));
    else setSplitting({ item: row.item, suggested: s.split_at });
  };
  const canApply = (row: EditRow, flag: LengthFlag) => {
    const s = flag.suggestion;
    if (s.action === 'split') return row.part === 'whole';
    const other = s.action === 'merge_next' ? row.item + 1 : row.item - 1;
    return row.part === 'whole' && items[other] !== undefined && !items[other].split;
  };

  return (
    <>
      <ol className={styles.list}>
        {rows.map((row, n) => {
          const item = items[row.item];
          const number = n + 1;
          return (
            <li key={row.key} className={styles.row}>
              <div className={styles.main}>
                <label className={styles.label} htmlFor={`import-title-${row.key}`}>
                  {intl.formatMessage(m.number, { n: number })}
                </label>
                <Input
                  id={`import-title-${row.key}`}
                  className={styles.title}
                  value={row.title}
                  maxLength={2000}
                  aria-label={intl.formatMessage(m.titleLabel, { n: number })}
                  onChange={(_, data) => onChange(renameRow(items, row, data.value))}
                />
                <div className={styles.meta}>
                  <Badge appearance="tint" color={row.flags.length ? 'warning' : 'informative'}>
                    {intl.formatMessage(m.words, { count: row.words })}
                  </Badge>
                </div>
                {row.flags.map((flag) => (
                  <div key={flag.kind} className={styles.flag}>
                    <WarningRegular aria-hidden />
                    <span>{flagText(flag)}</span>
                    {canApply(row, flag) && (
                      <Button size="small" appearance="secondary" onClick={() => apply(row, flag)}>
                        {intl.formatMessage(m.apply)}
                      </Button>
                    )}
                  </div>
                ))}
              </div>
              <div className={styles.actions} role="group" aria-label={intl.formatMessage(m.actionsFor, { n: number })}>
                {row.part === 'whole' && items[row.item + 1] && !item.split && !items[row.item + 1].split && (
                  <Button size="small" icon={<MergeRegular />} onClick={() => onChange(mergeWithNext(items, row.item))}>
                    {intl.formatMessage(m.merge)}
                  </Button>
                )}
                {row.part === 'whole' && item.from.reduce((sum, i) => sum + preview.chapters[i].paragraphs, 0) > 1 && (
                  <Button size="small" icon={<SplitHorizontalRegular />} onClick={() => setSplitting({ item: row.item })}>
                    {intl.formatMessage(m.split)}
                  </Button>
                )}
                {row.part === 'second' && (
                  <Button size="small" icon={<ArrowUndoRegular />} onClick={() => onChange(splitItem(items, row.item, undefined))}>
                    {intl.formatMessage(m.unsplit)}
                  </Button>
                )}
                {row.part !== 'second' && (
                  <Button size="small" icon={<DeleteRegular />} onClick={() => onChange(dropItem(items, row.item))}>
                    {intl.formatMessage(m.drop)}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      {splitting && (
        <SplitDialog
          importId={preview.import_id}
          parts={items[splitting.item].from.map((i) => ({ index: i, title: preview.chapters[i].title, titled: preview.chapters[i].titled }))}
          sectionId={preview.section_id}
          title={items[splitting.item].title}
          suggested={splitting.suggested}
          onClose={() => setSplitting(null)}
          onSplit={(at, wordsBefore) => {
            const item = items[splitting.item];
            onChange(splitItem(items, splitting.item, { at, wordsBefore, title: intl.formatMessage(m.secondPart, { title: item.title }) }));
            setSplitting(null);
          }}
        />
      )}
    </>
  );
}
