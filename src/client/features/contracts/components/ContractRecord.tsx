import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { ContractView } from '../../../../domain/api/sign';
import { TermList } from './ContractTerms';
import { contract as m, events as e } from '../messages';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  history: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** Who signs and whether they have, where a guardian's request was mailed, and the signing and expiry dates. */
export function ContractParties({ contract }: { contract: ContractView }) {
  const intl = useIntl();
  const styles = useStyles();
  const date = (iso: string | null) => (iso ? intl.formatDate(iso, { dateStyle: 'long' }) : '—');
  return (
    <>
      <section aria-label={intl.formatMessage(m.parties)}>
        <Text weight="semibold" block>
          {intl.formatMessage(m.parties)}
        </Text>
        <ul className={styles.list}>
          {contract.parties.map((p) => (
            <li key={p.role}>
              <Text>
                {intl.formatMessage(m.party, {
                  role: intl.formatMessage(m[p.role]),
                  name: p.name,
                  state: p.signed_at ? intl.formatMessage(m.signedOn, { date: date(p.signed_at) }) : intl.formatMessage(m.notSigned),
                })}
              </Text>
            </li>
          ))}
        </ul>
      </section>
      {contract.guardian_mailed_to && (
        <Text className={styles.muted} block>
          {intl.formatMessage(m.guardianMailed, { email: contract.guardian_mailed_to })}
        </Text>
      )}
      <TermList
        rows={[
          { id: 'signed', label: intl.formatMessage(m.signingDate), value: date(contract.signed_at) },
          { id: 'expires', label: intl.formatMessage(m.expires), value: date(contract.expires_at) },
        ]}
      />
    </>
  );
}

/** What happened to the contract, oldest first, with the notes staff left. */
export function ContractHistory({ contract }: { contract: ContractView }) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <section aria-label={intl.formatMessage(m.history)}>
      <Text weight="semibold" block>
        {intl.formatMessage(m.history)}
      </Text>
      <ol className={styles.history}>
        {contract.events.map((event, i) => (
          <li key={`${event.kind}-${i}`}>
            <Text>
              {intl.formatMessage(event.note ? m.eventWithNote : m.event, {
                at: intl.formatDate(event.at, { dateStyle: 'medium', timeStyle: 'short' }),
                event: intl.formatMessage(e[event.kind]),
                note: event.note ?? '',
              })}
            </Text>
          </li>
        ))}
      </ol>
    </section>
  );
}
