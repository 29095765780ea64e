import { formatMoney, money as moneyOf } from '../../../../domain/money';
import { StatCard, StatGrid } from '@writers-center/design-system';
import { BookNumberRegular, CalendarLtrRegular, DocumentTextRegular, EyeRegular, MoneyRegular, PeopleRegular, TextNumberListLtrRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import type { NovelDetail } from '../../../../domain/api/novels';
import { formatDateTime } from '../../../lib/dates';
import { manage as m } from '../messages';

/** The manage screen's facts: novel no., creation time, words, chapters, income, PV and followers. */
export function NovelFacts({ novel }: { novel: NovelDetail }) {
  const intl = useIntl();
  const money = formatMoney(moneyOf(novel.total_income_minor, novel.currency), intl.locale);
  const cards = [
    { key: 'no', label: intl.formatMessage(m.novelNo), value: novel.novel_no, icon: <BookNumberRegular /> },
    { key: 'created', label: intl.formatMessage(m.created), value: formatDateTime(novel.created_at), icon: <CalendarLtrRegular /> },
    { key: 'words', label: intl.formatMessage(m.words), value: intl.formatNumber(novel.word_count), icon: <DocumentTextRegular /> },
    { key: 'chapters', label: intl.formatMessage(m.chapters), value: intl.formatNumber(novel.chapter_count), icon: <TextNumberListLtrRegular /> },
    { key: 'income', label: intl.formatMessage(m.income), value: money, icon: <MoneyRegular /> },
    { key: 'pv', label: intl.formatMessage(m.pv), value: intl.formatNumber(novel.total_pv), icon: <EyeRegular /> },
    { key: 'followers', label: intl.formatMessage(m.followers), value: intl.formatNumber(novel.followers), icon: <PeopleRegular /> },
  ];
  return (
    <StatGrid label={intl.formatMessage(m.facts)} minItemWidth={180}>
      {cards.map((c) => (
        <StatCard key={c.key} label={c.label} value={c.value} icon={c.icon} />
      ))}
    </StatGrid>
  );
}
