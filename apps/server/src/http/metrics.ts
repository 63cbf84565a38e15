import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { AppError } from './app-error';
import { isDirectLoopback } from './direct-loopback';

export interface MetricsOptions {
  /**
   * When set, `/metrics` needs `Authorization: Bearer <token>`; otherwise only requests made on
   * this machine directly, never through a proxy on it.
   */
  token?: string;
}

function mayRead(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return isDirectLoopback(request);
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Prometheus metrics at `/metrics` (docs/operations.md): Node's process metrics and a
 * request-duration histogram by method, route pattern and status; the registry is answered so the
 * app adds its own (http/operational-metrics.ts). Each app has its own registry,
 * so several instances in one process (as in the tests) do not collide.
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  app.addHook('onResponse', (request, reply, done) => {
    // The pattern, not the path, so ids in paths do not multiply the series.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== '/metrics') {
      duration.observe(
        { method: request.method, route, status_code: reply.statusCode },
        reply.elapsedTime / 1000,
      );
    }
    done();
  });

  app.get(
    '/metrics',
    {
      schema: {
        tags: ['operations'],
        summary: 'Prometheus metrics (loopback clients, or the bearer METRICS_TOKEN)',
        produces: ['text/plain'],
        response: { 200: z.string().describe('Prometheus text exposition format') },
      },
    },
    async (request, reply) => {
      if (!mayRead(request, options.token)) throw new AppError('ACCESS_DENIED');
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
  return registry;
}
