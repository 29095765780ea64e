import * as React from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Panel, PanelHeader } from '@writers-center/design-system';
import { EditRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import type { AuthorProfile } from '../../../../domain/api/author';
import { useAppDispatch } from '../../../session';
import { avatarUploaded, authorProfileChanged } from '../../../session';
import { usePolicy } from '../../../session';
import { uploadAvatar } from '../api/upload-avatar';
import { profile as m, registration as r } from '../messages';
import { ImageField } from '../../../lib/ImageField';
import { formatKilobytes } from '../../../lib/bytes';
import { PrivacyLog } from './PrivacyLog';

// Only when editing: its form, rules and fields load when first opened.
const ProfileDialog = React.lazy(() => import('./ProfileDialog').then((m) => ({ default: m.ProfileDialog })));

const useStyles = makeStyles({
  body: {
    display: 'grid',
    gap: tokens.spacingHorizontalXXL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
  },
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  uploads: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/**
 * Author info with the avatar; "Edit" opens the form. The photo ID is asked for in one place only:
 * the contract application, beside the ID number it must show.
 */
export function ProfileCard({ profile, onChanged }: { profile: AuthorProfile; onChanged(): void }) {
  const intl = useIntl();
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const policy = usePolicy();
  const [editing, setEditing] = React.useState(false);
  const notGiven = intl.formatMessage(m.notGiven);
  const kb = (bytes: number) => formatKilobytes(bytes, intl.locale);
  const gender =
    profile.gender === 'male' || profile.gender === 'female' || profile.gender === 'other'
      ? intl.formatMessage(r[profile.gender])
      : notGiven;
  const rows: [string, string][] = [
    [intl.formatMessage(r.penName), profile.pen_name ?? notGiven],
    [intl.formatMessage(r.gender), gender],
    [intl.formatMessage(m.age), profile.age === null ? notGiven : intl.formatNumber(profile.age)],
    [intl.formatMessage(r.email), profile.email],
    [intl.formatMessage(r.country), profile.country_name ?? notGiven],
    [intl.formatMessage(r.editor), profile.editor?.name ?? notGiven],
    [intl.formatMessage(m.social), profile.social_account ?? notGiven],
  ];

  return (
    <Panel>
      <PanelHeader
        header={
          <Text as="h2" weight="semibold" size={500}>
            {intl.formatMessage(m.title)}
          </Text>
        }
        action={
          <span>
            <PrivacyLog />
            <Button icon={<EditRegular />} onClick={() => setEditing(true)}>
              {intl.formatMessage(m.edit)}
            </Button>
          </span>
        }
      />
      <div className={styles.body}>
        <dl className={styles.list}>
          {rows.map(([term, value]) => (
            <React.Fragment key={term}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.value}>{value}</dd>
            </React.Fragment>
          ))}
        </dl>
        <div className={styles.uploads}>
          <ImageField
            name="avatar"
            label={intl.formatMessage(m.avatar)}
            hint={intl.formatMessage(m.avatarHint, { max: kb(policy.imageMaxBytes) })}
            previewAlt={intl.formatMessage(m.avatarAlt)}
            maxBytes={policy.imageMaxBytes}
            currentUrl={profile.avatar ?? undefined}
            shape="circle"
            send={uploadAvatar}
            onUploaded={(result) => {
              dispatch(avatarUploaded((result as { avatar: string }).avatar));
              onChanged();
            }}
          />
        </div>
      </div>
      {editing && (
        <React.Suspense fallback={null}>
          <ProfileDialog
            profile={profile}
            open={editing}
            onOpenChange={setEditing}
            onSaved={(values) => {
              dispatch(authorProfileChanged({ name: values.pen_name }));
              onChanged();
            }}
          />
        </React.Suspense>
      )}
    </Panel>
  );
}
