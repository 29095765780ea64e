import { delay, http, type HttpHandler } from 'msw';
import { expect, within } from 'storybook/test';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { failure, screenHandlers } from '../handlers';
import { screenDecorator, type ScreenArgs } from './ScreenStory';
import { DocsFrame } from './DocsFrame';
import { screenModes } from '../../../.storybook/modes';
import { screenLoader } from './loader';
import { keptPending } from './readiness';
import { portalCatalog } from '../../support/catalogs';
import type { Locale } from '../../../src/domain/locales';

/**
 * A screen's docs page shows each state in a frame of its own: drawn inline, the page's stories would
 * share one page's API answers (the last story's handlers) and its portals (a popup over every state).
 * The frames open in the brand, language and colour mode chosen in the toolbar (`DocsFrame` in place of
 * Storybook's `Story` block), and open again when it changes. The canvas toolbar is left out: its zoom
 * reaches only Storybook's own frames, and its "open in a new tab" drops the toolbar's choices.
 */
export const screenDocs = { story: { inline: false, iframeHeight: 640 }, canvas: { withToolbar: false }, components: { Story: DocsFrame } };

/**
 * A screen's story meta (the file spreads it beside its literal `title`, which Storybook's indexer reads): the real portal at `path`, MSW serving the recorded demo, the clock at the
 * recording's time, full-window layout. Screens are photographed at 1024 px and again at 900 px.
 */
export const screenMeta = (path: string, extra: Partial<Meta<ScreenArgs>> = {}): Meta<ScreenArgs> => ({
  render: () => <></>,
  decorators: [screenDecorator],
  loaders: [screenLoader],
  args: { path },
  ...extra,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: screenHandlers() },
    screenWidths: [1024, 900],
    chromatic: { modes: screenModes },
    docs: screenDocs,
    ...extra.parameters,
  },
});

/** The answer of one call never comes: the screen's loading state. */
export const never = (pathPattern: RegExp) =>
  http.all(pathPattern, async () => {
    keptPending();
    await delay('infinite');
  });
/** One call fails with the server's envelope. */
export const fails = (pathPattern: RegExp, code = 5000, desc = 'The server had a problem. Please try again later.') => http.all(pathPattern, () => failure(code, desc));

type ScreenStoryObj = StoryObj<ScreenArgs>;

/** The screen while one call has not answered: its loading state. */
export const loadingOn = (path: RegExp): ScreenStoryObj => ({ parameters: { msw: { handlers: screenHandlers(never(path)) } } });
/** The screen when one call fails: its error state, with a way to try again. */
export const failingOn = (path: RegExp): ScreenStoryObj => ({ parameters: { msw: { handlers: screenHandlers(fails(path)) } } });
/** The screen with these answers in place of the recording's (an empty list, a long one, …). */
export const answering = (...handlers: HttpHandler[]): ScreenStoryObj => ({ parameters: { msw: { handlers: screenHandlers(...handlers) } } });

/** A message of the portal in the story's language, by id (e.g. `nav.myWorks`), `{…}` left as it is. */
export const text = (id: string, locale: string) => portalCatalog(locale as Locale)[id] ?? id;

/** A play step: the screen shows the heading with this message (level 1 unless said), within 15 s. */
export const showsHeading =
  (messageId: string, level = 1): ScreenStoryObj['play'] =>
  async ({ canvasElement, globals }) => {
    const name = text(messageId, String(globals.locale ?? 'en'));
    await expect(await within(canvasElement).findByRole('heading', { level, name }, { timeout: 15_000 })).toBeVisible();
  };
