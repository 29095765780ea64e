import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, it, vi } from 'vitest';
import { RERECORD_COMMAND } from '../../.storybook/baseline-environment';
import { compareScreenshot } from '../../.storybook/visual-compare';

/**
 * The story run's visual gate, end to end: the real test-runner, the built Storybook and
 * Chromium, on a copy of one story's baselines. A changed pixel block fails the run (the committed
 * baselines passing it is the story run's own result); baselines of another browser major fail the run before any
 * picture is taken, naming the command that records them again.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const STORY_FILE = 'stories/design-system/FormikForm.stories.tsx';
const BASELINE = 'design-system-formikform--formik-with-yup.png';
const SOURCE = path.join(ROOT, 'tests/stories/__screenshots__');

let server: ChildProcess;
let url: string;
const dirs: string[] = [];

/** A copy of the story's baselines of its own: the three runs below go side by side (each waits on its browser far more than it computes). */
function copyBaselines(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wc-baselines-'));
  dirs.push(dir);
  for (const file of readdirSync(SOURCE).filter((f) => f.startsWith('design-system-formikform--') || f === 'environment.json')) copyFileSync(path.join(SOURCE, file), path.join(dir, file));
  return dir;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

function run(dir: string, command: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd: ROOT, env: { ...process.env, STORY_BASELINES_DIR: dir }, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}\n${stderr}` }),
    );
  });
}

const runStories = (dir: string, ...extra: string[]) =>
  run(dir, path.join(ROOT, 'node_modules/.bin/test-storybook'), ['--url', url, '--config-dir', '.storybook', '--ci', '--maxWorkers=1', ...extra, STORY_FILE]);

beforeAll(async () => {
  if (!existsSync(path.join(ROOT, 'storybook-static/index.json'))) throw new Error('Build Storybook first: node_modules/.bin/storybook build -o storybook-static');
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['scripts/serve-static.mjs', 'storybook-static', String(port)], { cwd: ROOT, stdio: 'ignore' });
  await vi.waitFor(
    async () => {
      if (!(await fetch(`${url}/index.json`)).ok) throw new Error('Storybook is not served yet');
    },
    { timeout: 20_000, interval: 100 },
  );
});

afterAll(() => {
  server?.kill();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe.concurrent('the story run compares screenshots with the baselines', () => {
  // The committed baselines passing is the story run's own result in the same run; this shows a changed one fails it.
  it('fails when one baseline has a block of pixels changed', async ({ expect }) => {
    const dir = copyBaselines();
    const file = path.join(dir, BASELINE);
    const original = readFileSync(file);
    const altered = await sharp(original)
      .composite([{ input: { create: { width: 32, height: 32, channels: 4, background: '#ff00ff' } }, left: 8, top: 8 }])
      .png()
      .toBuffer();
    writeFileSync(file, altered);
    const failed = await runStories(dir);
    writeFileSync(file, original);
    expect(failed.output).toMatch(/different from snapshot/);
    expect(failed.code).not.toBe(0);
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
