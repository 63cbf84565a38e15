import type { FastifyInstance } from 'fastify';
import { ownerKey, type OwnerReadCache } from '../../db/owner-read-cache';
import { isChange } from './read-only-view';

/**
 * A student's own change forgets their reads on this instance before it is answered, so the page
 * that reloads after it reads what it changed even if the database's notice is still on its way
 * (docs/performance.md "A student's reads from memory").
 */
export function forgetOwnReadsOnWrite(app: FastifyInstance, memory: OwnerReadCache): void {
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.user && isChange(request)) {
      memory.forget(ownerKey({ tenantId: request.tenant.id, userId: request.user.userId }));
    }
    done(null, payload);
  });
}
