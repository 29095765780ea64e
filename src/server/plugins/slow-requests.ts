import fp from 'fastify-plugin';

/** A request answered later than this is logged as slow, unless the app says otherwise. */
export const SLOW_REQUEST_MS = 2000;

/**
 * Warns about every request answered later than `thresholdMs`, at the level production logs
 * (per-request info lines are off there): the route's pattern, method, status and time. Never the
 * address itself, whose path or query can carry a signing link's token or a search.
 */
export default fp<{ thresholdMs?: number }>(
  async (app, { thresholdMs = SLOW_REQUEST_MS }) => {
    app.addHook('onResponse', async (request, reply) => {
      const ms = Math.round(reply.elapsedTime);
      if (ms < thresholdMs) return;
      request.log.warn({ method: request.method, route: request.routeOptions.url ?? '(no route)', statusCode: reply.statusCode, ms }, 'slow request');
    });
  },
  { name: 'slow-requests' },
);
