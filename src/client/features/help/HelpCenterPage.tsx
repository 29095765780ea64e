import * as React from 'react';
import { SearchBox, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, ErrorState, PageHeader, Panel, SkeletonText } from '@writers-center/design-system';
import type { HelpArticleEntry, HelpSearchHit } from '../../../domain/api/help';
import { HELP_CATEGORIES, helpLink } from '../../../domain/help';
import { commonMessages } from '../../lib/common-messages';
import { failureText } from '../../lib/http-messages';
import { InEnglishMark } from '../../lib/InEnglishMark';
import { LinkButton } from '../../lib/LinkButton';
import { RouterLink } from '../../lib/RouterLink';
import { titles } from '../../lib/routes';
import { useHelpIndex } from './api/get-help-index';
import { useHelpSearch } from './api/search-help';
import { ArticleView } from './components/ArticleView';
import { m } from './messages';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  intro: { color: tokens.colorNeutralForeground2, maxWidth: '760px' },
  search: { maxWidth: '560px', width: '100%' },
  categories: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  summary: { color: tokens.colorNeutralForeground2 },
  titleRow: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

const CATEGORY_NAMES = { start: m.cat_start, writing: m.cat_writing, contracts: m.cat_contracts, money: m.cat_money, readers: m.cat_readers, help: m.cat_help } as const;

/** One article in a list: its title (a link), a fallback mark, and its summary or the matched text. */
function ArticleLink({ article, text, q }: { article: HelpArticleEntry | HelpSearchHit; text: string; q?: string }) {
  const styles = useStyles();
  const anchor = 'anchor' in article ? (article.anchor ?? undefined) : undefined;
  // From the results the query stays in the address, so "Back" returns to them.
  const to = q ? helpLink(article.slug, anchor).replace('?', `?q=${encodeURIComponent(q)}&`) : helpLink(article.slug, anchor);
  return (
    <li className={styles.item} lang={article.lang}>
      <span className={styles.titleRow}>
        <RouterLink to={to}>{article.title}</RouterLink>
        {article.fallback && <InEnglishMark />}
      </span>
      <Text size={200} className={styles.summary}>
        {text}
      </Text>
    </li>
  );
}

/** /helpCenter: articles by topic, a search in the author's language, and each article (`?article=`), opened at a section by `#anchor`. */
export default function HelpCenterPage() {
  const intl = useIntl();
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const slug = params.get('article');
  const q = params.get('q') ?? '';
  const [typed, setTyped] = React.useState(q);
  const index = useHelpIndex();
  const search = useHelpSearch(q);

  // The search follows the typing after a pause and the words stay in the address. Only typing
  // writes the address: opening an article, Back or a link changes `q` and the box follows it.
  const timer = React.useRef<number | undefined>(undefined);
  const written = React.useRef(q);
  React.useEffect(() => {
    if (q === written.current) return;
    written.current = q;
    setTyped(q);
  }, [q]);
  React.useEffect(() => () => window.clearTimeout(timer.current), [slug]);
  const onType = (value: string) => {
    setTyped(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      written.current = value.trim() ? value : '';
      setParams(value.trim() ? { q: value } : {}, { replace: true });
    }, 250);
  };

  const header = <PageHeader title={intl.formatMessage(titles.help)} />;
  if (slug)
    return (
      <div className={styles.page}>
        {header}
        <ArticleView slug={slug} onBack={() => setParams(q ? { q } : {})} />
      </div>
    );

  return (
    <div className={styles.page}>
      {header}
      <Text className={styles.intro}>{intl.formatMessage(m.intro)}</Text>
      <SearchBox
        className={styles.search}
        aria-label={intl.formatMessage(m.search)}
        placeholder={intl.formatMessage(m.search)}
        value={typed}
        dismiss={{ 'aria-label': intl.formatMessage(commonMessages.clearSearch) }}
        onChange={(_, data) => onType(data.value)}
        size="large"
      />
      {q.trim() ? (
        <section aria-labelledby="help-results" aria-busy={search.isValidating}>
          {search.error ? (
            <ErrorState title={intl.formatMessage(m.loadFailed)} description={failureText(intl, search.error)} retryLabel={intl.formatMessage(commonMessages.retry)} onRetry={() => void search.mutate()} headingLevel={2} />
          ) : !search.data ? (
            <Text role="status">{intl.formatMessage(m.searching)}</Text>
          ) : (
            <>
              <div role="status">
                <Text as="h2" id="help-results" weight="semibold" size={400}>
                  {intl.formatMessage(m.results, { count: search.data.total, q: q.trim() })}
                </Text>
              </div>
              {search.data.total === 0 ? (
                <Text>
                  {intl.formatMessage(m.noResultsHint)} <RouterLink to="/us">{intl.formatMessage(m.contactUs)}</RouterLink>
                </Text>
              ) : (
                <ul className={styles.list}>
                  {search.data.list.map((hit) => (
                    <ArticleLink key={hit.slug} article={hit} text={hit.excerpt} q={q.trim()} />
                  ))}
                </ul>
              )}
            </>
          )}
        </section>
      ) : index.error ? (
        <ErrorState title={intl.formatMessage(m.loadFailed)} description={failureText(intl, index.error)} retryLabel={intl.formatMessage(commonMessages.retry)} onRetry={() => void index.mutate()} headingLevel={2} />
      ) : !index.data ? (
        <SkeletonText label={intl.formatMessage(commonMessages.loading)} lines={8} />
      ) : index.data.list.length === 0 ? (
        <EmptyState title={intl.formatMessage(m.empty)} actions={<LinkButton href="/us">{intl.formatMessage(m.contactUs)}</LinkButton>} headingLevel={2} />
      ) : (
        <div className={styles.categories}>
          {HELP_CATEGORIES.map((category) => {
            const articles = index.data!.list.filter((a) => a.category === category);
            if (!articles.length) return null;
            return (
              <Panel key={category} appearance="outline" role="region" aria-labelledby={`help-cat-${category}`}>
                <Text as="h2" id={`help-cat-${category}`} weight="semibold" size={400}>
                  {intl.formatMessage(CATEGORY_NAMES[category])}
                </Text>
                <ul className={styles.list}>
                  {articles.map((a) => (
                    <ArticleLink key={a.slug} article={a} text={a.summary} />
                  ))}
                </ul>
              </Panel>
            );
          })}
        </div>
      )}
    </div>
  );
}
