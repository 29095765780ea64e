import { createRequire } from 'node:module';
import { mkdirSync, writeFileSync } from 'node:fs';
import nodePath from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';

const require = createRequire(import.meta.url);
const { CHROMIUM_PATH, CHROMIUM_ARGS } = require('../support/chromium.cjs') as { CHROMIUM_PATH: string; CHROMIUM_ARGS: string[] };

export interface LighthouseFigure {
  path: string;
  /** median over the runs */
  score: number;
  fcpMs: number;
  lcpMs: number;
  /** total blocking time */
  tbtMs: number;
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
  /** another server's address (the floor app's) instead of the portal's */
  origin?: string;
  /** the name printed, when the path alone does not say what was measured */
  label?: string;
  token?: string;
  phone?: boolean;
  /**
   * Loaded once just before each run, so the run finds the page's files in the browser's cache, as
   * an author coming back would. Without it a signed-in page is measured cold: the runs of the
   * signed-out pages between its runs reset the origin's storage, its cache included.
   */
  warm?: boolean;
}

/**
 * `reportsDir`: where each page's last report goes as JSON (`LIGHTHOUSE_REPORTS`), to read its
 * diagnostics (bootup-time, mainthread-work-breakdown, largest-contentful-paint-element).
 */
export async function lighthouseBench(baseUrl: string, pages: BenchPage[], runs = 3, reportsDir = process.env.LIGHTHOUSE_REPORTS): Promise<LighthouseFigure[]> {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  const key = (p: BenchPage) => `${p.label ?? p.path}${p.phone ? ' (phone)' : ''}${p.warm ? ' (back)' : ''}`;
  const results = new Map<string, { score: number[]; fcp: number[]; lcp: number[]; tbt: number[] }>(pages.map((p) => [key(p), { score: [], fcp: [], lcp: [], tbt: [] }]));
  if (reportsDir) mkdirSync(reportsDir, { recursive: true });
  try {
    for (let run = 0; run < runs; run++) {
      for (const benchPage of pages) {
        const { path, token, phone, warm, origin } = benchPage;
        const url = new URL(path, origin ?? baseUrl);
        if (warm) {
          const first = await browser.newPage();
          if (token) await first.setCookie({ name: 'wc_author_token', value: token, url: url.origin });
          await first.goto(url.href, { waitUntil: 'networkidle2' });
          await first.close();
        }
        // A run whose trace came out broken (NO_NAVSTART and the like: "Please run Lighthouse again") is run again.
        let lhr: Result | undefined;
        for (let attempt = 0; attempt < 3 && (!lhr || lhr.runtimeError); attempt++) {
          const page = await browser.newPage();
          const client = await page.createCDPSession();
          await client.send('Network.clearBrowserCookies');
          if (token) await page.setCookie({ name: 'wc_author_token', value: token, url: url.origin });
          const flags = { output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['performance'], disableStorageReset: !!token, ...(phone ? {} : { emulatedUserAgent: DESKTOP_AGENT }) };
          lhr = (await lighthouse(url.href, flags, undefined, page))?.lhr;
          await page.close();
        }
        if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
        if (lhr.runtimeError) console.warn(`Lighthouse failed on ${key(benchPage)} three times: ${lhr.runtimeError.message}`);
        const figures = results.get(key(benchPage))!;
        figures.score.push(Math.round((lhr.categories.performance.score ?? 0) * 100));
        figures.fcp.push(lhr.audits['first-contentful-paint'].numericValue ?? NaN);
        figures.lcp.push(lhr.audits['largest-contentful-paint'].numericValue ?? NaN);
        figures.tbt.push(lhr.audits['total-blocking-time'].numericValue ?? NaN);
        if (reportsDir) writeFileSync(nodePath.join(reportsDir, `${key(benchPage).replace(/[^a-z0-9]+/gi, '_')}.json`), JSON.stringify(lhr));
      }
    }
  } finally {
    await browser.close();
  }
  return pages.map((p) => {
    const f = results.get(key(p))!;
    return { path: key(p), score: median(f.score), fcpMs: median(f.fcp), lcpMs: median(f.lcp), tbtMs: median(f.tbt), runs };
  });
}
