import * as React from 'react';
import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { Select } from '@writers-center/design-system';
import type { ContestInfo } from '../../../domain/api/novels';
import { contestTakes } from '../../../domain/novel';
import { useFieldProps } from '../../lib/forms';
import { form as m } from './messages';
import type { NovelValues } from './novel-values';

/** The contest select's value for none ('' is its placeholder). */
export const NO_CONTEST = 'none';

/** The contest a new novel joins, among those open to its language and category; none shown when none is. */
export function ContestChoice({ contests }: { contests: readonly ContestInfo[] }) {
  const intl = useIntl();
  const field = useFieldProps<string>('contest_id');
  const { values, setFieldValue } = useFormikContext<NovelValues>();
  // Only contests this novel may join: its language and its category (a choice that is final).
  const open = contests.filter((x) =>
    contestTakes(x, { section_id: Number(values.section_id), category_id: Number(values.category_id) }),
  );
  // A contest chosen before the category changed is no choice any more.
  const stale = /^\d+$/.test(values.contest_id) && !open.some((x) => String(x.id) === values.contest_id);
  React.useEffect(() => {
    if (stale) void setFieldValue('contest_id', NO_CONTEST, false);
  }, [stale, setFieldValue]);
  if (!open.length) return null;
  return (
    <Select
      {...field}
      label={intl.formatMessage(m.contest)}
      hint={intl.formatMessage(m.contestHint)}
      options={[
        { value: NO_CONTEST, label: intl.formatMessage(m.contestNone) },
        ...open.map((x) => ({ value: String(x.id), label: x.name })),
      ]}
    />
  );
}
