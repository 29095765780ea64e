import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { RERECORD_COMMAND, environmentMismatch, mismatchMessage, type Environment } from '../../../.storybook/baseline-environment';
import { FAILURE_PIXELS, compareScreenshot } from '../../../.storybook/visual-compare';

const baseline = readFileSync(path.resolve('tests/stories/__screenshots__/design-system-statcard--default.png'));

async function painted(png: Buffer, box: { left: number; top: number; size: number }, colour = '#ff00ff') {
  return sharp(png)
    .composite([{ input: { create: { width: box.size, height: box.size, channels: 4, background: colour } }, left: box.left, top: box.top }])
    .png()
    .toBuffer();
}

describe('a screenshot held against its baseline', () => {
  it('is the same picture when its bytes are', async () => {
    expect(await compareScreenshot(baseline, Buffer.from(baseline))).toEqual({ same: true, by: 'bytes', diffRatio: 0, differing: 0 });
  });

  it('is the same picture when only the encoding differs (a losslessly optimised baseline)', async () => {
    const reencoded = await sharp(baseline).png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
    expect(reencoded.equals(baseline)).toBe(false);
    expect(await compareScreenshot(baseline, reencoded)).toMatchObject({ same: true, by: 'pixels' });
  });

  it('passes a one-step colour nudge all over (anti-aliasing of a browser patch release)', async () => {
    const { data, info } = await sharp(baseline).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    for (let i = 0; i < data.length; i += 4) data[i] = data[i] === 255 ? 254 : data[i] + 1;
    const nudged = await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } }).png().toBuffer();
    expect(await compareScreenshot(baseline, nudged)).toMatchObject({ same: true, by: 'threshold' });
  });

  it('fails a picture with one block of pixels changed, and passes it again once restored', async () => {
    const altered = await painted(baseline, { left: 10, top: 10, size: 24 });
    const result = await compareScreenshot(baseline, altered);
    expect(result.same).toBe(false);
    expect(result.differing).toBeGreaterThan(FAILURE_PIXELS);
    // The pixels counted are the painted block's (24 × 24, less those the baseline had of its colour already).
    expect(result.differing).toBeGreaterThan(24 * 24 * 0.8);
    expect(result.differing).toBeLessThanOrEqual(24 * 24);
    expect((await compareScreenshot(altered, altered)).same).toBe(true);
  });

  it('fails a small change in a tall picture: the budget is pixels, not a share of the picture', async () => {
    // A whole screen, 1024 × 2400: 0.1 % of it would have let 2,457 pixels through.
    const tall = await sharp({ create: { width: 1024, height: 2400, channels: 4, background: '#ffffff' } }).png().toBuffer();
    const corner = await painted(tall, { left: 500, top: 2000, size: 7 }, '#1a1a1a');
    const result = await compareScreenshot(tall, corner);
    expect(result).toMatchObject({ same: false, by: 'threshold', differing: 49, region: { left: 500, top: 2000, right: 506, bottom: 2006 } });
    expect(result.diffRatio).toBeLessThan(0.0001);
    const speck = await painted(tall, { left: 500, top: 2000, size: 5 }, '#1a1a1a');
    expect(await compareScreenshot(tall, speck)).toMatchObject({ same: true, differing: 25 });
  });

  it('fails a picture of another size', async () => {
    const cropped = await sharp(baseline).extract({ left: 0, top: 0, width: 100, height: 50 }).png().toBuffer();
    expect(await compareScreenshot(baseline, cropped)).toMatchObject({ same: false, by: 'size', diffRatio: 1 });
  });
});

describe('whether this machine can compare with the baselines', () => {
  const recorded: Environment = { chromium: '156.0.8078.108', fonts: 'abc', fontFamilies: ['DejaVu Sans', 'Garuda'] };

  it('compares across a patch release of the same major', () => {
    expect(environmentMismatch(recorded, { ...recorded, chromium: '156.0.8078.114' })).toBeUndefined();
  });

  it('refuses another major, saying both versions and how to take the baselines again', () => {
    const why = environmentMismatch(recorded, { ...recorded, chromium: '157.0.1.2' });
    expect(why).toMatch(/157\.0\.1\.2.*156\.0\.8078\.108/);
    expect(mismatchMessage(why!)).toContain(RERECORD_COMMAND);
  });

  it('refuses other fonts, naming the families missing', () => {
    expect(environmentMismatch(recorded, { chromium: recorded.chromium, fonts: 'def', fontFamilies: ['DejaVu Sans'] })).toMatch(/missing Garuda/);
  });

  it('refuses when no environment was recorded', () => {
    expect(environmentMismatch(undefined, recorded)).toMatch(/environment\.json/);
  });
});
