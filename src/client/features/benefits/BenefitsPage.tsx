import { Badge, Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { EmptyState, ErrorState, PageHeader, Panel, PanelHeader, SkeletonText, useBrand } from '@writers-center/design-system';
import { helpLink } from '../../../domain/help';
import { brandPageUrl } from '../../lib/brand-pages';
import { commonMessages } from '../../lib/common-messages';
import { failureText } from '../../lib/http-messages';
import { LinkButton } from '../../lib/LinkButton';
import { RouterLink } from '../../lib/RouterLink';
import { titles } from '../../lib/routes';
import { useWelfarePrograms } from '../../api/get-welfare-programs';
import { ProgramName } from '../../components/welfare/ProgramName';
import { programRule } from '../../components/welfare/program-words';
import { m } from './messages';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  intro: { color: tokens.colorNeutralForeground2, maxWidth: '760px' },
  grid: { display: 'grid', gap: tokens.spacingVerticalL, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))' },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  links: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'center' },
});

/** /authorWelfare: the writer benefits of the author's site: its programs (the site's configuration), contracts and contests, and the brand's own page. */
export default function BenefitsPage() {
  const intl = useIntl();
  const styles = useStyles();
  const { brand } = useBrand();
  const { data, error, mutate } = useWelfarePrograms();
  return (
    <div className={styles.page}>
      <PageHeader title={intl.formatMessage(titles.benefits)} />
      <Text className={styles.intro}>{intl.formatMessage(m.intro, { brand: brand.name })}</Text>
      <section className={styles.section} aria-labelledby="benefits-programs">
        <Text as="h2" id="benefits-programs" weight="semibold" size={500}>
          {intl.formatMessage(m.programsTitle, { brand: brand.name })}
        </Text>
        {error ? (
          <ErrorState title={intl.formatMessage(m.loadFailed)} description={failureText(intl, error)} retryLabel={intl.formatMessage(commonMessages.retry)} onRetry={() => void mutate()} headingLevel={3} />
        ) : !data ? (
          <SkeletonText label={intl.formatMessage(commonMessages.loading)} lines={4} />
        ) : data.list.length === 0 ? (
          <EmptyState title={intl.formatMessage(m.programsNone, { brand: brand.name })} headingLevel={3} />
        ) : (
          <div className={styles.grid}>
            {data.list.map((p) => (
              <Panel key={p.id} className={styles.card} aria-labelledby={`benefit-${p.id}`}>
                <PanelHeader
                  header={<ProgramName program={p} as="h3" id={`benefit-${p.id}`} />}
                  description={<Badge appearance="tint" color={p.needs_application ? 'warning' : 'success'}>{intl.formatMessage(p.needs_application ? m.apply : m.automatic)}</Badge>}
                />
                <Text>{programRule(intl, p)}</Text>
                <RouterLink to="/welfareManage">{intl.formatMessage(m.follow)}</RouterLink>
              </Panel>
            ))}
          </div>
        )}
      </section>
      <section className={styles.section} aria-labelledby="benefits-more">
        <Text as="h2" id="benefits-more" weight="semibold" size={500}>
          {intl.formatMessage(m.moreTitle)}
        </Text>
        <div className={styles.grid}>
          <Panel className={styles.card}>
            <Text>{intl.formatMessage(m.contracts)}</Text>
            <RouterLink to="/mySignUp">{intl.formatMessage(m.contractsLink)}</RouterLink>
          </Panel>
          <Panel className={styles.card}>
            <Text>{intl.formatMessage(m.contests)}</Text>
            <RouterLink to="/authorContest">{intl.formatMessage(m.contestsLink)}</RouterLink>
          </Panel>
        </div>
        <div className={styles.links}>
          <LinkButton href={helpLink('welfare')} appearance="secondary">
            {intl.formatMessage(m.help)}
          </LinkButton>
          <Link href={brandPageUrl(brand.key, 'benefits')} target="_blank" rel="noopener noreferrer">
            {intl.formatMessage(m.site, { brand: brand.name })} <OpenRegular aria-hidden />
          </Link>
        </div>
      </section>
    </div>
  );
}
