import * as React from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { ConfirmDialog, PageHeader, Panel, useToast } from '@writers-center/design-system';
import type { AnnouncementWire } from '../../../domain/api/announcements';
import { ANNOUNCEMENT_KINDS } from '../../../domain/announcement';
import { idFromText } from '../../../domain/ids';
import { DEFAULT_LOCALE, matchLocale, type Locale } from '../../../domain/locales';
import { useNovels } from '../../api/get-novels';
import { failureText } from '../../lib/http-messages';
import { titles } from '../../lib/routes';
import { useAnnouncements } from './api/get-announcements';
import { saveAnnouncement } from './api/save-announcement';
import { withdrawAnnouncement } from './api/withdraw-announcement';
import { announcementValues, saveBody, type AnnouncementValues } from './announcement-values';
import { AnnouncementForm } from './components/AnnouncementForm';
import { AnnouncementList } from './components/AnnouncementList';
import { m } from './messages';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  intro: { color: tokens.colorNeutralForeground2, maxWidth: '760px' },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
});

interface Compose {
  initial: AnnouncementValues;
  editing?: AnnouncementWire;
}

/** `?book=12&kind=hiatus` (the planner's link) opens a new announcement about that novel, of that kind. */
function composeFromQuery(params: URLSearchParams, lang: Locale): Compose | null {
  const book = idFromText(params.get('book'));
  const kind = params.get('kind') ?? '';
  if (!book && !kind) return null;
  return {
    initial: announcementValues(lang, {
      ...(book ? { original_book_id: String(book) } : {}),
      ...((ANNOUNCEMENT_KINDS as readonly string[]).includes(kind) ? { kind } : {}),
    }),
  };
}

/** /mywork/announcements: the author's notes to their readers, newest first, with a form to write, edit and withdraw them. */
export default function AnnouncementsPage() {
  const intl = useIntl();
  const styles = useStyles();
  const toast = useToast();
  const { data, error, mutate } = useAnnouncements();
  const novelPage = useNovels(1, 100).data;
  const novels = React.useMemo(() => (novelPage?.list ?? []).map((n) => ({ id: n.original_book_id, title: n.title })), [novelPage]);
  const novelTitles = React.useMemo(() => new Map(novels.map((n) => [n.id, n.title])), [novels]);
  const lang = matchLocale(intl.locale) ?? DEFAULT_LOCALE;
  const [params] = useSearchParams();
  const [compose, setCompose] = React.useState<Compose | null>(() => composeFromQuery(params, lang));
  const [withdrawing, setWithdrawing] = React.useState<AnnouncementWire | null>(null);
  const listTitle = React.useId();
  const formHeading = React.useRef<HTMLHeadingElement>(null);
  const writeButton = React.useRef<HTMLButtonElement>(null);
  const composeKey = compose ? (compose.editing?.announcement_id ?? 'new') : null;

  // Opening the form takes the keyboard to it; closing it brings the keyboard back to "Write".
  const opened = React.useRef(false);
  React.useEffect(() => {
    if (composeKey !== null) formHeading.current?.focus();
    else if (opened.current) writeButton.current?.focus();
    opened.current = composeKey !== null;
  }, [composeKey]);

  const write = () => setCompose({ initial: announcementValues(lang) });
  const edit = (a: AnnouncementWire) => setCompose({ initial: announcementValues(lang, a), editing: a });

  const save = async (values: AnnouncementValues) => {
    const editing = compose?.editing;
    const saved = await saveAnnouncement(saveBody(values, editing?.announcement_id));
    await mutate((list) => ({ list: [saved, ...(list?.list ?? []).filter((a) => a.announcement_id !== saved.announcement_id)] }), { revalidate: false });
    toast({ intent: 'success', title: intl.formatMessage(editing ? m.edited : m.published) });
    setCompose(null);
  };

  const withdraw = async (a: AnnouncementWire) => {
    try {
      const withdrawn = await withdrawAnnouncement(a.announcement_id);
      await mutate((list) => ({ list: (list?.list ?? []).map((x) => (x.announcement_id === withdrawn.announcement_id ? withdrawn : x)) }), { revalidate: false });
      if (compose?.editing?.announcement_id === a.announcement_id) setCompose(null);
      toast({ intent: 'success', title: intl.formatMessage(m.withdrawDone) });
    } catch (err) {
      toast({ intent: 'error', title: failureText(intl, err) });
      throw err;
    }
  };

  return (
    <div className={styles.page}>
      <PageHeader
        title={intl.formatMessage(titles.authorAnnouncements)}
        backHref="/mywork"
        backLabel={intl.formatMessage(m.back)}
        actions={
          !compose && (
            <Button ref={writeButton} appearance="primary" icon={<AddRegular />} onClick={write}>
              {intl.formatMessage(m.write)}
            </Button>
          )
        }
      />
      <Text className={styles.intro}>{intl.formatMessage(m.intro)}</Text>
      {compose && (
        <Panel className={styles.panel}>
          <h2 className={styles.heading} ref={formHeading} tabIndex={-1}>
            {intl.formatMessage(compose.editing ? m.editTitle : m.newTitle)}
          </h2>
          <AnnouncementForm key={composeKey} initial={compose.initial} editing={compose.editing} novels={novels} onSave={save} onCancel={() => setCompose(null)} />
        </Panel>
      )}
      <section aria-labelledby={listTitle} className={styles.page}>
        <h2 id={listTitle} className={styles.heading}>
          {intl.formatMessage(m.listTitle)}
        </h2>
        <AnnouncementList announcements={data?.list} error={error} onRetry={() => void mutate()} novelTitles={novelTitles} onWrite={write} onEdit={edit} onWithdraw={setWithdrawing} />
      </section>
      <ConfirmDialog
        open={!!withdrawing}
        onOpenChange={(open) => !open && setWithdrawing(null)}
        intent="danger"
        title={intl.formatMessage(m.withdrawTitle)}
        message={intl.formatMessage(m.withdrawBody)}
        confirmLabel={intl.formatMessage(m.withdrawConfirm)}
        cancelLabel={intl.formatMessage(m.cancel)}
        onConfirm={() => (withdrawing ? withdraw(withdrawing) : undefined)}
      />
    </div>
  );
}
