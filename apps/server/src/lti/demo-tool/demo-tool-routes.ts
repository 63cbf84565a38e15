// The built-in demo course tool (docs/lti.md): a separate site in all but process. It verifies
// launches of either LTI version, shows the course's modules, lets the learner complete one with a
// score, and sends progress and grade back through AGS or Basic Outcomes (docs/lti.md).
import { createRemoteJWKSet, customFetch, jwtVerify } from 'jose';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { products } from '../../modules/catalog/catalog-tables';
import { CLAIM } from '../lti13-claims';
import { ltiFetch } from '../localhost-fetch';
import { LTI_PATHS } from '../lti-paths';
import { DEMO_TOOL_PREFIX, type Lti11Provider, type Lti13Provider } from '../lti-providers';
import { useOnce } from '../nonce-store';
import { verifyOAuth1 } from '../oauth1-signature';
import { resolveSigningKey } from '../signing-keys';
import { DEMO_TOOL_CSP, courseToolPage, launchRefusedPage } from './demo-tool-page';
import { demoToolStore, type LearnerSession } from './demo-tool-sessions';
import { sendProgress } from './send-progress';

const hidden = { schema: { hide: true } };
const SESSION_MS = 2 * 3600_000;
const WINDOW_SECONDS = 300;

type Form = Record<string, string | undefined>;

export async function demoToolRoutes(
  app: FastifyInstance,
  options: {
    db: Database;
    clock: Clock;
    /** The registrations the portal holds for this tool (a real tool is configured with the same). */
    lti13: Lti13Provider;
    lti11: Lti11Provider & { secret: string };
  },
) {
  const { db, clock, lti13, lti11 } = options;
  const toolKey = await resolveSigningKey(db, 'demo-tool-key');
  const platformKeys = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
  const keysOf = (issuer: string) => {
    const url = new URL(LTI_PATHS.jwks, issuer).toString();
    if (!platformKeys.has(url)) {
      platformKeys.set(
        url,
        createRemoteJWKSet(new URL(url), {
          [customFetch]: (input, init) =>
            ltiFetch(input, init as never) as unknown as Promise<Response>,
        }),
      );
    }
    return platformKeys.get(url)!;
  };
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_r, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  // The tool trusts the platform it is served beside: the issuer must be this very origin.
  const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
  const page = (reply: FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .header('Content-Security-Policy', DEMO_TOOL_CSP)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);
  const refused = (request: FastifyRequest, reply: FastifyReply, reason: string) => {
    request.log.warn({ demoTool: reason }, 'demo tool refused a launch');
    return page(reply, 401, launchRefusedPage());
  };
  const startSession = async (reply: FastifyReply, session: LearnerSession) => {
    const id = await demoToolStore.create(
      db,
      'learner',
      session,
      new Date(clock.now().getTime() + SESSION_MS),
    );
    return reply.redirect(`${DEMO_TOOL_PREFIX}/sessions/${id}`, 303);
  };

  app.get(`${DEMO_TOOL_PREFIX}/jwks`, hidden, async () => ({ keys: [toolKey.publicJwk] }));

  // LTI 1.3 step 1: the OIDC third-party login initiation (GET or a form post).
  const login = async (request: FastifyRequest, reply: FastifyReply) => {
    const form = { ...(request.query as Form), ...(request.body as Form | undefined) };
    if (form.iss !== origin(request) || form.client_id !== lti13.clientId || !form.login_hint) {
      return refused(request, reply, 'login initiation from an unknown platform');
    }
    const nonce = crypto.randomUUID();
    const state = await demoToolStore.create(
      db,
      'oidc-state',
      { nonce, issuer: form.iss },
      new Date(clock.now().getTime() + WINDOW_SECONDS * 1000),
    );
    const target = new URL(LTI_PATHS.authorize, form.iss);
    for (const [name, value] of Object.entries({
      scope: 'openid',
      response_type: 'id_token',
      response_mode: 'form_post',
      prompt: 'none',
      client_id: lti13.clientId,
      redirect_uri: new URL(lti13.launchUrl, form.iss).toString(),
      login_hint: form.login_hint,
      lti_message_hint: form.lti_message_hint ?? '',
      state,
      nonce,
    }))
      target.searchParams.set(name, value);
    return reply.redirect(target.toString(), 302);
  };
  app.get(`${DEMO_TOOL_PREFIX}/lti13/login`, hidden, login);
  app.post(`${DEMO_TOOL_PREFIX}/lti13/login`, hidden, login);

  // LTI 1.3 step 2: the id_token, checked against the platform's published JWKS.
  app.post(`${DEMO_TOOL_PREFIX}/lti13/launch`, hidden, async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    const state = form.state ? await demoToolStore.take(db, form.state, clock.now()) : undefined;
    if (!state || !form.id_token) return refused(request, reply, 'unknown or used state');
    const verified = await jwtVerify(form.id_token, keysOf(state.issuer), {
      issuer: state.issuer,
      audience: lti13.clientId,
      currentDate: clock.now(),
      algorithms: ['RS256'],
    }).catch(() => undefined);
    // The claims are read loosely: whatever is missing turns into an empty string below.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const claims = verified?.payload as Record<string, any> | undefined;
    if (
      !claims ||
      claims.nonce !== state.nonce ||
      claims[CLAIM.deploymentId] !== lti13.deploymentId
    ) {
      return refused(request, reply, 'id_token does not verify');
    }
    return startSession(reply, {
      version: '1.3',
      courseCode: String(claims[CLAIM.context]?.label ?? ''),
      courseTitle: String(claims[CLAIM.context]?.title ?? ''),
      returnUrl: String(claims[CLAIM.launchPresentation]?.return_url ?? '/'),
      scores: {},
      issuer: state.issuer,
      subject: String(claims.sub),
      lineItem: String(claims[CLAIM.agsEndpoint]?.lineitem ?? ''),
    });
  });

  // LTI 1.1: the signed launch itself.
  app.post(`${DEMO_TOOL_PREFIX}/lti11/launch`, hidden, async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string>;
    const failure =
      form.oauth_consumer_key !== lti11.consumerKey
        ? 'consumer'
        : verifyOAuth1({
            method: 'POST',
            url: `${origin(request)}${request.originalUrl}`,
            params: form,
            consumerSecret: lti11.secret,
            now: clock.now(),
            windowSeconds: WINDOW_SECONDS,
          });
    if (failure) return refused(request, reply, `launch ${failure} check failed`);
    const fresh = await useOnce(db, {
      scope: 'demo-tool-launch',
      value: form.oauth_nonce!,
      expiresAt: new Date(Number(form.oauth_timestamp) * 1000 + WINDOW_SECONDS * 1000),
      now: clock.now(),
    });
    if (!fresh || form.lti_message_type !== 'basic-lti-launch-request')
      return refused(request, reply, 'launch replayed');
    return startSession(reply, {
      version: '1.1',
      courseCode: form.context_label ?? '',
      courseTitle: form.context_title ?? '',
      returnUrl: form.launch_presentation_return_url ?? '/',
      scores: {},
      outcomeUrl: form.lis_outcome_service_url,
      sourcedid: form.lis_result_sourcedid,
      consumerKey: form.oauth_consumer_key,
    });
  });

  const modulesOf = async (code: string) => {
    const [row] = await db
      .select({ modules: products.modules })
      .from(products)
      .where(eq(products.code, code));
    return row?.modules ?? [];
  };

  app.get<{ Params: { id: string }; Querystring: { notice?: string } }>(
    `${DEMO_TOOL_PREFIX}/sessions/:id`,
    hidden,
    async (request, reply) => {
      const session = await demoToolStore.learner(db, request.params.id, clock.now());
      if (!session) return refused(request, reply, 'no such session');
      const notice =
        request.query.notice === 'sent' || request.query.notice === 'failed'
          ? request.query.notice
          : undefined;
      return page(
        reply,
        200,
        courseToolPage({
          sessionId: request.params.id,
          session,
          modules: await modulesOf(session.courseCode),
          notice,
        }),
      );
    },
  );

  app.post<{ Params: { id: string; module: string } }>(
    `${DEMO_TOOL_PREFIX}/sessions/:id/modules/:module/complete`,
    hidden,
    async (request, reply) => {
      const session = await demoToolStore.learner(db, request.params.id, clock.now());
      if (!session) return refused(request, reply, 'no such session');
      const modules = await modulesOf(session.courseCode);
      const score = Number((request.body as Form | undefined)?.score);
      if (
        !modules.some((m) => m.idNumber === request.params.module) ||
        !Number.isInteger(score) ||
        score < 0 ||
        score > 100
      ) {
        return page(
          reply,
          400,
          courseToolPage({ sessionId: request.params.id, session, modules, notice: 'failed' }),
        );
      }
      session.scores[request.params.module] = score;
      await demoToolStore.save(db, request.params.id, session);
      const sent = await sendProgress({
        session,
        toolKey,
        clientId: lti13.clientId,
        consumerSecret: lti11.secret,
        now: clock.now(),
      }).catch((error: unknown) => {
        request.log.warn({ err: error }, 'demo tool could not reach the portal');
        return false;
      });
      return reply.redirect(
        `${DEMO_TOOL_PREFIX}/sessions/${request.params.id}?notice=${sent ? 'sent' : 'failed'}`,
        303,
      );
    },
  );
}
