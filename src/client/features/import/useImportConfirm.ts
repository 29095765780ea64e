import * as React from 'react';
import { useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { useToast } from '@writers-center/design-system';
import type { ImportPreview } from '../../../domain/api/import';
import { ApiCode } from '../../../domain/errors';
import { ApiError } from '../../lib/http';
import { failureText } from '../../lib/http-messages';
import { confirmImport, type ConfirmTarget } from './api/confirm-import';
import { confirmItems, type EditItem } from './edit-list';
import { preview as m } from './messages';

export interface ImportFailure {
  text: string;
  /** the preview is gone from the server: only starting over helps */
  expired: boolean;
}

/**
 * Adding the edited list of a preview as drafts (a new novel is created in the same request):
 * answers the novel's id; a failure is kept to be shown, and says whether the preview expired.
 */
export function useImportConfirm(preview: ImportPreview | undefined, items: EditItem[]) {
  const intl = useIntl();
  const toast = useToast();
  const { mutate: revalidate } = useSWRConfig();
  const [failure, setFailure] = React.useState<ImportFailure | null>(null);
  const [sending, setSending] = React.useState(false);

  const confirm = async (target: ConfirmTarget): Promise<number> => {
    if (!preview) throw new Error('nothing previewed');
    setSending(true);
    setFailure(null);
    try {
      const done = await confirmImport(preview.import_id, target, confirmItems(items));
      toast({ intent: 'success', title: intl.formatMessage(m.confirmed, { count: done.chapters.length }) });
      void revalidate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('/v1/writeCenter.'));
      return done.original_book_id;
    } catch (err) {
      const expired = err instanceof ApiError && err.code === ApiCode.NotFound && !('bookId' in target);
      setFailure({
        text:
          err instanceof ApiError && err.code === ApiCode.NotFound && 'bookId' in target
            ? failureText(intl, err)
            : expired
              ? intl.formatMessage(m.expired)
              : failureText(intl, err),
        expired,
      });
      throw err;
    } finally {
      setSending(false);
    }
  };

  return { confirm, sending, failure, setFailure };
}
