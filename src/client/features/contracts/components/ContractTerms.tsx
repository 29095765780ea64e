import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useIntl, type IntlShape } from 'react-intl';
import type { ContractTermsWire } from '../../../../domain/api/sign';
import { contract as m } from '../messages';

const useStyles = makeStyles({
  terms: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: 0,
  },
  term: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, margin: 0 },
  dt: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  dd: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  changed: { backgroundColor: tokens.colorPaletteMarigoldBackground1 },
});

export interface TermRow {
  id: string;
  label: string;
  value: string;
  /** shown as changed (a type change's new terms) */
  changed?: boolean;
}

/** Labelled figures side by side: a contract's terms, its dates. */
export function TermList({ rows }: { rows: readonly TermRow[] }) {
  const styles = useStyles();
  return (
    <dl className={styles.terms}>
      {rows.map((row) => (
        <div key={row.id} className={mergeClasses(styles.term, row.changed && styles.changed)}>
          <dt className={styles.dt}>{row.label}</dt>
          <dd className={styles.dd}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function termRows(intl: IntlShape, terms: ContractTermsWire): TermRow[] {
  return [
    { id: 'type', label: intl.formatMessage(m.type), value: intl.formatMessage(m[terms.type]) },
    { id: 'share', label: intl.formatMessage(m.share), value: intl.formatMessage(m.shareValue, { percent: terms.revenue_share }) },
    { id: 'term', label: intl.formatMessage(m.term), value: intl.formatMessage(m.termValue, { years: terms.term_years }) },
    {
      id: 'firstPaid',
      label: intl.formatMessage(m.firstPaid),
      value: terms.first_paid_chapter ? intl.formatMessage(m.firstPaidValue, { chapter: terms.first_paid_chapter }) : intl.formatMessage(m.firstPaidNone),
    },
  ];
}

/** A contract's key terms; against `compare`, the ones that differ are marked. */
export function Terms({ terms, compare }: { terms: ContractTermsWire; compare?: ContractTermsWire }) {
  const intl = useIntl();
  const other = compare ? termRows(intl, compare) : undefined;
  return <TermList rows={termRows(intl, terms).map((row, i) => ({ ...row, changed: !!other && other[i].value !== row.value }))} />;
}
