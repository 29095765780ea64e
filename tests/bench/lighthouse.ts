import { createRequire } from 'node:module';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const require = createRequire(import.meta.url);
const { CHROMIUM_PATH, CHROMIUM_ARGS } = require('../support/chromium.cjs') as { CHROMIUM_PATH: string; CHROMIUM_ARGS: string[] };

export interface LighthouseFigure {
  path: string;
  /** median over the runs */
  score: number;
  fcpMs: number;
  lcpMs: number;
  runs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Lighthouse 12's mobile preset (a mid-range phone's screen and CPU on slow 4G, simulated) on each
 * page, `runs` times interleaved, as a desktop browser (a phone's user agent is answered with the
 * notice that sends phones to the mobile login, measured as `phone`), in Debian's Chromium driven through puppeteer-core (which Lighthouse ships
 * with). A signed-in page gets the author's token cookie set in the browser first, and the
 * browser's storage is kept between runs for it, as an author coming back would have it.
 */
/** A desktop browser's user agent: with a phone's, every page is the notice that sends phones to the mobile login. */
const DESKTOP_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

export interface BenchPage {
  path: string;
  token?: string;
  phone?: boolean;
  /**
   * Loaded once just before each run, so the run finds the page's files in the browser's cache, as
   * an author coming back would. Without it a signed-in page is measured cold: the runs of the
   * signed-out pages between its runs reset the origin's storage, its cache included.
   */
  warm?: boolean;
}

export async function lighthouseBench(baseUrl: string, pages: BenchPage[], runs = 3): Promise<LighthouseFigure[]> {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  const key = (p: BenchPage) => `${p.path}${p.phone ? ' (phone)' : ''}${p.warm ? ' (back)' : ''}`;
  const results = new Map<string, { score: number[]; fcp: number[]; lcp: number[] }>(pages.map((p) => [key(p), { score: [], fcp: [], lcp: [] }]));
  try {
    for (let run = 0; run < runs; run++) {
      for (const { path, token, phone, warm } of pages) {
        const url = new URL(path, baseUrl);
        if (warm) {
          const first = await browser.newPage();
          if (token) await first.setCookie({ name: 'wc_author_token', value: token, url: url.origin });
          await first.goto(url.href, { waitUntil: 'networkidle2' });
          await first.close();
        }
        const page = await browser.newPage();
        const client = await page.createCDPSession();
        await client.send('Network.clearBrowserCookies');
        if (token) await page.setCookie({ name: 'wc_author_token', value: token, url: url.origin });
        const flags = { output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['performance'], disableStorageReset: !!token, ...(phone ? {} : { emulatedUserAgent: DESKTOP_AGENT }) };
        const result = await lighthouse(url.href, flags, undefined, page);
        await page.close();
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
        const figures = results.get(key({ path, phone, warm }))!;
        figures.score.push(Math.round((lhr.categories.performance.score ?? 0) * 100));
        figures.fcp.push(lhr.audits['first-contentful-paint'].numericValue ?? NaN);
        figures.lcp.push(lhr.audits['largest-contentful-paint'].numericValue ?? NaN);
      }
    }
  } finally {
    await browser.close();
  }
  return pages.map((p) => {
    const f = results.get(key(p))!;
    return { path: key(p), score: median(f.score), fcpMs: median(f.fcp), lcpMs: median(f.lcp), runs };
  });
}
