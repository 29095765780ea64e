import * as React from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { PageHeader } from '@writers-center/design-system';
import { useEligibility } from './api/get-eligibility';
import { useQueryId } from '../../lib/useQueryId';
import { ApplicationForm } from './components/ApplicationForm';
import { Checklist } from './components/Checklist';
import { InfoAnswerForm } from './components/InfoAnswerForm';
import { LoadFailed, Loading, NoBook } from './components/PageStates';
import { Tracker } from './components/Tracker';
import { page as m } from './messages';
import { useAppSelector } from '../../session';
import { policyForSite } from '../../../domain/limits';

const useStyles = makeStyles({ body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL } });

/** /signing?original_book_id=: the checklist, the application, then where it stands. */
export default function SigningPage() {
  const intl = useIntl();
  const styles = useStyles();
  const bookId = useQueryId('original_book_id');
  const site = useAppSelector((s) => s.session.site);
  const { data, error, mutate } = useEligibility(bookId);
  const application = data?.application;
  const showForm = data && (data.can_apply || application?.status === 'info_requested');

  let body: React.ReactNode;
  if (!bookId) body = <NoBook />;
  else if (error) body = <LoadFailed error={error} retry={() => void mutate()} />;
  else if (!data) body = <Loading />;
  else
    body = (
      <>
        {application && <Tracker application={application} />}
        {(!application || application.status === 'rejected') && <Checklist eligibility={data} />}
        {showForm &&
          (application?.status === 'info_requested' ? (
            <InfoAnswerForm eligibility={data} onSent={() => void mutate()} />
          ) : (
            <ApplicationForm eligibility={data} onSent={() => void mutate()} />
          ))}
      </>
    );

  return (
    <>
      <PageHeader
        title={intl.formatMessage(m.applyTitle)}
        description={
          data
            ? `${data.book.title} · ${intl.formatMessage(m.applyIntro, { days: policyForSite(site).signingReviewDays })}`
            : undefined
        }
      />
      <div className={styles.body}>{body}</div>
    </>
  );
}
