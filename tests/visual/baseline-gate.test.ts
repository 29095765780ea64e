import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { RERECORD_COMMAND } from '../../.storybook/baseline-environment';
import { compareScreenshot } from '../../.storybook/visual-compare';
import { serveBuiltStorybook } from '../support/built-storybook';

/**
 * The story run's visual gate, end to end: the real test-runner, the built Storybook and
 * Chromium, on a copy of one story's baselines. A changed pixel block fails the run (the committed
 * baselines passing it is the story run's own result), and so do a brand's changed corner radii,
 * alone or in its own cell of an all-brands grid (that cell's picture alone); baselines of another browser major fail the run
 * before any picture is taken, naming the command that records them again.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const STORY_FILE = 'stories/design-system/FormikForm.stories.tsx';
const BASELINE = 'design-system-formikform--formik-with-yup.png';
const GRID_FILE = 'stories/design-system/Panel.stories.tsx';
/** The picture a block of pixels is changed in: the default brand's panel, beside the grid's. */
const BLOCK_BASELINE = 'design-system-panel--default.png';
const SOURCE = path.join(ROOT, 'tests/stories/__screenshots__');

let server: Awaited<ReturnType<typeof serveBuiltStorybook>>;
let url: string;
const dirs: string[] = [];

/** A copy of the story's baselines of its own: the runs below go side by side (each waits on its browser far more than it computes). */
function copyBaselines(...prefixes: string[]): string {
  const of = prefixes.length ? prefixes : ['design-system-formikform--'];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wc-baselines-'));
  dirs.push(dir);
  for (const file of readdirSync(SOURCE).filter((f) => of.some((prefix) => f.startsWith(prefix)) || f === 'environment.json')) copyFileSync(path.join(SOURCE, file), path.join(dir, file));
  return dir;
}

function run(dir: string, command: string, args: string[], env: Record<string, string> = {}): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd: ROOT, env: { ...process.env, STORY_BASELINES_DIR: dir, ...env }, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}\n${stderr}` }),
    );
  });
}

/** The real test-runner on story files, with the run's baselines in `dir`. */
const runStoryFiles = (dir: string, files: string[], extra: string[] = [], env: Record<string, string> = {}) =>
  run(
    dir,
    path.join(ROOT, 'node_modules/.bin/test-storybook'),
    // The runner's 15 s per story is for the story run's own two workers; these runs go side by side beside the API suites.
    ['--url', url, '--config-dir', '.storybook', '--ci', '--maxWorkers=1', '--testTimeout=90000', ...extra, ...files],
    env,
  );
const runStories = (dir: string, ...extra: string[]) => runStoryFiles(dir, [STORY_FILE], extra);

/** Each picture of a run on `dir` and whether it passed (the runner's log of its comparisons). */
function verdicts(dir: string): [name: string, same: boolean][] {
  return readFileSync(path.join(dir, 'compared.log'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.split('\t'))
    .map(([name, , , same]) => [name, same === 'true']);
}

beforeAll(async () => {
  server = await serveBuiltStorybook('storybook-static');
  url = server.url;
});

afterAll(() => {
  server?.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe.concurrent('the story run compares screenshots with the baselines', () => {
  // The committed baselines passing is the story run's own result in the same run; this shows that each kind of
  // change fails it, in one run of two story files: a block of pixels in one baseline, the default brand's corner
  // radius from 4 to 2 px on every picture of the form, and one brand's radii in the all-brands grid alone.
  it("fails on a changed block of pixels, the default brand's corner radius, and one brand's cell of a grid: only those pictures", async ({ expect }) => {
    const dir = copyBaselines('design-system-formikform--', 'design-system-panel--');
    const file = path.join(dir, BLOCK_BASELINE);
    writeFileSync(
      file,
      await sharp(readFileSync(file))
        .composite([{ input: { create: { width: 32, height: 32, channels: 4, background: '#ff00ff' } }, left: 8, top: 8 }])
        .png()
        .toBuffer(),
    );
    // Slate & Sable's 2 / 4 px corners become 8 / 12 / 16: one cell of twenty-two changes.
    const changes = {
      'design-system-formikform--': '.fui-FluentProvider { --borderRadiusMedium: 2px !important; }',
      'design-system-panel--': 'figure[aria-label="Slate & Sable"] { --borderRadiusSmall: 8px; --borderRadiusMedium: 12px; --borderRadiusLarge: 16px; }',
    };
    const failed = await runStoryFiles(dir, [STORY_FILE, GRID_FILE], [], { STORY_STYLE_CHANGE: JSON.stringify(changes) });
    // What the runner said last names any other reason it failed (a timeout, a browser that did not start).
    expect(failed.output, failed.output.slice(-3000)).toMatch(/different from snapshot/);
    expect(failed.code).not.toBe(0);
    const all = verdicts(dir);
    const of = (test: (name: string) => boolean) => all.filter(([name]) => test(name));
    // The form's picture failed (a story's first failed picture ends its run: its variants are not taken).
    const form = of((name) => name.startsWith('design-system-formikform--'));
    expect(form.length).toBeGreaterThan(0);
    expect(form.filter(([, same]) => same)).toEqual([]);
    // The grid's Slate & Sable cell (each brand's cell is a picture of its own) and the altered picture failed; the
    // grid's other brands and the panel's other pictures passed within the same run.
    const panel = of((name) => name.startsWith('design-system-panel--'));
    const expectedToFail = (name: string) => name.endsWith('--all-sites--slate-and-sable') || `${name}.png` === BLOCK_BASELINE;
    expect(panel.filter(([name]) => name.includes('--all-sites--')).length).toBeGreaterThan(20);
    expect(panel.filter(([name]) => expectedToFail(name)).length).toBeGreaterThanOrEqual(2);
    expect(panel.filter(([name]) => !expectedToFail(name)).length).toBeGreaterThan(0);
    expect(panel.filter(([name, same]) => same === expectedToFail(name))).toEqual([]);
  });

  it('re-recording rewrites only the pictures that changed: the others keep their files byte for byte', async ({ expect }) => {
    const dir = copyBaselines();
    const files = readdirSync(dir).filter((f) => f.endsWith('.png'));
    const before = new Map(files.map((f) => [f, readFileSync(path.join(dir, f))]));
    const file = path.join(dir, BASELINE);
    const original = before.get(BASELINE)!;
    writeFileSync(file, await sharp(original).composite([{ input: { create: { width: 64, height: 64, channels: 4, background: '#00ff00' } }, left: 4, top: 4 }]).png().toBuffer());

    const rerecorded = await runStories(dir, '-u');
    expect(rerecorded.code, rerecorded.output.slice(-2000)).toBe(0);
    for (const f of files.filter((f) => f !== BASELINE)) expect(readFileSync(path.join(dir, f)).equals(before.get(f)!), f).toBe(true);
    // The altered baseline is the real picture again: the same as the committed one by the gate's own rule (a
    // baseline taken on another patch release of the browser may differ from today's by anti-aliasing alone).
    expect(await compareScreenshot(original, readFileSync(file))).toMatchObject({ same: true });
    writeFileSync(file, original);
  });

  it('fails loudly, before and during the run, when the baselines come from another browser major', async ({ expect }) => {
    const dir = copyBaselines();
    const environmentFile = path.join(dir, 'environment.json');
    const recorded = JSON.parse(readFileSync(environmentFile, 'utf8')) as { chromium: string };
    const [major, ...rest] = recorded.chromium.split('.');
    writeFileSync(environmentFile, JSON.stringify({ ...recorded, chromium: [Number(major) - 1, ...rest].join('.') }));

    const check = await run(dir, path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/check-baseline-environment.ts']);
    expect(check.code).toBe(1);
    expect(check.output).toContain(RERECORD_COMMAND);

    const stories = await runStories(dir);
    expect(stories.code).not.toBe(0);
    expect(stories.output).toContain(RERECORD_COMMAND);
  });
});
