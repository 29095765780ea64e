/**
 * The portal's screens load with their route (lib/screen-loader, features/layout/ScreenBoundary): the loading
 * state while the code comes, the screen at once when it came before, and when it cannot come
 * (offline) a message with "Try again" that fetches it anew.
 */
import * as React from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { lazyScreen, screensLoading } from '../../../src/client/lib/screen-loader';
import { ScreenBoundary } from '../../../src/client/features/layout/ScreenBoundary';
import { portalCatalog } from '../../support/portal-catalog';

const en = portalCatalog('en', { withDomain: false });

/** A screen's module whose fetch the test answers: `arrive` or `fail` the latest one. */
function controlledModule() {
  const control = { fetches: 0, arrive: () => {}, fail: () => {} };
  const load = () =>
    new Promise<{ default: React.ComponentType }>((resolve, reject) => {
      control.fetches += 1;
      control.arrive = () => resolve({ default: () => <h1>The screen</h1> });
      control.fail = () => reject(new TypeError('Failed to fetch dynamically imported module: /assets/Screen.js'));
    });
  return { control, Screen: lazyScreen(load) };
}

const show = (Screen: React.ComponentType) =>
  render(
    <IntlProvider locale="en" messages={en}>
      <FluentProvider theme={webLightTheme}>
        <MemoryRouter>
          <ScreenBoundary>
            <React.Suspense fallback={<p>loading</p>}>
              <Screen />
            </React.Suspense>
          </ScreenBoundary>
        </MemoryRouter>
      </FluentProvider>
    </IntlProvider>,
  );

describe('a screen loaded with its route', () => {
  afterEach(cleanup);

  it('shows the loading state until its code is in, then the screen; fetched once', async () => {
    const { control, Screen } = controlledModule();
    show(Screen);
    expect(screen.getByText('loading')).toBeVisible();
    expect(screensLoading()).toBe(1);
    control.arrive();
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeVisible();
    expect(screensLoading()).toBe(0);
    cleanup();
    show(Screen);
    // Came before: rendered at once, without the loading state.
    expect(screen.getByRole('heading', { name: 'The screen' })).toBeVisible();
    expect(control.fetches).toBe(1);
  });

  it('renders at once when preloaded before the first render', async () => {
    const { control, Screen } = controlledModule();
    const preloaded = Screen.preload();
    control.arrive();
    await preloaded;
    show(Screen);
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByRole('heading', { name: 'The screen' })).toBeVisible();
  });

  it('says the page could not be shown when its code cannot come, and "Try again" fetches it again', async () => {
    const user = userEvent.setup();
    const { control, Screen } = controlledModule();
    show(Screen);
    control.fail();
    expect(await screen.findByText(en['layout.screenFailed'])).toBeVisible();
    expect(screen.getByText(en['http.error.network'])).toBeVisible();
    expect(control.fetches).toBe(1);
    await user.click(screen.getByRole('button', { name: en['common.retry'] }));
    expect(control.fetches).toBe(2);
    expect(await screen.findByText('loading')).toBeVisible();
    control.arrive();
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeVisible();
  });
});
