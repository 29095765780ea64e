#!/usr/bin/env node
/**
 * After `vite build`: every text asset of the portal gets brotli (quality 11) and gzip (level 9)
 * siblings (`x.js.br`, `x.js.gz`), made once here with Node's zlib instead of on every request;
 * the server sends them as they are (@fastify/static `preCompressed`). Maps are left alone.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ROOT = path.resolve(import.meta.dirname, '..', process.argv[2] ?? 'dist/client');
const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves nothing worth a file. */
const MIN_BYTES = 1024;

let files = 0;
let before = 0;
let brotli = 0;
for (const name of readdirSync(ROOT, { recursive: true })) {
  const file = path.join(ROOT, String(name));
  if (!TEXT.test(file) || statSync(file).size < MIN_BYTES) continue;
  const data = readFileSync(file);
  const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } });
  const gz = gzipSync(data, { level: 9 });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gz);
  files++;
  before += data.length;
  brotli += br.length;
}
console.log(`precompressed ${files} files: ${(before / 1024).toFixed(0)} KiB → ${(brotli / 1024).toFixed(0)} KiB brotli`);
