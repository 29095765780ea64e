import * as React from 'react';
import { useIntl } from 'react-intl';
import { ErrorState, SkeletonText } from '@writers-center/design-system';
import type { NovelDetail } from '../../../domain/api/novels';
import type { NovelInput } from '../../../domain/schemas/novel';
import { ApiError } from '../../lib/http';
import { lazySchema } from '../../lib/forms';
import { useAppSelector } from '../../session';
import { selectLang } from '../../session';
import { usePolicy } from '../../session';
import { useBookOptions } from './api/get-book-options';
import { useCategories } from './api/get-categories';
import { useSections } from './api/get-sections';
import { form as m } from './messages';
import { NovelFormView } from './NovelFormView';

export type NovelFormProps =
  | {
      mode: 'create';
      eventId?: number;
      onSaved(id: number): void;
      onCancel(): void;
      /** creates the novel another way (with what is imported into it, in one request); answers its id */
      create?(input: NovelInput): Promise<number>;
      /** the submit button's words when `create` is given */
      submitLabel?: string;
    }
  | { mode: 'edit'; novel: NovelDetail; onSaved(id: number): void; onCancel(): void; onCoverChanged(): void; onReload(): void };

/**
 * The novel form for /addbook and /mywork/editbook: the shared Yup schema
 * checks it here (loaded on first use) and on the server; what the author types is kept on this
 * device until it is saved.
 */
export function NovelForm(props: NovelFormProps) {
  const intl = useIntl();
  const lang = useAppSelector(selectLang);
  const policy = usePolicy();
  const sections = useSections(lang);
  const categories = useCategories(lang);
  const options = useBookOptions(lang);

  // The rules load when the form first checks something (lib/lazy-schema).
  const rules = React.useMemo(() => {
    if (!options.data) return undefined;
    const tagCategories = options.data.tag_categories.map((t) => ({ id: t.id, name: t.name, starred: t.starred, labelIds: t.labels.map((l) => l.id) }));
    return lazySchema(() => import('../../../domain/schemas/novel').then(({ novelSchema }) => novelSchema({ policy, tagCategories })));
  }, [options.data, policy]);

  const failed = sections.error ?? categories.error ?? options.error;
  if (failed && !(sections.data && categories.data && options.data)) {
    return (
      <ErrorState
        title={intl.formatMessage(m.loadFailed)}
        description={failed instanceof ApiError ? failed.desc : undefined}
        retryLabel={intl.formatMessage(m.retry)}
        onRetry={() => void Promise.all([sections.mutate(), categories.mutate(), options.mutate()])}
      />
    );
  }
  if (!sections.data || !categories.data || !options.data || !rules) return <SkeletonText label={intl.formatMessage(m.loading)} lines={8} />;
  return <NovelFormView form={props} policy={policy} sections={sections.data.list} categories={categories.data.list} bookOptions={options.data} rules={rules} />;
}
