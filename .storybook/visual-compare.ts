import pixelmatch from 'pixelmatch';
import sharp from 'sharp';

/**
 * How a screenshot is held against its baseline, in the runner's own process (a child process
 * per comparison cost four times the capture):
 * 1. the same PNG bytes: the same picture (Chromium encodes one picture identically);
 * 2. otherwise the same decoded pixels: the same picture (a baseline optimised losslessly);
 * 3. otherwise pixelmatch with a small per-pixel colour threshold, failing when more than a
 *    small share of the pixels differ.
 */

/**
 * pixelmatch's YIQ colour distance (0–1) under which two pixels count as the same: absorbs the
 * one-step anti-aliasing nudges a browser patch release may bring, not a changed colour or shape.
 */
export const PIXEL_THRESHOLD = 0.01;
/** The share of differing pixels (0–1) that fails a picture: 0.1 %, about a 28 px square at 1024×768. */
export const FAILURE_RATIO = 0.001;

export interface Comparison {
  same: boolean;
  /** how the answer was reached, for a report */
  by: 'bytes' | 'pixels' | 'threshold' | 'size';
  /** the share of pixels beyond the per-pixel threshold */
  diffRatio: number;
  /** how many pixels are beyond the per-pixel threshold */
  differing: number;
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
  const differing = pixelmatch(a.data, b.data, null, a.width, a.height, { threshold: PIXEL_THRESHOLD });
  const diffRatio = differing / (a.width * a.height);
  return { same: diffRatio <= FAILURE_RATIO, by: 'threshold', diffRatio, differing };
}
