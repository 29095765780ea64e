/**
 * The bench's load generator, in a process of its own so the server under test keeps its CPU:
 * `node tests/bench/load-worker.mjs <url> <seconds> <connections> [headers JSON]`
 * (`{rand:N}` in the URL is a whole number below N, drawn for each request)
 * prints `{ requests, failed, failures (by status), rps, p50, p95, p99 }` (ms) as one JSON line.
 *
 * It asks as a browser does (`accept-encoding: gzip, deflate, br` unless the headers say otherwise) and reads
 * each answer's bytes without decompressing them: unpacking is the browser's work, not the server's. It
 * uses undici's connection pool rather than `fetch`: with fetch the generator spent a whole core on
 * WHATWG streams and gunzipping while the server used half of one, so larger answers measured the
 * client's cost more than the server's.
 */
import { Pool } from 'undici';

const [url, seconds = '5', connections = '16', headersJson = '{}'] = process.argv.slice(2);
const headers = { 'accept-encoding': 'gzip, deflate, br', ...JSON.parse(headersJson) };
const target = new URL(url);
const pool = new Pool(target.origin, { connections: Number(connections) });
const pathAndQuery = `${target.pathname}${target.search}`;
const latencies = [];
const end = Date.now() + Number(seconds) * 1000;
let failed = 0;
/** failed answers by status (0: no answer) */
const failures = {};

async function once() {
  // `{rand:N}` in the URL: a whole number below N, new for every request (windows at random depths).
  const path = pathAndQuery.replace(/%7Brand:(\d+)%7D|\{rand:(\d+)\}/g, (_, a, b) => String(Math.floor(Math.random() * Number(a ?? b))));
  try {
    const { statusCode, body } = await pool.request({ path, method: 'GET', headers });
    for await (const chunk of body) void chunk;
    return statusCode;
  } catch {
    return 0;
  }
}

const worker = async () => {
  while (Date.now() < end) {
    const started = performance.now();
    const status = await once();
    if (status < 200 || status >= 300) {
      failed++;
      failures[status] = (failures[status] ?? 0) + 1;
    }
    latencies.push(performance.now() - started);
  }
};
await Promise.all(Array.from({ length: Number(connections) }, worker));
await pool.close();
latencies.sort((a, b) => a - b);
const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
process.stdout.write(`${JSON.stringify({ requests: latencies.length, failed, failures, rps: latencies.length / Number(seconds), p50: at(0.5), p95: at(0.95), p99: at(0.99) })}\n`);
