import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

/** Answers are checked field by field in the tests, so their data stays loosely typed. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Data = any;

import { crc32 } from 'node:zlib';

/** Small helpers for `inject`: JSON calls with a bearer token and multipart uploads. */
export function apiClient(app: () => FastifyInstance) {
  const call = async (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) => {
    const res = await app().inject({ method, url, payload: payload as object, headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: res.statusCode, body: res.json() as { code: number; desc: string; data?: Data }, raw: res };
  };
  return {
    get: (url: string, token?: string) => call('GET', url, token),
    post: (url: string, token: string | undefined, payload: unknown = {}) => call('POST', url, token, payload),

    /** Signs up, then signs in as the portal does (the sign-up answer carries no token). */
    async signUp(email: string, password = 'long-enough-password') {
      const res = await call('POST', '/v1/user.email_register', undefined, { email, password });
      if (res.body.code !== 200) throw new Error(`sign-up failed: ${JSON.stringify(res.body)}`);
      const login = await call('POST', '/v1/user.email_login', undefined, { email, password });
      if (login.body.code !== 200) throw new Error(`sign-in after sign-up failed: ${JSON.stringify(login.body)}`);
      return login.body.data.token as string;
    },

    async login(email: string, password: string) {
      const res = await call('POST', '/v1/user.email_login', undefined, { email, password });
      if (res.body.code !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
      return res.body.data.token as string;
    },

    async staffLogin(email: string, password: string) {
      const res = await call('POST', '/admin/v1/staff.login', undefined, { email, password });
      if (res.body.code !== 200) throw new Error(`staff login failed: ${JSON.stringify(res.body)}`);
      return res.body.data.token as string;
    },

    async upload(url: string, token: string, file: Buffer, filename = 'image.png', type = 'image/png') {
      const boundary = '----wc-test-boundary';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
        file,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await app().inject({
        method: 'POST',
        url,
        payload,
        headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      return { status: res.statusCode, body: res.json() as { code: number; desc: string; data?: Data } };
    },
  };
}

/** A real PNG of about `bytes` bytes (noise does not compress). */
export async function pngOfSize(bytes: number): Promise<Buffer> {
  const side = Math.max(8, Math.ceil(Math.sqrt(bytes / 3)));
  let seed = 42;
  const noise = Buffer.alloc(side * side * 3, 0).map(() => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) >> 16) & 0xff);
  return sharp(noise, { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
}

/** A small JPEG carrying EXIF metadata (camera and GPS-like fields) that re-encoding must drop. */
export async function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'TestCam', Model: 'Secret Location 9000' } })
    .toBuffer();
}

export const wordsText = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

/**
 * A valid PNG of exactly `bytes` bytes: a small image with a text chunk
 * before IEND holding the padding (decoders ignore it).
 */
export async function pngOfExactSize(bytes: number): Promise<Buffer> {
  const image = await sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 10, g: 90, b: 160 } } }).png().toBuffer();
  const iend = image.length - 12;
  const dataLength = bytes - image.length - 12;
  if (dataLength < 2) throw new Error(`cannot pad a PNG to ${bytes} bytes`);
  const type = Buffer.from('tEXt');
  const data = Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(dataLength - 8, 0x61)]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])) >>> 0);
  return Buffer.concat([image.subarray(0, iend), length, type, data, crc, image.subarray(iend)]);
}
