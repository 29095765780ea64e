import * as React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { codeFetching, loadable, subscribeCodeFetching } from '../../../../design-system/src/utils/loadable';

function Part() {
  return <p>the part</p>;
}

function Host({ part, wanted }: { part: ReturnType<typeof loadable<object>>; wanted: boolean }) {
  const Loaded = part.useComponent(wanted);
  return <div data-testid="host">{Loaded ? <Loaded /> : 'not yet'}</div>;
}

describe('loadable', () => {
  it('counts the code on its way, for screenshots to wait on, until it comes or fails', async () => {
    const seen: number[] = [];
    const stop = subscribeCodeFetching(() => seen.push(codeFetching()));
    let arrive!: () => void;
    let fail!: (err: Error) => void;
    const good = loadable<object>(() => new Promise((resolve) => (arrive = () => resolve({ default: Part }))));
    const bad = loadable<object>(() => new Promise((_, reject) => (fail = reject)));
    const before = codeFetching();
    void good.load();
    void bad.load().catch(() => undefined);
    expect(codeFetching()).toBe(before + 2);
    await act(async () => arrive());
    expect(codeFetching()).toBe(before + 1);
    await act(async () => fail(new TypeError('Failed to fetch dynamically imported module')));
    expect(codeFetching()).toBe(before);
    stop();
    expect(seen).toEqual([before + 1, before + 2, before + 1, before]);
  });

  it('fetches the code only once wanted, then shows the part in every host', async () => {
    let fetches = 0;
    const part = loadable<object>(async () => (fetches++, { default: Part }));
    const { rerender } = render(<Host part={part} wanted={false} />);
    await act(async () => undefined);
    expect(fetches).toBe(0);
    rerender(<Host part={part} wanted />);
    expect(await screen.findByText('the part')).toBeInTheDocument();
    // Another host gets it at once, without a second fetch.
    render(<Host part={part} wanted={false} />);
    expect(screen.getAllByText('the part')).toHaveLength(2);
    expect(fetches).toBe(1);
  });

  it('shows nothing when the fetch fails (offline), and tries again the next time it is wanted', async () => {
    let online = false;
    const part = loadable<object>(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: Part };
    });
    const { rerender } = render(<Host part={part} wanted />);
    await act(async () => undefined);
    expect(screen.getByTestId('host')).toHaveTextContent('not yet');
    online = true;
    rerender(<Host part={part} wanted={false} />);
    rerender(<Host part={part} wanted />);
    expect(await screen.findByText('the part')).toBeInTheDocument();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('tries a failed fetch again while the part is still wanted, after a back-off', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let fetches = 0;
    const part = loadable<object>(async () => {
      // The first fetch fails (a dropped connection, a busy dev server); the next succeeds.
      if (fetches++ === 0) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: Part };
    });
    render(<Host part={part} wanted />);
    await act(async () => undefined);
    expect(screen.getByTestId('host')).toHaveTextContent('not yet');
    expect(fetches).toBe(1);
    await act(async () => vi.runOnlyPendingTimers());
    expect(screen.getByText('the part')).toBeInTheDocument();
    expect(fetches).toBe(2);
  });

  it('tries again at once when the browser comes back online, and stops after a few tries', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let fetches = 0;
    const part = loadable<object>(async () => {
      fetches++;
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    render(<Host part={part} wanted />);
    await act(async () => undefined);
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(fetches).toBe(2);
    for (let i = 0; i < 10; i++) await act(async () => vi.runOnlyPendingTimers());
    // Three more tries after the first failure, then it waits to be wanted again.
    expect(fetches).toBe(4);
    expect(screen.getByTestId('host')).toHaveTextContent('not yet');
  });

  it('useLoad asks at once, says when the fetch failed, and its retry brings the part', async () => {
    let online = false;
    let fetches = 0;
    const part = loadable<object>(async () => {
      fetches++;
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: Part };
    });
    function Needed() {
      const { Component, failed, retry } = part.useLoad();
      if (Component) return <Component />;
      return failed ? <button onClick={retry}>retry</button> : <p>loading</p>;
    }
    render(<Needed />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    const retry = await screen.findByRole('button', { name: 'retry' });
    expect(fetches).toBe(1);
    online = true;
    await act(async () => retry.click());
    expect(await screen.findByText('the part')).toBeInTheDocument();
    expect(fetches).toBe(2);
  });

  /**
   * Code that arrives after the host rendered without it but before the host's effects ran (a
   * busy machine's import landing between render and effects): the host must still show it. A
   * thenable that answers when told stands in for the import, told from a sibling's layout effect,
   * which runs exactly in that gap.
   */
  function arrivingBetweenRenderAndEffects() {
    let arrive!: () => void;
    const later = { then: (ok: (m: { default: typeof Part }) => void) => ((arrive = () => ok({ default: Part })), later), catch: () => later };
    const part = loadable<object>(() => later as unknown as Promise<{ default: typeof Part }>);
    function Arrive() {
      React.useLayoutEffect(() => {
        arrive();
      }, []);
      return null;
    }
    return { part, Arrive };
  }

  it('shows a part whose code arrives between the host’s render and its effects', async () => {
    const { part, Arrive } = arrivingBetweenRenderAndEffects();
    part.preload();
    render(
      <>
        <Host part={part} wanted />
        <Arrive />
      </>,
    );
    expect(await screen.findByText('the part')).toBeInTheDocument();
  });

  it('useLoad shows a part whose code arrives between the host’s render and its effects', async () => {
    const { part, Arrive } = arrivingBetweenRenderAndEffects();
    part.preload();
    function Now() {
      const { Component } = part.useLoad();
      return <div>{Component ? <Component /> : 'not yet'}</div>;
    }
    render(
      <>
        <Now />
        <Arrive />
      </>,
    );
    expect(await screen.findByText('the part')).toBeInTheDocument();
  });
});
