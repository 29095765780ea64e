import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { Panel } from '@writers-center/design-system';
import type { SigningSession } from '../../../../domain/api/sign';
import { esign as m } from '../messages';

const useStyles = makeStyles({
  keyTerms: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: 0,
  },
  term: { margin: 0 },
  dt: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  dd: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  clauses: { margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  clause: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
    gap: tokens.spacingHorizontalXL,
    '@media (max-width: 720px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  summary: {
    backgroundColor: tokens.colorBrandBackground2,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalM,
    alignSelf: 'start',
  },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** The contract as the signer reads it: its number and work, the key terms, each clause with a plain-language summary beside it. */
export function ContractReading({ session: s }: { session: SigningSession }) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <>
      <header>
        <Text as="h1" size={700} weight="semibold" block>
          {intl.formatMessage(m.title, { number: s.contract_no })}
        </Text>
        <Text block>
          {intl.formatMessage(m.for, { title: s.work_title, penName: s.author_pen_name, platform: s.platform })}
        </Text>
        <Text className={styles.muted} block>
          {intl.formatMessage(m.validUntil, {
            time: intl.formatDate(s.expires_at, { dateStyle: 'medium', timeStyle: 'short' }),
          })}
        </Text>
      </header>
      <Panel>
        <Text as="h2" size={500} weight="semibold">
          {intl.formatMessage(m.keyTerms)}
        </Text>
        <dl className={styles.keyTerms}>
          {s.key_terms.map((t) => (
            <div key={t.id} className={styles.term}>
              <dt className={styles.dt}>{t.label}</dt>
              <dd className={styles.dd}>{t.value}</dd>
            </div>
          ))}
        </dl>
      </Panel>
      <section aria-labelledby="esign-clauses">
        <Text as="h2" id="esign-clauses" size={500} weight="semibold" block>
          {intl.formatMessage(m.clauses)}
        </Text>
        <ol className={styles.clauses}>
          {s.clauses.map((clause, i) => (
            <li key={clause.id} className={styles.clause}>
              <div>
                <Text as="h3" id={`esign-clause-${clause.id}`} weight="semibold" block>
                  {intl.formatMessage(m.clauseTitle, { n: i + 1, title: clause.title })}
                </Text>
                <Text block>{clause.text}</Text>
              </div>
              {/* Named "In plain words" and its clause's title: each summary is a landmark of its own. */}
              <aside className={styles.summary} aria-labelledby={`esign-plain-${clause.id} esign-clause-${clause.id}`}>
                <Text id={`esign-plain-${clause.id}`} size={200} weight="semibold" block>
                  {intl.formatMessage(m.plain)}
                </Text>
                <Text>{clause.summary}</Text>
              </aside>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
