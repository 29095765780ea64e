import * as React from 'react';
import { Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer, Spinner, Text } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import type { ChapterDoc } from '../../../../domain/chapter-doc';
import { useVersions } from '../api/get-chapter-versions';
import { NOW, RELEASED, useVersionComparison, type ReleasedText, type Side, type Stored } from '../useVersionComparison';
import { history as h } from '../messages';
import { VersionComparison } from './VersionComparison';
import { VersionList } from './VersionList';

export type { ReleasedText };

/**
 * The chapter's saved versions, and first the released text when readers see another than the one being
 * written. One picked is compared with the current text in the editor, or with another stored side chosen
 * under "Compare with" (the server compares those, formatting included); a saved version can be restored.
 */
export function VersionHistory({
  chapterId,
  open,
  onClose,
  current,
  currentDoc,
  released,
  onRestore,
}: {
  chapterId: number;
  open: boolean;
  onClose(): void;
  current: string;
  /** the editor's document for `current`, when it holds one: formatting changes are then compared too */
  currentDoc?: ChapterDoc;
  released?: ReleasedText | null;
  onRestore(version: number): Promise<void>;
}) {
  const intl = useIntl();
  const { data, isLoading } = useVersions(open ? chapterId : undefined);
  const [picked, setPicked] = React.useState<Stored | undefined>();
  const [other, setOther] = React.useState<Side>(NOW);
  const list = data?.list ?? [];
  const pickedVersion = typeof picked === 'number' ? picked : undefined;
  const comparison = useVersionComparison({ chapterId, picked, other, released, current, currentDoc });

  const sideName = (side: Side) =>
    side === NOW ? intl.formatMessage(h.now) : side === RELEASED ? intl.formatMessage(h.released) : intl.formatMessage(h.version, { version: side });
  const pick = (side: Stored) => {
    setPicked(side);
    if (other === side) setOther(NOW);
  };
  const others: Side[] = [NOW, ...(released && picked !== RELEASED ? [RELEASED as Side] : []), ...list.map((v) => v.version).filter((v) => v !== picked)];

  return (
    // Narrow for the list of two-line entries; wider once a comparison is shown.
    <OverlayDrawer open={open} position="end" size={picked !== undefined ? 'medium' : 'small'} onOpenChange={(_, d) => !d.open && onClose()}>
      <DrawerHeader>
        <DrawerHeaderTitle action={<Button appearance="subtle" aria-label={intl.formatMessage(h.close)} icon={<DismissRegular />} onClick={onClose} />}>
          {intl.formatMessage(h.title)}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        {isLoading && <Spinner label={intl.formatMessage(h.loading)} />}
        {!isLoading && list.length === 0 && !released && <Text>{intl.formatMessage(h.empty)}</Text>}
        <VersionList released={released} list={list} picked={picked} onPick={pick} />
        {picked !== undefined && (
          <VersionComparison
            picked={picked}
            other={other}
            others={others}
            sideName={sideName}
            onOther={setOther}
            comparison={comparison}
            onRestore={
              pickedVersion
                ? async () => {
                    await onRestore(pickedVersion);
                    setPicked(undefined);
                    setOther(NOW);
                  }
                : undefined
            }
          />
        )}
      </DrawerBody>
    </OverlayDrawer>
  );
}
