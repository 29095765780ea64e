import * as React from 'react';
import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Dialog } from '@writers-center/design-system';
import { useIntl } from 'react-intl';
import type { AuditTrailEntry } from '../../../../domain/api/notifications';
import { formatDateTime } from '../../../lib/dates';
import { useAuditTrail } from '../api/get-audit-trail';
import { privacy as m } from '../messages';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyleType: 'none' },
  item: {
    display: 'flex',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
    flexWrap: 'wrap',
    paddingBlock: tokens.spacingVerticalXS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  when: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
});

const ACTIONS: Record<string, keyof typeof m> = {
  'id_card.viewed': 'idCardViewed',
  'id_card.uploaded': 'idCardUploaded',
  'profile.changed': 'profileChanged',
  'registration.approved': 'registrationApproved',
  'registration.rejected': 'registrationRejected',
  'intro.approved': 'introApproved',
  'intro.rejected': 'introRejected',
  'user.password_changed': 'passwordChanged',
  'user.sessions_revoked': 'sessionsRevoked',
};

/** "Who saw my data": every view or change of the author's sensitive data, from the audit trail (loaded with its first opening, see PrivacyLog). */
export function PrivacyLogDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const intl = useIntl();
  const styles = useStyles();
  const { data, error } = useAuditTrail(open);

  // A named person is named; one the trail has no name for is "your editor" or "the platform", never an empty name.
  const who = (e: AuditTrailEntry) =>
    e.actor === 'you'
      ? intl.formatMessage(m.you)
      : e.actor === 'editor'
        ? e.actor_name
          ? intl.formatMessage(m.editor, { name: e.actor_name })
          : intl.formatMessage(m.editorUnnamed)
        : e.actor === 'staff' && e.actor_name
          ? intl.formatMessage(m.staff, { name: e.actor_name })
          : intl.formatMessage(m.platform);
  const what = (e: AuditTrailEntry) =>
    ACTIONS[e.action] ? intl.formatMessage(m[ACTIONS[e.action]]) : intl.formatMessage(m.other);

  return (
    <Dialog open={open} onOpenChange={(_, d) => onOpenChange(d.open)}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{intl.formatMessage(m.title)}</DialogTitle>
          <DialogContent>
            <Text as="p">{intl.formatMessage(m.intro)}</Text>
            {error ? (
              <Text role="alert">{intl.formatMessage(m.failed)}</Text>
            ) : !data ? (
              <Spinner size="small" label={intl.formatMessage(m.loading)} />
            ) : data.list.length === 0 ? (
              <Text>{intl.formatMessage(m.empty)}</Text>
            ) : (
              <ul className={styles.list}>
                {data.list.map((e) => (
                  <li key={e.id} className={styles.item}>
                    <Text>{intl.formatMessage(m.entry, { who: who(e), what: what(e) })}</Text>
                    <Text className={styles.when}>{formatDateTime(e.created_at)}</Text>
                  </li>
                ))}
              </ul>
            )}
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button>{intl.formatMessage(m.close)}</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
