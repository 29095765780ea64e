import * as React from 'react';
import { Spinner } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import useSWR from 'swr';
import { ConfirmDialog, useToast } from '@writers-center/design-system';
import type { ChapterSummary, FirstPaidPreview } from '../../../../domain/api/chapters';
import { firstPaidPreview } from '../api/get-first-paid-preview';
import { setFirstPaid } from '../api/set-first-paid';
import { editor as e, firstPaid as f } from '../messages';

/** Shows which chapters become paid (and free) before the author moves the novel's first paid chapter. */
export function FirstPaidDialog({ bookId, chapter, onClose, onDone }: { bookId: number; chapter: ChapterSummary | undefined; onClose(): void; onDone(): void }) {
  const intl = useIntl();
  const toast = useToast();
  const { data } = useSWR<FirstPaidPreview>(chapter ? ['firstPaidPreview', bookId, chapter.original_chapter_id] : null, () => firstPaidPreview(bookId, chapter!.original_chapter_id));
  const message = !data ? (
    <Spinner size="small" label={intl.formatMessage(f.loading)} />
  ) : (
    <>
      <p data-testid="first-paid-preview">{intl.formatMessage(f.preview, { code: data.chapter_code, last: data.last_chapter_code, ...data.paid })}</p>
      {data.current_chapter_code !== null && <p>{intl.formatMessage(f.moving, { current: data.current_chapter_code })}</p>}
      {data.becoming_free > 0 && <p>{intl.formatMessage(f.becomingFree, { count: data.becoming_free })}</p>}
    </>
  );
  return (
    <ConfirmDialog
      open={Boolean(chapter)}
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage(f.title, { code: chapter?.chapter_code ?? 0 })}
      message={message}
      confirmLabel={intl.formatMessage(f.confirm)}
      focusCancel
      cancelLabel={intl.formatMessage(e.cancel)}
      onConfirm={async () => {
        const result = await setFirstPaid(bookId, chapter!.original_chapter_id);
        toast({ intent: 'success', title: intl.formatMessage(f.done, { code: result.chapter_code }) });
        onDone();
      }}
    />
  );
}
