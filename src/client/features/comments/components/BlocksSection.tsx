import type * as React from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { loadable } from '@writers-center/design-system';
import type { BlockEntry } from '../../../../domain/api/comments';
import { m } from '../messages';

// The blocked readers' panel (Fluent's Accordion and its motion) loads with the first list of blocks.
const blocksPanel = loadable<React.ComponentProps<typeof import('./BlocksPanel').BlocksPanel>>(() => import('./BlocksPanel').then((mod) => ({ default: mod.BlocksPanel })));

const useStyles = makeStyles({
  // The blocks panel's closed header while its code loads: the same height and text, no jump.
  blocksPending: {
    margin: 0,
    minHeight: '44px',
    display: 'flex',
    alignItems: 'center',
    paddingInline: `calc(${tokens.spacingHorizontalM} + 20px + ${tokens.spacingHorizontalS})`,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    fontWeight: tokens.fontWeightRegular,
  },
});

/** The blocked readers, once their list is in: the panel, or its closed header while the panel's code comes. */
export function BlocksSection({ blocks, onLift }: { blocks: readonly BlockEntry[] | undefined; onLift(block: BlockEntry): void }) {
  const intl = useIntl();
  const styles = useStyles();
  const BlocksPanel = blocksPanel.useComponent(blocks !== undefined);
  if (!blocks) return null;
  if (BlocksPanel) return <BlocksPanel blocks={blocks} onLift={onLift} />;
  return (
    <h2 className={styles.blocksPending} data-code-loading="">
      {intl.formatMessage(m.blocksTitle, { count: blocks.length })}
    </h2>
  );
}
