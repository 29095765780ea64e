import * as React from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, ThumbDislikeRegular, ThumbLikeRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { Notice, ErrorState, SkeletonText } from '@writers-center/design-system';
import { commonMessages } from '../../../lib/common-messages';
import { failureText } from '../../../lib/http-messages';
import { ApiError } from '../../../lib/http';
import { LinkButton } from '../../../lib/LinkButton';
import { routes } from '../../../lib/routes';
import { sendFeedback } from '../api/send-feedback';
import { useHelpArticle } from '../api/get-help-article';
import { m } from '../messages';
import { Markdown } from './Markdown';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  meta: { color: tokens.colorNeutralForeground2 },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  feedback: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center', borderTop: `1px solid ${tokens.colorNeutralStroke2}`, paddingTop: tokens.spacingVerticalL },
});

/** The screen a route of the article leads to, by its title in the menu's words (dynamic routes lead to their list). */
const screenOf = (path: string) => routes.find((r) => r.path === path || r.path.startsWith(`${path}/:`));

export function ArticleView({ slug, onBack }: { slug: string; onBack(): void }) {
  const intl = useIntl();
  const styles = useStyles();
  const { hash } = useLocation();
  const { data, error, mutate } = useHelpArticle(slug);
  const [answer, setAnswer] = React.useState<boolean | null>(null);
  const [saving, setSaving] = React.useState(false);
  const [failure, setFailure] = React.useState<unknown>(null);
  const heading = React.useRef<HTMLHeadingElement>(null);

  // Opened at a section (`#bank`) it scrolls there; otherwise the title takes the focus.
  React.useEffect(() => {
    if (!data) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else heading.current?.focus();
  }, [data, hash]);

  if (error)
    return error instanceof ApiError && error.code === 4004 ? (
      <ErrorState title={intl.formatMessage(m.articleMissing)} retryLabel={intl.formatMessage(m.back)} onRetry={onBack} headingLevel={2} />
    ) : (
      <ErrorState title={intl.formatMessage(m.loadFailed)} description={failureText(intl, error)} retryLabel={intl.formatMessage(commonMessages.retry)} onRetry={() => void mutate()} headingLevel={2} />
    );
  if (!data) return <SkeletonText label={intl.formatMessage(commonMessages.loading)} lines={10} />;
  const given = answer ?? data.helpful;
  // The answer shows at once; the thanks only once the server has it, and a failure says so.
  const answerWith = async (helpful: boolean) => {
    const before = answer;
    setAnswer(helpful);
    setFailure(null);
    setSaving(true);
    try {
      await sendFeedback(slug, helpful);
      await mutate({ ...data, helpful }, { revalidate: false });
    } catch (e) {
      setAnswer(before);
      setFailure(e);
    } finally {
      setSaving(false);
    }
  };
  const screens = data.routes.map(screenOf).filter((r) => r !== undefined && r.access === 'private' && !r.path.includes(':'));

  return (
    <article className={styles.root} lang={data.lang}>
      <div>
        <Button appearance="subtle" icon={<ArrowLeftRegular />} onClick={onBack}>
          {intl.formatMessage(m.back)}
        </Button>
      </div>
      <Text as="h2" size={700} weight="semibold" ref={heading} tabIndex={-1}>
        {data.title}
      </Text>
      <Text className={styles.meta}>{intl.formatMessage(m.updated, { date: intl.formatDate(data.updated_at, { dateStyle: 'medium' }) })}</Text>
      {data.fallback && (
        <Notice intent="info">{intl.formatMessage(m.inEnglishLong)}</Notice>
      )}
      <Markdown text={data.body} />
      {screens.length > 0 && (
        <div className={styles.row}>
          <Text weight="semibold">{intl.formatMessage(m.screens)}</Text>
          {screens.map((r) => (
            <LinkButton key={r!.key} href={r!.path} appearance="secondary" size="small">
              {intl.formatMessage(r!.title)}
            </LinkButton>
          ))}
        </div>
      )}
      <div className={styles.feedback} role="group" aria-label={intl.formatMessage(m.helpful)}>
        <Text weight="semibold">{intl.formatMessage(m.helpful)}</Text>
        <Button icon={<ThumbLikeRegular />} aria-pressed={given === true} appearance={given === true ? 'primary' : 'secondary'} onClick={() => void answerWith(true)}>
          {intl.formatMessage(m.yes)}
        </Button>
        <Button icon={<ThumbDislikeRegular />} aria-pressed={given === false} appearance={given === false ? 'primary' : 'secondary'} onClick={() => void answerWith(false)}>
          {intl.formatMessage(m.no)}
        </Button>
        <Text role="status">{given !== null && !saving && !failure ? intl.formatMessage(given ? m.thanks : m.thanksNo) : null}</Text>
        {failure !== null && (
          <Notice intent="error">{failureText(intl, failure)}</Notice>
        )}
      </div>
    </article>
  );
}
