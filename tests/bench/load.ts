import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

/**
 * Load from a separate process (tests/bench/load-worker.mjs), 16 requests in flight for `seconds`,
 * with the machine's 1-minute load average after it.
 */
export async function load(url: string, headers: Record<string, string>, seconds: number) {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'load-worker.mjs'), url, String(seconds), '16', JSON.stringify(headers)], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  await new Promise<void>((resolve, reject) => child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`load worker exited with ${code}`)))));
  const result = JSON.parse(out) as { requests: number; failed: number; failures: Record<string, number>; rps: number; p50: number; p95: number; p99: number };
  return { ...result, load: os.loadavg()[0] };
}
