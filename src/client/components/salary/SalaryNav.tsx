import * as React from 'react';
import { useIntl } from 'react-intl';
import { RouteTabs } from '../../lib/RouteTabs';
import { nav } from './messages';

/** The rewards pages: income, payouts and rewards, payee details. */
export function SalaryNav() {
  const intl = useIntl();
  return (
    <RouteTabs
      label={intl.formatMessage(nav.label)}
      pages={[
        { path: '/salaryManage', label: intl.formatMessage(nav.income) },
        { path: '/salaryManage2', label: intl.formatMessage(nav.payouts) },
        { path: '/salaryManage/salaryManageInfo', label: intl.formatMessage(nav.payee) },
      ]}
    />
  );
}
