import * as React from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { useIncomeLines } from '../../../src/client/features/income/api/get-income-lines';

/** Five pages of a month's lines, each naming the next by its cursor. */
function page(cursor: string | undefined) {
  const n = cursor ? Number(cursor) : 1;
  return { list: [{ id: n }], next_cursor: n < 5 ? String(n + 1) : null };
}

function Lines({ onReady }: { onReady: (more: () => Promise<unknown>) => void }) {
  const pages = useIncomeLines({ month: '2026-11', bookId: null });
  React.useEffect(() => {
    onReady(() => pages.setSize(pages.size + 1));
  }, [pages, onReady]);
  return <p data-testid="count">{pages.data?.length ?? 0}</p>;
}

describe('the income lines’ pages', () => {
  it('loads each further page once, without fetching the first page again', async () => {
    const calls: string[] = [];
    const fetcher = async ([, query]: [string, { cursor?: string }]) => {
      calls.push(query.cursor ?? 'first');
      return page(query.cursor);
    };
    let more: () => Promise<unknown> = async () => undefined;
    render(
      <SWRConfig value={{ fetcher, provider: () => new Map(), dedupingInterval: 0, revalidateOnFocus: false }}>
        <Lines onReady={(m) => (more = m)} />
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
