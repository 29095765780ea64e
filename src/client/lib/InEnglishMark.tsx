import { Badge } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { commonMessages } from './common-messages';

/**
 * Beside text written per language (a help article, a program's name, a payout's failure reason)
 * that the reader's language lacks, so it is the English one: the mark says so in the reader's
 * language, while the text beside it carries `lang="en"`.
 */
export function InEnglishMark() {
  const intl = useIntl();
  return (
    <Badge appearance="outline" color="informative" lang={intl.locale}>
      {intl.formatMessage(commonMessages.inEnglish)}
    </Badge>
  );
}

/** Text staff wrote per language, as the reader gets it: their own language's, or the English one, marked. */
export function StaffText({ text, fallback }: { text: string; fallback: boolean }) {
  if (!fallback) return <>{text}</>;
  return (
    <>
      <span lang="en">{text}</span> <InEnglishMark />
    </>
  );
}
