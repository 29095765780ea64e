import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium, type Browser, type FrameLocator } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crimsonQuireBrand } from '../../design-system/src/brands/sites/crimson-quire';
import { portalCatalog } from '../support/portal-catalog';
import { serveBuiltStorybook } from '../support/built-storybook';

/**
 * A screen's docs page draws each story in a frame of its own: the frames open in the brand, language and colour
 * mode of the toolbar, from a shared link and when the toolbar changes. Run on the built Storybook
 * (`STORYBOOK_OUT`, else storybook-static), served as the story run serves it.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT = path.resolve(ROOT, process.env.STORYBOOK_OUT ?? 'storybook-static');
const require = createRequire(import.meta.url);
const { E2E_CHROMIUM_PATH, E2E_CHROMIUM_ARGS } = require('../support/chromium.cjs') as { E2E_CHROMIUM_PATH: string; E2E_CHROMIUM_ARGS: string[] };
/** A screen with one story: its docs page has one frame. */
const DOCS = 'screens-not-found--docs';

let server: Awaited<ReturnType<typeof serveBuiltStorybook>>;
let browser: Browser;
let url: string;

beforeAll(async () => {
  server = await serveBuiltStorybook(OUT);
  url = server.url;
  browser = await chromium.launch({ executablePath: E2E_CHROMIUM_PATH, args: E2E_CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  server?.stop();
});

/** What the story's frame shows once its screen has settled: its text, its brand, and its page's background (the theme's). */
async function frameShows(frame: FrameLocator) {
  const root = frame.locator('#storybook-root');
  await root.locator('.fui-FluentProvider').first().waitFor({ timeout: 20_000 });
  return root.evaluate(async (element) => {
    const settled = () => (window as { __screenSettled?: () => boolean }).__screenSettled?.() === true;
    const until = performance.now() + 20_000;
    while (!settled()) {
      if (performance.now() > until) throw new Error('The screen did not settle within 20 s');
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    const provider = element.querySelector<HTMLElement>('.fui-FluentProvider');
    return { text: (element as HTMLElement).innerText, brand: provider?.dataset.brand, background: getComputedStyle(document.body).backgroundColor };
  });
}

/** A background's lightness, 0 (black) to 255 (white). */
const lightness = (color: string) => {
  const [r = 0, g = 0, b = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

describe("a screen's docs page follows the toolbar", () => {
  it("opens its frames in a shared link's brand, language and colour mode, and again in the toolbar's next choice", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${url}/?path=/docs/${DOCS}&globals=site:${crimsonQuireBrand.key};colorMode:dark;locale:de`);
    const story = page.frameLocator('#storybook-preview-iframe').frameLocator('iframe[title="Not Found"]');

    const german = await frameShows(story);
    expect(german.text).toContain(portalCatalog('de')['route.notFound']);
    expect(german.brand).toBe(crimsonQuireBrand.key);
    expect(lightness(german.background)).toBeLessThan(80);

    // The toolbar's language menu, then its French item: the frame opens again in French, still dark and in the brand.
    await page.getByRole('button', { name: /^Interface language/ }).click();
    await page.getByText('Français', { exact: true }).click();
    await expect.poll(async () => (await frameShows(story)).text, { timeout: 20_000 }).toContain(portalCatalog('fr')['route.notFound']);
    const french = await frameShows(story);
    expect(french.brand).toBe(crimsonQuireBrand.key);
    expect(lightness(french.background)).toBeLessThan(80);
    await page.close();
  });
});
