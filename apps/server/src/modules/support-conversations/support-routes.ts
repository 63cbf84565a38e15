import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ownSupportConversationSchema,
  ownSupportConversationsSchema,
  supportAssigneesSchema,
  supportAssignmentSchema,
  supportConversationSchema,
  supportInboxPageSchema,
  supportInboxQuerySchema,
  supportMessageBodySchema,
} from '@portal/domain/support/support-conversation';
import { requestReceivedSchema } from '@portal/domain/user/request-received';
import { supportRequestSchema } from '@portal/domain/validation/forms';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { currentUser } from '../auth/authenticate';
import { currentStaff, type RequireStaff } from '../staff-auth/require-staff';
import { answerSupportConversation } from './answer-support-conversation';
import { assignSupportConversation } from './assign-support-conversation';
import { changeSupportStatus } from './change-support-status';
import {
  listOwnSupportConversations,
  viewOwnSupportConversation,
} from './list-own-support-conversations';
import { listSupportAssignees } from './list-support-assignees';
import { listSupportInbox } from './list-support-inbox';
import { replyToSupportConversation } from './reply-to-support-conversation';
import { submitSupportRequest } from './submit-support-request';
import { viewSupportConversation } from './view-support-conversation';

const conversationParams = z.object({
  conversationId: z.coerce
    .number({ error: 'validation.invalid' })
    .int()
    .positive()
    .max(2 ** 53 - 1),
});

/**
 * Support requests and their conversations: the student's side under /user-api (docs/support.md)
 * and the staff inbox under /staff-api/support (docs/staff-console.md "Support conversations").
 */
export async function supportRoutes(
  app: FastifyInstance,
  options: {
    db: Database;
    clock: Clock;
    tenants: TenantRegistry;
    authenticate: preHandlerHookHandler;
    requireStaff: RequireStaff;
  },
): Promise<void> {
  const { db, clock, tenants, authenticate, requireStaff } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const owner = (request: FastifyRequest) => ({
    tenantId: request.tenant.id,
    userId: currentUser(request).userId,
  });
  const actor = (request: FastifyRequest) => ({
    member: currentStaff(request).member,
    address: request.ip,
    now: clock.now(),
  });

  routes.post(
    '/user-api/users/supportrequest',
    {
      preHandler: authenticate,
      schema: {
        tags: ['users'],
        summary: "A signed-in student's support request: it opens a conversation",
        body: supportRequestSchema,
        response: { 201: requestReceivedSchema },
      },
    },
    async (request, reply) => {
      await submitSupportRequest({
        db,
        clock,
        ...owner(request),
        request: request.body,
      });
      return reply.status(201).send({ status: 'received' as const });
    },
  );

  routes.get(
    '/user-api/users/supportrequests',
    {
      preHandler: authenticate,
      schema: {
        tags: ['users'],
        summary: "The signed-in student's support conversations, most recent first",
        response: { 200: ownSupportConversationsSchema },
      },
    },
    async (request) => listOwnSupportConversations({ db, owner: owner(request) }),
  );

  routes.get(
    '/user-api/users/supportrequests/:conversationId',
    {
      preHandler: authenticate,
      schema: {
        tags: ['users'],
        summary: "One of the student's support conversations with its messages",
        params: conversationParams,
        response: { 200: ownSupportConversationSchema },
      },
    },
    async (request) =>
      viewOwnSupportConversation({
        db,
        owner: owner(request),
        conversationId: request.params.conversationId,
      }),
  );

  routes.post(
    '/user-api/users/supportrequests/:conversationId/messages',
    {
      preHandler: authenticate,
      schema: {
        tags: ['users'],
        summary: "The student's answer: it re-opens a conversation waiting on them or closed",
        params: conversationParams,
        body: supportMessageBodySchema,
        response: { 201: ownSupportConversationSchema },
      },
    },
    async (request, reply) => {
      const conversation = await answerSupportConversation({
        db,
        clock,
        tenants,
        owner: owner(request),
        conversationId: request.params.conversationId,
        body: request.body.body,
      });
      return reply.status(201).send(conversation);
    },
  );

  const staff = { tags: ['staff'], security: [{ bearer: [] }] };
  const mayAnswer = requireStaff({ may: 'answer_support' });

  routes.get(
    '/staff-api/support/conversations',
    {
      preHandler: mayAnswer,
      schema: {
        ...staff,
        summary: 'The support inbox in scope: filtered, sorted and paged on the server; audited',
        querystring: supportInboxQuerySchema,
        response: { 200: supportInboxPageSchema },
      },
    },
    async (request) => listSupportInbox({ db, actor: actor(request), query: request.query }),
  );

  routes.get(
    '/staff-api/support/conversations/:conversationId',
    {
      preHandler: mayAnswer,
      schema: {
        ...staff,
        summary:
          "A support conversation with every message; audited as a read of the student's data",
        params: conversationParams,
        response: { 200: supportConversationSchema },
      },
    },
    async (request) =>
      viewSupportConversation({
        db,
        actor: actor(request),
        conversationId: request.params.conversationId,
      }),
  );

  routes.get(
    '/staff-api/support/conversations/:conversationId/assignees',
    {
      preHandler: mayAnswer,
      schema: {
        ...staff,
        summary: "Members who may answer support in the conversation's tenant",
        params: conversationParams,
        response: { 200: supportAssigneesSchema },
      },
    },
    async (request) =>
      listSupportAssignees({
        db,
        actor: actor(request),
        conversationId: request.params.conversationId,
      }),
  );

  routes.post(
    '/staff-api/support/conversations/:conversationId/replies',
    {
      preHandler: mayAnswer,
      schema: {
        ...staff,
        summary: 'A reply to the student: mailed to them and shown on their open page; audited',
        params: conversationParams,
        body: supportMessageBodySchema,
        response: { 201: supportConversationSchema },
      },
    },
    async (request, reply) => {
      const conversation = await replyToSupportConversation({
        db,
        tenants,
        actor: actor(request),
        conversationId: request.params.conversationId,
        body: request.body.body,
      });
      return reply.status(201).send(conversation);
    },
  );

  routes.put(
    '/staff-api/support/conversations/:conversationId/assignee',
    {
      preHandler: mayAnswer,
      schema: {
        ...staff,
        summary: 'Assigns the conversation to a member who may answer it, or to nobody; audited',
        params: conversationParams,
        body: supportAssignmentSchema,
        response: { 200: supportConversationSchema },
      },
    },
    async (request) =>
      assignSupportConversation({
        db,
        actor: actor(request),
        conversationId: request.params.conversationId,
        staffId: request.body.staffId,
      }),
  );

  for (const change of ['close', 'reopen'] as const) {
    routes.post(
      `/staff-api/support/conversations/:conversationId/${change}`,
      {
        preHandler: mayAnswer,
        schema: {
          ...staff,
          summary:
            change === 'close'
              ? 'Closes the conversation; audited'
              : 'Opens a closed conversation again; audited',
          params: conversationParams,
          response: { 200: supportConversationSchema },
        },
      },
      async (request) =>
        changeSupportStatus({
          db,
          actor: actor(request),
          conversationId: request.params.conversationId,
          change,
        }),
    );
  }
}
