import * as React from 'react';
import { Button } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { Notice } from '@writers-center/design-system';
import { formatDateTime } from '../../../lib/dates';
import type { ChapterText } from '../api/types';
import { sameChapterText } from '../chapter-text';
import { clearLocalCopy, readLocalCopy, type LocalCopy } from '../local-copy';
import { recover as r } from '../messages';

/** Offers back text kept on this device that the server does not have (after a crash, a closed tab, a failed save). */
export function RecoverBanner({ storageKey, server, onRestore }: { storageKey: string; server: ChapterText; serverVersion: number | null; onRestore(copy: LocalCopy): void }) {
  const intl = useIntl();
  const [copy, setCopy] = React.useState<LocalCopy>();
  // Read once, for the text the page opened with.
  const key = React.useRef(storageKey);
  React.useEffect(() => {
    let alive = true;
    void readLocalCopy(key.current).then((found) => {
      if (alive && found && !sameChapterText(found, server)) setCopy(found);
    });
    return () => {
      alive = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!copy) return null;
  return (
    <Notice
      intent="warning"
      data-testid="recover-banner"
      actions={
        <>
          <Button
            appearance="primary"
            onClick={() => {
              onRestore(copy);
              setCopy(undefined);
            }}
          >
            {intl.formatMessage(r.restore)}
          </Button>
          <Button
            onClick={() => {
              void clearLocalCopy(key.current);
              setCopy(undefined);
            }}
          >
            {intl.formatMessage(r.discard)}
          </Button>
        </>
      }
    >
      {intl.formatMessage(r.found, { time: formatDateTime(copy.changedAt) })}
    </Notice>
  );
}
