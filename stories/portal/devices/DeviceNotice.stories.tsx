import * as React from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, within } from 'storybook/test';
import type { SiteConfig } from '../../../src/domain/api/site';
import type { Locale } from '../../../src/domain/locales';
import { createStore } from '../../../src/client/app/store';
import { Providers } from '../../../src/client/app/providers';
import { DeviceNotice } from '../../../src/client/features/devices/DeviceNotice';
import { screenModes } from '../../../.storybook/modes';
import { portalCatalog } from '../../support/catalogs';
import { siteIdOfGlobal } from '../../support/brand-global';
import { screenHandlers, success } from '../handlers';
import { storySite } from '../handlers/session';
import { screenLoader } from '../support/loader';
import { failingOn, loadingOn, screenDocs, text } from '../support/meta';

interface DeviceArgs {
  kind: 'mobile' | 'unsupported';
}

/** The story stays on the notice: a phone would be taken to the mobile login after a few seconds. */
const stay = () => undefined;

/**
 * What main.tsx shows instead of the portal on a phone or in a browser it cannot run in: the notice
 * alone in the portal's providers (no router, no route), in the toolbar's brand, language and colour mode.
 */
const deviceDecorator: Decorator = (_Story, context) => {
  const { site, locale, colorMode } = context.globals as { site: unknown; locale: Locale; colorMode: 'light' | 'dark' };
  const siteId = siteIdOfGlobal(site);
  const { kind } = context.args as unknown as DeviceArgs;
  return <Notice key={`${context.id}|${locale}|${siteId}|${colorMode}`} kind={kind} locale={locale} site={siteId} colorMode={colorMode} />;
};

function Notice({ kind, locale, site, colorMode }: DeviceArgs & { locale: Locale; site?: number; colorMode: 'light' | 'dark' }) {
  const [store] = React.useState(() => {
    storySite.current = site;
    return createStore({ lang: locale, site, menuOpen: false });
  });
  return (
    <Providers store={store} initialMessages={{ locale, messages: portalCatalog(locale) }} colorMode={colorMode} isolatedCache>
      <DeviceNotice kind={kind} redirect={stay} />
    </Providers>
  );
}

/** Where the server sends phones (its MOBILE_LOGIN_URL, by default the test domain's mobile login). */
const siteConfig = http.get(/\/v1\/site\.config$/, () => success({ mobile_login_url: 'https://m.writers-center.test/author/login' } satisfies SiteConfig));

export default {
  title: 'Screens/Device notice',
  render: () => <></>,
  decorators: [deviceDecorator],
  loaders: [screenLoader],
  args: { kind: 'mobile' },
  parameters: { layout: 'fullscreen', msw: { handlers: screenHandlers(siteConfig) }, screenWidths: [1024, 900], chromatic: { modes: screenModes }, docs: screenDocs },
} satisfies Meta<DeviceArgs>;
type Story = StoryObj<DeviceArgs>;

/** The notice's heading, in the story's language. */
const showsTitle =
  (messageId: string): Story['play'] =>
  async ({ canvasElement, globals }) => {
    const name = text(messageId, String(globals.locale ?? 'en'));
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name }, { timeout: 15_000 })).toBeVisible();
  };

/** A phone: the portal is for larger screens, and the way to the mobile author login. */
export const Phone: Story = {
  play: async (context) => {
    await showsTitle('device.mobile.title')!(context);
    const go = await within(context.canvasElement).findByRole('link', { name: text('device.mobile.go', String(context.globals.locale ?? 'en')) }, { timeout: 15_000 });
    await expect(go).toHaveAttribute('href', 'https://m.writers-center.test/author/login');
  },
};
/** A phone, before the server has said where the mobile login is: the notice without its link. */
export const PhoneLoading: Story = {
  parameters: loadingOn(/site\.config$/).parameters,
  play: showsTitle('device.mobile.title'),
};
/** A phone, when the server could not say where the mobile login is: the notice stays, without its link. */
export const PhoneConfigFailed: Story = {
  parameters: failingOn(/site\.config$/).parameters,
  play: async (context) => {
    await showsTitle('device.mobile.title')!(context);
    await expect(within(context.canvasElement).queryByRole('link')).toBeNull();
  },
};
/** A browser the portal cannot run in: which ones it can. */
export const UnsupportedBrowser: Story = { args: { kind: 'unsupported' }, play: showsTitle('device.unsupported.title') };
