/**
 * Bench figures for the chapter editor: the shared word count on a
 * 6000-word chapter, and keystroke-to-paint latency in the editor holding one.
 */
import type { Browser, Page } from 'playwright-core';
import { countWords, paragraphCounter } from '../../src/domain/words';
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

const median = (times: number[]) => percentile([...times].sort((a, b) => a - b), 0.5);

/**
 * Median microseconds of one count of the whole chapter, per counting rule;
 * and of the editor's count after one keystroke, where only the paragraph
 * being typed in is counted again (`paragraphCounter`).
 */
export function wordCountBench(runs = 300): Record<string, number> {
  const rules = { 'words (default)': 1, 'letters+marks (7, 11)': 7, 'tokens (21)': 21, 'characters (17)': 17 };
  const out: Record<string, number> = {};
  const time = (count: () => void) => {
    for (let i = 0; i < 20; i++) count(); // warm-up
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      count();
      times.push((performance.now() - t) * 1000);
    }
    return median(times);
  };
  for (const [name, section] of Object.entries(rules)) out[name] = time(() => countWords(CHAPTER_6000, section));
  const counter = paragraphCounter();
  let typed = CHAPTER_6000;
  counter(typed);
  out['after a keystroke (words, paragraph cache)'] = time(() => counter((typed += 'a')));
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

/**
 * How keystrokes arrive. `paced`: each key 40 ms after the previous one was
 * painted, faster than any typist (240 wpm) but never queued behind the bench
 * itself. `burst`: keys back to back, as fast as the test driver sends them,
 * so each one also waits for the work of the ones before it.
 */
export type Cadence = 'paced' | 'burst';
export const PACE_MS = 40;

async function typeAndCollect(page: import('playwright-core').Page, keystrokes: number, cadence: Cadence) {
  const collected = (n: number) => (window as unknown as { __samples: number[] }).__samples.length >= n;
  await page.evaluate(() => void ((window as unknown as { __samples: number[] }).__samples = []));
  for (let i = 0; i < keystrokes; i++) {
    await page.keyboard.press(i % 6 === 5 ? 'Space' : 'KeyA');
    if (cadence === 'paced') {
      await page.waitForFunction(collected, i + 1, { polling: 'raf' });
      await page.waitForTimeout(PACE_MS);
    }
  }
  await page.waitForFunction(collected, keystrokes);
  const samples = (await page.evaluate(() => (window as unknown as { __samples: number[] }).__samples)).sort((a, b) => a - b);
  return { p50: percentile(samples, 0.5), p95: percentile(samples, 0.95), max: samples[samples.length - 1] };
}

export type Latency = Awaited<ReturnType<typeof typeAndCollect>>;
export type LatencyByCadence = Record<Cadence, Latency>;

const bothCadences = async (page: import('playwright-core').Page, keystrokes: number): Promise<LatencyByCadence> => ({
  paced: await typeAndCollect(page, keystrokes, 'paced'),
  burst: await typeAndCollect(page, keystrokes, 'burst'),
});

/** The same keystrokes in a bare <textarea> holding the same text: what the browser alone costs. */
export async function textareaBaseline(browser: Browser, keystrokes = 200) {
  const page = await browser.newPage();
  await page.setContent('<textarea rows="24" cols="100"></textarea>');
  await page.locator('textarea').fill(CHAPTER_6000);
  await page.locator('textarea').press('ControlOrMeta+End');
  await page.evaluate(MEASURE);
  const figures = await bothCadences(page, keystrokes);
  await page.close();
  return figures;
}

/**
 * Opens a new chapter in the built portal, pastes 6000 words, then types 200
 * characters one at a time, timing each from the key event to the next frame
 * painted after it (a requestAnimationFrame, then a task after that frame).
 */
/** The demo author's popups (contract, payee details…) would open over My Works: closed for a day, as the author would. */
async function closeDemoPopups(page: Page, baseUrl: string) {
  const login = await page.request.post(`${baseUrl}/v1/user.email_login`, { data: DEMO_LOGIN });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const until = new Date(Date.now() + 86_400_000).toISOString();
  for (const type of [1, 2, 3, 4]) await page.request.post(`${baseUrl}/v1/author.popupDismiss`, { headers: { authorization: `Bearer ${token}` }, data: { type, until } });
}

/** The 6000 words as a document with formatting: the first words of each paragraph in italics, one bold, a scene break every tenth block. */
export const CHAPTER_6000_DOC = (() => {
  const content: unknown[] = [];
  CHAPTER_6000.split('\n\n').forEach((paragraph, i) => {
    if (i > 0 && i % 10 === 0) content.push({ type: 'horizontalRule' });
    const words = paragraph.split(' ');
    content.push({
      type: 'paragraph',
      content: [
        { type: 'text', text: `${words.slice(0, 4).join(' ')} `, marks: [{ type: 'italic' }] },
        { type: 'text', text: `${words.slice(4, 6).join(' ')} `, marks: [{ type: 'bold' }] },
        { type: 'text', text: words.slice(6).join(' ') },
      ],
    });
  });
  return { type: 'doc', content };
})();

/** In the page from its first script: when the editor's document is first in the DOM, and the frame after it. */
const WATCH_OPEN = () => {
  const w = window as unknown as { __opened?: number; __openPainted?: number };
  const seen = new MutationObserver(() => {
    if (w.__opened !== undefined || !document.querySelector('.ProseMirror[contenteditable] p')) return;
    w.__opened = performance.now();
    seen.disconnect();
    requestAnimationFrame(() => setTimeout(() => (w.__openPainted = performance.now()), 0));
  });
  seen.observe(document, { childList: true, subtree: true });
};

/**
 * Opens a 6000-word chapter with formatting (stored through the API) in the built portal's rich
 * editor, and says how long it took from the chapter's data arriving to the editor's first frame with
 * the document; then types 200 characters at its end, timing each from the key event to the next
 * frame painted after it (a requestAnimationFrame, then a task after that frame).
 */
export async function editorLatency(browser: Browser, baseUrl: string, keystrokes = 200) {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('dialog', (d) => void d.accept());
  await closeDemoPopups(page, baseUrl);
  const login = await page.request.post(`${baseUrl}/v1/user.email_login`, { data: DEMO_LOGIN });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('textbox', { name: /email/i }).fill(DEMO_LOGIN.email);
  await page.getByLabel(/^password/i).fill(DEMO_LOGIN.password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await page.waitForURL(/dashboard/);
  await page.goto(`${baseUrl}/mywork`);
  await page.getByRole('link', { name: 'Salt And Starlight' }).first().click();
  await page.waitForURL(/\/mywork\/manageworks\/\d+$/);
  const bookId = Number(new URL(page.url()).pathname.split('/').pop());
  const added = await page.request.post(`${baseUrl}/v1/writeCenter.chapterAdd`, {
    headers: { authorization: `Bearer ${token}` },
    data: { original_book_id: bookId, title: 'The Long Night Of Lamps', content: CHAPTER_6000, content_doc: CHAPTER_6000_DOC, action: 'draft' },
  });
  const chapterId = ((await added.json()) as { data: { original_chapter_id: number } }).data.original_chapter_id;
  await page.addInitScript(WATCH_OPEN);
  await page.goto(`${baseUrl}/mywork/addchapter/${chapterId}`);
  await page.waitForFunction(() => (window as unknown as { __openPainted?: number }).__openPainted !== undefined);
  const open = await page.evaluate(() => {
    const w = window as unknown as { __opened: number; __openPainted: number };
    const data = performance.getEntriesByType('resource').find((e) => e.name.includes('writeCenter.chapterInfo')) as PerformanceResourceTiming;
    return { shown: w.__opened - data.responseEnd, painted: w.__openPainted - data.responseEnd };
  });
  const text = page.getByRole('textbox', { name: /^chapter text/i });
  await text.click();
  await text.press('ControlOrMeta+End');
  await page.evaluate(MEASURE);
  const figures = await bothCadences(page, keystrokes);
  await context.close();
  return { ...figures, open };
}
