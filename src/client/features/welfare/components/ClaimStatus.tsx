import * as React from 'react';
import { Badge, type BadgeProps } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { ClaimStatus as Status } from '../../../../domain/welfare';
import { m } from '../messages';

const COLOR: Record<Status, BadgeProps['color']> = { pending: 'warning', granted: 'success', rejected: 'danger' };

/** A claim's status as a badge with its words. */
export function ClaimStatus({ status }: { status: Status }) {
  const intl = useIntl();
  return (
    <Badge appearance="tint" shape="rounded" color={COLOR[status]}>
      {intl.formatMessage(m[`status_${status}`])}
    </Badge>
  );
}
