import * as React from 'react';
import { Button, Field, Input, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { Select } from '@writers-center/design-system';
import { STATS_RANGES } from '../../../../domain/stats';
import type { StatsParams } from '../useStatsParams';
import { m } from '../messages';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'end' },
  novel: { minWidth: '220px', maxWidth: '360px', flex: '1 1 220px' },
  custom: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'end' },
});

const RANGE_LABELS = { '7': m.range7, '30': m.range30, '90': m.range90, '365': m.range365 } as const;

/**
 * The novel and the period: a preset (7, 30, 90 days, a year) or a custom range whose errors
 * (from the server's rules) show next to its fields, with the dates the author typed kept.
 */
export function StatsFilters({
  params,
  novels,
  allowAll,
  errors,
  onChange,
}: {
  params: StatsParams;
  novels: readonly { id: number; name: string }[];
  allowAll: boolean;
  errors?: Record<string, string>;
  onChange(change: Partial<Record<'novel' | 'range' | 'from' | 'to', string | undefined>>): void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const custom = Boolean(params.from && params.to);
  const [showCustom, setShowCustom] = React.useState(custom);
  const [from, setFrom] = React.useState(params.from ?? '');
  const [to, setTo] = React.useState(params.to ?? '');
  const selected = showCustom ? 'custom' : params.range;
  const novelOptions = [...(allowAll ? [{ value: 'all', label: intl.formatMessage(m.allNovels) }] : []), ...novels.map((n) => ({ value: String(n.id), label: n.name }))];

  return (
    <section className={styles.root} aria-label={intl.formatMessage(m.filters)}>
      <div className={styles.novel}>
        <Select
          name="novel"
          label={intl.formatMessage(m.novel)}
          value={params.novel ?? (allowAll ? 'all' : String(novels[0]?.id ?? ''))}
          onChange={(value) => onChange({ novel: value === 'all' ? undefined : value })}
          options={novelOptions}
        />
      </div>
      <TabList
        aria-label={intl.formatMessage(m.range)}
        selectedValue={selected}
        onTabSelect={(_, data) => {
          if (data.value === 'custom') return setShowCustom(true);
          setShowCustom(false);
          onChange({ range: String(data.value), from: undefined, to: undefined });
        }}
      >
        {STATS_RANGES.map((r) => (
          <Tab key={r} value={r}>
            {intl.formatMessage(RANGE_LABELS[r])}
          </Tab>
        ))}
        <Tab value="custom">{intl.formatMessage(m.rangeCustom)}</Tab>
      </TabList>
      {showCustom && (
        <form
          className={styles.custom}
          onSubmit={(event) => {
            event.preventDefault();
            onChange({ from: from || undefined, to: to || undefined });
          }}
        >
          <Field label={intl.formatMessage(m.from)} validationMessage={errors?.from} validationState={errors?.from ? 'error' : 'none'}>
            <Input type="date" name="from" value={from} onChange={(_, data) => setFrom(data.value)} required />
          </Field>
          <Field label={intl.formatMessage(m.to)} validationMessage={errors?.to} validationState={errors?.to ? 'error' : 'none'}>
            <Input type="date" name="to" value={to} onChange={(_, data) => setTo(data.value)} required />
          </Field>
          <Button type="submit" appearance="primary">
            {intl.formatMessage(m.apply)}
          </Button>
        </form>
      )}
    </section>
  );
}
