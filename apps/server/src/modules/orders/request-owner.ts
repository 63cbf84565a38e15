// What the ledger's routes read off a request: whose rows, which order, which site.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { chooseLanguage, languagePrefix, offeredLanguages } from '@portal/domain/i18n/languages';
import type { Owner } from '../../ledger-records/owner';
import { currentUser } from '../auth/authenticate';

export const orderIdParams = z.object({ id: z.uuid({ error: 'validation.required' }) });

/**
 * A page of the portal on the site the learner is using, partner base path included, in the
 * language of the page that asked (the app sends it as `Accept-Language`): a learner who leaves
 * for PayPal from a Spanish page comes back to a Spanish one (docs/languages.md "Addresses").
 */
export function siteUrl(request: FastifyRequest, path: string) {
  const offered = offeredLanguages(request.tenant.config);
  const language = chooseLanguage({
    acceptLanguage: request.headers['accept-language'],
    offered,
  });
  const prefix = languagePrefix(language, offered);
  return `${request.protocol}://${request.host}${request.tenant.basePath}${prefix}${path}`;
}

export function ownerOf(request: FastifyRequest): Owner {
  return { tenantId: request.tenant.id, userId: currentUser(request).userId };
}
