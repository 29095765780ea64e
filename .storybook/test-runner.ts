import type { TestRunnerConfig } from '@storybook/test-runner';
import { waitForPageReady } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright';
import sharp from 'sharp';
import { BASELINES_DIR, environmentMismatch, installedFonts, mismatchMessage, recordEnvironment, recordedEnvironment } from './baseline-environment.ts';
import { FAILURE_PIXELS, PIXEL_THRESHOLD, compareScreenshot } from './visual-compare.ts';
import { modesOn } from './modes.ts';

/** Locales screenshotted besides English for stories that show text (long words, scripts without spaces). */
const EXTRA_LOCALES = ['de', 'th', 'zh'] as const;
/**
 * The full matrix (`npm run test:stories:full`, CI on main) also photographs portal screens in
 * dark mode and in Thai, and every story with text in Chinese; the per-change run leaves those
 * out, since every component a screen is made of is photographed in dark and Thai on its own, and
 * Chinese breaks lines as Thai does.
 */
const FULL = process.env.STORIES_FULL === '1';
/** Whether this run photographs a story with text in `locale`: German always, Thai but a screen's per change, Chinese in the full run. */
const photographsLocale = (locale: (typeof EXTRA_LOCALES)[number], screen: boolean) =>
  locale === 'de' || FULL || (locale === 'th' && !screen);
/** One line per screenshot held against its baseline (tests/stories/count-reporter.cjs counts them). */
const COMPARED_LOG = process.env.STORY_BASELINES_DIR
  ? path.join(BASELINES_DIR, 'compared.log') // a test's own run on a copy of the baselines
  : path.resolve(process.cwd(), 'test-results/screenshots-compared.log');
mkdirSync(path.dirname(COMPARED_LOG), { recursive: true });
/**
 * STORY_STYLE_CHANGE=css: a stylesheet put on every picture, as a change to a brand's tokens would
 * show (the visual gate's own test proves such a change fails the run); as a JSON object, a
 * stylesheet for the pictures whose story id starts with each key, so one run holds several changes.
 */
const STYLE_CHANGE = process.env.STORY_STYLE_CHANGE ?? '';
function styleChangeFor(picture: string): string {
  if (!STYLE_CHANGE.startsWith('{')) return STYLE_CHANGE;
  const byStory = JSON.parse(STYLE_CHANGE) as Record<string, string>;
  return Object.entries(byStory)
    .filter(([prefix]) => picture.startsWith(prefix))
    .map(([, css]) => css)
    .join('');
}
/** STORY_PHASES_LOG=file: each step's milliseconds per story, for finding where the suite's time goes. */
const PHASES_LOG = process.env.STORY_PHASES_LOG;
/** When the runner started showing the story (its render and play function come before postVisit). */
let visitStarted = 0;
async function timed<T>(story: string, step: string, run: () => Promise<T>): Promise<T> {
  if (!PHASES_LOG) return run();
  const started = performance.now();
  try {
    return await run();
  } finally {
    appendFileSync(PHASES_LOG, `${story}\t${step}\t${Math.round(performance.now() - started)}\n`);
  }
}

interface Params {
  a11y?: { disable?: boolean };
  /** Chromatic's own switch, read by this runner too: no snapshot in either (nothing stable to photograph) */
  chromatic?: { disableSnapshot?: boolean; modes?: Record<string, { disable?: boolean }> };
  screenshotLocales?: boolean;
  /** a portal screen: photographed at each of these widths (the first is the runner's 1024) */
  screenWidths?: number[];
  /** false: one photograph (English, light), e.g. a state a play function reaches that a remount would lose */
  screenshotVariants?: boolean;
}

/** The story's parameters, read from the preview (the runner's getStoryContext fails on Storybook 10). */
async function storyParameters(page: Page, storyId: string): Promise<Params> {
  return page.evaluate(async (id) => {
    const preview = (window as unknown as { __STORYBOOK_PREVIEW__: { storyStoreValue: { loadStory(o: { storyId: string }): Promise<{ parameters: unknown }> } } }).__STORYBOOK_PREVIEW__;
    const story = await preview.storyStoreValue.loadStory({ storyId: id });
    return JSON.parse(JSON.stringify(story.parameters ?? {}, (_k, v) => (typeof v === 'function' ? undefined : v)));
  }, storyId);
}

/**
 * Sends the preview an event (new toolbar globals, a remount) and waits for the story to render
 * again, then for the preview to show it.
 */
async function renderAgain(page: Page, event: 'updateGlobals' | 'forceRemount', payload: unknown) {
  await page.evaluate(
    ({ name, detail }) =>
      new Promise<void>((resolve) => {
        type Channel = { on(e: string, f: () => void): void; off(e: string, f: () => void): void; emit(e: string, p: unknown): void };
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
        // A render that fails ends in one of the error events, not storyRendered.
        const events = ['storyRendered', 'storyErrored', 'storyThrewException', 'playFunctionThrew'];
        const done = () => {
          for (const e of events) channel.off(e, done);
          resolve();
        };
        for (const e of events) channel.on(e, done);
        channel.emit(name, detail);
      }),
    { name: event, detail: payload },
  );
  await storyShown(page);
}

/** Switches toolbar globals (language, colour mode) in place. */
const setGlobals = (page: Page, globals: Record<string, string>) => renderAgain(page, 'updateGlobals', { globals });

/** Mounts the story afresh (at the current window size). */
const remount = (page: Page, storyId: string) => renderAgain(page, 'forceRemount', { storyId });

/**
 * Waits until the preview shows the story (`sb-show-main`), not its error display or the
 * "preparing" overlay, both of which hide #storybook-root. Fails at once with the story's
 * error, or with the preview's state, instead of a 30 s "element is not visible" screenshot.
 */
async function storyShown(page: Page) {
  const state = await page
    .waitForFunction(
      () => {
        const classes = document.body.classList;
        if (classes.contains('sb-show-errordisplay')) return 'error';
        return classes.contains('sb-show-main') ? 'main' : false;
      },
      undefined,
      { timeout: 15_000 },
    )
    .then((handle) => handle.jsonValue())
    .catch(() => 'timeout');
  if (state === 'main') return;
  const detail = await page.evaluate(() => ({
    classes: document.body.className,
    error: document.querySelector('.sb-errordisplay')?.textContent?.trim().slice(0, 2000) ?? '',
  }));
  throw new Error(`The preview does not show the story (${state}; body: "${detail.classes}")\n${detail.error}`);
}

/**
 * Sets the window's width (768 px high) and waits until the page has it: Chromium hands a new size to
 * the page a moment later, and a story mounted before then lays itself out (a portal screen under
 * 992 px closes its side menu) at the old width.
 */
async function resize(page: Page, width: number) {
  await page.setViewportSize({ width, height: 768 });
  await page.waitForFunction((w) => window.innerWidth === w && window.matchMedia(`(width: ${w}px)`).matches, width, { timeout: 10_000 });
}

/**
 * Waits until the story has settled. A portal screen says so itself (its router idle, its code in
 * and no API call in flight but those kept pending on purpose, see stories/portal/support/readiness.ts):
 * a screen's loading state keeps a call open, which the network-idle wait would wait out forever.
 */
async function settle(page: Page, screen = false) {
  if (screen) {
    await page.waitForFunction(() => (window as { __screenSettled?: () => boolean }).__screenSettled?.() === true, undefined, { timeout: 20_000, polling: 100 });
    // Toasts and dialogs slide in: wait for every finite animation to end (spinners loop forever).
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity), undefined, { timeout: 10_000 });
  } else await waitForPageReady(page);
  // A part whose code loads when first shown (a notice) stands in until it is in.
  await page.waitForFunction(() => !document.querySelector('[data-code-loading]'), undefined, { timeout: 10_000 });
  await page.evaluate(() => document.fonts.ready);
  // Fluent positions popovers and tooltips, and charts measure themselves, in animation frames.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

const updating = () => process.argv.some((a) => a === '-u' || a === '--updateSnapshot' || a === '--update-snapshot');

/** Once per worker: a run whose browser or fonts cannot compare fails every story with the reason. */
let environmentChecked: Promise<void> | undefined;
function checkEnvironment(page: Page) {
  environmentChecked ??= (async () => {
    const chromium = page.context().browser()?.version() ?? 'unknown';
    if (updating()) return recordEnvironment(chromium);
    const why = environmentMismatch(recordedEnvironment(), { chromium, ...installedFonts() });
    if (why) throw new Error(mismatchMessage(why));
  })();
  return environmentChecked;
}

/**
 * Holds one picture against its baseline `name`.png. Every comparison is logged with how it was
 * decided and how many pixels differed, so the run's summary shows how many pictures it really
 * compared, how many were the same pixels, and the largest difference a passing picture had.
 */
async function holdAgainstBaseline(name: string, image: Buffer) {
  const baseline = path.join(BASELINES_DIR, `${name}.png`);
  const comparison = existsSync(baseline) ? await compareScreenshot(readFileSync(baseline), image) : undefined;
  appendFileSync(COMPARED_LOG, `${name}\t${comparison?.by ?? 'new'}\t${comparison?.differing ?? 0}\t${comparison?.same ?? false}\n`);
  // A picture that passes keeps its baseline file, re-recording included: accepting baselines after a
  // browser update adds to the repository only the pictures that changed.
  if (comparison?.same) return;
  // A new picture, one to record, or one that differs: jest-image-snapshot writes it (-u) or
  // fails with the diff beside the baseline, in this process.
  try {
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: BASELINES_DIR,
      customSnapshotIdentifier: name,
      customDiffConfig: { threshold: PIXEL_THRESHOLD },
      failureThreshold: FAILURE_PIXELS,
      failureThresholdType: 'pixel',
      storeReceivedOnFailure: true,
      runInProcess: true,
    });
  } catch (error) {
    // The diff image stays with the run's checkout; the log, which outlives it, says where the picture changed.
    const region = comparison?.region;
    if (region && error instanceof Error) error.message += `\n${name}: the differing pixels lie within x ${region.left}–${region.right}, y ${region.top}–${region.bottom}`;
    throw error;
  }
}

/**
 * An all-brands grid is held cell by cell: each brand's cell is its own picture (`<story>--<brand key>`),
 * cut from one screenshot of the grid, so the comparison's budget is a cell's, and a failure names the
 * brand. Every cell is compared before the first failure is reported.
 */
async function holdCellsAgainstBaselines(page: Page, name: string, image: Buffer) {
  const cells = await page.evaluate(() => {
    const root = document.querySelector('#storybook-root')!.getBoundingClientRect();
    return [...document.querySelectorAll<HTMLElement>('#storybook-root [data-brand-cell]')].map((cell) => {
      const box = cell.getBoundingClientRect();
      return { key: cell.dataset.brandCell!, left: box.left - root.left, top: box.top - root.top, width: box.width, height: box.height };
    });
  });
  if (!cells.length) return holdAgainstBaseline(name, image);
  const failures: unknown[] = [];
  for (const cell of cells) {
    const left = Math.max(0, Math.floor(cell.left));
    const top = Math.max(0, Math.floor(cell.top));
    const region = { left, top, width: Math.ceil(cell.left + cell.width) - left, height: Math.ceil(cell.top + cell.height) - top };
    const picture = await sharp(image).extract(region).png().toBuffer();
    await holdAgainstBaseline(`${name}--${cell.key}`, picture).catch((error: unknown) => failures.push(error));
  }
  if (failures.length) throw failures[0];
}

/** Photographs the story and holds it against its baseline(s); `settled` when the caller has just waited for it to settle. */
async function snapshot(page: Page, name: string, screen: boolean, settled = false) {
  if (!settled) {
    await storyShown(page);
    await settle(page, screen);
  }
  const root = page.locator('#storybook-root');
  // A screen's toasts come and go on their own clock (the toaster has its own stories): hidden here.
  const style = (screen ? '.fui-ToastContainer { visibility: hidden !important; }' : '') + styleChangeFor(name);
  const image = await root.screenshot({ animations: 'disabled', caret: 'hide', style: style || undefined });
  await checkEnvironment(page);
  if (name.includes('--all-sites')) await holdCellsAgainstBaselines(page, name, image);
  else await holdAgainstBaseline(name, image);
}

/**
 * The modes the full run photographs a story in, by Chromatic's names (`.storybook/modes.ts`): the two
 * runners must take the same pictures, so a story whose Chromatic modes say otherwise fails, naming both.
 */
function fullRunModes(id: string, parameters: Params): string[] {
  if (parameters.screenshotVariants === false) return ['light'];
  const screen = (parameters.screenWidths?.length ?? 0) > 1;
  const text = parameters.screenshotLocales !== false && !id.endsWith('--all-sites');
  return ['light', 'dark', ...(screen ? ['narrow'] : []), ...(text ? EXTRA_LOCALES : [])].sort();
}

/** One line per story Chromatic photographs, with its modes: the run's summary adds up a Chromatic build's snapshots. */
const CHROMATIC_LOG = path.join(path.dirname(COMPARED_LOG), 'chromatic-modes.log');

function checkChromaticModes(id: string, parameters: Params) {
  const chromatic = modesOn(parameters.chromatic?.modes);
  appendFileSync(CHROMATIC_LOG, `${id}\t${chromatic.join(',')}\n`);
  const runner = fullRunModes(id, parameters);
  if (chromatic.join() !== runner.join())
    throw new Error(
      `Chromatic would photograph ${id} in ${chromatic.join(', ')}, the story run in ${runner.join(', ')}: set its chromatic.modes (withoutTextModes or onePictureModes from .storybook/modes.ts)`,
    );
}

/** Runs axe on the story: every rule, or (dark mode, where only colours change) colour contrast alone. */
async function axe(page: Page, only?: string[]) {
  // The a11y addon runs the same axe in the preview after a story renders, and axe runs once at a
  // time: wait for its run to end (and try again should one start in between) rather than fail.
  const deadline = performance.now() + 20_000;
  for (;;) {
    await page.waitForFunction(() => !(window as { axe?: { _running?: boolean } }).axe?._running, undefined, { timeout: 15_000 });
    try {
      // Fluent's focus traps add aria-hidden focusable "dummy" elements (tabster): a known false
      // positive of axe's aria-hidden-focus (microsoft/tabster#288), so they are left out.
      await checkA11y(
        page,
        { include: [['#storybook-root']], exclude: [['[data-tabster-dummy]']] },
        { detailedReport: true, detailedReportOptions: { html: true }, verbose: false, axeOptions: only ? { runOnly: { type: 'rule', values: only } } : undefined },
      );
      return;
    } catch (error) {
      if (performance.now() < deadline && error instanceof Error && error.message.includes('Axe is already running')) continue;
      throw error;
    }
  }
}

/**
 * Every story: rendered (smoke), its play function run, axe with zero violations (every rule in
 * light, colour contrast again in dark), and screenshots compared with the committed baselines:
 * light, dark, and for stories that show text German and Thai; portal screens also at 900 px
 * wide, and in dark and Thai in the full run only; Chinese for stories with text in the full run
 * only. The same matrix is declared to Chromatic as modes (`.storybook/modes.ts`).
 */
const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page) {
    await resize(page, 1024);
    // The runner keeps one page for a file's stories: axe's 0.5 MB script is injected once per page.
    if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page);
    // Pictures of whole screens: the preview's loader then lets the portal's frame grow with its page.
    await page.evaluate(() => document.documentElement.setAttribute('data-story-runner', ''));
    visitStarted = performance.now();
  },
  async postVisit(page, context) {
    const id = context.id;
    if (PHASES_LOG) appendFileSync(PHASES_LOG, `${id}\trender+play\t${Math.round(performance.now() - visitStarted)}\n`);
    const step = <T>(name: string, run: () => Promise<T>) => timed(id, name, run);
    const parameters = await step('parameters', () => storyParameters(page, id));
    const screen = Array.isArray(parameters.screenWidths);
    const a11y = parameters.a11y?.disable !== true;
    await step('settle', () => settle(page, screen));
    if (a11y) await step('axe', () => axe(page));
    if (parameters.chromatic?.disableSnapshot === true) return;
    checkChromaticModes(id, parameters);
    // Settled above, and axe only reads the page.
    await step('shot', () => snapshot(page, id, screen, true));
    if (parameters.screenshotVariants === false) return;
    if (!screen || FULL) {
      try {
        await step('dark', () => setGlobals(page, { colorMode: 'dark' }));
        await step('shot-dark', () => snapshot(page, `${id}--dark`, screen));
        if (a11y) await step('axe-dark', () => axe(page, ['color-contrast']));
      } finally {
        await step('light', () => setGlobals(page, { colorMode: 'light' }));
      }
    }
    for (const width of parameters.screenWidths?.slice(1) ?? []) {
      // Mounted afresh at that width, as a person on that screen would see it: a chart laid out at
      // 1024 px does not always lay itself out again when the window narrows under it.
      await resize(page, width);
      try {
        await step(`remount-${width}`, () => remount(page, id));
        await step(`shot-${width}`, () => snapshot(page, `${id}--${width}`, screen));
      } finally {
        await resize(page, 1024);
      }
    }
    const hasText = parameters.screenshotLocales !== false && !id.endsWith('--all-sites');
    if (!hasText) return;
    try {
      // Changing the language mounts a screen again, back at 1024 px.
      for (const locale of EXTRA_LOCALES.filter((l) => photographsLocale(l, screen))) {
        await step(locale, () => setGlobals(page, { locale }));
        await step(`shot-${locale}`, () => snapshot(page, `${id}--${locale}`, screen));
      }
    } finally {
      // A failed German shot must not leave the next story in German.
      await step('en', () => setGlobals(page, { locale: 'en' }));
    }
  },
};
export default config;
