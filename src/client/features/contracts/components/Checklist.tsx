import * as React from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircle20Filled, DismissCircle20Filled, Info20Filled } from '@fluentui/react-icons';
import { RouterLink } from '../../../lib/RouterLink';
import { useIntl } from 'react-intl';
import type { SignCheck, SignEligibility } from '../../../../domain/api/sign';
import { checklist as m } from '../messages';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  item: { display: 'grid', gridTemplateColumns: '20px 1fr', columnGap: tokens.spacingHorizontalS, alignItems: 'start' },
  ok: { color: tokens.colorStatusSuccessForeground1 },
  missing: { color: tokens.colorStatusDangerForeground1 },
  info: { color: tokens.colorBrandForeground1 },
  fix: { gridColumn: '2' },
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
});

const PROFILE_FIELDS = ['birth_date', 'country', 'gender', 'pen_name'] as const;

/**
 * The checklist before the application form: each line says what is missing and where to fix it.
 * The guardian line is for a minor only: the server lists it (met) for an adult too.
 */
export function Checklist({ eligibility }: { eligibility: SignEligibility }) {
  const intl = useIntl();
  const styles = useStyles();
  const { book, threshold } = eligibility;
  const checks = eligibility.checks.filter((check) => check.id !== 'guardian' || eligibility.minor);
  const date = (iso: string | null | undefined) => (iso ? intl.formatDate(iso, { dateStyle: 'long' }) : '');

  const line = (check: SignCheck): { text: string; fix?: { to: string; label: string } } => {
    switch (check.id) {
      case 'words':
        return {
          text: intl.formatMessage(m.words, { title: book.title, words: book.words, threshold }),
          fix: check.ok ? undefined : { to: `/mywork/manageworks/${book.id}`, label: intl.formatMessage(m.wordsFix) },
        };
      case 'email':
        return check.ok
          ? { text: intl.formatMessage(m.email) }
          : { text: intl.formatMessage(m.emailMissing), fix: { to: '/dashboard', label: intl.formatMessage(m.emailFix) } };
      case 'profile': {
        if (check.ok) return { text: intl.formatMessage(m.profile) };
        const fields = check.missing.map((f) =>
          PROFILE_FIELDS.includes(f as (typeof PROFILE_FIELDS)[number])
            ? intl.formatMessage(m[f as (typeof PROFILE_FIELDS)[number]])
            : f,
        );
        return {
          text: intl.formatMessage(m.profileMissing, { fields: intl.formatList(fields, { type: 'conjunction' }) }),
          fix: { to: '/dashboard', label: intl.formatMessage(m.profileFix) },
        };
      }
      case 'guardian':
        return { text: intl.formatMessage(m.guardian) };
      case 'open_application':
        return { text: intl.formatMessage(check.ok ? m.openApplication : m.openApplicationMissing) };
      case 'reapply':
        return {
          text: check.ok
            ? intl.formatMessage(m.reapply)
            : intl.formatMessage(m.reapplyMissing, { date: date(eligibility.application?.reapply_at) }),
        };
    }
  };

  return (
    <section aria-labelledby="sign-checklist">
      <Text as="h2" id="sign-checklist" size={500} weight="semibold" block>
        {intl.formatMessage(m.label)}
      </Text>
      <ul className={styles.list}>
        {checks.map((check) => {
          const { text, fix } = line(check);
          const info = check.id === 'guardian';
          const Icon = info ? Info20Filled : check.ok ? CheckmarkCircle20Filled : DismissCircle20Filled;
          return (
            <li key={check.id} className={styles.item} data-check={check.id} data-ok={check.ok}>
              <Icon className={info ? styles.info : check.ok ? styles.ok : styles.missing} aria-hidden />
              <Text>
                {!info && <span className={styles.hidden}>{intl.formatMessage(check.ok ? m.met : m.missing)} </span>}
                {text}
              </Text>
              {fix && (
                <RouterLink to={fix.to} className={styles.fix}>
                  {fix.label}
                </RouterLink>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
