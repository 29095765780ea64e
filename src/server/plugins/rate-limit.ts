import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { Db } from '../db/client';
import type { FastifyRequest } from 'fastify';
import { tooFrequent } from '../lib/errors';
import { hashToken } from '../lib/tokens';
import { rateLimitsRepository } from './rate-limits-repository';

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store on PostgreSQL: one row per key and window, so every instance on the
 * database counts the same requests. (Redis can replace it behind the same interface.)
 */
export function postgresStore(db: Db) {
  const counters = rateLimitsRepository(db);
  return class PostgresStore {
    constructor(private readonly prefix = '') {}

    incr(key: string, callback: Callback, timeWindow: number) {
      counters.hit(`${this.prefix}${key}`, timeWindow).then(
        (row) => {
          callback(null, { current: Number(row.hits), ttl: Math.ceil(Number(row.ttl)) });
        },
        (err: Error) => callback(err),
      );
    }

    read(key: string, callback: Callback) {
      counters.current(`${this.prefix}${key}`).then(
        (row) => {
          callback(null, { current: row ? Number(row.hits) : 0, ttl: row ? Math.ceil(Number(row.ttl)) : 0 });
        },
        (err: Error) => callback(err),
      );
    }

    /** Each route counts on its own. */
    child(routeOptions: { routeInfo?: { method?: string | string[]; url?: string } }) {
      const info = routeOptions.routeInfo ?? {};
      return new PostgresStore(`${String(info.method ?? '')} ${info.url ?? ''}:`);
    }
  };
}

/**
 * A limiter key per caller: the bearer token's hash (never the token: the counters' table must
 * hold nothing a reader could sign in with), or the address without one.
 */
export const callerKey = (prefix: string) => (request: Pick<FastifyRequest, 'headers' | 'ip'>) => {
  const authorization = request.headers.authorization;
  return `${prefix}:${authorization ? hashToken(authorization) : request.ip}`;
};

/** Methods that change nothing are never counted by the general limiter. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface RateLimitOptions {
  db: Db;
  /** Redis (ioredis) for the counters when set; the PostgreSQL store otherwise. Both are shared by every instance. */
  redisUrl?: string;
  /** the general limiter's budget: write requests one address may make per minute (routes without their own budget count together) */
  writesPerMinute?: number;
}

export const DEFAULT_WRITES_PER_MINUTE = 300;

/**
 * The general limiter (@fastify/rate-limit) on every write route: `writesPerMinute` per address
 * over all the write routes without a budget of their own; a route sets its own budget (and key, e.g. per account for "one comment per
 * 20 seconds") with `config: { rateLimit: { max, timeWindow, keyGenerator } }`. Reads are never
 * counted. Answers 4029 with `retryAfter`. Counters live in Redis when REDIS_URL is set, in
 * PostgreSQL otherwise, so instances behind one balancer count together.
 */
export default fp<RateLimitOptions>(
  async (app, { db, redisUrl, writesPerMinute = DEFAULT_WRITES_PER_MINUTE }) => {
    let redis: import('ioredis').Redis | undefined;
    if (redisUrl) {
      const { Redis } = await import('ioredis');
      // Fail fast rather than queue requests behind a dead Redis; the limiter then lets requests through (skipOnError).
      redis = new Redis(redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
      await redis.connect();
      app.addHook('onClose', async () => {
        await redis!.quit();
      });
    }
    await app.register(rateLimit, {
      global: true,
      max: writesPerMinute,
      timeWindow: 60_000,
      // Reads are free, unless a route asked for a budget of its own (the social sign-in's start is a GET).
      allowList: (request) => SAFE_METHODS.has(request.method) && !request.routeOptions.config.rateLimit,
      ...(redis ? { redis, nameSpace: 'wc-rate:', skipOnError: true } : { store: postgresStore(db) as never }),
      errorResponseBuilder: (_request, context) => tooFrequent(Math.max(1, Math.ceil(context.ttl / 1000))),
      addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
      addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
    });
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
