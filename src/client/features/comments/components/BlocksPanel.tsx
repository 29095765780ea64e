import * as React from 'react';
import { Accordion, AccordionHeader, AccordionItem, AccordionPanel, Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { BlockEntry } from '../../../../domain/api/comments';
import { m } from '../messages';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  meta: { color: tokens.colorNeutralForeground2 },
});

/** The readers the author blocks, each with when it ends and a way to lift it. */
export function BlocksPanel({ blocks, onLift }: { blocks: readonly BlockEntry[]; onLift(block: BlockEntry): void }) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <Accordion collapsible>
      <AccordionItem value="blocks">
        <AccordionHeader as="h2">{intl.formatMessage(m.blocksTitle, { count: blocks.length })}</AccordionHeader>
        <AccordionPanel>
          {blocks.length === 0 ? (
            <Text>{intl.formatMessage(m.blocksEmpty)}</Text>
          ) : (
            <ul className={styles.list}>
              {blocks.map((b) => (
                <li key={b.id} className={styles.item}>
                  <Text weight="semibold">{b.reader_name}</Text>
                  <Text size={200} className={styles.meta}>
                    {b.until ? intl.formatMessage(m.blockUntil, { date: intl.formatDate(b.until, { dateStyle: 'medium', timeStyle: 'short' }) }) : intl.formatMessage(m.blockNoEnd)}
                  </Text>
                  {b.hide_past && (
                    <Text size={200} className={styles.meta}>
                      {intl.formatMessage(m.blockHidesPast)}
                    </Text>
                  )}
                  <Button size="small" onClick={() => onLift(b)} aria-label={intl.formatMessage(m.lift, { name: b.reader_name })}>
                    {intl.formatMessage(m.liftShort)}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </AccordionPanel>
      </AccordionItem>
    </Accordion>
  );
}
