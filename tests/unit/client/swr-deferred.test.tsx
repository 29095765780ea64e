import * as React from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { deferArrivals } from '../../../src/client/lib/swr-deferred';

const never = new Promise<never>(() => undefined);

/** Suspends for good once it is given the answer: only a render React may set aside can show it without a fallback. */
function Heavy({ value }: { value: string }) {
  if (value === 'answer') React.use(never);
  return <p>{value}</p>;
}

function Screen() {
  const { data } = useSWR('key', () => Promise.resolve('answer'));
  return (
    <React.Suspense fallback={<p>fallback</p>}>
      <Heavy value={data ?? 'before'} />
    </React.Suspense>
  );
}

const withCache = (use: (typeof deferArrivals)[], children: React.ReactNode) => (
  <SWRConfig value={{ provider: () => new Map(), use }}>{children}</SWRConfig>
);

describe('deferArrivals', () => {
  it('renders an answer in a background pass, which React may set aside, not in the blocking one', async () => {
    // Without the middleware the answer renders at once and blocking: the boundary falls back.
    const plain = render(withCache([], <Screen />));
    expect(await plain.findByText('fallback')).toBeTruthy();
    plain.unmount();

    render(withCache([deferArrivals], <Screen />));
    expect(screen.getByText('before')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('fallback')).toBeNull();
    expect(screen.getByText('before')).toBeTruthy();
  });

  it('changes data, error and isLoading together', async () => {
    const seen: string[] = [];
    function Probe({ fail }: { fail: boolean }) {
      const { data, error, isLoading } = useSWR(['k', fail], () =>
        fail ? Promise.reject(new Error('no')) : Promise.resolve('yes'),
      );
      seen.push(`${String(isLoading)}:${String(data)}:${error ? 'error' : '-'}`);
      return <p>{isLoading ? 'loading' : error ? 'failed' : data}</p>;
    }
    const view = render(withCache([deferArrivals], <Probe fail={false} />));
    await view.findByText('yes');
    view.rerender(withCache([deferArrivals], <Probe fail />));
    await view.findByText('failed');
    // A finished load is never seen without its answer.
    expect(seen.filter((s) => s.startsWith('false:undefined:-'))).toEqual([]);
    expect(seen).toContain('false:yes:-');
  });

  it("leaves the rest of SWR's answer alone: mutate, isValidating, an infinite list's size", async () => {
    function List() {
      const { data, size, setSize, isValidating, mutate } = useSWRInfinite(
        (i) => ['page', i],
        ([, i]) => Promise.resolve(`page ${String(i)}`),
      );
      return (
        <>
          <p>{data?.join(', ') ?? 'loading'}</p>
          <p>size {size}</p>
          <p>{typeof mutate === 'function' && typeof isValidating === 'boolean' ? 'swr' : 'broken'}</p>
          <button onClick={() => void setSize(size + 1)}>more</button>
        </>
      );
    }
    const view = render(withCache([deferArrivals], <List />));
    expect(await view.findByText('page 0')).toBeTruthy();
    expect(view.getByText('swr')).toBeTruthy();
    view.getByRole('button', { name: 'more' }).click();
    await waitFor(() => expect(view.getByText('page 0, page 1')).toBeTruthy());
    expect(view.getByText('size 2')).toBeTruthy();
  });
});
