/**
 * The bench's load generator, in a process of its own (goal 7), so the server under test
 * keeps its CPU: `node tests/bench/load-worker.mjs <url> <seconds> <connections> [headers JSON]`
 * (`{rand:N}` in the URL is a whole number below N, drawn for each request)
 * prints `{ requests, failed, failures (by status), rps, p50, p95, p99 }` (ms) as one JSON line.
 */
const [url, seconds = '5', connections = '16', headersJson = '{}'] = process.argv.slice(2);
const headers = JSON.parse(headersJson);
const latencies = [];
const end = Date.now() + Number(seconds) * 1000;
let failed = 0;
/** failed answers by status (0: no answer) */
const failures = {};
const worker = async () => {
  while (Date.now() < end) {
    const started = performance.now();
    // `{rand:N}` in the URL: a whole number below N, new for every request (windows at random depths).
    const res = await fetch(url.replace(/\{rand:(\d+)\}/g, (_, n) => String(Math.floor(Math.random() * Number(n)))), { headers }).catch(() => undefined);
    await res?.arrayBuffer().catch(() => undefined);
    if (!res?.ok) {
      failed++;
      failures[res?.status ?? 0] = (failures[res?.status ?? 0] ?? 0) + 1;
    }
    latencies.push(performance.now() - started);
  }
};
await Promise.all(Array.from({ length: Number(connections) }, worker));
latencies.sort((a, b) => a - b);
const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
process.stdout.write(`${JSON.stringify({ requests: latencies.length, failed, failures, rps: latencies.length / Number(seconds), p50: at(0.5), p95: at(0.95), p99: at(0.99) })}\n`);
