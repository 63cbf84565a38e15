// The portal as an LTI platform (docs/lti.md): the launch the web app asks for, the OIDC
// authorisation endpoint and JWKS of LTI 1.3, the client-credentials token and AGS line items, and
// LTI 1.1 Basic Outcomes. The service endpoints are called by tools, not the web app.
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  courseLaunchQuerySchema,
  courseLaunchSchema,
  gradeRefreshSchema,
} from '@portal/domain/coursework/course';
import { recordIdParamSchema } from '@portal/domain/validation/record-id';
import { AppError } from '../../http/app-error';
import { AUTO_POST_CSP, autoPostPage } from '../../lti/auto-post-page';
import type { LtiPlatform } from '../../lti/lti-platform';
import { LTI_PATHS } from '../../lti/lti-paths';
import { AGS_SCOPE, RESULTS_MEDIA_TYPE } from '../../lti/lti13-claims';
import { issueServiceToken, verifyServiceToken } from '../../lti/service-token';
import { currentUser } from '../auth/authenticate';
import {
  authenticationRequestSchema,
  issueLaunchToken,
  type AuthenticationRequest,
} from './issue-launch-token';
import { launchCourse } from './launch-course';
import { agsScoreSchema, readAgsResults, receiveAgsScore } from './receive-ags-score';
import { receiveBasicOutcome } from './receive-basic-outcome';
import { refreshCourseGrade } from './refresh-course-grade';

/** The portal's origin as the browser sees it on this tenant: LTI URLs and the 1.3 issuer. */
export const portalOrigin = (request: FastifyRequest) =>
  `${request.protocol}://${request.host}${request.tenant.basePath}`;

/** Logs a refused LTI message: what was wrong, never a token, signature or secret. */
const refusalLog = (request: FastifyRequest, message: string) => (reason: string) =>
  request.log.warn({ lti: message, reason, tenant: request.tenant.id }, 'LTI message refused');

const productParams = z.object({
  productId: z.coerce.number().int().positive().max(2_147_483_647),
});
const hidden = { hide: true, tags: ['lti'] };

export async function ltiRoutes(
  app: FastifyInstance,
  options: { platform: LtiPlatform; authenticate: preHandlerHookHandler },
): Promise<void> {
  const { platform, authenticate } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Tools post XML (Basic Outcomes), AGS scores and url-encoded token requests; scoped to these routes.
  app.addContentTypeParser(
    ['application/xml', 'text/xml'],
    { parseAs: 'string' },
    (_r, body, done) => done(null, body),
  );
  app.addContentTypeParser(
    'application/vnd.ims.lis.v1.score+json',
    { parseAs: 'string' },
    (_r, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(new AppError('BAD_REQUEST'), undefined);
      }
    },
  );
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_r, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  routes.get(
    LTI_PATHS.launch,
    {
      preHandler: authenticate,
      // It signs the student in at the course's provider: not a read (docs/staff-console.md).
      config: { changesOnRead: true },
      schema: {
        tags: ['coursework'],
        summary:
          "The form that opens one of the student's courses at its provider (LTI 1.1 or 1.3)",
        querystring: courseLaunchQuerySchema,
        response: { 200: courseLaunchSchema },
      },
    },
    async (request) =>
      launchCourse({
        platform,
        tenantId: request.tenant.id,
        userId: currentUser(request).userId,
        query: request.query,
        origin: portalOrigin(request),
      }),
  );

  routes.post(
    '/coursework-api/coursework/:id/grade/refresh',
    {
      preHandler: authenticate,
      schema: {
        tags: ['coursework'],
        summary:
          'Asks for the course grade again (LTI 1.3), or says a relaunch is needed (LTI 1.1)',
        params: z.object({ id: recordIdParamSchema }),
        response: { 200: gradeRefreshSchema },
      },
    },
    async (request) =>
      refreshCourseGrade({
        platform,
        tenantId: request.tenant.id,
        userId: currentUser(request).userId,
        courseId: request.params.id,
      }),
  );

  routes.get(
    LTI_PATHS.jwks,
    {
      schema: {
        tags: ['lti'],
        summary: 'The LTI platform key (JWKS)',
        response: { 200: z.object({ keys: z.array(z.record(z.string(), z.unknown())) }) },
      },
    },
    async () => ({ keys: [platform.key.publicJwk as Record<string, unknown>] }),
  );

  // The OIDC authorisation endpoint takes the authentication request as a query (GET) or as a
  // form (POST), with the same parameters and checks (OpenID Connect Core 3.1.2.1).
  const authorize = async (
    request: FastifyRequest,
    reply: FastifyReply,
    authentication: AuthenticationRequest,
  ) => {
    const { redirectUri, idToken, state } = await issueLaunchToken({
      platform,
      tenantId: request.tenant.id,
      origin: portalOrigin(request),
      request: authentication,
      log: refusalLog(request, 'authorize'),
    });
    return reply
      .header('Content-Security-Policy', AUTO_POST_CSP)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(autoPostPage(redirectUri, { id_token: idToken, state }));
  };
  routes.get(
    LTI_PATHS.authorize,
    { schema: { ...hidden, querystring: authenticationRequestSchema } },
    (request, reply) => authorize(request, reply, request.query),
  );
  routes.post(
    LTI_PATHS.authorize,
    {
      // The tool's page posts it, from the tool's site: the single-use signed launch hint is the
      // credential, as for the GET (http/require-requested-with.ts).
      config: { requestedWith: 'from-any-site' },
      schema: { ...hidden, body: authenticationRequestSchema },
    },
    (request, reply) => authorize(request, reply, request.body),
  );

  routes.post(LTI_PATHS.token, { schema: { ...hidden } }, async (request, reply) => {
    const form = (typeof request.body === 'object' && request.body ? request.body : {}) as Record<
      string,
      string
    >;
    const token = await issueServiceToken({
      platform,
      tenantId: request.tenant.id,
      origin: portalOrigin(request),
      form,
      log: refusalLog(request, 'token'),
    });
    return reply.header('Cache-Control', 'no-store').send(token);
  });

  routes.post(
    `${LTI_PATHS.lineItem(':productId')}/scores`,
    { schema: { ...hidden, params: productParams } },
    async (request, reply) => {
      const log = refusalLog(request, 'score');
      const clientId = await verifyServiceToken({
        platform,
        tenantId: request.tenant.id,
        authorization: request.headers.authorization,
        scope: AGS_SCOPE.score,
        log,
      });
      const score = agsScoreSchema.safeParse(request.body);
      if (!score.success) {
        log('score body is not an AGS score');
        throw new AppError('BAD_REQUEST');
      }
      await receiveAgsScore({
        platform,
        tenantId: request.tenant.id,
        clientId,
        productId: request.params.productId,
        score: score.data,
        log,
      });
      return reply.status(204).send();
    },
  );

  routes.get(
    `${LTI_PATHS.lineItem(':productId')}/results`,
    { schema: { ...hidden, params: productParams, querystring: z.object({ user_id: z.uuid() }) } },
    async (request, reply) => {
      await verifyServiceToken({
        platform,
        tenantId: request.tenant.id,
        authorization: request.headers.authorization,
        scope: AGS_SCOPE.result,
        log: refusalLog(request, 'results'),
      });
      const results = await readAgsResults({
        platform,
        tenantId: request.tenant.id,
        productId: request.params.productId,
        lineItemUrl: `${portalOrigin(request)}${LTI_PATHS.lineItem(request.params.productId)}`,
        userId: request.query.user_id,
      });
      return reply.type(RESULTS_MEDIA_TYPE).send(JSON.stringify(results));
    },
  );

  routes.post(LTI_PATHS.outcomes, { schema: { ...hidden } }, async (request, reply) => {
    const answer = await receiveBasicOutcome({
      platform,
      tenantId: request.tenant.id,
      url: `${request.protocol}://${request.host}${request.originalUrl}`,
      authorization: request.headers.authorization,
      body: typeof request.body === 'string' ? request.body : '',
      log: refusalLog(request, 'outcome'),
    });
    return reply.status(answer.status).type('application/xml; charset=utf-8').send(answer.xml);
  });
}
