import type { TestRunnerConfig } from '@storybook/test-runner';
import { waitForPageReady } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import path from 'node:path';
import type { Page } from 'playwright';

const SNAPSHOT_DIR = path.resolve(process.cwd(), 'tests/stories/__screenshots__');
/** Locales screenshotted besides English for stories that show text (long and non-Latin). */
const EXTRA_LOCALES = ['de', 'th'] as const;

interface Params {
  a11y?: { disable?: boolean };
  screenshot?: boolean;
  screenshotLocales?: boolean;
}

/** The story's parameters, read from the preview (the runner's getStoryContext fails on Storybook 10). */
async function storyParameters(page: Page, storyId: string): Promise<Params> {
  return page.evaluate(async (id) => {
    const preview = (window as unknown as { __STORYBOOK_PREVIEW__: { storyStoreValue: { loadStory(o: { storyId: string }): Promise<{ parameters: unknown }> } } }).__STORYBOOK_PREVIEW__;
    const story = await preview.storyStoreValue.loadStory({ storyId: id });
    return JSON.parse(JSON.stringify(story.parameters ?? {}, (_k, v) => (typeof v === 'function' ? undefined : v)));
  }, storyId);
}

/** Switches the toolbar's language in place and waits for the story to render again. */
async function setLocale(page: Page, locale: string) {
  await page.evaluate(
    (next) =>
      new Promise<void>((resolve) => {
        type Channel = { on(e: string, f: () => void): void; off(e: string, f: () => void): void; emit(e: string, p: unknown): void };
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
        const done = () => {
          channel.off('storyRendered', done);
          resolve();
        };
        channel.on('storyRendered', done);
        channel.emit('updateGlobals', { globals: { locale: next } });
      }),
    locale,
  );
}

async function settle(page: Page) {
  await waitForPageReady(page);
  await page.evaluate(() => document.fonts.ready);
  // Fluent positions popovers and tooltips in animation frames.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

async function snapshot(page: Page, name: string) {
  await settle(page);
  const root = page.locator('#storybook-root');
  const image = await root.screenshot({ animations: 'disabled', caret: 'hide' });
  expect(image).toMatchImageSnapshot({
    customSnapshotsDir: SNAPSHOT_DIR,
    customSnapshotIdentifier: name,
    failureThreshold: 0.001,
    failureThresholdType: 'percent',
    storeReceivedOnFailure: true,
  });
}

/**
 * Every story: rendered (smoke), its play function run, axe with zero
 * violations, and a screenshot compared with the committed baseline; stories
 * that show text again in German and Thai.
 */
const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page) {
    await page.setViewportSize({ width: 1024, height: 768 });
    await injectAxe(page);
  },
  async postVisit(page, context) {
    const story = { parameters: await storyParameters(page, context.id) };
    await settle(page);
    if (story.parameters?.a11y?.disable !== true) {
      await checkA11y(page, '#storybook-root', { detailedReport: true, detailedReportOptions: { html: true } });
    }
    if (story.parameters?.screenshot === false) return;
    await snapshot(page, context.id);
    const hasText = story.parameters?.screenshotLocales !== false && !context.id.endsWith('--all-sites');
    if (!hasText) return;
    for (const locale of EXTRA_LOCALES) {
      await setLocale(page, locale);
      await snapshot(page, `${context.id}--${locale}`);
    }
    await setLocale(page, 'en');
  },
};
export default config;
