// What the ledger's routes read off a request: whose rows, which order, which site.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Owner } from '../../ledger-records/owner';
import { currentUser } from '../auth/authenticate';

export const orderIdParams = z.object({ id: z.uuid({ error: 'validation.required' }) });

/** A page of the portal on the site the learner is using, partner base path included. */
export function siteUrl(request: FastifyRequest, path: string) {
  return `${request.protocol}://${request.host}${request.tenant.basePath}${path}`;
}

export function ownerOf(request: FastifyRequest): Owner {
  return { tenantId: request.tenant.id, userId: currentUser(request).userId };
}
