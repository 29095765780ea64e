import type { IntlShape } from 'react-intl';
import type { WelfareProgramWire } from '../../../domain/api/welfare';
import { formatMoney } from '../../../domain/money';
import { program as m } from './messages';

export const programName = (intl: IntlShape, p: { name: string | null; kind: WelfareProgramWire['kind'] }) => p.name ?? intl.formatMessage(m[`kind_${p.kind}`]);
/** A program's rule in plain words ("Release at least 1,000 words every day of a month: USD 100"). */
export const programRule = (intl: IntlShape, p: WelfareProgramWire) =>
  intl.formatMessage(m[`rule_${p.kind}`], { words: p.kind === 'word_milestone' ? (p.milestone_words ?? 0) : (p.min_words ?? 0), amount: formatMoney(p.amount, intl.locale) });
