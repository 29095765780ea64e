/** One comment of the inbox, fed a comment of the recorded demo, in every locale's catalog. */
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { CommentEntry } from '../../../src/domain/api/comments';
import { LOCALES, type Locale } from '../../../src/domain/locales';
import { CommentItem, type CommentItemHandlers } from '../../../src/client/features/comments/components/CommentItem';
import { recordedData } from '../../../stories/portal/handlers';
import { portalCatalog } from '../../../stories/support/catalogs';

const comments = recordedData<{ list: CommentEntry[] }>('/v1/comment.list', { view: 'live', reply: 'unreplied' }).list;
const handlers = new Proxy({}, { get: () => () => undefined }) as unknown as CommentItemHandlers;

function renderItem(comment: CommentEntry, locale: Locale) {
  return render(
    <IntlProvider locale={locale} messages={portalCatalog(locale)} onError={() => undefined}>
      <FluentProvider theme={webLightTheme}>
        <CommentItem comment={comment} active={false} selected={false} onSelect={() => undefined} replyOpen={false} onReplyOpenChange={() => undefined} draft="" onDraftChange={() => undefined} waitUntil={0} handlers={handlers} />
      </FluentProvider>
    </IntlProvider>,
  );
}

describe('comment inbox: the chapter a comment is on', () => {
  const chapter = comments.find((c) => c.type === 'chapter' && c.chapter_title?.startsWith(`Chapter ${c.chapter_code}:`))!;

  it('says a number the title starts with once: "Chapter 299: The Open Door"', () => {
    const { container } = renderItem(chapter, 'en');
    const text = container.textContent ?? '';
    expect(text).toContain(`${chapter.book_title} · Chapter ${chapter.chapter_code}: The Open Door`.replace('The Open Door', chapter.chapter_title!.replace(/^Chapter \d+: /, '')));
    expect(text).not.toMatch(/Chapter (\d+): Chapter \1\b/);
  });

  it.each(LOCALES)('in %s, a title that is only the number shows the number once', (locale) => {
    const { container } = renderItem({ ...chapter, chapter_title: `Chapter ${chapter.chapter_code}` }, locale);
    const digits = String(chapter.chapter_code);
    expect((container.textContent ?? '').split(digits).length - 1).toBe(1);
  });
});
