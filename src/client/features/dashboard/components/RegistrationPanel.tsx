import * as React from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { HourglassHalfRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { Notice, EmptyState, useBrand } from '@writers-center/design-system';
import { AuthorStatus } from '../../../../domain/author';
import type { AuthorProfile } from '../../../../domain/api/author';
import { useAppDispatch } from '../../../session';
import { authorProfileChanged } from '../../../session';
import { registration as m } from '../messages';
import { RegistrationForm } from './RegistrationForm';

const useStyles = makeStyles({
  rejected: { marginBottom: tokens.spacingVerticalL, maxWidth: '560px' },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, marginBottom: tokens.spacingVerticalL },
  description: { color: tokens.colorNeutralForeground2 },
});

/**
 * What a signed-in user who is not (yet) an author sees on the dashboard:
 * the registration, the wait for review, or the rejection with its reason.
 */
export function RegistrationPanel({ profile, onChanged }: { profile: AuthorProfile; onChanged(): void }) {
  const intl = useIntl();
  const brand = useBrand().brand.name;
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const { registration } = profile;

  if (registration.author_status === AuthorStatus.Pending) {
    return (
      <EmptyState
        icon={<HourglassHalfRegular />}
        title={intl.formatMessage(m.pendingTitle)}
        description={
          <>
            {intl.formatMessage(m.pendingBody)}
            {registration.submitted_at && (
              <>
                <br />
                {intl.formatMessage(m.submittedOn, { date: intl.formatDate(registration.submitted_at, { dateStyle: 'long' }) })}
              </>
            )}
          </>
        }
      />
    );
  }

  const rejected = registration.author_status === AuthorStatus.Rejected;
  const reason = registration.reject_reason === 'policy_violation' || registration.reject_reason === 'spec_mismatch' ? registration.reject_reason : null;
  return (
    // A section of the dashboard (whose header holds the page's h1): its title is an h2.
    <section aria-labelledby="registration-title">
      <div className={styles.header}>
        <Text as="h2" id="registration-title" size={600} weight="semibold">
          {intl.formatMessage(m.title)}
        </Text>
        <Text className={styles.description}>{intl.formatMessage(m.description, { brand })}</Text>
      </div>
      {rejected && (
        <Notice intent="error" className={styles.rejected} layout="multiline" title={intl.formatMessage(m.rejectedTitle)}>
          {reason && <div>{intl.formatMessage(m[reason])}</div>}
          {registration.reject_note && <div>{intl.formatMessage(m.editorNote, { note: registration.reject_note })}</div>}
          <div>{intl.formatMessage(m.rejectedHelp)}</div>
        </Notice>
      )}
      <RegistrationForm
        profile={profile}
        onSent={({ penName }) => {
          dispatch(authorProfileChanged({ name: penName, authorStatus: AuthorStatus.Pending }));
          onChanged();
        }}
      />
    </section>
  );
}
