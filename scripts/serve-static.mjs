// Serves a folder over HTTP on 127.0.0.1 (the built Storybook for its test-runner, the bench's floor app).
import http from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';

const [root = 'storybook-static', port = '6006'] = process.argv.slice(2);
const types = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.woff2': 'font/woff2', '.webp': 'image/webp' };

http
  .createServer((req, res) => {
    const url = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = path.join(path.resolve(root), path.normalize(url).replace(/^(\.\.[/\\])+/, ''));
    try {
      if (statSync(file).isDirectory()) file = path.join(file, 'index.html');
      statSync(file);
    } catch {
      res.writeHead(404).end('Not found');
      return;
    }
    const type = types[path.extname(file)] ?? 'application/octet-stream';
    // A precompressed sibling (scripts/precompress.mjs) as the portal's server sends it, so a page
    // served from here (the bench's floor app) travels the same bytes on Lighthouse's throttled network.
    if (/\bbr\b/.test(String(req.headers['accept-encoding'] ?? '')) && existsSync(`${file}.br`)) {
      res.writeHead(200, { 'content-type': type, 'content-encoding': 'br', vary: 'accept-encoding' });
      createReadStream(`${file}.br`).pipe(res);
      return;
    }
    res.writeHead(200, { 'content-type': type });
    createReadStream(file).pipe(res);
  })
  .listen(Number(port), '127.0.0.1', () => console.log(`serving ${root} on http://127.0.0.1:${port}`));
