import * as React from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Checkbox, ErrorState, SkeletonText, useToast } from '@writers-center/design-system';
import type { NoticeKind } from '../../../../domain/api/notifications';
import { commonMessages } from '../../../lib/common-messages';
import { failureText } from '../../../lib/http-messages';
import { useMailPrefs } from '../api/get-mail-prefs';
import { saveMailPref } from '../api/save-mail-pref';
import { m } from '../messages';

/** Each kind's name and what it holds (the server answers every kind, in its order). */
const KINDS: Record<NoticeKind, { name: MessageDescriptor; hint: MessageDescriptor }> = {
  review: { name: m.review, hint: m.reviewHint },
  contract: { name: m.contract, hint: m.contractHint },
  payout: { name: m.payout, hint: m.payoutHint },
  comment: { name: m.comment, hint: m.commentHint },
  account: { name: m.account, hint: m.accountHint },
  system: { name: m.system, hint: m.systemHint },
};

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  intro: { color: tokens.colorNeutralForeground2 },
  kinds: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, border: 'none', margin: 0, padding: 0 },
});

/** Per kind of notice, whether it also comes by mail: each box saves as it is ticked. */
export function MailPrefsSection() {
  const intl = useIntl();
  const styles = useStyles();
  const toast = useToast();
  const { data, error, mutate } = useMailPrefs();
  const [saving, setSaving] = React.useState<NoticeKind>();

  if (error)
    return <ErrorState title={intl.formatMessage(m.mailFailed)} description={failureText(intl, error)} retryLabel={intl.formatMessage(commonMessages.retry)} onRetry={() => void mutate()} headingLevel={3} />;
  if (!data) return <SkeletonText label={intl.formatMessage(commonMessages.loading)} lines={3} />;

  const set = async (kind: NoticeKind, mail: boolean) => {
    setSaving(kind);
    try {
      await mutate(saveMailPref({ kind, mail }), { optimisticData: { list: data.list.map((p) => (p.kind === kind ? { kind, mail } : p)) }, rollbackOnError: true, revalidate: false });
      toast({ intent: 'success', title: intl.formatMessage(m.mailSaved) });
    } catch {
      // The answer's failure has been said (a toast); the box is back as it was.
    } finally {
      setSaving(undefined);
    }
  };

  return (
    <div className={styles.section}>
      <Text className={styles.intro}>{intl.formatMessage(m.mailIntro)}</Text>
      <fieldset className={styles.kinds} aria-label={intl.formatMessage(m.mailTitle)}>
        {data.list.map(({ kind, mail }) => (
          <Checkbox
            key={kind}
            name={`mail-${kind}`}
            label={intl.formatMessage(KINDS[kind].name)}
            hint={intl.formatMessage(KINDS[kind].hint)}
            value={mail}
            disabled={saving !== undefined}
            onChange={(checked) => void set(kind, checked)}
          />
        ))}
      </fieldset>
    </div>
  );
}
