import { makeStyles, tokens } from '@fluentui/react-components';
import { TrophyRegular } from '@fluentui/react-icons';
import { LinkButton } from '../../lib/LinkButton';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { idFromText } from '../../../domain/ids';
import { useSWRConfig } from 'swr';
import { Notice, PageHeader } from '@writers-center/design-system';
import { titles } from '../../lib/routes';
import { NovelForm } from '../../components/novel/NovelForm';
import { NOVELS_PATH } from '../../api/get-novels';
import { list as l } from './messages';

const useStyles = makeStyles({ stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL } });

/** /addbook/{event_id?}: create a novel, for a contest when the link names one. */
export default function AddBookPage() {
  const intl = useIntl();
  const styles = useStyles();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { event_id } = useParams();
  const eventId = idFromText(event_id);
  return (
    <div className={styles.stack}>
      <PageHeader title={intl.formatMessage(titles.addBook)} backHref="/mywork" backLabel={intl.formatMessage(l.title)} />
      {eventId === undefined && (
        <Notice
          intent="info"
          actions={
            <>
              <LinkButton size="small" icon={<TrophyRegular />} href="/authorContest">
                {intl.formatMessage(l.contests)}
              </LinkButton>
            </>
          }
        >
          {intl.formatMessage(l.contestsHint)}
        </Notice>
      )}
      <NovelForm
        mode="create"
        eventId={eventId}
        onCancel={() => navigate('/mywork')}
        onSaved={() => {
          void mutate((key) => Array.isArray(key) && key[0] === NOVELS_PATH);
          navigate('/mywork');
        }}
      />
    </div>
  );
}
