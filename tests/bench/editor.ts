/**
 * Bench figures for the chapter editor: the shared word count on a
 * 6000-word chapter, and keystroke-to-paint latency in the editor holding one.
 */
import type { Browser } from 'playwright-core';
import { countWords } from '../../src/domain/words';
import { DEMO_LOGIN } from '../../src/server/seed/demo';

const PARAGRAPH =
  'The lamps along the archive wall burned blue whenever a story was about to be forgotten, and tonight three of them flickered at once. ' +
  'Wren set down her ledger, counted the shelves twice, and went looking for the reader who had left a door open between the stacks. ';
/** 6000 words in paragraphs, as authors paste them. */
export const CHAPTER_6000 = (() => {
  const words = PARAGRAPH.trim().split(/\s+/);
  return Array.from({ length: 6000 }, (_, i) => words[i % words.length]).reduce((text, word, i) => text + (i === 0 ? '' : i % 120 === 0 ? '\n\n' : ' ') + word, '');
})();

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** Median microseconds of one count, per counting rule. */
export function wordCountBench(runs = 300): Record<string, number> {
  const rules = { 'words (default)': 1, 'letters+marks (7, 11)': 7, 'tokens (21)': 21, 'characters (17)': 17 };
  const out: Record<string, number> = {};
  for (const [name, section] of Object.entries(rules)) {
    for (let i = 0; i < 20; i++) countWords(CHAPTER_6000, section); // warm-up
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      countWords(CHAPTER_6000, section);
      times.push((performance.now() - t) * 1000);
    }
    times.sort((a, b) => a - b);
    out[name] = percentile(times, 0.5);
  }
  return out;
}

/** Chromium flags for latency figures: without the 60 Hz frame limiter, a figure measures work, not the wait for the next vsync. */
export const LATENCY_ARGS = ['--disable-gpu-vsync', '--disable-frame-rate-limit'];

const MEASURE = () => {
  const w = window as unknown as { __samples: number[] };
  w.__samples = [];
  document.addEventListener(
    'keydown',
    (event) => {
      const start = event.timeStamp;
      requestAnimationFrame(() => setTimeout(() => w.__samples.push(performance.now() - start), 0));
    },
    true,
  );
};

async function typeAndCollect(page: import('playwright-core').Page, keystrokes: number) {
  for (let i = 0; i < keystrokes; i++) await page.keyboard.press(i % 6 === 5 ? 'Space' : 'KeyA');
  await page.waitForFunction((n) => (window as unknown as { __samples: number[] }).__samples.length >= n, keystrokes);
  const samples = (await page.evaluate(() => (window as unknown as { __samples: number[] }).__samples)).sort((a, b) => a - b);
  return { p50: percentile(samples, 0.5), p95: percentile(samples, 0.95), max: samples[samples.length - 1] };
}

/** The same keystrokes in a bare <textarea> holding the same text: what the browser alone costs. */
export async function textareaBaseline(browser: Browser, keystrokes = 200) {
  const page = await browser.newPage();
  await page.setContent('<textarea rows="24" cols="100"></textarea>');
  await page.locator('textarea').fill(CHAPTER_6000);
  await page.locator('textarea').press('ControlOrMeta+End');
  await page.evaluate(MEASURE);
  const figures = await typeAndCollect(page, keystrokes);
  await page.close();
  return figures;
}

/**
 * Opens a new chapter in the built portal, pastes 6000 words, then types 200
 * characters one at a time, timing each from the key event to the next frame
 * painted after it (a requestAnimationFrame, then a task after that frame).
 */
export async function editorLatency(browser: Browser, baseUrl: string, keystrokes = 200) {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('dialog', (d) => void d.accept());
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('textbox', { name: /email/i }).fill(DEMO_LOGIN.email);
  await page.getByLabel(/^password/i).fill(DEMO_LOGIN.password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await page.waitForURL(/dashboard/);
  await page.goto(`${baseUrl}/mywork`);
  await page.getByRole('link', { name: 'Salt And Starlight' }).first().click();
  await page.getByRole('button', { name: 'Write chapter', exact: true }).first().click();
  const text = page.getByRole('textbox', { name: /^chapter text/i });
  await text.fill(CHAPTER_6000);
  await text.press('ControlOrMeta+End');
  await page.evaluate(MEASURE);
  const figures = await typeAndCollect(page, keystrokes);
  await context.close();
  return figures;
}
