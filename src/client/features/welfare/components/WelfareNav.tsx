import * as React from 'react';
import { useIntl } from 'react-intl';
import { RouteTabs } from '../../../lib/RouteTabs';
import { m } from '../messages';

/** The welfare pages: programs, and applications and grants. */
export function WelfareNav() {
  const intl = useIntl();
  return (
    <RouteTabs
      label={intl.formatMessage(m.nav)}
      pages={[
        { path: '/welfareManage', label: intl.formatMessage(m.navPrograms) },
        { path: '/welfareManage2', label: intl.formatMessage(m.navClaims) },
      ]}
    />
  );
}
