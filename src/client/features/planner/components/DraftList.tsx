import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import type { PlanDraft } from '../queue-order';
import { m } from '../messages';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0 },
  row: {
    listStyle: 'none',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
  },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** The drafts not queued, each with a button that puts it at the end of the queue. */
export function DraftList({ drafts, onQueue }: { drafts: PlanDraft[]; onQueue(draft: PlanDraft): void }) {
  const intl = useIntl();
  const styles = useStyles();
  if (!drafts.length) return <Text className={styles.muted}>{intl.formatMessage(m.draftsEmpty)}</Text>;
  return (
    <ul className={styles.list} aria-label={intl.formatMessage(m.draftsTitle)}>
      {drafts.map((draft) => {
        const name = intl.formatMessage(m.chapterName, { code: draft.chapter_code, title: draft.title });
        return (
          <li key={draft.original_chapter_id} className={styles.row} aria-label={name}>
            <span className={styles.text}>
              <Text>{name}</Text>
              <Text size={200} className={styles.muted}>
                {intl.formatMessage(m.words, { words: draft.words })}
              </Text>
            </span>
            <Button size="small" icon={<AddRegular />} onClick={() => onQueue(draft)}>
              {intl.formatMessage(m.add)}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
