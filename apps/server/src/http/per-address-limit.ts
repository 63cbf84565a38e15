import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from './app-error';

/**
 * A per-address limit on a plugin's sign-in and recovery calls (ASVS 6.3.1), in the catalogue's
 * TOO_MANY_ATTEMPTS: registered in the plugin's scope, it answers the route config to put on each
 * limited route. With Redis the counts are shared between instances under `nameSpace`; Redis out
 * of reach must not stop every sign-in, so the limit is then skipped (the per-account limits
 * still hold).
 */
export async function registerPerAddressLimit(
  app: FastifyInstance,
  options: { attemptsPerMinute: number; nameSpace: string; redis?: Redis },
): Promise<{ rateLimit: { max: number; timeWindow: number } }> {
  await app.register(rateLimit, {
    global: false,
    ...(options.redis
      ? { redis: options.redis, nameSpace: options.nameSpace, skipOnError: true }
      : {}),
    errorResponseBuilder: () => new AppError('TOO_MANY_ATTEMPTS'),
  });
  return { rateLimit: { max: options.attemptsPerMinute, timeWindow: 60_000 } };
}
