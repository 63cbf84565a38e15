import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordIdParamSchema } from '@portal/domain/validation/record-id';
import type { Database } from '../db/database';
import { AppError, found } from '../http/app-error';
import { isDirectLoopback } from '../http/direct-loopback';
import { mailQueries } from './mail-queries';
import { mailboxListPage, mailboxMessagePage } from './mailbox-page';

/** An operator's HTML page, not an API: listed in /openapi.json with the other operations. */
const page = {
  tags: ['operations'],
  produces: ['text/html'],
  response: { 200: z.string().describe('An HTML page') },
};

/** The newest messages the list shows. */
const LIST_LIMIT = 200;

function sendHtml(reply: FastifyReply, html: string) {
  return reply
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', "default-src 'none'")
    .send(html);
}

/**
 * The local mailbox (no SMTP_URL): the tenant's outgoing mail, so password recovery and receipts
 * work on a machine with no mail server. Messages hold reset codes and personal data, so it answers
 * only requests made on this machine directly, as /metrics does without its token.
 */
export async function mailboxRoutes(app: FastifyInstance, options: { db: Database }) {
  const { db } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Registered as its own plugin, so this hook guards these routes only.
  app.addHook('onRequest', async (request) => {
    if (!isDirectLoopback(request)) throw new AppError('ACCESS_DENIED');
  });

  routes.get(
    '/mailbox',
    {
      schema: {
        ...page,
        summary: "The local mailbox: the tenant's mail, newest first (this machine only)",
      },
    },
    async (request, reply) =>
      sendHtml(
        reply,
        mailboxListPage(
          request.tenant.id,
          await mailQueries.listForTenant(db, request.tenant.id, LIST_LIMIT),
        ),
      ),
  );

  routes.get(
    '/mailbox/:id',
    {
      schema: {
        ...page,
        summary: 'One message of the local mailbox (this machine only)',
        params: z.object({ id: recordIdParamSchema }),
      },
    },
    async (request, reply) =>
      sendHtml(
        reply,
        mailboxMessagePage(
          found(await mailQueries.findForTenant(db, request.tenant.id, request.params.id)),
        ),
      ),
  );
}
