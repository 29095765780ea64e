import { makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { PageHeader, SkeletonText } from '@writers-center/design-system';
import { PageFailure } from '../../lib/PageFailure';
import { titles } from '../../lib/routes';
import { NovelForm } from '../../components/novel/NovelForm';
import { ContestCard } from './components/ContestCard';
import { NOVELS_PATH } from '../../api/get-novels';
import { useNovel } from '../../api/get-novel';
import { form as f, manage as m } from '../../components/novel/messages';
import { list as l } from './messages';

const useStyles = makeStyles({ stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL } });

import { idFromText } from '../../../domain/ids';

/** /mywork/editbook/{original_book_id}/{section_id?}/{is_edit?}: edit a novel, its cover and its contest. */
export default function EditBookPage() {
  const intl = useIntl();
  const styles = useStyles();
  const navigate = useNavigate();
  const { mutate: mutateAll } = useSWRConfig();
  const id = idFromText(useParams().original_book_id);
  const { data: novel, error, mutate } = useNovel(id);
  const header = <PageHeader title={novel ? novel.title : intl.formatMessage(titles.editBook)} description={novel ? intl.formatMessage(titles.editBook) : undefined} backHref={id ? `/mywork/manageworks/${id}` : '/mywork'} backLabel={intl.formatMessage(l.title)} />;

  if (!id || (error && !novel)) {
    return (
      <PageFailure
        error={id ? error : undefined}
        missingTitle={intl.formatMessage(m.notFound)}
        failedTitle={intl.formatMessage(m.loadFailed)}
        backHref="/mywork"
        backLabel={intl.formatMessage(m.back)}
        onRetry={() => void mutate()}
      />
    );
  }
  if (!novel) return <div className={styles.stack}>{header}<SkeletonText label={intl.formatMessage(f.loading)} lines={8} /></div>;
  const refreshLists = () => void mutateAll((key) => Array.isArray(key) && key[0] === NOVELS_PATH);
  return (
    <div className={styles.stack}>
      {header}
      <ContestCard novel={novel} onJoined={() => void mutate().then(refreshLists)} />
      <NovelForm
        // A new version (after a save elsewhere or a reload) starts a fresh form.
        key={novel.version}
        mode="edit"
        novel={novel}
        onCancel={() => navigate(`/mywork/manageworks/${novel.original_book_id}`)}
        onCoverChanged={() => void mutate().then(refreshLists)}
        onReload={() => void mutate()}
        onSaved={() => {
          void mutate();
          refreshLists();
          navigate(`/mywork/manageworks/${novel.original_book_id}`);
        }}
      />
    </div>
  );
}
