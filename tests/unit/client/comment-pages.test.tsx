import * as React from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { SWRInfiniteResponse } from 'swr/infinite';
import { SWRConfig } from 'swr';
import { useCommentPages } from '../../../src/client/features/comments/api/get-comments';
import { useIncomeLines } from '../../../src/client/features/income/api/get-income-lines';

/** Five pages of a list, each naming the next by its cursor. */
function page(cursor: string | undefined) {
  const n = cursor ? Number(cursor) : 1;
  return { list: [{ id: n }], next_cursor: n < 5 ? String(n + 1) : null };
}

type Pages = Pick<SWRInfiniteResponse<unknown>, 'data' | 'size' | 'setSize'>;

function List({ usePages, onReady }: { usePages: () => Pages; onReady: (more: () => Promise<unknown>) => void }) {
  const pages = usePages();
  React.useEffect(() => {
    onReady(() => pages.setSize(pages.size + 1));
  }, [pages, onReady]);
  return <p data-testid="count">{pages.data?.length ?? 0}</p>;
}

/** Lists read by "load more": the comment inbox and a month's income lines. */
const lists: [string, () => Pages][] = [
  ['the comment inbox', () => useCommentPages({ view: 'live' } as never)],
  ['a month’s income lines', () => useIncomeLines({ month: '2026-11', bookId: null })],
];

describe.each(lists)('the pages of %s', (_name, usePages) => {
  it('loads each further page once, without fetching the first page again', async () => {
    const calls: string[] = [];
    const fetcher = async ([, query]: [string, { cursor?: string }]) => {
      calls.push(query.cursor ?? 'first');
      return page(query.cursor);
    };
    let more: () => Promise<unknown> = async () => undefined;
    render(
      <SWRConfig value={{ fetcher, provider: () => new Map(), dedupingInterval: 0, revalidateOnFocus: false }}>
        <List usePages={usePages} onReady={(m) => (more = m)} />
      </SWRConfig>,
    );
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('1'));
    for (let size = 2; size <= 5; size++) {
      await act(() => more());
      await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent(String(size)));
    }
    expect(calls).toEqual(['first', '2', '3', '4', '5']);
  });
});

it('asks the inbox for a first window of 20 comments, and full pages after it', async () => {
  const asked: { cursor?: string; limit?: number }[] = [];
  const fetcher = async ([, query]: [string, { cursor?: string; limit?: number }]) => {
    asked.push({ cursor: query.cursor, limit: query.limit });
    return page(query.cursor);
  };
  let more: () => Promise<unknown> = async () => undefined;
  render(
    <SWRConfig value={{ fetcher, provider: () => new Map(), dedupingInterval: 0, revalidateOnFocus: false }}>
      <List usePages={() => useCommentPages({ view: 'live' } as never)} onReady={(m) => (more = m)} />
    </SWRConfig>,
  );
  await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('1'));
  await act(() => more());
  await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('2'));
  expect(asked).toEqual([{ cursor: undefined, limit: 20 }, { cursor: '2', limit: undefined }]);
});
