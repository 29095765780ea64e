import pixelmatch from 'pixelmatch';
import sharp from 'sharp';

/**
 * How a screenshot is held against its baseline, in the runner's own process (a child process
 * per comparison cost four times the capture):
 * 1. the same PNG bytes: the same picture (Chromium encodes one picture identically);
 * 2. otherwise the same decoded pixels: the same picture (a baseline optimised losslessly);
 * 3. otherwise pixelmatch with a small per-pixel colour threshold, failing when more than a
 *    few tens of pixels differ, whatever the picture's size.
 */

/**
 * pixelmatch's YIQ colour distance (0–1) under which two pixels count as the same: absorbs the
 * one-step anti-aliasing nudges a browser patch release may bring, not a changed colour or shape.
 */
export const PIXEL_THRESHOLD = 0.01;
/**
 * How many pixels beyond the per-pixel threshold a picture may have and still pass. Absolute, not a
 * share of the picture: a share grows with the picture, so a whole screen or an all-brands grid
 * would hide a brand's changed corner radius (4 → 2 px on one form's fields differs in 68–96
 * pixels; the largest difference an unchanged picture has shown across a browser patch release is
 * documented in docs/testing.md).
 */
export const FAILURE_PIXELS = 32;

export interface Comparison {
  same: boolean;
  /** how the answer was reached, for a report */
  by: 'bytes' | 'pixels' | 'threshold' | 'size';
  /** the share of pixels beyond the per-pixel threshold, for a report */
  diffRatio: number;
  /** how many pixels are beyond the per-pixel threshold */
  differing: number;
  /** the smallest rectangle holding every differing pixel (a failure's report says where to look) */
  region?: { left: number; top: number; right: number; bottom: number };
}

/** The bounding box of the pixels pixelmatch drew in its mask (alpha above 0). */
function regionOf(mask: Buffer, width: number, height: number): Comparison['region'] {
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (mask[(y * width + x) * 4 + 3] === 0) continue;
      [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
    }
  return right < 0 ? undefined : { left, top, right, bottom };
}

async function rgba(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

export async function compareScreenshot(baseline: Buffer, image: Buffer): Promise<Comparison> {
  if (baseline.equals(image)) return { same: true, by: 'bytes', diffRatio: 0, differing: 0 };
  const [a, b] = await Promise.all([rgba(baseline), rgba(image)]);
  if (a.width !== b.width || a.height !== b.height) return { same: false, by: 'size', diffRatio: 1, differing: Math.max(a.width * a.height, b.width * b.height) };
  if (a.data.equals(b.data)) return { same: true, by: 'pixels', diffRatio: 0, differing: 0 };
  const mask = Buffer.alloc(a.data.length);
  const differing = pixelmatch(a.data, b.data, mask, a.width, a.height, { threshold: PIXEL_THRESHOLD, diffMask: true });
  const diffRatio = differing / (a.width * a.height);
  const same = differing <= FAILURE_PIXELS;
  return { same, by: 'threshold', diffRatio, differing, ...(same ? {} : { region: regionOf(mask, a.width, a.height) }) };
}
