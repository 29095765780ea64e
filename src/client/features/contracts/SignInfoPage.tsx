import * as React from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, PageHeader } from '@writers-center/design-system';
import { LinkButton } from '../../lib/LinkButton';
import { useSignInfo } from './api/get-sign-info';
import { useQueryId } from '../../lib/useQueryId';
import { ContractCard } from './components/ContractCard';
import { LoadFailed, Loading, NoBook } from './components/PageStates';
import { Tracker } from './components/Tracker';
import { form as f, page as m } from './messages';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: 0,
  },
  fact: { margin: 0 },
  dt: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  dd: { margin: 0 },
});

/** /mySignInfo?book_id=: the work's application (masked) and its contract. `sign=1` opens the signing dialog. */
export default function SignInfoPage() {
  const intl = useIntl();
  const styles = useStyles();
  const bookId = useQueryId('book_id');
  const [params] = useSearchParams();
  const { data, error, mutate } = useSignInfo(bookId);

  let body: React.ReactNode;
  if (!bookId) body = <NoBook />;
  else if (error) body = <LoadFailed error={error} retry={() => void mutate()} />;
  else if (!data) body = <Loading />;
  else {
    const a = data.application;
    body = (
      <>
        {/* A contract made without an application here (before this portal) has nothing to apply for. */}
        {(a || !data.contract) && (
          <section aria-labelledby="sign-application">
            <Text as="h2" id="sign-application" size={500} weight="semibold" block>
              {intl.formatMessage(m.applicationHeading)}
            </Text>
            {a ? (
              <div className={styles.body}>
                <Tracker application={a} />
                {a.status === 'info_requested' && (
                  <LinkButton appearance="primary" href={`/signing?original_book_id=${data.book.id}`}>
                    {intl.formatMessage(f.resubmit)}
                  </LinkButton>
                )}
                <dl className={styles.facts}>
                  {(
                    [
                      [f.truename, a.truename],
                      [f.idType, intl.formatMessage(f[a.id_type])],
                      [f.idNumber, a.IDcard],
                      [f.address, a.address],
                      [f.mobile, a.mobile],
                      [f.facebook, a.facebook],
                      [f.monthlyWords, intl.formatNumber(a.monthly_words)],
                      [f.estimatedWords, intl.formatNumber(a.estimated_words)],
                      ...(a.guardian
                        ? [
                            [f.guardianName, a.guardian.truename],
                            [f.guardianEmail, a.guardian.email],
                          ]
                        : []),
                    ] as [MessageDescriptor & { id: string }, string][]
                  ).map(([label, value]) => (
                    <div key={label.id} className={styles.fact}>
                      <dt className={styles.dt}>{intl.formatMessage(label)}</dt>
                      <dd className={styles.dd}>{value}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            ) : (
              <EmptyState
                title={intl.formatMessage(m.noApplication)}
                headingLevel={3}
                actions={
                  <LinkButton appearance="primary" href={`/signing?original_book_id=${data.book.id}`}>
                    {intl.formatMessage(m.applyNow)}
                  </LinkButton>
                }
              />
            )}
          </section>
        )}
        {data.contract && (
          <section aria-label={intl.formatMessage(m.contractHeading)}>
            <ContractCard
              contract={data.contract}
              onChanged={() => void mutate()}
              openSigning={params.get('sign') === '1'}
              // Under the application's h2 when there is one, else straight under the page's h1.
              headingLevel={a ? 3 : 2}
            />
          </section>
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader title={intl.formatMessage(m.infoTitle)} description={data?.book.title} />
      <div className={styles.body}>{body}</div>
    </>
  );
}
