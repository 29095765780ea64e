import * as React from 'react';
import { useIntl } from 'react-intl';
import { RouteTabs } from '../../../lib/RouteTabs';
import { m } from '../messages';

/** The rewards pages: income, payouts and rewards, payee details. */
export function SalaryNav() {
  const intl = useIntl();
  return (
    <RouteTabs
      label={intl.formatMessage(m.nav)}
      pages={[
        { path: '/salaryManage', label: intl.formatMessage(m.navIncome) },
        { path: '/salaryManage2', label: intl.formatMessage(m.navPayouts) },
        { path: '/salaryManage/salaryManageInfo', label: intl.formatMessage(m.navPayee) },
      ]}
    />
  );
}
