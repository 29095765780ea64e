import * as React from 'react';
import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useBrand } from '@writers-center/design-system';
import { defineMessages } from '../../lib/define-messages';
import { featureCatalogs } from '../../lib/intl';
import { useAppSelector } from '../../session';
import { selectToken } from '../../session';
import { PublicPageBar } from '../../components/PublicPageBar';
import { SkipToContent } from '../../components/SkipToContent';

// This feature's messages and the legal texts in every language, loaded with the first screen that
// shows them (so a prerendered /terms has its text).
featureCatalogs(import.meta.glob<{ default: Record<string, string> }>('./i18n/*.json'));
featureCatalogs(import.meta.glob<{ default: Record<string, string> }>('./texts/*.json'));

/** Number of sections in each legal text (see texts/*.json). */
const SECTIONS = 8;
/** When the texts last changed. */
const UPDATED = '2026-11-01';

const messages = defineMessages({
  back: { id: 'legal.back', defaultMessage: 'Back' },
});

const useStyles = makeStyles({
  page: { minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground2, color: tokens.colorNeutralForeground1 },
  article: {
    maxWidth: '760px',
    marginInline: 'auto',
    padding: tokens.spacingHorizontalXXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    lineHeight: tokens.lineHeightBase400,
    fontSize: tokens.fontSizeBase300,
  },
  main: { outlineStyle: 'none' },
  updated: { color: tokens.colorNeutralForeground2 },
  body: { whiteSpace: 'pre-line' },
});

function LegalText({ doc }: { doc: 'terms' | 'policy' }) {
  const intl = useIntl();
  const styles = useStyles();
  const token = useAppSelector(selectToken);
  // The texts name the site's brand: an author of one site agrees to that site's terms.
  const brand = useBrand().brand.name;
  const t = (key: string, values?: Record<string, string>) => intl.formatMessage({ id: `legal.${doc}.${key}` }, { brand, ...values });
  return (
    <div className={styles.page}>
      <SkipToContent />
      <PublicPageBar />
      <main id="main" className={styles.main} tabIndex={-1}>
        <article className={styles.article} lang={intl.locale}>
          <h1>{t('title')}</h1>
          <p className={styles.updated}>
            {t('updated', { date: intl.formatDate(UPDATED, { dateStyle: 'long', timeZone: 'UTC' }) })}
          </p>
          <p>{t('intro')}</p>
          {Array.from({ length: SECTIONS }, (_, i) => (
            <section key={i}>
              <h2>{t(`s${i + 1}.heading`)}</h2>
              <p className={styles.body}>{t(`s${i + 1}.body`)}</p>
            </section>
          ))}
          <p>
            <Link href={token ? '/dashboard' : '/login'}>{intl.formatMessage(messages.back)}</Link>
          </p>
        </article>
      </main>
    </div>
  );
}

/** /terms and /policy: real texts in every language, loaded with the page's other words. */
export function LegalPage({ doc }: { doc: 'terms' | 'policy' }) {
  return <LegalText doc={doc} />;
}
