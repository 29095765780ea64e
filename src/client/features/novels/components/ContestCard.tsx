import * as React from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { TrophyRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { ConfirmDialog, Panel, PanelHeader, Select, useToast } from '@writers-center/design-system';
import type { NovelDetail } from '../../../../domain/api/novels';
import { contestTakes } from '../../../../domain/novel';
import { useAppSelector } from '../../../session';
import { selectLang } from '../../../session';
import { useContests } from '../api/get-contests';
import { joinContest } from '../api/join-contest';
import { form as f } from '../../../components/novel/messages';
import { contest as c, list as l } from '../messages';

/** The select's value for no contest ('' is its placeholder). */
const NONE = 'none';

const useStyles = makeStyles({
  body: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' },
  select: { flex: '1 1 280px' },
});

/** The novel's contest: which one it is in, or a choice among the open ones (final after a confirmation). */
export function ContestCard({ novel, onJoined }: { novel: NovelDetail; onJoined(): void }) {
  const intl = useIntl();
  const styles = useStyles();
  const toast = useToast();
  const lang = useAppSelector(selectLang);
  const { data } = useContests(lang);
  const [choice, setChoice] = React.useState(NONE);
  const [confirming, setConfirming] = React.useState(false);
  // Only contests this novel may join: its language and its category (a choice that is final).
  const open = (data?.list ?? []).filter((x) => contestTakes(x, novel));
  const chosen = open.find((x) => String(x.id) === choice);

  if (novel.contest) {
    return (
      <Panel>
        <PanelHeader image={<TrophyRegular aria-hidden />} header={<Text weight="semibold">{intl.formatMessage(l.contestTag, { contest: novel.contest.name })}</Text>} description={intl.formatMessage(f.contestHint)} />
      </Panel>
    );
  }
  if (!open.length) return null;
  return (
    <Panel>
      <div className={styles.body}>
        <Select
          className={styles.select}
          name="contest"
          value={choice}
          onChange={setChoice}
          label={intl.formatMessage(f.contest)}
          hint={intl.formatMessage(f.contestHint)}
          options={[{ value: NONE, label: intl.formatMessage(f.contestNone) }, ...open.map((x) => ({ value: String(x.id), label: x.name }))]}
        />
        <Button appearance="primary" icon={<TrophyRegular />} disabled={!chosen} onClick={() => setConfirming(true)}>
          {intl.formatMessage(c.confirm)}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={chosen ? intl.formatMessage(c.joinTitle, { contest: chosen.name }) : ''}
        message={chosen ? intl.formatMessage(c.joinBody, { contest: chosen.name, title: novel.title }) : ''}
        confirmLabel={intl.formatMessage(c.confirm)}
        cancelLabel={intl.formatMessage(c.cancel)}
        onConfirm={async () => {
          if (!chosen) return;
          const result = await joinContest(novel.original_book_id, chosen.id);
          toast({ intent: 'success', title: intl.formatMessage(c.joined, { contest: result.contest.name }) });
          onJoined();
        }}
      />
    </Panel>
  );
}
