import * as React from 'react';
import { useIntl } from 'react-intl';
import { Notice } from '@writers-center/design-system';
import type { PayeeInfo } from '../../../domain/api/payee';
import { LinkButton } from '../../lib/LinkButton';
import { usePayeeInfo } from '../../api/get-payee-info';
import { payeeNotice as m } from './messages';

const HOUR_MS = 3_600_000;
export const PAYEE_INFO_PATH = '/salaryManage/salaryManageInfo';

/** Days and hours until `until`, ticking each minute; null once it has passed. */
function useTimeLeft(until: string | null) {
  const [now, setNow] = React.useState(() => Date.now());
  React.useEffect(() => {
    if (!until) return;
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, [until]);
  if (!until) return null;
  const left = new Date(until).getTime() - now;
  if (left <= 0) return null;
  const hours = Math.ceil(left / HOUR_MS);
  return { days: Math.floor(hours / 24), hours: hours % 24 };
}

/**
 * Why payouts may not reach the author: no (complete) payee details, or a recent change that
 * holds payouts, with a countdown. Shows nothing when neither applies. Other money pages mount it.
 */
export function PayeeNotice({ info, linked = true }: { info?: PayeeInfo; linked?: boolean }) {
  const intl = useIntl();
  const fetched = usePayeeInfo();
  const data = info ?? fetched.data;
  const left = useTimeLeft(data?.hold_until ?? null);
  if (!data) return null;
  if (!data.complete)
    return (
      <Notice intent="warning" layout="multiline" actions={linked && <LinkButton href={PAYEE_INFO_PATH}>{intl.formatMessage(m.missingAction)}</LinkButton>}>
        {intl.formatMessage(m.missing)}
      </Notice>
    );
  if (!data.hold_until || !left) return null;
  return (
    <Notice intent="info" layout="multiline" role="status" actions={linked && <LinkButton href={PAYEE_INFO_PATH}>{intl.formatMessage(m.heldAction)}</LinkButton>}>
      {intl.formatMessage(m.held, {
        until: intl.formatDate(data.hold_until, { dateStyle: 'medium', timeStyle: 'short' }),
        days: left.days,
        hours: left.hours,
      })}
    </Notice>
  );
}
