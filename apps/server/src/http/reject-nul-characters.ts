// PostgreSQL text and jsonb cannot hold U+0000: a NUL that reaches a query fails it, and the
// learner would read 'Internal server error' for what is only bad input. Every decoded part of a
// request (path, query string, body keys and values) is checked once, before any route runs.
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/** The dotted path of the first key or text holding a NUL, or undefined when there is none. */
export function findNulCharacter(value: unknown): string | undefined {
  // Iterative: a deeply nested JSON body must not overflow the stack.
  const pending: { path: string; value: unknown }[] = [{ path: '', value }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') {
      if (next.value.includes('\0')) return next.path;
    } else if (next.value instanceof Uint8Array) {
      // A binary body (a profile photo) is bytes, not text: NULs are part of it.
      continue;
    } else if (typeof next.value === 'object' && next.value !== null) {
      for (const [key, child] of Object.entries(next.value)) {
        const path = next.path ? `${next.path}.${key}` : key;
        if (key.includes('\0')) return next.path;
        pending.push({ path, value: child });
      }
    }
  }
  return undefined;
}

export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field =
      findNulCharacter(request.params) ??
      findNulCharacter(request.query) ??
      findNulCharacter(request.body);
    if (field !== undefined) {
      throw new AppError('VALIDATION_FAILED', { fields: [{ field, code: 'validation.invalid' }] });
    }
  });
}
