import { describe, expect, it } from 'vitest';
import { isAccepted, sniffFile, sniffImageType } from '../../../../design-system/src/components/ImageUpload';

const bytes = (...values: Array<number | string>) =>
  new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('sniffImageType', () => {
  it('recognises JPEG, PNG, GIF and WebP by their magic numbers', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'))).toBe('image/jpeg');
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe1))).toBe('image/jpeg');
    expect(sniffImageType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d))).toBe('image/png');
    expect(sniffImageType(bytes('GIF89a', 1, 0))).toBe('image/gif');
    expect(sniffImageType(bytes('GIF87a'))).toBe('image/gif');
    expect(sniffImageType(bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses text, other formats and files too short to tell', () => {
    expect(sniffImageType(bytes('hello, I am a .png'))).toBeNull();
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(bytes('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '))).toBeNull();
    expect(sniffImageType(bytes('GIF90a'))).toBeNull();
    expect(sniffImageType(bytes(0x89, 'PNG'))).toBeNull();
    expect(sniffImageType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });

  it('reads the first bytes of a file whatever its name or declared type', async () => {
    const fakePng = new File(['not an image at all'], 'cover.png', { type: 'image/png' });
    const realPng = new File([bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 'IHDR')], 'cover.txt', { type: 'text/plain' });
    expect(await sniffFile(fakePng)).toBeNull();
    expect(await sniffFile(realPng)).toBe('image/png');
  });
});

describe('isAccepted', () => {
  it('matches exact types and wildcards', () => {
    expect(isAccepted('image/png', ['image/jpeg', 'image/png'])).toBe(true);
    expect(isAccepted('image/gif', ['image/jpeg', 'image/png'])).toBe(false);
    expect(isAccepted('image/gif', ['image/*'])).toBe(true);
  });
});
