import * as React from 'react';
import { Button, Text } from '@fluentui/react-components';
import { useIntl, type IntlShape } from 'react-intl';
import { formatMoney, type Money } from '../../../../domain/money';
import type { LinesScope } from './LinesDialog';
import { m } from '../messages';

/** Sums in several currencies on one line; "nothing" when there are none. */
export const amounts = (intl: IntlShape, list: readonly Money[]) =>
  list.length ? list.map((v) => formatMoney(v, intl.locale)).join(' · ') : intl.formatMessage(m.nothing);

/** A figure of the income tables: a button that opens the ledger lines behind it, or plain text when there are none. */
export function MoneyFigure({
  list,
  scope,
  what,
  onOpen,
}: {
  list: readonly Money[];
  scope: LinesScope;
  what: string;
  onOpen(scope: LinesScope): void;
}) {
  const intl = useIntl();
  return list.length ? (
    // The name starts with the amount it shows (WCAG 2.5.3), then says what pressing it opens.
    <Button
      appearance="transparent"
      onClick={() => onOpen(scope)}
      aria-label={intl.formatList([amounts(intl, list), intl.formatMessage(m.showLines, { what })], {
        type: 'unit',
        style: 'short',
      })}
    >
      {amounts(intl, list)}
    </Button>
  ) : (
    <Text>{amounts(intl, list)}</Text>
  );
}
