import * as React from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { IntlProvider } from 'react-intl';
import { addons } from 'storybook/preview-api';
import { UPDATE_GLOBALS } from 'storybook/internal/core-events';
import { configure } from 'storybook/test';
import isChromatic from 'chromatic/isChromatic';
import { BrandProvider, ToastHost, brands, defaultBrand } from '@writers-center/design-system';
import { LOCALES, LOCALE_NAMES, type Locale } from '../src/domain/locales';
import { translateArgs } from '../stories/support/translate-args';
import { catalogs } from '../stories/support/catalogs';
import { brandOfGlobal } from '../stories/support/brand-global';
import '../src/client/global.css';
// Chinese glyphs from the same face on every machine (the brands' faces have none): the face the
// design system puts in the font stacks for `zh`. Fluent's weights are 400 to 700; 500 takes 400, 600 takes 700.
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/700.css';
import { textModes } from './modes';
import { loadChineseFace } from './chinese-face';

// Play functions' `findBy…` and `waitFor` wait up to 5 s, not 1: on a loaded two-core machine a
// chart's code took longer than a second to arrive. A passing play function waits no longer.
configure({ asyncUtilTimeout: 5000 });

/** The brand menu: each brand by its key (what a link holds), named as the registry names it, its site ids beside. */
const siteItems = brands.map((b) => ({ value: b.key, title: b.name, right: b.siteIds.length ? b.siteIds.join(', ') : 'default' }));

/**
 * The preview's page takes the theme's background, so a story in dark mode is dark to the edges
 * (and axe measures text that overflows its frame against the colour people see).
 */
function PaintPage({ colorMode, site }: { colorMode: string; site: string }) {
  React.useLayoutEffect(() => {
    const provider = document.querySelector('#storybook-root .fui-FluentProvider');
    document.body.style.backgroundColor = provider ? getComputedStyle(provider).backgroundColor : '';
  }, [colorMode, site]);
  return null;
}

/**
 * A link from before the brand keys (`globals=site:500`) has its global rewritten to the brand's key,
 * so the toolbar names the brand (it shows only its own title for a value not in its menu).
 */
function BrandKeyInToolbar({ site, brandKey }: { site: unknown; brandKey: string }) {
  React.useEffect(() => {
    if (site !== brandKey) addons.getChannel().emit(UPDATE_GLOBALS, { globals: { site: brandKey } });
  }, [site, brandKey]);
  return null;
}

/**
 * Every story renders in the brand, language and colour mode chosen in the
 * toolbar. String args that are English catalog messages are shown in the
 * chosen language, so designers review real copy.
 */
const withBrandAndLocale: Decorator = (Story, context) => {
  const { site, locale, colorMode } = context.globals as { site: unknown; locale: Locale; colorMode: 'light' | 'dark' };
  const brand = brandOfGlobal(site);
  const args = translateArgs(context.args, locale);
  return (
    <IntlProvider locale={locale} messages={catalogs[locale]} defaultLocale="en">
      <BrandProvider siteId={brand.siteIds[0]} colorMode={colorMode} lang={locale}>
        <ToastHost>{Story({ args })}</ToastHost>
        <PaintPage colorMode={colorMode} site={brand.key} />
        <BrandKeyInToolbar site={site} brandKey={brand.key} />
      </BrandProvider>
    </IntlProvider>
  );
};

const preview: Preview = {
  decorators: [withBrandAndLocale],
  loaders: [
    async ({ globals }) => {
      if (globals.locale === 'zh') await loadChineseFace();
      return {};
    },
    // Whole screens in pictures: under Chromatic, or the local story runner (`data-story-runner`), the
    // portal's frame grows with its page (AppShell's `data-whole-page`) rather than scrolling it inside the
    // window; a screen whose page is an endless feed (`wholePage: false`) stays at the window's height, as
    // a person sees it (grown, its feed would load every page).
    async ({ parameters }) => {
      const root = document.documentElement;
      const pictures = isChromatic() || root.hasAttribute('data-story-runner');
      root.toggleAttribute('data-whole-page', pictures && parameters.wholePage !== false);
      return {};
    },
  ],
  tags: ['autodocs'],
  initialGlobals: { site: defaultBrand.key, locale: 'en', colorMode: 'light' },
  globalTypes: {
    site: { description: 'Brand (its key; a site id in an older link)', toolbar: { title: 'Brand', icon: 'paintbrush', items: siteItems, dynamicTitle: true } },
    locale: {
      description: 'Interface language',
      toolbar: { title: 'Language', icon: 'globe', items: LOCALES.map((l) => ({ value: l, title: LOCALE_NAMES[l] })), dynamicTitle: true },
    },
    colorMode: {
      description: 'Colour mode',
      toolbar: { title: 'Mode', icon: 'mirror', items: [{ value: 'light', title: 'Light' }, { value: 'dark', title: 'Dark' }], dynamicTitle: true },
    },
  },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Fluent's focus traps add aria-hidden focusable "dummy" elements (tabster), a known false
    // positive of axe's aria-hidden-focus (microsoft/tabster#288): left out here as in the runner.
    a11y: { test: 'error', context: { include: ['#storybook-root'], exclude: ['[data-tabster-dummy]'] } },
    options: {
      storySort: { order: ['Docs', ['Introduction', 'Brand gallery', 'Tokens', 'How to add a brand', 'How to write a story'], 'Shell', 'Pages', 'Data', 'Forms', 'Writing', 'Screens'] },
    },
    // The same matrix the local test-runner photographs (see modes.ts).
    chromatic: { modes: textModes },
  },
};

export default preview;
