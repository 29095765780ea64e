import * as React from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { EmptyState, PageHeader } from '@writers-center/design-system';
import { LinkButton } from '../../lib/LinkButton';
import { useContracts } from './api/get-contracts';
import { ContractCard } from './components/ContractCard';
import { LoadFailed, Loading } from './components/PageStates';
import { page as m } from './messages';

const useStyles = makeStyles({ list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL } });

/** /mySignUp: every contract of the author, with its status, key terms, PDF and history. */
export default function MySignUpPage() {
  const intl = useIntl();
  const styles = useStyles();
  const { data, error, mutate } = useContracts();

  let body: React.ReactNode;
  if (error) body = <LoadFailed error={error} retry={() => void mutate()} />;
  else if (!data) body = <Loading />;
  else if (!data.list.length)
    body = (
      <EmptyState
        title={intl.formatMessage(m.listEmpty)}
        description={intl.formatMessage(m.listEmptyBody)}
        headingLevel={2}
        actions={
          <LinkButton appearance="primary" href="/mywork">
            {intl.formatMessage(m.toMyWorks)}
          </LinkButton>
        }
      />
    );
  else
    body = (
      <div className={styles.list}>
        {data.list.map((contract) => (
          <ContractCard key={contract.id} contract={contract} onChanged={() => void mutate()} headingLevel={2} />
        ))}
      </div>
    );

  return (
    <>
      <PageHeader title={intl.formatMessage(m.listTitle)} />
      {body}
    </>
  );
}
