import sharp from 'sharp';
import { AppError } from '../errors';
import { ApiCode } from '../../../domain/errors';

/** Formats accepted from authors, recognised by content (sharp reads the bytes, not the name). */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif']);

export type ImageKind = 'avatar' | 'id_card' | 'id_photo' | 'cover' | 'screenshot';

/** What each kind becomes: re-encoding strips metadata (location, camera) and normalises size. */
const OUTPUT: Record<ImageKind, { width: number; height?: number; fit: 'cover' | 'inside'; format: 'webp' | 'jpeg' }> = {
  avatar: { width: 256, height: 256, fit: 'cover', format: 'webp' },
  cover: { width: 600, height: 800, fit: 'cover', format: 'webp' },
  // ID documents keep their proportions and enough detail to read.
  id_card: { width: 1600, height: 1600, fit: 'inside', format: 'jpeg' },
  // the same, for a contract application (the author's and the guardian's documents)
  id_photo: { width: 1600, height: 1600, fit: 'inside', format: 'jpeg' },
  // a screenshot sent to the support team (/us): readable text, kept private
  screenshot: { width: 1920, height: 1920, fit: 'inside', format: 'jpeg' },
};

export interface ProcessedImage {
  data: Buffer;
  mime: string;
  extension: string;
  width: number;
  height: number;
}

export const imageTooLarge = (maxBytes: number) =>
  new AppError(ApiCode.FileTooLarge, 'upload.tooLarge', { max: Math.round(maxBytes / 1024) }, { maxBytes });
export const notAnImage = () => new AppError(ApiCode.NotAnImage, 'upload.notAnImage');

/** Checks an upload by its bytes and re-encodes it for storage. */
export async function processImage(input: Buffer, kind: ImageKind, maxBytes: number): Promise<ProcessedImage> {
  if (input.length > maxBytes) throw imageTooLarge(maxBytes);
  let format: string | undefined;
  try {
    ({ format } = await sharp(input).metadata());
  } catch {
    throw notAnImage();
  }
  if (!format || !ACCEPTED.has(format)) throw notAnImage();
  const out = OUTPUT[kind];
  try {
    const pipeline = sharp(input, { animated: false })
      .rotate()
      .resize({ width: out.width, height: out.height, fit: out.fit, withoutEnlargement: out.fit === 'inside' });
    const encoded = out.format === 'webp' ? pipeline.webp({ quality: 82 }) : pipeline.jpeg({ quality: 85, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { data, mime: `image/${out.format}`, extension: out.format === 'jpeg' ? 'jpg' : 'webp', width: info.width, height: info.height };
  } catch {
    // Headers that look like an image over a broken body.
    throw notAnImage();
  }
}
